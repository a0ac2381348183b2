// The snippet a company pastes, and the fallback inside it: plain HTML that
// lists the openings for crawlers and for visitors without JavaScript (or with
// the jobs host blocked). Pure and dependency-free, so the demo's builder page,
// the demo host's board pages and scripts/snippet.ts share one implementation.
// Never imported by embed.js.
import { OPTION_NAMES, OPTIONS, type OptionName } from '../board/options.ts';
import { apiUrl, boardUrl, isOrgSlug, scriptUrl } from '../feed/paths.ts';
import { isHexColor } from '../lib/hex.ts';
import { escapeHtml } from '../lib/html.ts';
import { textOn } from '../ui/theme.ts';

/** Every container attribute, in the order a snippet writes them: the org, then the rule book's options. */
export type SnippetAttribute = 'data-svc-jobs' | `data-${OptionName}`;
export const ATTRIBUTE_ORDER: readonly SnippetAttribute[] = ['data-svc-jobs', ...OPTION_NAMES.map((name) => `data-${name}` as const)];

/** Attributes that mean something by being present: written bare (the rule book's flags). */
const BARE = new Set<SnippetAttribute>(OPTIONS.filter(([, rule]) => 'flag' in rule).map(([name]) => `data-${name}` as const));

/** Attribute → value; absent, null or '' means not set. */
export type SnippetAttributes = Partial<Record<SnippetAttribute, string | null>>;

/** The attributes that are set, in {@link ATTRIBUTE_ORDER}; a bare one's value is ''. */
export function containerAttributes(attrs: SnippetAttributes): [SnippetAttribute, string][] {
  const out: [SnippetAttribute, string][] = [];
  for (const name of ATTRIBUTE_ORDER) {
    const value = attrs[name];
    if (value === undefined || value === null) continue;
    if (BARE.has(name)) {
      if (value !== 'false') out.push([name, '']);
    } else if (value.trim() !== '') out.push([name, value.trim()]);
  }
  return out;
}

/** One opening as the fallback needs it (a feed item fits). */
export interface FallbackJob {
  title: string;
  url: string;
  department?: string | null;
  location?: string | null;
}

export interface FallbackOptions {
  jobs: readonly FallbackJob[];
  /** The list's language (the container's data-lang): the words below are in it, and its elements say so. */
  lang: string;
  /** The heading; `{org}` in it is {@link org}, isolated as a feed string is. */
  heading: string;
  org?: string;
  /** Shown instead of the list when there is no opening. */
  emptyText: string;
  /** A link to the whole board after the list (left out on the board itself). */
  board?: { url: string; label: string } | null;
}

/** A run of this many characters with no space gets a line-break opportunity after each such stretch. */
const LONG_RUN = 20;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Escaped text with a `<wbr>` after every {@link LONG_RUN} characters (graphemes, never half a letter) of a long run. */
function breakable(text: string): string {
  return text
    .split(/(\s+)/)
    .map((run) => {
      if (run.length <= LONG_RUN) return escapeHtml(run);
      const parts: string[] = [];
      let part = '';
      let n = 0;
      for (const { segment } of graphemes.segment(run)) {
        part += segment;
        if (++n % LONG_RUN !== 0) continue;
        parts.push(escapeHtml(part));
        part = '';
      }
      return [...parts, escapeHtml(part)].filter(Boolean).join('<wbr>');
    })
    .join('');
}

/**
 * A feed string (or the container's own text) in the list, where the company's
 * words meet the widget's: in `<bdi>`, so its direction is its own (dir auto) and a
 * right-to-left override inside it ends with it, never turning the words after it;
 * and with `<wbr>` in a long run, so a 5,000-character word wraps instead of
 * running out of its field. Markup, not a style: `overflow-wrap` would need a
 * `<style>` (a CSP hash for every host) or a style attribute (`'unsafe-hashes'`).
 */
const isolated = (text: string): string => `<bdi>${breakable(text)}</bdi>`;

/** http(s) URLs and same-site paths only: a feed's `javascript:` never becomes a link. */
export function safeHref(url: string): string | null {
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** A link to `url` around `html` (already escaped), or `html` alone where the URL is not one to follow. */
function link(url: string, html: string): string {
  const href = safeHref(url);
  return href ? `<a href="${escapeHtml(href)}">${html}</a>` : html;
}

/**
 * The plain list: a heading, a `<ul>` of links to the openings, and a link to the whole
 * board, in the words of `lang`; every feed string escaped and isolated ({@link isolated}).
 */
export function fallbackHtml(opts: FallbackOptions): string {
  const lang = `lang="${escapeHtml(opts.lang)}"`;
  const heading = opts.heading
    .split('{org}')
    .map(escapeHtml)
    .join(isolated(opts.org ?? ''));
  const items = opts.jobs.map((job) => {
    const meta = [job.department, job.location]
      .filter((s): s is string => !!s)
      .map(isolated)
      .join(' · ');
    return `<li>${link(job.url, isolated(job.title))}${meta ? ` — ${meta}` : ''}</li>`;
  });
  const list = items.length ? `<ul ${lang}>${items.join('\n')}</ul>` : `<p ${lang}>${isolated(opts.emptyText)}</p>`;
  const board = opts.board ? `\n<p ${lang}>${link(opts.board.url, escapeHtml(opts.board.label))}</p>` : '';
  return `<h2 ${lang}>${heading}</h2>${list}${board}`;
}

export interface SnippetOptions {
  /** The jobs host, e.g. https://jobs.example (a trailing slash is dropped). */
  jobsUrl: string;
  attributes: SnippetAttributes;
  /** Inner HTML of the container (from {@link fallbackHtml}); default: a link to the board. */
  fallback?: string | null;
  /** `--svc-accent` for this container: `#rgb` or `#rrggbb`, anything else is left out. */
  accent?: string | null;
  /** With a fallback list: the day it was made, for the note to refresh it. */
  madeOn?: string | null;
  /** The fallback is the board written ahead (src/prerender), not a list. */
  ahead?: boolean;
  /** Default true; false leaves out the `<script>` line (the live snippet: the page names embed.js once). */
  script?: boolean;
}

/**
 * The brand colour's CSS rule for one org's containers, with the text colour
 * that contrasts most, as the board picks for a brand colour; null without a
 * usable colour. The snippet carries it in a `<style>` of its own: a strict CSP
 * allows it by its hash (snippetStyles), or the rule moves into the site's stylesheet as is.
 */
export function accentRule(org: string, accent: string | null): string | null {
  if (!accent || !isHexColor(accent) || !isOrgSlug(org)) return null;
  const colour = accent.toLowerCase();
  return `[data-svc-jobs="${org}"] { --svc-accent: ${colour}; --svc-accent-text: ${textOn(colour)}; }`;
}

/** The whole snippet: an optional brand-colour rule, the container with its fallback, the script. */
/**
 * A container's fallback when nothing else is known of the board: a link to
 * the org's board page, `{jobsUrl}/{org}` (none for a slug no board can have).
 * The snippet's default, and the server components' when the feed cannot be read and nothing is kept.
 */
export const boardLinkHtml = (jobsUrl: string, org: string): string =>
  isOrgSlug(org) ? `<a href="${escapeHtml(boardUrl(jobsUrl, org))}">See our open roles</a>` : '';

/**
 * The addresses a board's feed is read from, for the page to start them before
 * embed.js arrives: exactly the URLs the widget fetches (the org's header and
 * its jobs: feed/feed.ts, under the script's origin), so each preload is the
 * request the widget then takes over; none for a slug no board can have.
 */
export function feedHints(jobsUrl: string, org: string): string[] {
  if (!isOrgSlug(org)) return [];
  let origin: string;
  try {
    origin = new URL(jobsUrl).origin;
  } catch {
    // Not a URL (the builder's field as typed): no hint (URL.canParse is not in Safari 16.4, which the builder serves).
    return [];
  }
  const base = apiUrl(origin, org);
  return [base, `${base}/jobs`];
}

/**
 * The hint lines: a `preload` of each feed request, `as="fetch"` and
 * `crossorigin` (mode cors, no credentials across origins: the widget's own
 * fetch, so the browser hands the preloaded answer over instead of asking twice).
 */
export const feedHintHtml = (jobsUrl: string, org: string): string[] =>
  feedHints(jobsUrl, org).map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`);

export function snippetHtml(opts: SnippetOptions): string {
  const { jobsUrl } = opts;
  const attrs = containerAttributes(opts.attributes);
  const org = opts.attributes['data-svc-jobs']?.trim() ?? '';
  const open = attrs.map(([name, value]) => (value === '' && BARE.has(name) ? name : `${name}="${escapeHtml(value)}"`));
  const lines: string[] = [];
  const accent = accentRule(org, opts.accent ?? null);
  if (accent) lines.push(`<style>${accent}</style>`);
  lines.push(...feedHintHtml(jobsUrl, org));
  if (opts.madeOn && opts.fallback) {
    const day = escapeHtml(opts.madeOn).replace(/-{2,}/g, '-');
    lines.push(
      opts.ahead
        ? `<!-- The board as of ${day}, written ahead so the page never jumps: embed.js brings it up to date; write it again when your jobs change. -->`
        : `<!-- Openings as of ${day}: refresh this list when your jobs change. -->`,
    );
  }
  const inner = opts.fallback ?? boardLinkHtml(jobsUrl, org);
  lines.push(`<div ${open.join(' ')}>${inner.includes('\n') ? `\n${inner}\n` : inner}</div>`);
  if (opts.script !== false) lines.push(`<script async src="${escapeHtml(scriptUrl(jobsUrl))}"></script>`);
  return lines.join('\n');
}
