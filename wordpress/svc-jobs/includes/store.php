<?php
/**
 * What the plugin keeps: two options (the settings) and one transient per board asked for
 * (the last good board, at most a week). Loaded by uninstall.php too.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

const SVC_JOBS_TRANSIENT_PREFIX = 'svc_jobs_';
/** The kept boards' index: each board's transient and when it was last kept (not autoloaded). */
const SVC_JOBS_INDEX_OPTION = 'svc_jobs_boards';

/** The most boards one site keeps (SVC_JOBS_MAX_BOARDS in wp-config.php changes it); the least recently kept go first. */
function svc_jobs_max_boards(): int {
	return defined( 'SVC_JOBS_MAX_BOARDS' ) ? max( 1, (int) SVC_JOBS_MAX_BOARDS ) : 100;
}

/**
 * Keeps a board in its transient, and in the index: past the most boards a site keeps, the least
 * recently kept are deleted. A board any contributor can ask for in a preview, one per attribute
 * value, so never more than the cap, whatever they type.
 */
function svc_jobs_keep( string $key, array $board, int $ttl ): void {
	set_transient( $key, $board, $ttl );
	$index         = (array) get_option( SVC_JOBS_INDEX_OPTION, array() );
	$index[ $key ] = time();
	asort( $index );
	while ( count( $index ) > svc_jobs_max_boards() ) {
		delete_transient( (string) array_key_first( $index ) );
		array_shift( $index );
	}
	update_option( SVC_JOBS_INDEX_OPTION, $index, false );
}

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
	delete_option( SVC_JOBS_INDEX_OPTION );
}
