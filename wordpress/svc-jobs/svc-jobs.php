<?php
/**
 * Plugin Name:       Careers board (svc-jobs)
 * Description:       Your open positions from your jobs host, written into the page WordPress sends: a block and a [svc_jobs] shortcode.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Update URI:        svc-jobs
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       svc-jobs
 *
 * @package svc-jobs
 */

// The board written ahead (CONTRACT.md "The edge and real platforms": "WordPress, for real"):
// the jobs host's live snippet, kept in a transient, and embed.js enqueued where a board is.
defined( 'ABSPATH' ) || exit;

const SVC_JOBS_PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/options.php';
require_once __DIR__ . '/includes/store.php';
require_once __DIR__ . '/includes/markup.php';
require_once __DIR__ . '/includes/live-board.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/block.php';
require_once __DIR__ . '/includes/updates.php';

add_shortcode( 'svc_jobs', 'svc_jobs_shortcode' );
add_action( 'init', 'svc_jobs_register_block' );
add_action( 'enqueue_block_editor_assets', 'svc_jobs_editor_assets' );
add_action( 'admin_init', 'svc_jobs_register_settings' );
add_action( 'admin_menu', 'svc_jobs_settings_menu' );
add_filter( 'script_loader_tag', 'svc_jobs_async_tag', 10, 2 );
// A new jobs URL or default org makes every kept board another host's or org's.
add_action( 'update_option_' . SVC_JOBS_URL_OPTION, 'svc_jobs_forget_boards' );
add_action( 'update_option_' . SVC_JOBS_ORG_OPTION, 'svc_jobs_forget_boards' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'svc_jobs_settings_link' );
// Releases come from the jobs host, never from the plugin directory: WordPress reads the host of
// the header's "Update URI" (svc-jobs, as a URL without a scheme) to name the filter it asks.
add_filter( 'update_plugins_svc-jobs', 'svc_jobs_update_offer', 10, 3 );
add_filter( 'upgrader_pre_download', 'svc_jobs_verified_download', 10, 4 );
add_filter( 'plugins_api', 'svc_jobs_plugin_information', 10, 3 );
// Only with SVC_JOBS_DEV_HOSTS in wp-config.php: a local jobs host for development.
add_filter( 'http_request_host_is_external', 'svc_jobs_dev_host_is_external', 10, 2 );
add_filter( 'http_allowed_safe_ports', 'svc_jobs_dev_host_ports', 10, 3 );
