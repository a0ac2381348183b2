// npx tsx bench/lang.ts (part of `npm run bench`): what a board's language
// costs in Chromium, and what its catalog GET costs (issue 7's budget, issue
// 36's question). Same page, same 200-job feed; only <html lang> differs:
// - `en`: an English page, an English board (no catalog to load);
// - `de`: a German page, a German board (its catalog, embed/i18n/de.json,
//   fetched beside the feed);
// - `de-page`: a German page whose board is told data-lang="en": the page's own
//   language (fonts, layout, Intl) with no catalog, so `de` − `de-page` is what
//   the catalog's GET costs.
// Each on loopback and with every answer (feed and catalog) 100 ms late, as a
// visitor's network has it: were the catalog a round trip of its own, it would
// show there. Alternating runs, a fresh browser context each (so no saved feed
// or catalog), medians of BENCH_RUNS with min–max. Writes
// bench/results/lang.{md,json}: figures, never a failure.
// BENCH_DIST picks the build (default dist/); it needs embed.js and embed/i18n/de.json.
//
// "First render" runs from the moment embed.js finished downloading (its
// resource timing's responseEnd) to the first frame after svc-jobs:ready.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { benchPort } from './ports.ts';
import { writeResult } from './report.ts';
import { median, round, spread, type Spread } from './stats.ts';
import { must } from '../test/support/must.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const DIST = path.resolve(process.env.BENCH_DIST ?? 'dist');
const BUDGET = 1.1;
const JOBS = 200;
const LANGS = ['en', 'de', 'de-page'] as const;
type Lang = (typeof LANGS)[number];
/** How late each answer of the API and the catalog comes, in ms. */
const DELAYS = [0, 100] as const;
type Delay = (typeof DELAYS)[number];

const PROBE = `
window.__ready = null;
document.addEventListener('svc-jobs:ready', () => requestAnimationFrame(() => setTimeout(() => {
  const s = performance.getEntriesByType('resource').find((e) => e.name.includes('/embed.js'));
  window.__ready = s ? performance.now() - s.responseEnd : -1;
})), { once: true });`;

const page = (
  lang: Lang,
): string => `<!doctype html><html lang="${lang === 'en' ? 'en' : 'de'}"><head><meta charset="utf-8"><title>bench</title>
<script>${PROBE}</script></head><body><div data-svc-jobs="bench"${lang === 'de-page' ? ' data-lang="en"' : ''}>Loading…</div>
<script async src="/embed.js?v=3"></script></body></html>`;

function feed(origin: string) {
  const types = ['full_time', 'part_time', 'contract', 'internship'];
  const jobs = Array.from({ length: JOBS }, (_, i) => ({
    publicId: `job-${i}`,
    title: `Position ${i}`,
    department: `Team ${i % 7}`,
    location: `City ${i % 5}`,
    employmentType: types[i % 4],
    shortDescription: 'A short description of the role.',
    compensation: null,
    publishedAt: new Date(Date.now() - (i % 30) * 86400_000).toISOString(),
    url: `${origin}/bench/job-${i}`,
  }));
  const org = { name: 'Bench', slug: 'bench', logoUrl: null, about: null, brandColor: '#0f766e', careersUrl: `${origin}/bench` };
  return { org, jobs };
}

/** The bench's server: the files, and the API's and the catalog's answers `delay` ms late. */
async function serve(files: Record<string, [string, string]>, delay: () => Delay) {
  const server = createServer((req, res) => {
    const url = must((req.url ?? '/').split('?')[0]);
    const f = files[url];
    if (!f) return void res.writeHead(404).end();
    const late = url.startsWith('/api/') || url.startsWith('/embed/i18n/') ? delay() : 0;
    setTimeout(() => {
      res.writeHead(200, { 'content-type': f[0], 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(f[1]);
    }, late);
  });
  await new Promise<void>((r) => server.listen(benchPort('lang'), '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** One page load: its first render in ms, after checking the board reads in its language. */
async function firstRender(browser: Browser, origin: string, lang: Lang): Promise<number> {
  const context = await browser.newContext();
  try {
    const p = await context.newPage();
    await p.goto(`${origin}/${lang}.html`);
    const ms = (await (
      await p.waitForFunction(() => (window as unknown as { __ready: number | null }).__ready, null, { timeout: 10_000 })
    ).jsonValue()) as number;
    const heading = await p.locator('svc-jobs-board h2').first().textContent();
    if (heading !== (lang === 'de' ? 'Offene Stellen' : 'Open positions')) throw new Error(`${lang}: the board reads "${heading}"`);
    return ms;
  } finally {
    await context.close();
  }
}

interface LangResults {
  date: string;
  machine: { chromium: string; cores: number; loadAverage: number[] };
  catalog: { bytes: number; gzip: number };
  runs: number;
  /** By delay: each page's first render. */
  rows: { delay: Delay; times: Record<Lang, Spread>; deOverEn: number; catalogMs: number }[];
}

async function measure(): Promise<LangResults> {
  const catalog = readFileSync(path.join(DIST, 'embed/i18n/de.json'), 'utf8');
  const files: Record<string, [string, string]> = {
    '/embed.js': ['text/javascript', readFileSync(path.join(DIST, 'embed.js'), 'utf8')],
    '/embed/i18n/de.json': ['application/json', catalog],
    '/en.html': ['text/html', page('en')],
    '/de.html': ['text/html', page('de')],
    '/de-page.html': ['text/html', page('de-page')],
  };
  let delay: Delay = 0;
  const { server, origin } = await serve(files, () => delay);
  const { org, jobs } = feed(origin);
  files['/api/v1/public/bench'] = ['application/json', JSON.stringify(org)];
  files['/api/v1/public/bench/jobs'] = ['application/json', JSON.stringify(jobs)];
  const browser: Browser = await chromium.launch({ executablePath: ensureChromium() ?? undefined, args: CHROMIUM_ARGS });
  const rows: LangResults['rows'] = [];
  try {
    for (const d of DELAYS) {
      delay = d;
      const times: Record<Lang, number[]> = { en: [], de: [], 'de-page': [] };
      for (let i = -2; i < RUNS; i++) {
        // Rotate which page goes first; the first two rounds warm up.
        for (const lang of LANGS.map((_, j) => must(LANGS[(i + 2 + j) % LANGS.length]))) {
          const ms = await firstRender(browser, origin, lang);
          if (i >= 0) times[lang].push(ms);
        }
      }
      const [en, de, dePage] = [median(times.en), median(times.de), median(times['de-page'])];
      rows.push({
        delay: d,
        times: { en: spread(times.en), de: spread(times.de), 'de-page': spread(times['de-page']) },
        deOverEn: round(de / en, 2),
        catalogMs: round(de - dePage),
      });
    }
    return {
      date: new Date().toISOString(),
      machine: { chromium: browser.version(), cores: os.cpus().length, loadAverage: os.loadavg().map((n) => round(n, 2)) },
      catalog: { bytes: Buffer.byteLength(catalog), gzip: gzipSync(catalog, { level: 9 }).length },
      runs: RUNS,
      rows,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

function langMarkdown(r: LangResults): string {
  const ms = (s: Spread) => `${s.median} ms (${s.min}–${s.max})`;
  return `${[
    `\`bench/lang.ts\` (part of \`npm run bench\`): a ${JOBS}-opening board's first render (embed.js's responseEnd → the first frame after \`svc-jobs:ready\`) by language, in Chromium ${r.machine.chromium}, ${r.machine.cores} cores, load average ${r.machine.loadAverage.join(' ')} at the end. Medians of ${r.runs} (min–max), a fresh context per page (no saved feed or catalog), the three pages alternating. \`de\` fetches its catalog (\`embed/i18n/de.json\`, ${r.catalog.bytes} B, ${r.catalog.gzip} B gzip -9) beside the feed; \`de-page\` is the same German page with an English board (no catalog), so \`de\` − \`de-page\` is what the catalog's GET costs. Every figure is in \`bench/results/lang.json\` (${r.date.slice(0, 10)}).`,
    '',
    '| answers | en | de | de-page | de ÷ en | de − de-page (the catalog) | goal |',
    '|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (row) =>
        `| ${row.delay ? `each ${row.delay} ms late` : 'loopback'} | ${ms(row.times.en)} | ${ms(row.times.de)} | ${ms(row.times['de-page'])} | ${row.deOverEn}× | ${row.catalogMs} ms | de ≤ ${BUDGET}× en: ${row.deOverEn <= BUDGET ? 'met' : '**not met**'} |`,
    ),
  ].join('\n')}\n`;
}

const r = await measure();
writeResult('lang', r, langMarkdown(r));
