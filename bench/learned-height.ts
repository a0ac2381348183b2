// npx tsx bench/learned-height.ts (part of `npm run bench`): issue 36's
// question for the page with the smallest snippet (a link as the fallback,
// the board arriving after the first paint). Does a min-height learnt on the
// last visit, kept where storage is allowed, bring its layout shift under 0.1?
// An experiment, not a shipped feature: the learning is a wrapper around the
// same embed.js, served in its place, that does at the script's evaluation
// what embed.js would do (before anything of the board: the container's
// min-height from localStorage, by org and viewport width) and keeps the
// container's height at svc-jobs:ready. Three ways of the demo's
// /careers-link.html, at 360 and 1280 px, a first visit (a fresh context) and
// a returning one (the same context):
//   - `reserved`: the page as the docs have it (the company's CSS keeps a
//     screen's height, `min-height: 100vh`);
//   - `none`: that class removed, the snippet alone;
//   - `learned`: the same, with the wrapper.
// Each way's page is a scratch page of the demo site; embed.js is answered
// through page.route in every way (which turns the HTTP cache off), so the
// three load alike: on a real returning visit embed.js comes from the cache,
// sooner. CLS by web-vitals (bench/cwv.ts's recorder), medians of
// BENCH_RUNS (default 7) with the max. Writes bench/results/learned-height.{md,json}.
import { chromium, type Page, type Route } from '@playwright/test';
import { startDemo } from '../demo/start.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { load, recordingContext, type Load } from './cwv.ts';
import { benchPort } from './ports.ts';
import { writeResult } from './report.ts';
import { median, round } from './stats.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const WAYS = ['reserved', 'none', 'learned'] as const;
type Way = (typeof WAYS)[number];
const WIDTHS = [360, 1280] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 360: 740, 1280: 800 };
const PAGE = '/careers-link.html';

/** What embed.js would do if it learnt the height: first, at its evaluation; and at ready, the height to keep. */
const LEARN_FIRST = `(() => { try { for (const el of document.querySelectorAll('[data-svc-jobs]')) {
  const h = localStorage.getItem('learned-height:' + el.getAttribute('data-svc-jobs') + ':' + innerWidth);
  if (h) el.style.minHeight = h + 'px';
} } catch {} })();\n`;
const LEARN_AT_READY = `\ndocument.addEventListener('svc-jobs:ready', (e) => { try {
  localStorage.setItem('learned-height:' + e.target.getAttribute('data-svc-jobs') + ':' + innerWidth, String(Math.round(e.target.getBoundingClientRect().height)));
} catch {} });\n`;

/** The answer to `r`, its body changed by `change` (the headers that described the old body left out). */
async function changed(r: Route, change: (body: string) => string): Promise<void> {
  const res = await r.fetch();
  const headers = { ...res.headers() };
  for (const h of ['content-encoding', 'content-length', 'etag', 'transfer-encoding']) delete headers[h];
  await r.fulfill({ status: res.status(), headers, body: change(await res.text()) });
}

/**
 * The page of each way, stored on the demo site as a scratch page (a real socket: a page the
 * browser's routing answers has no address, and Chromium's Local Network Access then refuses it
 * the jobs host on loopback); its path.
 */
async function storeWays(siteOrigin: string): Promise<Record<Way, string>> {
  const html = await (await fetch(siteOrigin + PAGE)).text();
  const paths = {} as Record<Way, string>;
  for (const way of WAYS) {
    const res = await fetch(`${siteOrigin}/__scratch/learned-height-${way}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ html: way === 'reserved' ? html : html.replace(' class="board-space"', '') }),
    });
    if (res.status !== 204) throw new Error(`storing the ${way} page: ${res.status}`);
    paths[way] = `/__scratch/learned-height-${way}`;
  }
  return paths;
}

/** embed.js as `way` has it (wrapped for `learned`), and the ready signal bench/cwv.ts's load waits for. */
async function route(page: Page, jobsOrigin: string, way: Way): Promise<void> {
  await page.route(
    (url) => url.origin === jobsOrigin && url.pathname === '/embed.js',
    (r) => changed(r, (body) => (way === 'learned' ? LEARN_FIRST + body + LEARN_AT_READY : body)),
  );
  await page.addInitScript({ content: `document.addEventListener('svc-jobs:ready', () => console.log('cwv:ready'));` });
}

interface Row {
  way: Way;
  width: number;
  visit: 'first' | 'returning';
  cls: { median: number; max: number };
  ready: number;
}

async function measure(): Promise<{ date: string; runs: number; rows: Row[] }> {
  process.env.SVC_DEMO_SCRATCH = '1';
  const demo = await startDemo({ jobsPort: benchPort('cwvJobs'), sitePort: benchPort('cwvSite') });
  const pages = await storeWays(demo.siteOrigin);
  const browser = await chromium.launch({ executablePath: ensureChromium() ?? undefined, args: CHROMIUM_ARGS });
  const samples = new Map<string, { way: Way; width: number; visit: Row['visit']; loads: Load[] }>();
  const add = (way: Way, width: number, visit: Row['visit'], l: Load) => {
    const key = `${way} ${width} ${visit}`;
    const s = samples.get(key) ?? { way, width, visit, loads: [] };
    s.loads.push(l);
    samples.set(key, s);
  };
  try {
    // Round 0 warms the browser and the host up (not counted).
    for (let i = 0; i <= RUNS; i++)
      for (const way of WAYS)
        for (const width of WIDTHS) {
          const context = await recordingContext(browser, { viewport: { width, height: HEIGHT[width] } });
          try {
            const first = await context.newPage();
            await route(first, demo.jobsOrigin, way);
            const one = await load(first, demo.siteOrigin + pages[way]);
            await first.close();
            const second = await context.newPage();
            await route(second, demo.jobsOrigin, way);
            const two = await load(second, demo.siteOrigin + pages[way]);
            // The experiment did what it says: the returning visit's container had the learnt height.
            const learnt = await second.locator('[data-svc-jobs]').evaluate((el) => (el as HTMLElement).style.minHeight);
            if ((way === 'learned') !== /^\d+px$/.test(learnt))
              throw new Error(`${way} at ${width} px: the container's min-height is "${learnt}"`);
            if (i > 0) add(way, width, 'first', one);
            if (i > 0) add(way, width, 'returning', two);
          } finally {
            await context.close();
          }
        }
  } finally {
    await browser.close();
    await demo.close();
  }
  const rows = [...samples.values()].map(({ way, width, visit, loads }) => {
    const cls = loads.map((l) => l.cls);
    return {
      way,
      width,
      visit,
      cls: { median: round(median(cls), 4), max: round(Math.max(...cls), 4) },
      ready: Math.round(median(loads.map((l) => l.ready))),
    };
  });
  return { date: new Date().toISOString(), runs: RUNS, rows };
}

function markdown(r: { date: string; runs: number; rows: Row[] }): string {
  const lines = [
    `\`bench/learned-height.ts\` (part of \`npm run bench\`): the demo's \`${PAGE}\` (a link as the fallback; the board comes after the first paint) in Chromium, CLS by web-vitals 5, median / max of ${r.runs} runs, a load ending 1 s after \`svc-jobs:ready\`. \`reserved\`: the page as the docs have it (\`min-height: 100vh\` in the company's CSS). \`none\`: the snippet alone. \`learned\`: the snippet alone, with embed.js wrapped in what it would do to learn the height (set the container's min-height from the last visit's height, by org and width, at its evaluation; keep the height at ready): an experiment, not in embed.js. Each way's page is a copy of it on the demo site; embed.js is answered through the browser's request routing in every way, which turns its HTTP cache off, so it comes over loopback on the returning visit too. Figures in \`bench/results/learned-height.json\` (${r.date.slice(0, 10)}).`,
    '',
    '| way | width | first visit: CLS | returning visit: CLS | ready (ms, returning) |',
    '|---|---|---|---|---|',
  ];
  for (const way of WAYS)
    for (const width of WIDTHS) {
      const at = (visit: Row['visit']) => r.rows.find((x) => x.way === way && x.width === width && x.visit === visit);
      const [f, s] = [at('first'), at('returning')];
      if (f && s) lines.push(`| ${way} | ${width} | ${f.cls.median} / ${f.cls.max} | ${s.cls.median} / ${s.cls.max} | ${s.ready} |`);
    }
  return `${lines.join('\n')}\n`;
}

const r = await measure();
writeResult('learned-height', r, markdown(r));
