<?php
/**
 * Only the board is printed: the live snippet's answer is kept only when every tag of it is on the
 * allow-list in markup.json, which the build writes from what the board's renderer emits
 * (src/prerender/snippet-markup.ts, whose snippetMarkupProblem this function is, in PHP; a test runs
 * both on the same bodies). A body with anything else (a script, an event handler, a style that loads
 * a file, text after the board) is not a board: visitors get the kept board or the link, editors a notice.
 *
 * @package svc-jobs
 */

defined( 'ABSPATH' ) || exit;

/** The most of an answer read: a board of hundreds of openings is a few hundred KB; a longer body is not one. */
const SVC_JOBS_MAX_BYTES = 1048576;

/**
 * Why a live snippet's answer (a 200's body, read up to SVC_JOBS_MAX_BYTES) is not a board to print:
 * cut at the most read, or not only the board's markup. '' when it is a board.
 */
function svc_jobs_answer_problem( string $body ): string {
	if ( strlen( $body ) >= SVC_JOBS_MAX_BYTES ) {
		/* translators: %d: megabytes. */
		return sprintf( __( 'longer than %d MB', 'svc-jobs' ), SVC_JOBS_MAX_BYTES / 1048576 );
	}
	return svc_jobs_markup_problem( $body );
}

/** The allow-list: { elements: { name: attributes }, values: { "name attr": values }, void: names, patterns }. */
function svc_jobs_markup_rules(): array {
	static $rules = null;
	if ( null === $rules ) {
		$json  = file_get_contents( dirname( __DIR__ ) . '/markup.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file of the plugin.
		$rules = json_decode( (string) $json, true );
	}
	return $rules;
}

/**
 * Whether a pattern of markup.json matches $text at $at (its match in $m). A pattern anchored with ^
 * is read from $at (\G), so a long body is walked by offsets, never copied tag by tag.
 */
function svc_jobs_markup_match( string $name, string $text, ?array &$m = null, int $at = 0 ): bool {
	$p      = svc_jobs_markup_rules()['patterns'][ $name ];
	$source = 0 === $at ? $p['source'] : preg_replace( '~^\^~', '\\G', $p['source'] );
	return 1 === preg_match( '~' . $source . '~' . ( false !== strpos( $p['flags'], 'i' ) ? 'i' : '' ) . 'uD', $text, $m, 0, $at );
}

/** The first 40 characters of a text (mbstring is not everywhere PHP is). */
function svc_jobs_markup_cut( string $text ): string {
	return 1 === preg_match( '~^.{0,40}~su', $text, $m ) ? $m[0] : '';
}

/** The problem with one start tag's name and attributes, or ''. */
function svc_jobs_markup_tag_problem( string $name, string $attributes ): string {
	$rules = svc_jobs_markup_rules();
	if ( ! isset( $rules['elements'][ $name ] ) ) {
		return "<$name> is not the board's";
	}
	$p = $rules['patterns']['attribute'];
	preg_match_all( '~' . $p['source'] . '~u', $attributes, $all, PREG_SET_ORDER );
	foreach ( $all as $a ) {
		$attr  = $a[1];
		$value = $a[2] ?? '';
		if ( ! in_array( $attr, $rules['elements'][ $name ], true ) ) {
			return "<$name $attr> is not the board's";
		}
		$fixed = $rules['values'][ "$name $attr" ] ?? null;
		if ( null !== $fixed && ! in_array( $value, $fixed, true ) ) {
			return "<$name $attr=\"$value\"> is not the board's";
		}
		if ( 'href' === $attr && ! svc_jobs_markup_match( 'safeUrl', $value ) ) {
			return "<$name href=\"" . svc_jobs_markup_cut( $value ) . '"> is not a web address';
		}
	}
	return '';
}

/** The problem with a <style>'s text: markup, or anything that loads; at the top, anything but the accent rule. */
function svc_jobs_markup_style_problem( string $css, bool $top_level ): string {
	if ( false !== strpos( $css, '<' ) ) {
		return '<style> holds markup';
	}
	if ( svc_jobs_markup_match( 'loads', $css ) ) {
		return '<style> loads a file';
	}
	return $top_level && ! svc_jobs_markup_match( 'accentRule', $css ) ? '<style> outside the board is not the accent rule' : '';
}

/**
 * Why a live snippet's body is not only the board, or '' when it is: every tag on the allow-list, the
 * elements balanced, no style that loads anything, and the body one container (after the snippet's
 * accent rule, preloads and comment) with nothing after it.
 */
function svc_jobs_markup_problem( string $body ): string {
	$space = " \t\n\f\r"; // White space as HTML reads it.
	$body  = trim( $body, $space );
	$open  = array();
	$at    = 0;
	$end   = strlen( $body );
	$seen  = 'before';
	while ( $at < $end ) {
		if ( ! $open ) {
			$at += strspn( $body, $space, $at );
			if ( $at >= $end ) {
				break;
			}
		}
		$lt = strpos( $body, '<', $at );
		if ( $lt !== $at && ! $open ) {
			return 'text outside the board';
		}
		if ( false === $lt ) {
			return '<' . end( $open ) . '> is never closed';
		}
		$at = $lt;
		if ( 'after' === $seen ) {
			return 'something after the board';
		}
		if ( svc_jobs_markup_match( 'comment', $body, $m, $at ) ) {
			$at += strlen( $m[0] );
		} elseif ( svc_jobs_markup_match( 'endTag', $body, $m, $at ) ) {
			if ( array_pop( $open ) !== $m[1] ) {
				return "</{$m[1]}> closes nothing open";
			}
			if ( ! $open ) {
				$seen = 'after';
			}
			$at += strlen( $m[0] );
		} elseif ( svc_jobs_markup_match( 'startTag', $body, $m, $at ) ) {
			$name    = $m[1];
			$problem = svc_jobs_markup_tag_problem( $name, $m[2] ?? '' );
			if ( '' !== $problem ) {
				return $problem;
			}
			if ( ! $open && ! in_array( $name, array( 'style', 'link', 'div' ), true ) ) {
				return "<$name> outside the board";
			}
			if ( ! $open && 'div' === $name ) {
				$seen = 'in';
			}
			$at += strlen( $m[0] );
			if ( 'style' === $name ) {
				$close = strpos( $body, '</style>', $at );
				$wrong = svc_jobs_markup_style_problem( false === $close ? '<' : substr( $body, $at, $close - $at ), ! $open );
				if ( '' !== $wrong ) {
					return $wrong;
				}
				$at = $close + strlen( '</style>' );
			} elseif ( ! in_array( $name, svc_jobs_markup_rules()['void'], true ) ) {
				$open[] = $name;
			}
		} else {
			return '"' . svc_jobs_markup_cut( substr( $body, $at, 200 ) ) . "\" is no tag of the board's";
		}
	}
	if ( $open ) {
		return '<' . end( $open ) . '> is never closed';
	}
	return 'after' === $seen ? '' : 'no board';
}
