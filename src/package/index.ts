// svc-jobs: the Node API (types/package/index.d.ts). The same functions the
// commands run (src/cli/), so what a build step or server gets from here is
// what `svc-jobs snippet` prints and `svc-jobs pages` writes.
import { parseArgs, writeSnippet } from '../cli/snippet.ts';
import { writeBoardPages as writePages } from '../cli/board-pages.ts';
import { isLang } from '../ui/i18n/page-lang.ts';
import { boardCss } from '../prerender/css-file.ts';
import { prerenderBoard, styleHash } from '../prerender/board.tsx';
import { readFeed } from '../snippet/from-feed.ts';
import { patternProblem } from '../prerender/sitemap.ts';
import type * as Api from '../../types/package/index.d.ts';

/** The command line `svc-jobs snippet` would be given for these arguments: one parser for both. */
function argsOf(jobsUrl: string, org: string, attributes: Api.Attributes = {}, accent?: string | null, plain?: boolean) {
  const argv = [jobsUrl, org];
  for (const [name, value] of Object.entries(attributes)) {
    if (value == null || value === false) continue;
    argv.push(value === true ? name : `${name}=${String(value)}`);
  }
  if (accent) argv.push(`--accent=${accent}`);
  if (plain) argv.push('--plain');
  const args = parseArgs(argv, 'svc-jobs: renderSnippet(jobsUrl, org, attributes, options)');
  if ('error' in args) throw new Error(args.error.split('\n')[0]);
  return args;
}

export const renderSnippet: typeof Api.renderSnippet = async (jobsUrl, org, attributes, options = {}) =>
  (await writeSnippet(argsOf(jobsUrl, org, attributes, options.accent, options.plain), options.fetch)).snippet;

export const renderBoardAhead: typeof Api.renderBoardAhead = async (jobsUrl, org, attributes, options = {}) => {
  const args = argsOf(jobsUrl, org, attributes);
  const feed = await readFeed(args.jobsUrl, org, options.fetch ? { fetch: options.fetch } : {});
  const board = prerenderBoard({ org: feed.org, jobs: feed.jobs, attributes: args.attributes, jobsUrl: args.jobsUrl, css: boardCss() });
  const container: Record<string, string> = {};
  for (const [name, value] of Object.entries(args.attributes)) if (value != null) container[name] = value;
  return { attributes: container, html: board.html, styleHash: await styleHash(board.style) };
};

export const writeBoardPages: typeof Api.writeBoardPages = (options) => {
  const lang = options.lang ?? 'en';
  if (!isLang(lang)) return Promise.reject(new Error(`unknown language ${String(lang)}`));
  const problem = options.pattern === undefined ? null : patternProblem(options.pattern);
  if (problem) return Promise.reject(new Error(problem));
  return writePages({ ...options, lang, localTemplate: null });
};
