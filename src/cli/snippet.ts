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
import { FeedError } from '../feed/errors.ts';
import { boardCss } from '../prerender/css-file.ts';
import { accentHashes, aheadSnippet, cspNote } from '../prerender/ahead-snippet.ts';
import { feedSnippet, readServerFeed } from '../snippet/from-feed.ts';
import { accentProblem, namesAt, readOptions, refusalText, type OptionValue, type Refusal } from '../snippet/options.ts';
import type { SnippetAttributes } from '../snippet/snippet.ts';
import type { Console } from './console.ts';
import { DEFAULT_TIMEOUT_MS, timeoutOf } from './timeout.ts';

/** The usage text, for a command run as `command` (e.g. "npx tsx scripts/snippet.ts"). */
export const snippetUsage = (
  command: string,
): string => `usage: ${command} <jobs_url> <org> [attribute=value …] [--accent=#rrggbb] [--plain] [--timeout=<ms>]
attributes: ${namesAt('cli').join(', ')} (data- may be left out)`;

export interface CliArgs {
  jobsUrl: string;
  attributes: SnippetAttributes;
  accent: string | null;
  /** A list of the openings (widget 3.1) instead of the board written ahead. */
  plain: boolean;
  /** The feed read's deadline in ms, tries included (--timeout; default 3000). */
  timeout: number;
}

/** Whether a jobs URL is one the commands read from: http(s). */
export function isJobsUrl(jobsUrl: string): boolean {
  try {
    return /^https?:$/.test(new URL(jobsUrl).protocol);
  } catch {
    return false;
  }
}

/** A refused option as a typed error (the Node API rejects with it): the option, the value and the problem. */
export class OptionError extends Error {
  readonly option: string | null;
  readonly value: string;
  constructor(readonly refusal: Refusal) {
    super(refusalText(refusal));
    this.name = 'OptionError';
    this.option = refusal.option;
    this.value = refusal.value;
  }
}

/**
 * The snippet's options from what a door gave (the command line's pairs, the
 * Node API's object), read by the rule book before any request: the first
 * refusal as an OptionError.
 */
export function snippetArgs(
  jobsUrl: string,
  org: string,
  pairs: Iterable<readonly [string, OptionValue]>,
  opts: { accent?: string | null; plain?: boolean; timeout?: number } = {},
): CliArgs {
  if (!isJobsUrl(jobsUrl)) throw new Error(`${jobsUrl} is not an http(s) URL`);
  const accent = opts.accent ?? null;
  if (accent !== null && accentProblem(accent)) throw new Error(`--accent=${accent}: ${accentProblem(accent)}`);
  const { attributes, refused } = readOptions(org, pairs, 'cli');
  const [first] = refused;
  if (first) throw new OptionError(first);
  return { jobsUrl, attributes, accent, plain: opts.plain ?? false, timeout: opts.timeout ?? DEFAULT_TIMEOUT_MS };
}

/** The command line as snippet options, or the problem with it (one line; the usage after it for a wrong name). */
export function parseArgs(argv: readonly string[], usage: string): CliArgs | { error: string } {
  const [jobsUrl, org, ...rest] = argv;
  if (!jobsUrl || !org) return { error: usage };
  let accent: string | null = null;
  let plain = false;
  let timeout: number = DEFAULT_TIMEOUT_MS;
  const pairs: [string, OptionValue][] = [];
  for (const arg of rest) {
    if (arg === '--plain') plain = true;
    else if (arg.startsWith('--accent=')) accent = arg.slice('--accent='.length);
    else if (arg.startsWith('--timeout=')) {
      const ms = timeoutOf(arg.slice('--timeout='.length));
      if (typeof ms !== 'number') return { error: `${ms.error}\n${usage}` };
      timeout = ms;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}\n${usage}` };
    else {
      const eq = arg.indexOf('=');
      // A bare name is a flag (data-sync-url); name= is an empty value, not set.
      pairs.push(eq < 0 ? [arg, true] : [arg.slice(0, eq), arg.slice(eq + 1)]);
    }
  }
  try {
    return snippetArgs(jobsUrl, org, pairs, { accent, plain, timeout });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { error: err instanceof OptionError && err.option ? message : `${message}\n${usage}` };
  }
}

/** The snippet the command prints, and the note it writes to stderr (the CSP sources of its inline styles). */
export async function writeSnippet(args: CliArgs, fetchFn?: typeof fetch): Promise<{ snippet: string; note: string | null }> {
  const feed = await readServerFeed(args.jobsUrl, args.attributes['data-svc-jobs'] ?? '', {
    timeout: args.timeout,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  if (args.plain) return { snippet: feedSnippet(feed, args), note: cspNote(await accentHashes(args), false) };
  const ahead = await aheadSnippet(feed, { ...args, css: boardCss() });
  return { snippet: ahead.snippet, note: cspNote(ahead.styleHashes, true) };
}

/** Whether `err` is the feed failing to be read (an unknown org, the host down or too slow), not a mistake of the code. */
export const isFeedFailure = (err: unknown): boolean => err instanceof FeedError;

/** Why the feed could not be read, in one line: an org the jobs host does not know is named as such. */
export function feedProblem(jobsUrl: string, org: string, err: unknown): string {
  if (err instanceof FeedError && err.code === 'NOT_FOUND')
    return `no org "${org}" on ${jobsUrl}: check the slug (the last part of your board's address)`;
  return `could not read the feed of ${org} from ${jobsUrl}: ${err instanceof Error ? err.message : String(err)}`;
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
    io.error(feedProblem(args.jobsUrl, args.attributes['data-svc-jobs'] ?? '', err));
    return 1;
  }
}
