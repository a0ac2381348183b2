// Prints the embed.js snippet for an org, for a site's build step (the
// builder's own functions):
//   npx tsx scripts/snippet.ts <jobs_url> <org> [data-apply=inline] [data-sync-url] [--accent=#7c3aed] [--plain] …
// By default the container holds the board written ahead (a declarative shadow
// root: the page paints the board with no script and never jumps when it comes
// alive); --plain writes a list of the openings instead. Attributes are written
// name=value (a bare name for data-sync-url); the `data-` may be left out.
// Exit 0 with the snippet on stdout (and, for the board written ahead, the
// strict-CSP line on stderr); 1 when the feed cannot be loaded; 2 for a usage
// mistake.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHexColor } from '../src/lib/hex.ts';
import { boardCss } from '../src/prerender/css-file.ts';
import { aheadSnippet } from '../src/prerender/ahead-snippet.ts';
import { feedSnippet, readFeed } from '../src/snippet/from-feed.ts';
import { ATTRIBUTE_ORDER, type SnippetAttribute, type SnippetAttributes } from '../src/snippet/snippet.ts';

const USAGE = `usage: npx tsx scripts/snippet.ts <jobs_url> <org> [attribute=value …] [--accent=#rrggbb] [--plain]
attributes: ${ATTRIBUTE_ORDER.filter((a) => a !== 'data-svc-jobs').join(', ')}`;

export interface CliArgs {
  jobsUrl: string;
  attributes: SnippetAttributes;
  accent: string | null;
  /** A list of the openings (widget 3.1) instead of the board written ahead. */
  plain: boolean;
}

/** The command line as snippet options, or the problem with it. */
export function parseArgs(argv: readonly string[]): CliArgs | { error: string } {
  const [jobsUrl, org, ...rest] = argv;
  if (!jobsUrl || !org) return { error: USAGE };
  try {
    const u = new URL(jobsUrl);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
  } catch {
    return { error: `${jobsUrl} is not an http(s) URL\n${USAGE}` };
  }
  const attributes: SnippetAttributes = { 'data-svc-jobs': org };
  let accent: string | null = null;
  let plain = false;
  for (const arg of rest) {
    if (arg === '--plain') {
      plain = true;
      continue;
    }
    if (arg.startsWith('--accent=')) {
      accent = arg.slice('--accent='.length);
      if (!isHexColor(accent)) return { error: `--accent takes #rgb or #rrggbb, not ${arg.slice('--accent='.length)}` };
      continue;
    }
    const eq = arg.indexOf('=');
    const raw = eq < 0 ? arg : arg.slice(0, eq);
    const name = (raw.startsWith('data-') ? raw : `data-${raw}`) as SnippetAttribute;
    if (!ATTRIBUTE_ORDER.includes(name) || name === 'data-svc-jobs') return { error: `unknown attribute ${raw}\n${USAGE}` };
    attributes[name] = eq < 0 ? '' : arg.slice(eq + 1);
  }
  return { jobsUrl, attributes, accent, plain };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  try {
    const feed = await readFeed(args.jobsUrl, args.attributes['data-svc-jobs'] ?? '');
    if (args.plain) {
      console.log(feedSnippet(feed, args));
      return 0;
    }
    const ahead = await aheadSnippet(feed, { ...args, css: boardCss() });
    console.log(ahead.snippet);
    console.error(`Under a strict Content Security Policy, add to style-src: ${ahead.styleHash} (or the board shows once embed.js runs).`);
    return 0;
  } catch (err) {
    console.error(
      `could not write the snippet of ${args.attributes['data-svc-jobs']}: ${err instanceof Error ? err.message : String(err)}`,
    );
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
