<?php
/**
 * The block, rendered on the server (its attributes are the options' names, and org).
 *
 * @package svc-jobs
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

// svc_jobs_render escapes what it writes, and keeps the jobs host's board as written ahead.
echo '<div ' . get_block_wrapper_attributes() . '>' . svc_jobs_render( svc_jobs_block_atts( $attributes ) ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
