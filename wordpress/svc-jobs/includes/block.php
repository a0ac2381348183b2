<?php
/**
 * The block: its attributes are org and the options of options.json (a select for an option
 * with values, a switch for a flag or an option with one value, a text field otherwise), and
 * its sidebar is drawn from the same list.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

function svc_jobs_register_block(): void {
	register_block_type( dirname( __DIR__ ) . '/block', array( 'attributes' => svc_jobs_block_attributes() ) );
	$handle = generate_block_asset_handle( 'svc-jobs/board', 'editorScript' );
	$editor = array(
		'options'    => svc_jobs_options()['options'],
		'defaultOrg' => (string) get_option( SVC_JOBS_ORG_OPTION, '' ),
	);
	wp_add_inline_script( $handle, 'window.svcJobsBlock = ' . wp_json_encode( $editor ) . ';', 'before' );
	wp_set_script_translations( $handle, 'svc-jobs' );
}

/** In the editor, embed.js makes the preview the live board (nothing loads until configured). */
function svc_jobs_editor_assets(): void {
	if ( '' !== svc_jobs_url() ) {
		svc_jobs_enqueue( svc_jobs_url() );
	}
}

/** The block's attributes: org, then one per option. */
function svc_jobs_block_attributes(): array {
	$attributes = array( 'org' => array( 'type' => 'string', 'default' => '' ) );
	foreach ( svc_jobs_options()['options'] as $option ) {
		$attributes[ $option['name'] ] = ! empty( $option['flag'] )
			? array( 'type' => 'boolean', 'default' => false )
			: array_merge( array( 'type' => 'string' ), isset( $option['values'] ) ? array( 'enum' => $option['values'] ) : array() );
	}
	return $attributes;
}

/**
 * The attributes the block was given, as the shortcode's (a switch off and an empty field are not given).
 * Only org and the options: what the editor's own supports add (className, align) is the wrapper's,
 * which get_block_wrapper_attributes() writes around the board (block/render.php).
 *
 * @param array<string, mixed> $attributes The block's attributes.
 */
function svc_jobs_block_atts( array $attributes ): array {
	return array_filter(
		array_intersect_key( $attributes, svc_jobs_block_attributes() ),
		static function ( $value ) {
			return true === $value || ( is_string( $value ) && '' !== trim( $value ) );
		}
	);
}
