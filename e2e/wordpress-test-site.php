<?php
/**
 * The test site's own must-use plugin (e2e/wordpress-site.ts copies it in; never shipped).
 *
 * One WordPress, two kinds of theme: pages whose slug starts with "classic-" are shown by
 * Twenty Twenty-One, a classic theme (the_content's wpautop and wptexturize, the shortcode in
 * post content), every other page by the active block theme, Twenty Twenty-Three.
 *
 * The kept boards' clock, as a request header: "X-Svc-Test: later" makes every kept board
 * older than its max-age (as five minutes later), "X-Svc-Test: four-days-later" four days older,
 * "X-Svc-Test: forget" deletes them all.
 * "X-Svc-Test: jobs=http://…" sets another jobs URL for that request (a hostile jobs host).
 * "X-Svc-Test: check-updates" makes the Plugins screen ask for plugin updates afresh, with
 * api.wordpress.org (which this offline machine cannot reach, and without whose answer WordPress
 * asks no plugin's Update URI either) answering that the directory has no news.
 * Several at once are separated by commas: "jobs=http://127.0.0.1:8000, check-updates".
 */

$svc_test = array_map( 'trim', explode( ',', $_SERVER['HTTP_X_SVC_TEST'] ?? '' ) );

$svc_test_jobs = current( preg_grep( '~^jobs=http://127\.0\.0\.1:\d+$~', $svc_test ) );
if ( $svc_test_jobs ) {
	add_filter(
		'pre_option_svc_jobs_url',
		static function () use ( $svc_test_jobs ) {
			return substr( $svc_test_jobs, strlen( 'jobs=' ) );
		}
	);
}

if ( preg_match( '~^/classic-~', $_SERVER['REQUEST_URI'] ?? '' ) ) {
	$svc_test_classic = static function () {
		return 'twentytwentyone';
	};
	add_filter( 'stylesheet', $svc_test_classic );
	add_filter( 'template', $svc_test_classic );
}

if ( in_array( 'check-updates', $svc_test, true ) ) {
	// The Plugins screen asks afresh; the other requests of the page (its Ajax, an update) see what it found.
	add_action(
		'load-plugins.php',
		static function () {
			delete_site_transient( 'update_plugins' );
		},
		0
	);
	add_filter(
		'pre_http_request',
		static function ( $reply, $args, $url ) {
			return 1 === preg_match( '~^https?://api\.wordpress\.org/plugins/update-check/~', $url )
				? array(
					'response' => array( 'code' => 200, 'message' => 'OK' ),
					'headers'  => array(),
					'body'     => '{"plugins":[],"translations":[],"no_update":[]}',
					'cookies'  => array(),
					'filename' => null,
				)
				: $reply;
		},
		10,
		3
	);
}

add_action(
	'init',
	static function () use ( $svc_test ) {
		$what = (string) current( array_intersect( $svc_test, array( 'forget', 'later', 'four-days-later' ) ) );
		if ( 'forget' === $what ) {
			svc_jobs_forget_boards();
		}
		if ( 'later' !== $what && 'four-days-later' !== $what ) {
			return;
		}
		global $wpdb;
		$like = $wpdb->esc_like( '_transient_svc_jobs_' ) . '%';
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) ) as $name ) {
			$key   = substr( $name, strlen( '_transient_' ) );
			$board = get_transient( $key );
			if ( is_array( $board ) ) {
				$board['until'] = 0;
				if ( 'four-days-later' === $what ) {
					$board['good_at'] -= 4 * DAY_IN_SECONDS;
				}
				set_transient( $key, $board, WEEK_IN_SECONDS );
			}
		}
	},
	0
);
