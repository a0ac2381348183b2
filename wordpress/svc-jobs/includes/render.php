<?php
/**
 * One board where the block or the shortcode is: the board written ahead (or the link to the
 * board page), embed.js enqueued once per page, and for editors only, what went wrong.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

const SVC_JOBS_SCRIPT = 'svc-jobs';

/**
 * [svc_jobs org="acme" department="Engineering" …]: the options' names, as the block's.
 *
 * @param array<int|string, string>|string $atts WordPress passes '' when there are none.
 */
function svc_jobs_shortcode( $atts ): string {
	return svc_jobs_render( is_array( $atts ) ? $atts : array() );
}

/**
 * The board for a door's attributes (org, and the options by name).
 *
 * @param array<int|string, mixed> $atts The attributes.
 */
function svc_jobs_render( array $atts ): string {
	$jobs_url = svc_jobs_url();
	if ( '' === $jobs_url ) {
		// Not configured: no request is made, nothing is shown to visitors.
		return svc_jobs_notice( array( svc_jobs_settings_hint() ) );
	}
	$org = trim( (string) ( $atts['org'] ?? '' ) );
	$org = '' === $org ? (string) get_option( SVC_JOBS_ORG_OPTION, '' ) : $org;
	unset( $atts['org'] );
	if ( ! svc_jobs_is_org( $org ) ) {
		/* translators: %s: what was given as the org. */
		$problem = '' === $org ? __( 'No org: set the default org in Settings, or the org of this board.', 'svc-jobs' ) : sprintf( __( '"%s" is not an org slug.', 'svc-jobs' ), $org );
		return svc_jobs_notice( array( $problem ) ) . svc_jobs_link( $jobs_url . '/', null, array() );
	}
	list( $query, $problems ) = svc_jobs_query( $atts );
	$board                    = svc_jobs_live_board( svc_jobs_live_url( $jobs_url, $org, $query ) );
	$problems                 = array_merge( $problems, svc_jobs_board_problems( $board, $org ) );
	if ( 404 === $board['status'] ) {
		// No such org: a link, and no script (there is no board for it to make live).
		return svc_jobs_notice( $problems ) . svc_jobs_link( $jobs_url . '/' . rawurlencode( $org ), null, array() );
	}
	svc_jobs_enqueue( $jobs_url );
	// The jobs host's markup, as written ahead (a declarative shadow root with its template and
	// style, which kses would strip); only a body that is the live snippet's container is kept.
	$html = '' !== $board['html'] ? $board['html'] : svc_jobs_link( $jobs_url . '/' . rawurlencode( $org ), $org, $query );
	return svc_jobs_notice( $problems ) . $html;
}

/** What editors should know about a board's last answer. */
function svc_jobs_board_problems( array $board, string $org ): array {
	if ( 404 === $board['status'] ) {
		/* translators: %s: the org slug. */
		return array( sprintf( __( 'The jobs host knows no org "%s": check the org of this board, or the default org in Settings. Visitors see a link.', 'svc-jobs' ), $org ) );
	}
	if ( 200 === $board['status'] ) {
		return array();
	}
	$shown = '' !== $board['html']
		/* translators: %s: a date and time. */
		? sprintf( __( 'Visitors see the board as of %s.', 'svc-jobs' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $board['good_at'] ) )
		: __( 'Visitors see a link to the board.', 'svc-jobs' );
	/* translators: 1: why, in the jobs host's words or the connection's, 2: what visitors see. */
	return array( sprintf( __( 'The board could not be brought up to date: %1$s. %2$s', 'svc-jobs' ), $board['problem'], $shown ) );
}

/**
 * The container with a link to the board page: what visitors get with no board kept (embed.js,
 * when it comes, makes it the board with the same options). Without an org, a bare link.
 *
 * @param array<string, string> $query The options.
 */
function svc_jobs_link( string $href, ?string $org, array $query ): string {
	$attributes = '';
	if ( null !== $org ) {
		$attributes = ' data-svc-jobs="' . esc_attr( $org ) . '"';
		foreach ( $query as $name => $value ) {
			$attributes .= 'accent' === $name ? '' : ' data-' . esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
		}
	}
	return '<div' . $attributes . '><a href="' . esc_url( $href ) . '">' . esc_html__( 'See our open roles', 'svc-jobs' ) . '</a></div>';
}

/** Problems shown to those who can edit posts, never to visitors. */
function svc_jobs_notice( array $problems ): string {
	if ( ! $problems || ! current_user_can( 'edit_posts' ) ) {
		return '';
	}
	$items = '';
	foreach ( $problems as $problem ) {
		$items .= '<li>' . esc_html( $problem ) . '</li>';
	}
	$title = esc_html__( 'Careers board (shown to editors only)', 'svc-jobs' );
	return '<div class="svc-jobs-notice" role="note" style="border-inline-start:4px solid #d63638;padding:.5em 1em;margin:1em 0"><strong>' . $title . '</strong><ul>' . $items . '</ul></div>';
}

/** Enqueues embed.js once, at the end of the page and async: wherever it comes, it adopts the boards. */
function svc_jobs_enqueue( string $jobs_url ): void {
	// WordPress 6.3+ reads the strategy; before, the array means the footer and the tag gets async below.
	wp_enqueue_script( SVC_JOBS_SCRIPT, $jobs_url . '/embed.js?v=3', array(), null, array( 'in_footer' => true, 'strategy' => 'async' ) ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the jobs host versions embed.js.
}

/** embed.js's tag, async (WordPress before 6.3 has no loading strategy). */
function svc_jobs_async_tag( string $tag, string $handle ): string {
	if ( SVC_JOBS_SCRIPT !== $handle || false !== strpos( $tag, ' async' ) ) {
		return $tag;
	}
	return str_replace( '<script ', '<script async ', $tag );
}
