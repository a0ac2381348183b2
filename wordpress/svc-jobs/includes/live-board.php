<?php
/**
 * The board written ahead, from the jobs host's live snippet
 * (GET {jobs_url}/{org}/embed.html?{options}): fetched with a short timeout, kept in a
 * transient (fresh as long as the answer's max-age; the last good board kept a week and
 * served whenever the jobs host fails), revalidated with its ETag.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

/** The live snippet's answer is fresh this long without a max-age; a failure is retried after a minute. */
const SVC_JOBS_FRESH_SECONDS = 300;
const SVC_JOBS_RETRY_SECONDS = 60;
/** The last good board is served on failure for a week (CONTRACT.md "The server side never waits long"). */
const SVC_JOBS_KEEP_SECONDS = WEEK_IN_SECONDS;
/** The whole request, connection included: a page never waits longer for its board. */
const SVC_JOBS_TIMEOUT_SECONDS = 3;
/** A board only a preview or the block editor asked for: kept ten minutes, not a week. */
const SVC_JOBS_BRIEF_SECONDS = 600;

/** The live snippet's URL for an org and a query. */
function svc_jobs_live_url( string $jobs_url, string $org, array $query ): string {
	$url = $jobs_url . '/' . rawurlencode( $org ) . '/embed.html';
	return $query ? $url . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) : $url;
}

/**
 * The board for a live snippet URL, as kept:
 * html (the last good board, or ''), status (of the last answer: 200, 404, 400, 502, 0 for
 * none), problem (the jobs host's words, or the transport's), good_at (when html was good).
 *
 * brief (asked for only by a preview or the block editor: kept ten minutes).
 *
 * @return array{html: string, etag: string, status: int, problem: string, good_at: int, until: int, brief?: bool}
 */
function svc_jobs_live_board( string $url ): array {
	$key   = svc_jobs_transient( $url );
	$kept  = get_transient( $key );
	$kept  = is_array( $kept ) ? $kept : null;
	$brief = svc_jobs_is_draft_view();
	if ( null !== $kept && time() < $kept['until'] ) {
		if ( ! $brief && ! empty( $kept['brief'] ) ) {
			// A page visitors see now shows a board only a preview had asked for: kept as long as any.
			$kept['brief'] = false;
			svc_jobs_keep( $key, $kept, svc_jobs_keep_seconds( $kept ) );
		}
		return $kept;
	}
	$board          = svc_jobs_refresh( $url, $kept );
	$board['brief'] = $brief && ( null === $kept || ! empty( $kept['brief'] ) );
	svc_jobs_keep( $key, $board, $board['brief'] ? SVC_JOBS_BRIEF_SECONDS : svc_jobs_keep_seconds( $board ) );
	return $board;
}

/** How long a board is kept: a good one a week from when it came, a failure until the next try. */
function svc_jobs_keep_seconds( array $board ): int {
	$ttl = '' === $board['html'] ? SVC_JOBS_RETRY_SECONDS : $board['good_at'] + SVC_JOBS_KEEP_SECONDS - time();
	return max( SVC_JOBS_RETRY_SECONDS, $ttl );
}

/**
 * Whether this request only shows a page to its editors: a post preview, or the block editor's
 * renderer (the REST API). The boards it asks for, one per value an editor tries, are kept briefly.
 */
function svc_jobs_is_draft_view(): bool {
	return is_preview() || ( defined( 'REST_REQUEST' ) && REST_REQUEST );
}

/** Asks the jobs host again (with the kept board's ETag) and returns what to keep now. */
function svc_jobs_refresh( string $url, ?array $kept ): array {
	$now  = time();
	$good = ( null !== $kept && '' !== $kept['html'] && $now - $kept['good_at'] < SVC_JOBS_KEEP_SECONDS ) ? $kept : null;
	$args = array(
		'timeout'             => SVC_JOBS_TIMEOUT_SECONDS,
		'redirection'         => 0,
		'limit_response_size' => SVC_JOBS_MAX_BYTES,
		'headers'             => $good ? array( 'If-None-Match' => $good['etag'] ) : array(),
	);
	// Safe: never a local or private address (unless SVC_JOBS_DEV_HOSTS names it), ports 80, 443 and 8080;
	// nor a link-local one (a cloud's metadata service), which WordPress's own check lets through.
	$answer = svc_jobs_is_link_local( $url )
		? new WP_Error( 'http_request_not_executed', 'link-local' )
		: wp_safe_remote_get( $url, $args );
	$status = is_wp_error( $answer ) ? 0 : (int) wp_remote_retrieve_response_code( $answer );
	if ( 304 === $status && $good ) {
		// Unchanged: kept as fresh as the answer says, but as old as it was when it came (a week is a week).
		return array_merge( $good, array( 'until' => $now + svc_jobs_max_age( $answer ) ) );
	}
	$body   = is_wp_error( $answer ) ? '' : (string) wp_remote_retrieve_body( $answer );
	$markup = 200 === $status ? svc_jobs_answer_problem( $body ) : '';
	if ( 200 === $status && '' === $markup ) {
		$etag = (string) wp_remote_retrieve_header( $answer, 'etag' );
		return array( 'html' => trim( $body ), 'etag' => $etag, 'status' => 200, 'problem' => '', 'good_at' => $now, 'until' => $now + svc_jobs_max_age( $answer ) );
	}
	if ( '' !== $markup ) {
		// Not a board: a bad answer from upstream, as a gateway would call it.
		$status = 502;
		/* translators: %s: what in the answer is not the board's. */
		$problem = sprintf( __( 'the jobs host answered with more than the board (%s), so it was not printed', 'svc-jobs' ), $markup );
	} else {
		$problem = is_wp_error( $answer ) ? svc_jobs_transport_problem( $answer ) : svc_jobs_problem( $status, $body );
	}
	// An org the jobs host does not know has no board to keep: the link, and the editors told.
	$html = ( 404 === $status || ! $good ) ? '' : $good['html'];
	return array( 'html' => $html, 'etag' => $good ? $good['etag'] : '', 'status' => $status, 'problem' => $problem, 'good_at' => $good ? $good['good_at'] : 0, 'until' => $now + SVC_JOBS_RETRY_SECONDS );
}

/** Whether a URL's host is, or resolves to, a link-local address (169.254.0.0/16). */
function svc_jobs_is_link_local( string $url ): bool {
	$host = (string) wp_parse_url( $url, PHP_URL_HOST );
	$ip   = filter_var( $host, FILTER_VALIDATE_IP ) ? $host : gethostbyname( $host );
	return 0 === strpos( $ip, '169.254.' );
}

/** What went wrong on the way, in words for editors: never the transport's own text, which names addresses. */
function svc_jobs_transport_problem( WP_Error $error ): string {
	$text = strtolower( $error->get_error_message() );
	if ( false !== strpos( $text, 'timed out' ) || false !== strpos( $text, 'timeout' ) ) {
		/* translators: %d: seconds. */
		return sprintf( __( 'the jobs host did not answer within %d s', 'svc-jobs' ), SVC_JOBS_TIMEOUT_SECONDS );
	}
	if ( 'http_request_not_executed' === $error->get_error_code() || false !== strpos( $text, 'valid url' ) ) {
		return __( 'the jobs URL is not one this site may ask (a local or private address, or an unusual port)', 'svc-jobs' );
	}
	return __( 'the jobs host could not be reached', 'svc-jobs' );
}

/** The answer's max-age (the jobs host's cache-control), within a minute and an hour. */
function svc_jobs_max_age( $answer ): int {
	$cache = (string) wp_remote_retrieve_header( $answer, 'cache-control' );
	$age   = preg_match( '~max-age=(\d+)~', $cache, $m ) ? (int) $m[1] : SVC_JOBS_FRESH_SECONDS;
	return min( HOUR_IN_SECONDS, max( MINUTE_IN_SECONDS, $age ) );
}

/** Why an answer is not a board: the jobs host names it in a comment (`<!-- svc-jobs: … -->`). */
function svc_jobs_problem( int $status, string $body ): string {
	if ( preg_match( '~<!--\s*svc-jobs:\s*(.*?)\s*-->~s', $body, $m ) ) {
		return html_entity_decode( $m[1], ENT_QUOTES, 'UTF-8' );
	}
	/* translators: %d: an HTTP status code. */
	return sprintf( __( 'the jobs host answered %d', 'svc-jobs' ), $status );
}
