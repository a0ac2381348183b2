// The snippet with the board written ahead (docs/written-ahead.md), for
// scripts/snippet.ts: the snippet (snippet/) around the board prerenderBoard writes.
import type { Feed } from '../feed/feed.ts';
import { accentRule, snippetHtml } from '../snippet/snippet.ts';
import type { FeedSnippetOptions } from '../snippet/from-feed.ts';
import { prerenderBoard, styleHash } from './board.tsx';

export interface AheadSnippet {
  snippet: string;
  /** The CSP source a strict `style-src` adds for the board's `<style>`. */
  styleHash: string;
  /** Every CSP source a strict `style-src` adds for this snippet: the board's style, and the brand colour's when it has one. */
  styleHashes: string[];
  /** The openings the container lists, and how many the board written ahead shows. */
  listed: number;
  shown: number;
}

/**
 * The snippet with the board written ahead: the
 * container holds the board as it renders now, so the page paints it with no
 * script and nothing moves when embed.js makes it live.
 */
export async function aheadSnippet(
  feed: Pick<Feed, 'org' | 'jobs'>,
  opts: Omit<FeedSnippetOptions, 'fetch'> & { css: string; script?: boolean },
): Promise<AheadSnippet> {
  const board = prerenderBoard({ org: feed.org, jobs: feed.jobs, attributes: opts.attributes, jobsUrl: opts.jobsUrl, css: opts.css });
  const snippet = snippetHtml({
    jobsUrl: opts.jobsUrl,
    attributes: opts.attributes,
    accent: opts.accent ?? null,
    fallback: board.html,
    madeOn: opts.madeOn ?? new Date().toISOString().slice(0, 10),
    ahead: true,
    script: opts.script ?? true,
  });
  const boardHash = await styleHash(board.style);
  return {
    snippet,
    styleHash: boardHash,
    styleHashes: [...(await accentHashes(opts)), boardHash],
    listed: board.listed,
    shown: board.shown,
  };
}

/** The CSP source of a snippet's brand-colour `<style>`, when it carries one (a list with it too: --plain). */
export async function accentHashes(opts: Pick<FeedSnippetOptions, 'attributes' | 'accent'>): Promise<string[]> {
  const rule = accentRule(opts.attributes['data-svc-jobs']?.trim() ?? '', opts.accent ?? null);
  return rule ? [await styleHash(rule)] : [];
}

/** The strict-CSP line for a snippet's inline styles (every one: the board's, the brand colour's), or null when it has none. */
export function cspNote(hashes: readonly string[], ahead: boolean): string | null {
  if (!hashes.length) return null;
  const without = ahead ? 'the board shows once embed.js runs' : 'the brand colour is left out';
  return `Under a strict Content Security Policy, add to style-src: ${hashes.join(' ')} (never 'unsafe-inline'; without it ${without}).`;
}
