// `pages`: writes an org's board pages ahead, for a static host
// (docs/self-hosting.md "Board pages written ahead"). One implementation for
// scripts/board-pages.ts and the package's `svc-jobs pages` (src/package/cli.ts):
//   <command> <jobs_url> <orgSlug> <outdir> [--lang=de] [--pattern <url>]
// <outdir>/<org>/index.html, <outdir>/<org>/<publicId>/index.html for every
// open job, <outdir>/<org>/brand.css (the org's colours, a file of {jobs_url}
// that style-src 'self' allows), <outdir>/<org>/sitemap.xml, <outdir>/<org>/embed.html (the live
// snippet with no parameters), and <outdir>/_headers (dist/_headers
// with these pages' style hashes and logo origin), from the public API, with the
// renderer the demo host serves them with (src/prerender/page.tsx): the same
// header, head tags, JSON-LD and board written ahead. Run it again when jobs
// change (at publish time); the page of a job since closed is removed. The
// static host serves these files before its three rewrites. With --pattern
// (the company's own job pages, https://acme.example/careers/{publicId}) it also
// writes <outdir>/<org>/pattern-sitemap.xml, their sitemap, for the company's
// site to serve (docs/board-pages.md). Exit 0 when
// written; 1 when the feed cannot be loaded; 2 for a usage mistake.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageRoute } from '../board-page/page-route.ts';
import { boardCss } from '../prerender/css-file.ts';
import { isLang } from '../ui/i18n/page-lang.ts';
import { renderBoardPage, type BoardPageInput } from '../prerender/page.tsx';
import { MINIMAL_BOARD_HTML, isBoardTemplate } from '../prerender/template.ts';
import { patternProblem, patternSitemapXml, sitemapXml } from '../prerender/sitemap.ts';
import { aheadSourcesOf, headersFile } from '../page-headers.ts';
import { cappedFetch } from '../feed/capped.ts';
import { FeedError } from '../feed/errors.ts';
import { boardTemplateUrl, boardUrl, jobApiUrl, jobsBase } from '../feed/paths.ts';
import { processFeeds } from '../feed/server-client.ts';
import type { JobSummary } from '../feed/types.ts';
import { readServerFeed } from '../snippet/from-feed.ts';
import { liveSnippet } from '../prerender/live-snippet.ts';
import type { Lang } from '../ui/i18n/langs.ts';

import type { Console } from './console.ts';
import { feedProblem } from './snippet.ts';
import { DEFAULT_TIMEOUT_MS, timeoutOf } from './timeout.ts';

/** The usage text, for a command run as `command` (e.g. "npx tsx scripts/board-pages.ts"). */
export const pagesUsage = (command: string): string =>
  `usage: ${command} <jobs_url> <orgSlug> <outdir> [--lang=en|de|fr|es|nl|pt] [--pattern <url with {publicId}>] [--timeout=<ms>]`;

export interface WriteOptions {
  jobsUrl: string;
  org: string;
  outDir: string;
  lang: Lang;
  /** The company's own job pages (an absolute URL with {publicId}): their sitemap is written too. */
  pattern?: string;
  /** A local build's dist/embed/board.html, used when the jobs host serves none (default: none, the minimal page). */
  localTemplate?: string | null;
  /** Each read's deadline in ms, tries included (--timeout; default 3000): the feed, each job's answer, the template. */
  timeout?: number;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface Written {
  /** The files written, relative to outDir. */
  files: string[];
  /** The job pages removed (jobs since closed). */
  removed: string[];
  /** Feed items with an id no static path can carry (left out, with a warning). */
  skipped: string[];
  /** What a strict CSP on these pages adds to style-src (the pages' `<style>` elements). */
  styleHashes: string[];
  /** The logo's origin, for img-src, when it is another host. */
  imageOrigin: string | null;
  /**
   * <outdir>/_headers: written (none was there, or the build's, whose rules it
   * keeps, with the sources of every org's pages written ahead into it before),
   * or left as it was because it is the site's own (then add the sources by hand).
   */
  headers: 'written' | 'not ours';
}

/** The first line of the headers file the build writes (src/page-headers.ts): a file without it is the site's own. */
const [OUR_HEADERS = ''] = headersFile().split('\n');

/**
 * <outdir>/_headers: the build's rules, with these pages' sources added to the
 * board pages' rule (and those of pages written before, for other orgs, kept).
 */
async function writeHeaders(outDir: string, sources: { styleHashes: string[]; imageOrigin: string | null }): Promise<Written['headers']> {
  const file = path.join(outDir, '_headers');
  const before = await readFile(file, 'utf8').catch(() => null);
  if (before !== null && !before.startsWith(OUR_HEADERS)) return 'not ours';
  const kept = before === null ? { styleHashes: [], imageOrigins: [] } : aheadSourcesOf(before);
  await writeFile(
    file,
    headersFile({
      styleHashes: [...kept.styleHashes, ...sources.styleHashes],
      imageOrigins: [...kept.imageOrigins, ...(sources.imageOrigin ? [sources.imageOrigin] : [])],
    }),
  );
  return 'written';
}

/**
 * The board.html the jobs host serves (its asset names are the deployed
 * build's), else the local build's, else the minimal page.
 */
async function template(jobsUrl: string, fetchFn: typeof fetch, timeout: number, localTemplate: string | null): Promise<string> {
  try {
    const res = await cappedFetch(fetchFn)(boardTemplateUrl(jobsUrl), { signal: AbortSignal.timeout(timeout) });
    const html = res.ok ? await res.text() : '';
    if (isBoardTemplate(html)) return html;
  } catch {
    // The local build next.
  }
  const local = localTemplate ? await readFile(localTemplate, 'utf8').catch(() => '') : '';
  return isBoardTemplate(local) ? local : MINIMAL_BOARD_HTML;
}

/** Writes files under <outDir>/<org>/, each noted in `written.files`. */
type Write = (rel: string, text: string) => Promise<void>;

export async function writeBoardPages(opts: WriteOptions): Promise<Written> {
  const fetchFn = opts.fetch ?? fetch;
  const jobsUrl = jobsBase(opts.jobsUrl);
  if (!pageRoute(`/${opts.org}`)) throw new Error(`${opts.org} is not an org slug`);
  const timeout = opts.timeout ?? DEFAULT_TIMEOUT_MS;
  // The feed as every server door reads it: parsed (items the widget would skip are skipped here too), the last good one kept.
  const [{ org, jobs: open }, html] = await Promise.all([
    readServerFeed(jobsUrl, opts.org, { timeout, fetch: fetchFn }),
    template(jobsUrl, fetchFn, timeout, opts.localTemplate ?? null),
  ]);
  // The brand colours as a file of {jobs_url}: the pages' one <style>, the board's, is then the same for every org (dist/_headers names it).
  const brandHref = `${jobsBase(new URL(jobsUrl).pathname)}/${opts.org}/brand.css`;
  const base = { template: html, org, jobs: open, jobsUrl, lang: opts.lang, css: boardCss(), brandHref };
  const dir = path.join(opts.outDir, opts.org);
  await mkdir(dir, { recursive: true });
  const written: Written = { files: [], removed: [], skipped: [], styleHashes: [], imageOrigin: null, headers: 'written' };
  const write: Write = async (rel, text) => {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
    written.files.push(path.join(opts.org, rel));
  };
  const board = await renderBoardPage(base);
  await write('index.html', board.html);
  await write('brand.css', board.brandCss);
  written.styleHashes.push(...board.styleHashes);
  written.imageOrigin = board.imageOrigin;
  // The live snippet with no parameters (docs/written-ahead.md "The live snippet"),
  // as the demo host answers {org}/embed.html: a site's build may include it from here.
  await write('embed.html', await liveSnippet({ org, jobs: open }, jobsUrl, { attributes: { 'data-svc-jobs': opts.org }, accent: null }));
  // Each job's answer as every server door reads it too (feed/server-client.ts): null when it is no longer open.
  const readJob = (publicId: string) =>
    processFeeds.job(jobsUrl, opts.org, publicId, { timeout, fetch: fetchFn }).catch((e: unknown) => {
      // Named by its address, so the command's message says which read failed (the feed's are named as the feed's).
      const url = jobApiUrl(jobsUrl, opts.org, publicId);
      throw e instanceof FeedError ? new FeedError(e.code, e.status, e.issues, e.retryAfter, `GET ${url}: ${e.message}`) : e;
    });
  const pages = await writeJobPages(open, { base, readJob, write, written, org: opts.org });
  const paged = open.filter((j) => pages.has(j.publicId));
  await write('sitemap.xml', sitemapXml(boardUrl(jobsUrl, opts.org), paged));
  if (opts.pattern) await write('pattern-sitemap.xml', patternSitemapXml(opts.pattern, paged));
  written.removed = await removeClosed(dir, opts.org, pages);
  written.styleHashes = [...new Set(written.styleHashes)];
  written.headers = await writeHeaders(opts.outDir, written);
  if (written.headers === 'written') written.files.push('_headers');
  return written;
}

/** Each open job's page (a job whose id no static path can carry is skipped); the ids written. */
async function writeJobPages(
  open: readonly JobSummary[],
  to: { base: Omit<BoardPageInput, 'job'>; readJob: (publicId: string) => Promise<unknown>; write: Write; written: Written; org: string },
): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const job of open) {
    // A path segment a static host maps to a directory: the route's own rule (no "..", no "/").
    if (!pageRoute(`/${to.org}/${job.publicId}`)) {
      to.written.skipped.push(job.publicId);
      continue;
    }
    const answer = await to.readJob(job.publicId);
    const page = await renderBoardPage({ ...to.base, job: { publicId: job.publicId, answer } });
    await to.write(path.join(job.publicId, 'index.html'), page.html);
    to.written.styleHashes.push(...page.styleHashes);
    pages.add(job.publicId);
  }
  return pages;
}

/** A job since closed: its page goes (only directories this command could have written: a job id, holding index.html). */
async function removeClosed(dir: string, org: string, pages: ReadonlySet<string>): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    if (pages.has(name) || !pageRoute(`/${org}/${name}`)) continue;
    const entries = await readdir(path.join(dir, name)).catch(() => null);
    if (entries?.length === 1 && entries[0] === 'index.html' && (await stat(path.join(dir, name, 'index.html'))).isFile()) {
      await rm(path.join(dir, name), { recursive: true });
      removed.push(name);
    }
  }
  return removed;
}

/** The command line, or the problem with it. */
export function parseArgs(args: readonly string[], usage: string): Omit<WriteOptions, 'fetch' | 'localTemplate'> | { error: string } {
  // "--pattern <url>" as "--pattern=<url>".
  const argv = args.flatMap((a, i) => (a === '--pattern' ? [] : args[i - 1] === '--pattern' ? [`--pattern=${a}`] : [a]));
  const positional = argv.filter((a) => !a.startsWith('--'));
  const [jobsUrl, org, outDir] = positional;
  if (!jobsUrl || !org || !outDir || positional.length > 3) return { error: usage };
  try {
    if (!/^https?:$/.test(new URL(jobsUrl).protocol)) throw new Error();
  } catch {
    return { error: `${jobsUrl} is not an http(s) URL\n${usage}` };
  }
  if (!pageRoute(`/${org}`)) return { error: `${org} is not an org slug\n${usage}` };
  const flags = readFlags(argv.filter((a) => a.startsWith('--')));
  return 'error' in flags ? { error: `${flags.error}\n${usage}` } : { jobsUrl, org, outDir, ...flags };
}

/** --lang, --pattern and --timeout, or the problem with one. */
function readFlags(flags: readonly string[]): Pick<WriteOptions, 'lang' | 'pattern' | 'timeout'> | { error: string } {
  let lang: Lang = 'en';
  let pattern: string | undefined;
  let timeout: number | undefined;
  for (const flag of flags) {
    const asked = /^--lang=(.+)$/.exec(flag)?.[1];
    const page = /^--pattern=(.*)$/.exec(flag)?.[1];
    const ms = /^--timeout=(.*)$/.exec(flag)?.[1];
    if (page !== undefined) {
      const problem = patternProblem(page);
      if (problem) return { error: problem };
      pattern = page;
    } else if (ms !== undefined) {
      const read = timeoutOf(ms);
      if (typeof read !== 'number') return read;
      timeout = read;
    } else if (!asked || !isLang(asked)) return { error: `unknown option ${flag}` };
    else lang = asked;
  }
  return { lang, ...(pattern ? { pattern } : {}), ...(timeout ? { timeout } : {}) };
}

/** Runs the command: its exit code. */
export async function pagesCommand(
  argv: readonly string[],
  usage: string,
  localTemplate: string | null = null,
  io: Console = console,
): Promise<number> {
  const args = parseArgs(argv, usage);
  if ('error' in args) {
    io.error(args.error);
    return 2;
  }
  try {
    const w = await writeBoardPages({ ...args, localTemplate });
    io.log(
      `wrote ${w.files.length} files under ${args.outDir}${w.removed.length ? `; removed the pages of closed jobs: ${w.removed.join(', ')}` : ''}`,
    );
    if (w.skipped.length) io.warn(`left out (no static path can carry these ids): ${w.skipped.join(', ')}`);
    const sources = `in style-src: ${w.styleHashes.join(' ')}${w.imageOrigin ? `; in img-src: ${w.imageOrigin}` : ''}`;
    if (w.headers === 'written')
      io.log(`${args.outDir}/_headers names what these pages need under its Content Security Policy (${sources})`);
    else io.warn(`${args.outDir}/_headers is the site's own, left as it was: its board pages' Content Security Policy needs ${sources}`);
    return 0;
  } catch (err) {
    // The feed's failures as `snippet` names them (an org the host does not know, as such); a file's as they are.
    io.error(
      err instanceof FeedError
        ? feedProblem(args.jobsUrl, args.org, err)
        : `could not write the board pages of ${args.org}: ${err instanceof Error ? err.message : String(err)}`,
    );
    return 1;
  }
}
