// Writes an org's board pages ahead, for a static host (CONTRACT.md "The board
// pages as the company's careers site"):
//   npx tsx scripts/board-pages.ts <jobs_url> <orgSlug> <outdir> [--lang=de] [--pattern <url>]
// <outdir>/<org>/index.html, <outdir>/<org>/<publicId>/index.html for every
// open job, <outdir>/<org>/brand.css (the org's colours), <outdir>/<org>/sitemap.xml,
// <outdir>/<org>/embed.html (the live snippet with no parameters), with --pattern
// <outdir>/<org>/pattern-sitemap.xml, and <outdir>/_headers (dist/_headers
// with these pages' style hashes and logo origin), from the public API, with the
// renderer the demo host serves them with (src/prerender/page.tsx): the same
// header, head tags, JSON-LD and board written ahead. Run it again when jobs
// change (at publish time); the page of a job since closed is removed. The
// static host serves these files before its three rewrites. Exit 0 when
// written; 1 when the feed cannot be loaded; 2 for a usage mistake. The command
// lives in src/cli/board-pages.ts (the package's `svc-jobs pages` too).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pages from '../src/cli/board-pages.ts';

export type { WriteOptions, Written } from '../src/cli/board-pages.ts';
const USAGE = pages.pagesUsage('npx tsx scripts/board-pages.ts');
/** The local build's board page, when the jobs host serves none. */
const DIST_TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/embed/board.html');

export const writeBoardPages = (opts: pages.WriteOptions): Promise<pages.Written> =>
  pages.writeBoardPages({ localTemplate: DIST_TEMPLATE, ...opts });

/** The command line, or the problem with it. */
export const parseArgs = (argv: readonly string[]): ReturnType<typeof pages.parseArgs> => pages.parseArgs(argv, USAGE);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await pages.pagesCommand(process.argv.slice(2), USAGE, DIST_TEMPLATE);
}
