// Lighthouse (mobile, its default config) on every demo page: starts the demo
// on free ports with the built dist/ (or DIST_DIR), runs each page in
// Chromium, and prints one row per page with the audits that cost points. Exit 1 when a page is under 100 in accessibility,
// best practices or SEO (performance is reported, not held: it measures the
// machine as much as the page).
//   npm run build && npx tsx scripts/lighthouse.ts [path …]
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startDemo, DEFAULT_DIST_DIR } from '../demo/start.ts';
import { TOUR, TOUR_PATH } from '../demo/site/tour.ts';
import { CHROMIUM_ARGS, ensureChromium } from './browser.ts';

const HELD = ['accessibility', 'best-practices', 'seo'] as const;
const CATEGORIES = ['performance', ...HELD] as const;
const DEBUG_PORT = Number(process.env['LIGHTHOUSE_DEBUG_PORT'] ?? 9333);

const executablePath = ensureChromium();
if (!executablePath) process.exit(1);

const distDir = process.env['DIST_DIR'] ? path.resolve(process.env['DIST_DIR']) : DEFAULT_DIST_DIR;
const demo = await startDemo({ jobsPort: 0, sitePort: 0, distDir });
const pages = process.argv.slice(2).length
  ? process.argv.slice(2).map((p) => (p.startsWith('http') ? p : `${demo.siteOrigin}${p}`))
  : [
      `${demo.jobsOrigin}/embed/builder?org=acme`,
      `${demo.siteOrigin}${TOUR_PATH}`,
      ...TOUR.map((p) => `${demo.siteOrigin}${p.href}`),
      `${demo.siteOrigin}/careers/cln-bz2wa`,
      `${demo.jobsOrigin}/acme`,
      `${demo.jobsOrigin}/acme/eng-7f3k2`,
    ];

const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`] });
interface Row {
  page: string;
  scores: Record<string, number | null>;
  failed: string[];
  embed: EmbedCost;
}

/** What embed.js costs the page's main thread, as Lighthouse saw it (under its 4× CPU slowdown). */
interface EmbedCost {
  /** bootup-time's row for embed.js: scripting and parse/compile, ms. */
  scripting: number;
  parse: number;
  /** long-tasks' rows attributed to embed.js, ms each. */
  longTasks: number[];
  /** The page's total blocking time, ms. */
  tbt: number;
  /** The page's Cumulative Layout Shift and Largest Contentful Paint (ms), as Lighthouse measured them. */
  cls: number;
  lcp: number;
}

type Items = Record<string, unknown>[];
const itemsOf = (lhr: { audits: Record<string, { details?: unknown }> }, id: string): Items =>
  (lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? [];
const isEmbed = (url: unknown) => typeof url === 'string' && new URL(url, 'http://x').pathname === '/embed.js';

function embedCost(lhr: Parameters<typeof itemsOf>[0] & { audits: Record<string, { numericValue?: number }> }): EmbedCost {
  const boot = itemsOf(lhr, 'bootup-time').find((i) => isEmbed(i['url']));
  return {
    scripting: Math.round(Number(boot?.['scripting'] ?? 0)),
    parse: Math.round(Number(boot?.['scriptParseCompile'] ?? 0)),
    longTasks: itemsOf(lhr, 'long-tasks')
      .filter((i) => isEmbed(i['url']))
      .map((i) => Math.round(Number(i['duration']))),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}
const rows: Row[] = [];
try {
  for (const url of pages) {
    const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no result for ${url}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
    );
    // The audits that cost points in the held categories, to say what to fix.
    const failed = HELD.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
        .map((r) => {
          // What the audit found, briefly: the first items of its table.
          const items = ((lhr.audits[r.id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3);
          const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
          const found = items.map((i) =>
            (text(i['description']) ?? text(i['url']) ?? text((i['node'] as { snippet?: unknown } | undefined)?.snippet) ?? '').slice(
              0,
              160,
            ),
          );
          return `${c}: ${r.id}${found.length ? ` (${found.join(' | ')})` : ''}`;
        }),
    );
    const label = url.replace(demo.siteOrigin, '(site)').replace(demo.jobsOrigin, '(jobs)');
    const embed = embedCost(lhr);
    rows.push({ page: label, scores, failed, embed });
    const cost = `embed.js ${embed.scripting}+${embed.parse} ms, long tasks [${embed.longTasks.join(', ')}], TBT ${embed.tbt} ms, CLS ${embed.cls}, LCP ${embed.lcp} ms`;
    console.log(
      `${label.padEnd(34)} ${CATEGORIES.map((c) => `${c} ${scores[c] ?? '–'}`).join('  ')}  ${cost}${failed.length ? `\n    ${failed.join('\n    ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await demo.close();
}
const under = rows.filter((r) => HELD.some((c) => r.scores[c] !== 100));
console.log(under.length ? `${under.length} page(s) under 100 in ${HELD.join(', ')}` : `every page: 100 in ${HELD.join(', ')}`);
process.exitCode = under.length ? 1 : 0;
