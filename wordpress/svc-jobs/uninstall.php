<?php
/**
 * Deleting the plugin removes everything it stored: its two settings and the kept boards, on
 * every site of a network (each site keeps its own, in its own tables).
 *
 * @package svc-jobs
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/options.php';
require_once __DIR__ . '/includes/store.php';

/** One site's settings and kept boards. */
function svc_jobs_uninstall_site(): void {
	delete_option( SVC_JOBS_URL_OPTION );
	delete_option( SVC_JOBS_ORG_OPTION );
	svc_jobs_forget_boards();
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $svc_jobs_site ) {
		switch_to_blog( (int) $svc_jobs_site );
		svc_jobs_uninstall_site();
		restore_current_blog();
	}
} else {
	svc_jobs_uninstall_site();
}
