<?php
/**
 * What the plugin keeps: two options (the settings) and one transient per board asked for
 * (the last good board, at most a week). Loaded by uninstall.php too.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

const SVC_JOBS_TRANSIENT_PREFIX = 'svc_jobs_';

/** The transient of one live snippet URL. */
function svc_jobs_transient( string $url ): string {
	return SVC_JOBS_TRANSIENT_PREFIX . md5( $url );
}

/**
 * Deletes every kept board. Transients kept in the database are found by name; with a
 * persistent object cache they were never there, and expire within the week.
 */
function svc_jobs_forget_boards(): void {
	global $wpdb;
	$like  = $wpdb->esc_like( '_transient_' . SVC_JOBS_TRANSIENT_PREFIX ) . '%';
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transients have no listing API.
	foreach ( $names as $name ) {
		delete_transient( substr( $name, strlen( '_transient_' ) ) );
	}
}
