// The snippet with the board written ahead (CONTRACT.md "Rendered ahead"), for
// scripts/snippet.ts: the snippet (snippet/) around the board prerenderBoard writes.
import type { Feed } from '../feed/feed.ts';
import { snippetHtml } from '../snippet/snippet.ts';
import type { FeedSnippetOptions } from '../snippet/from-feed.ts';
import { prerenderBoard, styleHash } from './board.tsx';

export interface AheadSnippet {
  snippet: string;
  /** The CSP source a strict `style-src` adds for the board's `<style>`. */
  styleHash: string;
  /** The openings the container lists, and how many the board written ahead shows. */
  listed: number;
  shown: number;
}

/**
 * The snippet with the board written ahead (CONTRACT.md "Rendered ahead"): the
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
  return { snippet, styleHash: await styleHash(board.style), listed: board.listed, shown: board.shown };
}
