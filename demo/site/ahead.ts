// Pages of the demo site with a board written ahead, as a company's build step
// writes it with scripts/snippet.ts: a container written as
//   <div data-svc-jobs="…" …>{{AHEAD}}</div>
// gets the board that src/prerender renders for its attributes from the jobs
// host's feed (read over HTTP, as the script reads it), and the page's strict
// CSP (if it has one) the hash of the board's <style>.
import { boardCss } from '../../src/prerender/css-file.ts';
import { prerenderBoard, styleHash } from '../../src/prerender/board.tsx';
import { readFeed } from '../../src/snippet/from-feed.ts';
import { ATTRIBUTE_ORDER, type SnippetAttribute, type SnippetAttributes } from '../../src/snippet/snippet.ts';

const CONTAINER = /<div ((?:\s*data-[a-z-]+(?:="[^"]*")?)+)>\{\{AHEAD\}\}<\/div>/g;
const ATTRIBUTE = /(data-[a-z-]+)(?:="([^"]*)")?/g;

const unescape = (v: string): string =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const isAttribute = (name: string): name is SnippetAttribute => (ATTRIBUTE_ORDER as readonly string[]).includes(name);

/** A page's containers' attributes, as written. */
function attributesOf(list: string): SnippetAttributes {
  const out: SnippetAttributes = {};
  for (const [, name, value] of list.matchAll(ATTRIBUTE)) if (name && isAttribute(name)) out[name] = unescape(value ?? '');
  return out;
}

/** The page with each {{AHEAD}} container's board written in, and the hashes of their styles. */
export async function writeAhead(
  html: string,
  jobsOrigin: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ html: string; styleHashes: string[] }> {
  const boards: { at: string; html: string }[] = [];
  const styleHashes: string[] = [];
  for (const m of html.matchAll(CONTAINER)) {
    const attributes = attributesOf(m[1] ?? '');
    const feed = await readFeed(jobsOrigin, attributes['data-svc-jobs'] ?? '', { fetch: fetchFn });
    const board = prerenderBoard({ org: feed.org, jobs: feed.jobs, attributes, jobsUrl: jobsOrigin, css: boardCss() });
    boards.push({ at: m[0], html: m[0].replace('{{AHEAD}}', () => board.html) });
    styleHashes.push(await styleHash(board.style));
  }
  for (const b of boards) html = html.replace(b.at, () => b.html);
  return { html, styleHashes: [...new Set(styleHashes)] };
}
