<?php
/**
 * Updates from the jobs host (CONTRACT.md "Shipping it": the jobs host serves the plugin at
 * {jobs_url}/wordpress/svc-jobs.zip with an update manifest, and WordPress's own updater keeps it
 * current). The plugin's `Update URI` names no plugin directory, so WordPress (5.8 and later) asks
 * the filter `update_plugins_svc-jobs` whether a newer release exists; the answer is the manifest
 * beside the zip, read from the site's own jobs URL. WordPress then shows "update now" as for any
 * plugin, and installs the zip only when its bytes have the manifest's SHA-256.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

/** Where the jobs host serves the manifest and the zip, under the jobs URL. */
const SVC_JOBS_RELEASES_PATH = '/wordpress/';
const SVC_JOBS_MANIFEST_FILE = 'svc-jobs.json';
/** A manifest is a few hundred bytes: anything much longer is not one. */
const SVC_JOBS_MANIFEST_MAX_BYTES = 65536;

/**
 * The release a manifest offers, or null when it is not a manifest this plugin takes: a version,
 * a zip beside the manifest (a file name, never another address) and the zip's SHA-256.
 *
 * @return array{version: string, package: string, sha256: string, requires: string, requires_php: string, tested: string}|null
 */
function svc_jobs_release_offer( string $body, string $jobs_url ): ?array {
	$manifest = json_decode( $body, true );
	if ( ! is_array( $manifest ) || 'svc-jobs' !== ( $manifest['slug'] ?? null ) ) {
		return null;
	}
	$text    = static function ( string $key, string $pattern ) use ( $manifest ): string {
		$value = $manifest[ $key ] ?? '';
		return is_string( $value ) && 1 === preg_match( $pattern, $value ) ? $value : '';
	};
	$version = $text( 'version', '~^\d{1,4}(\.\d{1,4}){0,3}$~' );
	$package = $text( 'package', '~^[a-z0-9][a-z0-9._-]{0,99}\.zip$~i' );
	$sha256  = $text( 'sha256', '~^[0-9a-f]{64}$~' );
	if ( '' === $version || '' === $package || '' === $sha256 ) {
		return null;
	}
	return array(
		'version'      => $version,
		'package'      => $jobs_url . SVC_JOBS_RELEASES_PATH . $package,
		'sha256'       => $sha256,
		'requires'     => $text( 'requires', '~^\d{1,2}\.\d{1,2}(\.\d{1,2})?$~' ),
		'requires_php' => $text( 'requires_php', '~^\d{1,2}\.\d{1,2}(\.\d{1,2})?$~' ),
		'tested'       => $text( 'tested', '~^\d{1,2}\.\d{1,2}(\.\d{1,2})?$~' ),
	);
}

/**
 * The release the jobs host offers now: its manifest, read from the site's jobs URL; null with no
 * jobs URL yet (no request is made) or no manifest to be had.
 *
 * @return array{version: string, package: string, sha256: string, requires: string, requires_php: string, tested: string}|null
 */
function svc_jobs_current_release(): ?array {
	$jobs_url = svc_jobs_url();
	if ( '' === $jobs_url || svc_jobs_is_link_local( $jobs_url ) ) {
		return null;
	}
	$answer = wp_safe_remote_get(
		$jobs_url . SVC_JOBS_RELEASES_PATH . SVC_JOBS_MANIFEST_FILE,
		array(
			'timeout'             => SVC_JOBS_TIMEOUT_SECONDS,
			'redirection'         => 0,
			'limit_response_size' => SVC_JOBS_MANIFEST_MAX_BYTES,
		)
	);
	if ( is_wp_error( $answer ) || 200 !== (int) wp_remote_retrieve_response_code( $answer ) ) {
		return null;
	}
	return svc_jobs_release_offer( (string) wp_remote_retrieve_body( $answer ), $jobs_url );
}

/**
 * `update_plugins_svc-jobs`: the release the jobs host offers, for WordPress to compare with the
 * installed version; $update unchanged when there is none to be had (WordPress then offers
 * nothing, as when the directory has no news).
 *
 * @param array|false $update      What another filter answered, or false.
 * @param array       $plugin_data The installed plugin's headers.
 * @param string      $plugin_file The plugin's file, relative to the plugins folder.
 * @return array|false
 */
function svc_jobs_update_offer( $update, $plugin_data, $plugin_file ) {
	if ( $update || plugin_basename( SVC_JOBS_PLUGIN_FILE ) !== $plugin_file ) {
		return $update;
	}
	$offer = svc_jobs_current_release();
	return $offer ? array_merge( $offer, array( 'slug' => 'svc-jobs', 'url' => svc_jobs_url() ) ) : $update;
}

/**
 * `plugins_api`: the "View details" window of this plugin, which the plugin directory has no page
 * for, from the same manifest; the directory's answer (an error) when the jobs host has none.
 *
 * @param false|object|array $result What another filter answered, or false.
 * @param string             $action The kind of information asked for.
 * @param object             $args   Its arguments: the plugin's slug among them.
 * @return false|object|array
 */
function svc_jobs_plugin_information( $result, $action, $args ) {
	if ( false !== $result || 'plugin_information' !== $action || 'svc-jobs' !== ( $args->slug ?? '' ) ) {
		return $result;
	}
	$release = svc_jobs_current_release();
	if ( ! $release ) {
		return $result;
	}
	return (object) array(
		'name'          => __( 'Careers board (svc-jobs)', 'svc-jobs' ),
		'slug'          => 'svc-jobs',
		'version'       => $release['version'],
		'requires'      => $release['requires'],
		'requires_php'  => $release['requires_php'],
		'tested'        => $release['tested'],
		'homepage'      => svc_jobs_url(),
		'download_link' => $release['package'],
		'sections'      => array(
			'description' => '<p>' . esc_html__( 'Your open positions from your jobs host, written into the page WordPress sends: a block and a [svc_jobs] shortcode.', 'svc-jobs' ) . '</p>'
				/* translators: %s: the jobs URL. */
				. '<p>' . esc_html( sprintf( __( 'This release comes from your jobs host, %s, and is installed only when its SHA-256 is the one the jobs host announced.', 'svc-jobs' ), svc_jobs_url() ) ) . '</p>',
		),
	);
}

/**
 * `upgrader_pre_download`: the zip of an update this plugin offered, downloaded by WordPress's own
 * download_url() and kept only when its SHA-256 is the manifest's. A download that differs (cut
 * short, or not the release announced) is an error WordPress shows, and nothing is installed.
 *
 * @param bool|string|WP_Error $reply      What another filter answered, or false to download as usual.
 * @param string               $package    The zip's URL.
 * @param WP_Upgrader          $upgrader   The upgrader.
 * @param array                $hook_extra The plugin being updated, among others.
 * @return bool|string|WP_Error
 */
function svc_jobs_verified_download( $reply, $package, $upgrader, $hook_extra = array() ) {
	$ours    = plugin_basename( SVC_JOBS_PLUGIN_FILE );
	$offered = get_site_transient( 'update_plugins' );
	$offer   = is_object( $offered ) && isset( $offered->response[ $ours ] ) ? (array) $offered->response[ $ours ] : array();
	if ( false !== $reply || $ours !== ( $hook_extra['plugin'] ?? '' ) || ( $offer['package'] ?? '' ) !== $package || empty( $offer['sha256'] ) ) {
		return $reply;
	}
	$file = download_url( $package );
	if ( is_wp_error( $file ) ) {
		return $file;
	}
	if ( ! hash_equals( $offer['sha256'], (string) hash_file( 'sha256', $file ) ) ) {
		wp_delete_file( $file );
		return new WP_Error( 'svc_jobs_release_differs', __( 'The downloaded plugin is not the release the jobs host announced (its SHA-256 differs), so nothing was installed.', 'svc-jobs' ) );
	}
	return $file;
}
