// svc-jobs: the Node API, for build steps and servers. The same functions the
// commands run (src/cli/), so what a build step or server gets from here is
// what `svc-jobs snippet` prints and `svc-jobs pages` writes. Its published
// types are emitted from this file (scripts/package-types.ts).
import { snippetArgs, writeSnippet } from '../cli/snippet.ts';
import { writeBoardPages as writePages, type Written } from '../cli/board-pages.ts';
import { isLang } from '../ui/i18n/page-lang.ts';
import { boardCss } from '../prerender/css-file.ts';
import { prerenderBoard, styleHash } from '../prerender/board.tsx';
import { readFeed } from '../snippet/from-feed.ts';
import { patternProblem } from '../prerender/sitemap.ts';
import type { Attributes, BoardAhead, PagesOptions, SnippetOptions } from './types.ts';

export { OptionError } from '../cli/snippet.ts';
export type { Written } from '../cli/board-pages.ts';
export type * from './types.ts';

/** The Node API's attributes object as the rule book reads it: no command line written and read back. */
const argsOf = (jobsUrl: string, org: string, attributes: Attributes = {}, accent?: string | null, plain?: boolean) =>
  snippetArgs(jobsUrl, org, Object.entries(attributes), { accent: accent ?? null, plain: plain ?? false });

/**
 * The snippet `svc-jobs snippet <jobsUrl> <org> …` prints (its stdout is this
 * string and a line break). Rejects with an OptionError for an attribute or
 * value the board refuses (before any request), or when the feed cannot be read.
 */
export const renderSnippet = async (jobsUrl: string, org: string, attributes?: Attributes, options: SnippetOptions = {}): Promise<string> =>
  (await writeSnippet(argsOf(jobsUrl, org, attributes, options.accent, options.plain), options.fetch)).snippet;

/** The board written ahead for a container, as the snippet's container holds it. Rejects as {@link renderSnippet}. */
export const renderBoardAhead = async (
  jobsUrl: string,
  org: string,
  attributes?: Attributes,
  options: Pick<SnippetOptions, 'fetch'> = {},
): Promise<BoardAhead> => {
  const args = argsOf(jobsUrl, org, attributes);
  const feed = await readFeed(args.jobsUrl, org, options.fetch ? { fetch: options.fetch } : {});
  const board = prerenderBoard({ org: feed.org, jobs: feed.jobs, attributes: args.attributes, jobsUrl: args.jobsUrl, css: boardCss() });
  const container: Record<string, string> = {};
  for (const [name, value] of Object.entries(args.attributes)) if (value != null) container[name] = value;
  return { attributes: container, html: board.html, styleHash: await styleHash(board.style) };
};

/** What `svc-jobs pages <jobsUrl> <org> <outDir>` writes: the org's board pages, brand.css, sitemap, embed.html and _headers. */
export const writeBoardPages = (options: PagesOptions): Promise<Written> => {
  const lang = options.lang ?? 'en';
  if (!isLang(lang)) return Promise.reject(new Error(`unknown language ${String(lang)}`));
  const problem = options.pattern === undefined ? null : patternProblem(options.pattern);
  if (problem) return Promise.reject(new Error(problem));
  return writePages({ ...options, lang, localTemplate: null });
};
