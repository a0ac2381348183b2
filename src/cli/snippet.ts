// `snippet`: the embed.js snippet for an org, for a site's build step (the
// builder's own functions). One implementation for scripts/snippet.ts and the
// package's `svc-jobs snippet` (src/package/cli.ts), which differ only in the
// command their usage line names.
// By default the container holds the board written ahead (a declarative shadow
// root: the page paints the board with no script and never jumps when it comes
// alive); --plain writes a list of the openings instead. Attributes are written
// name=value (a bare name for data-sync-url); the `data-` may be left out.
// Exit 0 with the snippet on stdout (and, for the board written ahead, the
// strict-CSP line on stderr); 1 when the feed cannot be loaded; 2 for a usage
// mistake.
import { isHexColor } from '../lib/hex.ts';
import { boardCss } from '../prerender/css-file.ts';
import { aheadSnippet } from '../prerender/ahead-snippet.ts';
import { feedSnippet, readFeed } from '../snippet/from-feed.ts';
import { ATTRIBUTE_ORDER, type SnippetAttribute, type SnippetAttributes } from '../snippet/snippet.ts';
import type { Console } from './console.ts';

/** The usage text, for a command run as `command` (e.g. "npx tsx scripts/snippet.ts"). */
export const snippetUsage = (
  command: string,
): string => `usage: ${command} <jobs_url> <org> [attribute=value …] [--accent=#rrggbb] [--plain]
attributes: ${ATTRIBUTE_ORDER.filter((a) => a !== 'data-svc-jobs').join(', ')}`;

export interface CliArgs {
  jobsUrl: string;
  attributes: SnippetAttributes;
  accent: string | null;
  /** A list of the openings (widget 3.1) instead of the board written ahead. */
  plain: boolean;
}

/** An attribute as written on the command line or as a component's key: the `data-` may be left out. */
export function attributeName(raw: string): SnippetAttribute | null {
  const name = raw.startsWith('data-') ? raw : `data-${raw}`;
  return ATTRIBUTE_ORDER.find((a) => a === name && a !== 'data-svc-jobs') ?? null;
}

/** Whether a jobs URL is one the commands read from: http(s). */
export function isJobsUrl(jobsUrl: string): boolean {
  try {
    return /^https?:$/.test(new URL(jobsUrl).protocol);
  } catch {
    return false;
  }
}

/** The command line as snippet options, or the problem with it. */
export function parseArgs(argv: readonly string[], usage: string): CliArgs | { error: string } {
  const [jobsUrl, org, ...rest] = argv;
  if (!jobsUrl || !org) return { error: usage };
  if (!isJobsUrl(jobsUrl)) return { error: `${jobsUrl} is not an http(s) URL\n${usage}` };
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
    const name = attributeName(raw);
    if (!name) return { error: `unknown attribute ${raw}\n${usage}` };
    attributes[name] = eq < 0 ? '' : arg.slice(eq + 1);
  }
  return { jobsUrl, attributes, accent, plain };
}

/** The snippet the command prints, and the note it writes to stderr (the board written ahead's CSP source). */
export async function writeSnippet(args: CliArgs, fetchFn?: typeof fetch): Promise<{ snippet: string; note: string | null }> {
  const feed = await readFeed(args.jobsUrl, args.attributes['data-svc-jobs'] ?? '', fetchFn ? { fetch: fetchFn } : {});
  if (args.plain) return { snippet: feedSnippet(feed, args), note: null };
  const ahead = await aheadSnippet(feed, { ...args, css: boardCss() });
  return {
    snippet: ahead.snippet,
    note: `Under a strict Content Security Policy, add to style-src: ${ahead.styleHash} (or the board shows once embed.js runs).`,
  };
}

/** Runs the command: its exit code. */
export async function snippetCommand(argv: readonly string[], usage: string, io: Console = console): Promise<number> {
  const args = parseArgs(argv, usage);
  if ('error' in args) {
    io.error(args.error);
    return 2;
  }
  try {
    const { snippet, note } = await writeSnippet(args);
    io.log(snippet);
    if (note) io.error(note);
    return 0;
  } catch (err) {
    io.error(`could not write the snippet of ${args.attributes['data-svc-jobs']}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
