<?php
/**
 * The board's options, as options.json lists them: written by the build from the one options
 * table (src/board/options.ts), read by the block and the shortcode alike.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

const SVC_JOBS_URL_OPTION = 'svc_jobs_url';
const SVC_JOBS_ORG_OPTION = 'svc_jobs_org';

/**
 * The options file: { options: [{ name, values?, flag?, number? }], org: pattern, max: length }.
 *
 * @return array{options: array<int, array<string, mixed>>, org: string, max: int}
 */
function svc_jobs_options() {
	static $table = null;
	if ( null === $table ) {
		$json  = file_get_contents( dirname( __DIR__ ) . '/options.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file of the plugin.
		$table = json_decode( (string) $json, true );
	}
	return $table;
}

/** The option named, or null. */
function svc_jobs_option( string $name ) {
	foreach ( svc_jobs_options()['options'] as $option ) {
		if ( $option['name'] === $name ) {
			return $option;
		}
	}
	return null;
}

/** Whether a string is an org slug (feed/paths.ts). */
function svc_jobs_is_org( string $org ): bool {
	return strlen( $org ) <= 50 && 1 === preg_match( '~' . svc_jobs_options()['org'] . '~', $org );
}

/** The configured jobs URL (no trailing slash), or '' when none is set or it may not be used. */
function svc_jobs_url(): string {
	$url = rtrim( (string) get_option( SVC_JOBS_URL_OPTION, '' ), '/' );
	return svc_jobs_url_allowed( $url ) ? $url : '';
}

/**
 * The hosts a site in development may reach over http and at a local address, named in its
 * wp-config.php: define( 'SVC_JOBS_DEV_HOSTS', '127.0.0.1 localhost' ). None otherwise.
 *
 * @return string[]
 */
function svc_jobs_dev_hosts(): array {
	return defined( 'SVC_JOBS_DEV_HOSTS' ) ? preg_split( '~[\s,]+~', strtolower( (string) SVC_JOBS_DEV_HOSTS ), -1, PREG_SPLIT_NO_EMPTY ) : array();
}

/** Whether a jobs URL may be used: https, or http on a development host; never userinfo, a query or a fragment. */
function svc_jobs_url_allowed( string $url ): bool {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) ) {
		return false;
	}
	$scheme = strtolower( $parts['scheme'] ?? '' );
	return 'https' === $scheme || ( 'http' === $scheme && in_array( strtolower( $parts['host'] ), svc_jobs_dev_hosts(), true ) );
}

/** A development host is one WordPress's safe requests may reach (its address is local): SVC_JOBS_DEV_HOSTS. */
function svc_jobs_dev_host_is_external( $external, $host ): bool {
	return (bool) $external || in_array( strtolower( (string) $host ), svc_jobs_dev_hosts(), true );
}

/**
 * On a development host any port is allowed to safe requests (WordPress allows 80, 443 and 8080).
 *
 * @param int[]  $ports The ports allowed.
 * @param string $host  The request's host.
 * @param string $url   The request's URL.
 */
function svc_jobs_dev_host_ports( $ports, $host, $url ): array {
	$port = (int) wp_parse_url( (string) $url, PHP_URL_PORT );
	return in_array( strtolower( (string) $host ), svc_jobs_dev_hosts(), true ) && $port ? array_merge( (array) $ports, array( $port ) ) : (array) $ports;
}

/**
 * A door's attributes (the shortcode's or the block's) as the live snippet's query, by the
 * options file: unknown names, values outside an option's values and values longer than the
 * jobs host takes are left out, each named in a problem for editors (the board is shown without
 * them, never no board). A flag given bare (`[svc_jobs sync-url]`) or as true is on. The query is
 * in the table's order whatever the attributes' order, so one board is one URL: one request and
 * one kept board.
 *
 * @param array<int|string, mixed> $atts The attributes, less org.
 * @return array{0: array<string, string>, 1: string[]} The query and the problems.
 */
function svc_jobs_query( array $atts ): array {
	$query    = array();
	$problems = array();
	foreach ( $atts as $key => $value ) {
		if ( is_int( $key ) ) { // A bare word: a flag's name.
			$key   = (string) $value;
			$value = true;
		}
		$option = svc_jobs_option( (string) $key );
		if ( null === $option ) {
			/* translators: 1: the attribute's name, 2: the names it may take. */
			$problems[] = sprintf( __( 'Unknown option "%1$s" left out: use %2$s.', 'svc-jobs' ), $key, implode( ', ', array_column( svc_jobs_options()['options'], 'name' ) ) );
			continue;
		}
		$text = svc_jobs_value( $option, $value );
		if ( '' === $text ) {
			continue;
		}
		if ( isset( $option['values'] ) && ! in_array( $text, $option['values'], true ) ) {
			/* translators: 1: the option, 2: its value, 3: the values it takes. */
			$problems[] = sprintf( __( '%1$s="%2$s" left out: use %3$s.', 'svc-jobs' ), $key, $text, implode( ', ', $option['values'] ) );
			continue;
		}
		if ( preg_match_all( '~.~su', $text ) > svc_jobs_options()['max'] ) { // Characters, not bytes (mbstring is not everywhere PHP is).
			/* translators: 1: the option, 2: the most characters it takes. */
			$problems[] = sprintf( __( '%1$s left out: longer than %2$d characters.', 'svc-jobs' ), $key, svc_jobs_options()['max'] );
			continue;
		}
		$off_site = 'href-pattern' === $option['name'] ? svc_jobs_href_pattern_problem( $text, home_url() ) : '';
		if ( '' !== $off_site ) {
			$problems[] = $off_site;
			continue;
		}
		$query[ $option['name'] ] = $text;
	}
	$order = array_flip( array_column( svc_jobs_options()['options'], 'name' ) );
	uksort(
		$query,
		static function ( $a, $b ) use ( $order ) {
			return $order[ $a ] <=> $order[ $b ];
		}
	);
	return array( $query, $problems );
}

/**
 * Why an href-pattern would send the board's job links off this site, or '' when it keeps them
 * here: a path (`/careers/{publicId}`) or an http(s) address on the site's own origin. The rule
 * book's rule (board/options.ts hrefPatternProblem) with the page's origin known, the site's; the
 * jobs host checks the rest of it (its 400 names what is wrong).
 */
function svc_jobs_href_pattern_problem( string $pattern, string $site_url ): string {
	$origin = static function ( string $url ): string {
		$parts = parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return '';
		}
		$scheme = strtolower( $parts['scheme'] );
		$port   = isset( $parts['port'] ) && (int) $parts['port'] !== ( 'https' === $scheme ? 443 : 80 ) ? ':' . $parts['port'] : '';
		return $scheme . '://' . strtolower( $parts['host'] ) . $port;
	};
	$clean = 0 === preg_match( '~[\x00-\x1f\x7f\\\\]~', $pattern );
	if ( $clean && 1 === preg_match( '~^/(?!/)~', $pattern ) ) {
		return '';
	}
	$site = $origin( $site_url );
	if ( $clean && 1 === preg_match( '~^https?://[^/]~i', $pattern ) && '' !== $site && $origin( $pattern ) === $site ) {
		return '';
	}
	/* translators: 1: the pattern given, 2: the site's origin. */
	return sprintf( __( 'href-pattern="%1$s" left out: job links must stay on this site (a path such as /careers/{publicId}, or an address on %2$s).', 'svc-jobs' ), $pattern, $site );
}

/** An attribute's value as the query carries it: trimmed; a flag on is 'true', off is '' (not sent). */
function svc_jobs_value( array $option, $value ): string {
	if ( ! empty( $option['flag'] ) ) {
		return ( true === $value || 'true' === $value || '1' === $value ) ? 'true' : '';
	}
	return is_scalar( $value ) ? trim( (string) $value ) : '';
}
