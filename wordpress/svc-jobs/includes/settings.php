<?php
/**
 * Settings → Careers board: the jobs URL and the default org. Until the jobs URL is set, the
 * plugin asks nothing of any server.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

const SVC_JOBS_SETTINGS_PAGE = 'svc-jobs';

function svc_jobs_register_settings(): void {
	register_setting( SVC_JOBS_SETTINGS_PAGE, SVC_JOBS_URL_OPTION, array( 'type' => 'string', 'sanitize_callback' => 'svc_jobs_sanitize_url', 'default' => '' ) );
	register_setting( SVC_JOBS_SETTINGS_PAGE, SVC_JOBS_ORG_OPTION, array( 'type' => 'string', 'sanitize_callback' => 'svc_jobs_sanitize_org', 'default' => '' ) );
	add_settings_section( 'svc_jobs_host', __( 'Your jobs host', 'svc-jobs' ), 'svc_jobs_section_text', SVC_JOBS_SETTINGS_PAGE );
	add_settings_field( SVC_JOBS_URL_OPTION, __( 'Jobs URL', 'svc-jobs' ), 'svc_jobs_url_field', SVC_JOBS_SETTINGS_PAGE, 'svc_jobs_host', array( 'label_for' => SVC_JOBS_URL_OPTION ) );
	add_settings_field( SVC_JOBS_ORG_OPTION, __( 'Default org', 'svc-jobs' ), 'svc_jobs_org_field', SVC_JOBS_SETTINGS_PAGE, 'svc_jobs_host', array( 'label_for' => SVC_JOBS_ORG_OPTION ) );
}

function svc_jobs_settings_menu(): void {
	add_options_page( __( 'Careers board', 'svc-jobs' ), __( 'Careers board', 'svc-jobs' ), 'manage_options', SVC_JOBS_SETTINGS_PAGE, 'svc_jobs_settings_page' );
}

/** The plugins screen's "Settings" link. */
function svc_jobs_settings_link( array $links ): array {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=' . SVC_JOBS_SETTINGS_PAGE ) ) . '">' . esc_html__( 'Settings', 'svc-jobs' ) . '</a>' );
	return $links;
}

/** What editors are told while the jobs URL is not set. */
function svc_jobs_settings_hint(): string {
	return __( 'Set your jobs URL in Settings → Careers board: until then no board is shown and nothing is asked of any server.', 'svc-jobs' );
}

/** An https URL (http only on a development host) without its trailing slash, or '' (with the reason shown). */
function svc_jobs_sanitize_url( $value ): string {
	$url = rtrim( trim( (string) $value ), '/' );
	if ( '' === $url ) {
		return '';
	}
	if ( ! current_user_can( 'unfiltered_html' ) ) {
		// The jobs host writes markup into the site's pages: only those who may write any markup choose it.
		add_settings_error( SVC_JOBS_URL_OPTION, 'svc-jobs-url', esc_html__( 'Only an administrator who may add any HTML to pages (a super admin on a network) can set the jobs URL.', 'svc-jobs' ) );
		return svc_jobs_url();
	}
	if ( ! preg_match( '~^https?://[^/?#\s]+(?:/[^?#\s]*)?$~i', $url ) || ! svc_jobs_url_allowed( $url ) ) {
		add_settings_error( SVC_JOBS_URL_OPTION, 'svc-jobs-url', esc_html__( 'The jobs URL must be an https address, such as https://jobs.example.com.', 'svc-jobs' ) );
		return svc_jobs_url();
	}
	return esc_url_raw( $url, array( 'http', 'https' ) );
}

function svc_jobs_sanitize_org( $value ): string {
	$org = trim( (string) $value );
	if ( '' !== $org && ! svc_jobs_is_org( $org ) ) {
		// WordPress prints a settings error's message as HTML: what was typed is escaped here.
		/* translators: %s: what was given. */
		add_settings_error( SVC_JOBS_ORG_OPTION, 'svc-jobs-org', sprintf( esc_html__( '"%s" is not an org slug: lower-case letters and digits, words joined by hyphens.', 'svc-jobs' ), esc_html( $org ) ) );
		return (string) get_option( SVC_JOBS_ORG_OPTION, '' );
	}
	return $org;
}

function svc_jobs_section_text(): void {
	echo '<p>' . esc_html__( 'The board on your pages comes from your jobs host: this site asks it for the board written ahead ({jobs URL}/{org}/embed.html), keeps the answer for five minutes and the last good board for a week, and each page with a board loads {jobs URL}/embed.js in the visitor\'s browser.', 'svc-jobs' ) . '</p>';
}

function svc_jobs_url_field(): void {
	printf( '<input type="url" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" placeholder="https://jobs.example.com">', esc_attr( SVC_JOBS_URL_OPTION ), esc_attr( svc_jobs_url() ) );
}

function svc_jobs_org_field(): void {
	printf( '<input type="text" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" placeholder="acme">', esc_attr( SVC_JOBS_ORG_OPTION ), esc_attr( (string) get_option( SVC_JOBS_ORG_OPTION, '' ) ) );
	echo '<p class="description">' . esc_html__( 'Used by every board that names no org of its own.', 'svc-jobs' ) . '</p>';
}

function svc_jobs_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
	settings_fields( SVC_JOBS_SETTINGS_PAGE );
	do_settings_sections( SVC_JOBS_SETTINGS_PAGE );
	submit_button();
	echo '</form></div>';
}
