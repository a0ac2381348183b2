// svc-jobs: the Node API, for build steps and servers. The same functions the
// commands run (src/cli/), so what a build step or server gets from here is
// what `svc-jobs snippet` prints and `svc-jobs pages` writes. Its published
// types are emitted from this file (scripts/package-types.ts).
import { isFeedFailure, snippetArgs, writeSnippet, type CliArgs } from '../cli/snippet.ts';
import { writeBoardPages as writePages, type Written } from '../cli/board-pages.ts';
import { isLang } from '../ui/i18n/page-lang.ts';
import { boardCss } from '../prerender/css-file.ts';
import { prerenderBoard, styleHash } from '../prerender/board.tsx';
import { readServerFeed } from '../snippet/from-feed.ts';
import { boardLinkHtml, snippetHtml } from '../snippet/snippet.ts';
import { patternProblem } from '../prerender/sitemap.ts';
import type { Attributes, BoardAhead, PagesOptions, ServerOptions, SnippetOptions } from './types.ts';

export { OptionError } from '../cli/snippet.ts';
export type { Written } from '../cli/board-pages.ts';
export type * from './types.ts';

/** The Node API's attributes object as the rule book reads it: no command line written and read back. */
const argsOf = (jobsUrl: string, org: string, attributes: Attributes = {}, options: SnippetOptions = {}): CliArgs =>
  snippetArgs(jobsUrl, org, Object.entries(attributes), {
    accent: options.accent ?? null,
    plain: options.plain ?? false,
    timeout: options.timeout,
  });

/**
 * The feed could not be read and this process kept no good copy: with
 * `strict`, the failure (a build then fails); else one `[svc-jobs]` warning,
 * and the caller writes the container's fallback, never an empty box.
 */
function unreadable(org: string, err: unknown, options: ServerOptions): void {
  if (options.strict || !isFeedFailure(err)) throw err;
  console.warn(
    `[svc-jobs] the board of ${org} was not written ahead (${err instanceof Error ? err.message : String(err)}): a link to its board page instead`,
  );
}

/**
 * The snippet `svc-jobs snippet <jobsUrl> <org> …` prints (its stdout is this
 * string and a line break). Rejects with an OptionError for an attribute or
 * value the board refuses (before any request). When the feed cannot be read
 * within `timeout` and nothing is kept: rejects with `strict`, else the snippet
 * carries a link to the board page (embed.js fills it in the browser).
 */
export const renderSnippet = async (
  jobsUrl: string,
  org: string,
  attributes?: Attributes,
  options: SnippetOptions = {},
): Promise<string> => {
  const args = argsOf(jobsUrl, org, attributes, options);
  try {
    return (await writeSnippet(args, options.fetch)).snippet;
  } catch (err) {
    unreadable(org, err, options);
    return snippetHtml({ jobsUrl: args.jobsUrl, attributes: args.attributes, accent: args.accent });
  }
};

/** The board written ahead for a container, as the snippet's container holds it. Rejects and falls back as {@link renderSnippet}. */
export const renderBoardAhead = async (
  jobsUrl: string,
  org: string,
  attributes?: Attributes,
  options: Pick<SnippetOptions, 'fetch' | 'timeout' | 'strict'> = {},
): Promise<BoardAhead> => {
  const args = argsOf(jobsUrl, org, attributes, options);
  const container: Record<string, string> = {};
  for (const [name, value] of Object.entries(args.attributes)) if (value != null) container[name] = value;
  try {
    const feed = await readServerFeed(args.jobsUrl, org, { timeout: args.timeout, ...(options.fetch ? { fetch: options.fetch } : {}) });
    const board = prerenderBoard({ org: feed.org, jobs: feed.jobs, attributes: args.attributes, jobsUrl: args.jobsUrl, css: boardCss() });
    return { attributes: container, html: board.html, styleHash: await styleHash(board.style), ahead: true };
  } catch (err) {
    unreadable(org, err, options);
    return { attributes: container, html: boardLinkHtml(args.jobsUrl, org), styleHash: '', ahead: false };
  }
};

/** What `svc-jobs pages <jobsUrl> <org> <outDir>` writes: the org's board pages, brand.css, sitemap, embed.html and _headers. */
export const writeBoardPages = (options: PagesOptions): Promise<Written> => {
  const lang = options.lang ?? 'en';
  if (!isLang(lang)) return Promise.reject(new Error(`unknown language ${String(lang)}`));
  const problem = options.pattern === undefined ? null : patternProblem(options.pattern);
  if (problem) return Promise.reject(new Error(problem));
  return writePages({ ...options, lang, localTemplate: null });
};
