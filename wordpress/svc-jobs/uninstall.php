<?php
/**
 * Deleting the plugin removes everything it stored: its two settings and the kept boards.
 *
 * @package svc-jobs
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/options.php';
require_once __DIR__ . '/includes/store.php';

delete_option( SVC_JOBS_URL_OPTION );
delete_option( SVC_JOBS_ORG_OPTION );
svc_jobs_forget_boards();
