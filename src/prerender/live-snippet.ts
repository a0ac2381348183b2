// The live snippet's body (docs/written-ahead.md "The live snippet"): the
// container with the board written ahead for the feed as it is, exactly what
// scripts/snippet.ts prints for the same attributes, less the `<script>` line.
// The demo host answers `{org}/embed.html` with it and scripts/board-pages.ts
// writes the default one for static hosts.
import type { Feed } from '../feed/feed.ts';
import type { LiveRequest } from '../snippet/live.ts';
import { aheadSnippet } from './ahead-snippet.ts';
import { boardCss } from './css-file.ts';

/** `madeOn`: the day the body names (default today, UTC); the live snippet's cache passes the day its ETag names. */
export async function liveSnippet(
  feed: Pick<Feed, 'org' | 'jobs'>,
  jobsUrl: string,
  request: LiveRequest,
  madeOn?: string,
): Promise<string> {
  const ahead = await aheadSnippet(feed, {
    jobsUrl,
    attributes: request.attributes,
    accent: request.accent,
    css: boardCss(),
    script: false,
    ...(madeOn ? { madeOn } : {}),
  });
  // The CLI prints it with console.log: one line feed at the end, kept so a file and a response read the same.
  return `${ahead.snippet}\n`;
}
