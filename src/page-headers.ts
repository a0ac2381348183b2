// The response headers of the jobs host's own pages, in one place: the demo
// host sends them (demo/server/static.ts, board-pages.ts) and the build writes them into
// dist/_headers for static hosts (vite.pages.config.ts). The pages are the
// apply frame (names, emails, résumés) and the board pages: each gets what a
// careful login page would have — nothing loads but our own files, nothing
// frames the board, and the frame, which any host page may frame, talks to the
// captcha's origin only when a job asks for a captcha.

/** Cloudflare Turnstile (src/apply/captcha.ts): its script and its frame. */
export const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/** Features none of the pages use, denied to them and to any frame inside them. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Every file of dist/: no content sniffing, the origin only to other sites, no powerful features. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': DENIED_FEATURES.map((f) => `${f}=()`).join(', '),
};

type Directives = Record<string, string[]>;

/** Own files only: scripts, styles, images and requests from 'self', nothing else. */
function basePolicy() {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  } satisfies Directives;
}

/** A policy that has every directive of the base one (so each can be extended). */
type Policy = ReturnType<typeof basePolicy> & Directives;

function serialize(d: Directives): string {
  return Object.entries(d)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

function withCaptcha(d: Policy): Policy {
  return { ...d, 'script-src': [...d['script-src'], CAPTCHA_ORIGIN], 'frame-src': [...(d['frame-src'] ?? []), CAPTCHA_ORIGIN] };
}

/**
 * The apply frame: frameable by any page (`frame-ancestors *`). With a captcha
 * the Turnstile origin may run its script and frame; without one, Trusted Types
 * are enforced too (Turnstile's script is loaded through a plain `src`).
 */
export function applyCsp({ captcha }: { captcha: boolean }): string {
  const d: Policy = { ...basePolicy(), 'frame-ancestors': ['*'] };
  if (captcha) return serialize(withCaptcha(d));
  return serialize({ ...d, 'require-trusted-types-for': ["'script'"], 'trusted-types': ["'none'"] });
}

/** An image origin as the policy may name it: scheme, host and port, nothing else. */
const isOrigin = (o: string | null | undefined): o is string => !!o && /^https?:\/\/[\w.-]+(?::\d+)?$/.test(o);

/** What a rendered board page brings beyond our own files. */
export interface BoardPageSources {
  /** The hashes of its `<style>` elements (the brand colours, the board written ahead): src/prerender/page.tsx. */
  styleHashes?: readonly string[];
  /** The origin of the org's logo, which may be another host than ours (the contract's logoUrl is any absolute URL). */
  imageOrigin?: string | null;
}

/**
 * The board pages: never framed; they frame only the apply frame (same origin);
 * embed.js writes the JSON-LD through its Trusted Types policy "svc-jobs". A
 * page rendered with the board written ahead allows exactly its own two
 * `<style>` elements by hash (never 'unsafe-inline'), and images from the
 * logo's origin: an image cannot run script or style the page.
 */
export function boardCsp({ styleHashes = [], imageOrigin = null }: BoardPageSources = {}): string {
  const base = basePolicy();
  return serialize({
    ...base,
    'style-src': [...base['style-src'], ...styleHashes],
    'img-src': [...base['img-src'], ...(isOrigin(imageOrigin) ? [imageOrigin] : [])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['svc-jobs'],
  });
}

/**
 * The snippet builder (dist/embed/builder.html): our own files only, the feed
 * of any org from this origin, the board's apply frame from this origin, never
 * framed itself. Its own script parses no HTML (it builds the preview from the
 * form's values), so Trusted Types allow one policy: embed.js's "svc-jobs".
 */
export function builderCsp(): string {
  return serialize({
    ...basePolicy(),
    'form-action': ["'none'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['svc-jobs'],
  });
}

export function builderPageHeaders(): Record<string, string> {
  return { ...COMMON_HEADERS, 'content-security-policy': builderCsp() };
}

/** The live snippet, `{org}/embed.html`: five minutes fresh, then a day in which a cache may answer with it while it asks again. */
export const LIVE_SNIPPET_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
/**
 * The WordPress plugin's zip and update manifest (`/wordpress/*`): asked again each time (an ETag
 * makes that a 304), so a release is offered to WordPress's updater as soon as it is deployed.
 */
export const PLUGIN_CACHE = 'no-cache';

export function applyPageHeaders(captcha: boolean): Record<string, string> {
  return { ...COMMON_HEADERS, 'content-security-policy': applyCsp({ captcha }) };
}

export function boardPageHeaders(sources: BoardPageSources = {}): Record<string, string> {
  return { ...COMMON_HEADERS, 'content-security-policy': boardCsp(sources) };
}

/**
 * dist/_headers (Netlify, Cloudflare Pages). Those hosts apply every rule whose
 * path matches and join a repeated header with ", ", and a browser enforces
 * each joined CSP. `/:org/:job` also matches `/embed/apply`, so the board
 * pages' rule carries only a CSP the apply frame also lives with: no
 * frame-ancestors (X-Frame-Options: DENY keeps board pages unframed, and a
 * browser ignores it where a CSP names frame-ancestors, as the frame's does),
 * no Trusted Types, and the captcha's origin (a static host cannot tell which
 * job asks for one). The frame's own rule adds `frame-ancestors *`.
 *
 * `ahead`: what pages written ahead (scripts/board-pages.ts) bring: their
 * `<style>` elements' hashes and the logo's origin, in the board pages' rule
 * itself (a second rule's CSP would be enforced beside this one, not instead).
 */
export function headersFile(ahead: AheadSources = { styleHashes: [], imageOrigins: [] }): string {
  const base = withCaptcha(basePolicy());
  const shared = serialize({
    ...base,
    'style-src': [...base['style-src'], ...new Set(ahead.styleHashes)],
    'img-src': [...base['img-src'], ...new Set(ahead.imageOrigins.filter(isOrigin))],
    'frame-src': ["'self'", CAPTCHA_ORIGIN],
  });
  const frame = serialize({ 'frame-ancestors': ['*'] });
  const block = (paths: string[], headers: Record<string, string>): string =>
    paths
      .map(
        (p) =>
          `${p}\n${Object.entries(headers)
            .map(([k, v]) => `  ${k}: ${v}`)
            .join('\n')}\n`,
      )
      .join('');
  return [
    "# The jobs host's own pages (src/page-headers.ts). Every matching rule applies;",
    '# a CSP repeated by two rules is joined with ", " and both are enforced.',
    block(['/*'], { ...COMMON_HEADERS }),
    block(['/:org', '/:org/:job'], { 'content-security-policy': shared, 'x-frame-options': 'DENY' }),
    block(['/embed/apply', '/embed/apply.html'], { 'content-security-policy': frame }),
    // The builder also matches `/:org/:job`: both policies are enforced, and its own is the stricter.
    block(['/embed/builder', '/embed/builder.html'], { 'content-security-policy': builderCsp() }),
    // The live snippet written ahead (scripts/board-pages.ts): any site's script may fetch it.
    block(['/:org/embed.html'], { 'access-control-allow-origin': '*', 'cache-control': LIVE_SNIPPET_CACHE }),
    // Fetched by host pages of any origin: the catalogs beside the feed, the structured-data layer as a module.
    block(['/embed/i18n/*', '/embed/structured-data.js'], { 'access-control-allow-origin': '*' }),
    // The WordPress plugin and its update manifest (scripts/wordpress-plugin.ts), read by WordPress sites' servers.
    block(['/wordpress/*'], { 'cache-control': PLUGIN_CACHE }),
  ].join('\n');
}

/** What the board pages written ahead for a site (one org or several) bring beyond our own files. */
export interface AheadSources {
  styleHashes: readonly string[];
  imageOrigins: readonly string[];
}

/** The sources a headers file already names for pages written ahead (kept when another org's pages are added). */
export function aheadSourcesOf(file: string): AheadSources {
  const rule = /^\/:org\n\s+content-security-policy: (.*)$/m.exec(file)?.[1] ?? '';
  const directive = (name: string): string[] =>
    rule
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === name)
      ?.slice(1) ?? [];
  return {
    styleHashes: directive('style-src').filter((v) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(v)),
    imageOrigins: directive('img-src').filter(isOrigin),
  };
}
