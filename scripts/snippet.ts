// Prints the embed.js snippet for an org, with a fallback that lists its
// current openings (the builder's own function), for a site's build step:
//   npx tsx scripts/snippet.ts <jobs_url> <org> [data-apply=inline] [data-sync-url] [--accent=#7c3aed] …
// Attributes are written name=value (a bare name for data-sync-url); the
// `data-` may be left out. Exit 0 with the snippet on stdout; 1 when the feed
// cannot be loaded; 2 for a usage mistake.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { snippetFromFeed } from '../src/snippet/from-feed.ts';
import { ATTRIBUTE_ORDER, type SnippetAttribute, type SnippetAttributes } from '../src/snippet/snippet.ts';

const USAGE = `usage: npx tsx scripts/snippet.ts <jobs_url> <org> [attribute=value …] [--accent=#rrggbb]
attributes: ${ATTRIBUTE_ORDER.filter((a) => a !== 'data-svc-jobs').join(', ')}`;

export interface CliArgs {
  jobsUrl: string;
  attributes: SnippetAttributes;
  accent: string | null;
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
  for (const arg of rest) {
    if (arg.startsWith('--accent=')) {
      accent = arg.slice('--accent='.length);
      if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(accent)) return { error: `--accent takes #rgb or #rrggbb, not ${accent}` };
      continue;
    }
    const eq = arg.indexOf('=');
    const raw = eq < 0 ? arg : arg.slice(0, eq);
    const name = (raw.startsWith('data-') ? raw : `data-${raw}`) as SnippetAttribute;
    if (!ATTRIBUTE_ORDER.includes(name) || name === 'data-svc-jobs') return { error: `unknown attribute ${raw}\n${USAGE}` };
    attributes[name] = eq < 0 ? '' : arg.slice(eq + 1);
  }
  return { jobsUrl, attributes, accent };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  try {
    console.log(await snippetFromFeed(args));
    return 0;
  } catch (err) {
    console.error(`could not load the feed of ${args.attributes['data-svc-jobs']}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
