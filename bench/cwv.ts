// npm run bench (part 3), CONTRACT.md "Rendered ahead: the host page never
// jumps (widget 3.2)": Core Web Vitals of the demo's realistic careers pages,
// on the demo host (two origins), in Chromium.
//   - /careers-ahead.html: a board written ahead (lumen, 5 openings), a hero
//     above it and a section after it;
//   - /careers-link.html: the same page with a link as the fallback;
//   - /careers-ahead-acme.html: a board of 44 written ahead, 10 a page.
// At 360 and 1280 px wide, a first visit (a fresh context) and a returning one
// (a second load in the same context: embed.js's saved copy in localStorage,
// its answers revalidated), and a feed with one opening closed (the real list
// less its first job) or added (a copy of the first job, published now) since
// the page was written: the page is written from the host's real feed, and
// the browser's request for it is answered through page.route.
// Each load records, from its first script (an init script, top frame only):
//   - web-vitals 5 (its IIFE build): onCLS, onLCP, onINP, reportAllChanges;
//   - Chromium's own `layout-shift` entries (value, sources), summed (every
//     shift: no input happens) and counted;
//   - `largest-contentful-paint` entries (which element).
// A load ends SETTLE_MS after svc-jobs:ready. BENCH_RUNS runs (default 7), medians.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startDemo } from '../demo/start.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { benchPort } from './ports.ts';
import { median, round } from './stats.ts';
import { must } from '../test/support/must.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1000);
const WIDTHS = [360, 1280] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 360: 740, 1280: 800 };

// The package exports no path to its IIFE build: read from node_modules.
export const WEB_VITALS = readFileSync(path.join(import.meta.dirname, '../node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');

/** The recorder every load carries (as source: tsx would name its arrows through a helper the page lacks). */
export const RECORDER = `
(() => {
  if (window.top !== window) return;
  const rect = (r) => r && [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
  const name = (n) => {
    if (!n) return null;
    if (n.nodeType !== 1) return n.nodeName + (n.parentElement ? ' in ' + name(n.parentElement) : '');
    const root = n.getRootNode();
    return (root instanceof ShadowRoot ? 'board ' : '') + n.localName + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\\s+/).join('.') : '');
  };
  const cwv = (window.__cwv = { cls: null, lcp: null, inp: null, shifts: [], lcps: [], events: [], ready: null, inps: [] });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      cwv.shifts.push({ value: e.value, at: Math.round(e.startTime), input: e.hadRecentInput, sources: (e.sources || []).map((s) => ({ node: name(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })) });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) cwv.lcps.push({ at: Math.round(e.startTime), size: e.size, element: name(e.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      if (e.interactionId) cwv.events.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, target: name(e.target) });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  webVitals.onCLS((m) => (cwv.cls = m.value), { reportAllChanges: true });
  webVitals.onLCP((m) => (cwv.lcp = m.value), { reportAllChanges: true });
  webVitals.onINP((m) => { cwv.inp = m.value; cwv.inps.push(m.value); }, { reportAllChanges: true, durationThreshold: 16 });
  document.addEventListener('svc-jobs:ready', () => (cwv.ready = performance.now()));
})();`;

export interface Shift {
  value: number;
  at: number;
  input: boolean;
  sources: { node: string | null; from: number[] | null; to: number[] | null }[];
}

export interface Recorded {
  cls: number | null;
  lcp: number | null;
  inp: number | null;
  inps: number[];
  shifts: Shift[];
  lcps: { at: number; size: number; element: string | null }[];
  events: {
    id: number;
    name: string;
    duration: number;
    start: number;
    processingStart: number;
    processingEnd: number;
    target: string | null;
  }[];
  ready: number | null;
}

declare global {
  var __cwv: Recorded;
}

export async function recordingContext(browser: Browser, opts: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(opts);
  await context.addInitScript({ content: `${WEB_VITALS}\n${RECORDER}` });
  return context;
}

/** One load: what it shifted, its LCP, settled SETTLE_MS after ready. */
export interface Load {
  /** web-vitals' CLS (its largest session window). */
  cls: number;
  /** Chromium's layout-shift entries: their sum (none had input) and count. */
  shiftSum: number;
  shifts: number;
  lcp: number | null;
  lcpElement: string | null;
  /** ms from navigation start to svc-jobs:ready. */
  ready: number;
  /** The shifts, for the report's detail (first run of each cell). */
  entries: Shift[];
  /** Every link the board shows once settled (checked against the feed the browser got). */
  links: string[];
}

/** Loads `url` in a page of a recordingContext (which logs cwv:ready) and reads what it shifted once settled. */
export async function load(page: Page, url: string): Promise<Load> {
  const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'cwv:ready', timeout: 30_000 });
  await page.goto(url);
  await ready.catch(() => {
    throw new Error(`${url}: no svc-jobs:ready within 30 s`);
  });
  await page.waitForTimeout(SETTLE_MS);
  const [r, links] = await page.evaluate(
    () =>
      [
        __cwv,
        [...(document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('a[href]') ?? [])].map(
          (a) => (a as HTMLAnchorElement).href,
        ),
      ] as const,
  );
  const last = r.lcps.at(-1);
  return {
    cls: round(r.cls ?? 0, 4),
    shiftSum: round(
      r.shifts.filter((s) => !s.input).reduce((a, s) => a + s.value, 0),
      4,
    ),
    shifts: r.shifts.length,
    lcp: r.lcp === null ? null : Math.round(r.lcp),
    lcpElement: last?.element ?? null,
    ready: Math.round(r.ready ?? NaN),
    entries: r.shifts.map((s) => ({ ...s, value: round(s.value, 4) })),
    links,
  };
}

/** A change to the feed the browser gets (the page was written from the real one). */
type Change = 'none' | 'closed' | 'added';

interface Cell {
  page: string;
  org: string;
  width: number;
  visit: 'first' | 'returning';
  change: Change;
}

export interface CwvRow extends Cell {
  runs: number;
  cls: { median: number; max: number };
  shiftSum: { median: number; max: number };
  shifts: { median: number; max: number };
  lcp: { median: number | null; max: number | null };
  lcpElement: string | null;
  ready: number;
  /** The first run's shift entries. */
  entries: Shift[];
  budget: string | null;
  met: boolean | null;
}

export interface CwvFigure {
  runs: number;
  settleMs: number;
  rows: CwvRow[];
}

const PAGES = [
  { page: '/careers-ahead.html', org: 'lumen', changes: ['none', 'closed', 'added'] as Change[] },
  { page: '/careers-link.html', org: 'lumen', changes: ['none'] as Change[] },
  { page: '/careers-ahead-acme.html', org: 'acme', changes: ['none', 'closed', 'added'] as Change[] },
];

function budgetOf(c: Cell, openings: number): { budget: string | null; test: ((cls: number) => boolean) | null } {
  if (c.page.includes('link')) return { budget: null, test: null };
  if (c.change === 'none') return { budget: 'under 0.01', test: (v) => v < 0.01 };
  if (openings >= 10) return { budget: 'under 0.1 (a board of 10 or more)', test: (v) => v < 0.1 };
  return { budget: null, test: null };
}

/** Routes the browser's feed request to a changed list; returns the publicId that the board must (added) or must not (closed) show. */
async function changeFeed(page: Page, jobsOrigin: string, org: string, change: Change): Promise<string | null> {
  if (change === 'none') return null;
  const real = (await (await fetch(`${jobsOrigin}/api/v1/public/${org}/jobs`)).json()) as { publicId: string }[];
  await page.route(`${jobsOrigin}/api/v1/public/${org}/jobs`, async (route) => {
    const res = await route.fetch();
    let jobs = (await res.json()) as { publicId: string; title: string; publishedAt: string }[];
    const first = must(jobs[0]);
    // The copy: another id (in its URL too), another title, published now (so first in the list).
    const copy = JSON.parse(JSON.stringify(first).split(first.publicId).join(`${first.publicId}-b`)) as typeof first;
    jobs =
      change === 'closed'
        ? jobs.slice(1)
        : [{ ...copy, title: `${first.title} (second team)`, publishedAt: new Date().toISOString() }, ...jobs];
    const headers = { ...res.headers() };
    for (const h of ['content-encoding', 'content-length', 'etag', 'transfer-encoding']) delete headers[h];
    await route.fulfill({ status: 200, headers, body: JSON.stringify(jobs) });
  });
  return change === 'closed' ? must(real[0]).publicId : `${must(real[0]).publicId}-b`;
}

/** Throws unless the settled board took the changed feed in. */
function checkChange(url: string, change: Change, id: string | null, links: string[]): void {
  if (!id) return;
  const shows = links.some((h) => h.endsWith(`/${id}`) || h.includes(`/${id}?`) || h.includes(`=${id}`));
  if (change === 'closed' && shows) throw new Error(`${url}: the board still shows ${id}, closed in the feed`);
  if (change === 'added' && !shows) throw new Error(`${url}: the board does not show ${id}, added to the feed`);
}

/** distDir: the build the demo host serves. */
export async function benchCwv(distDir?: string, log: (s: string) => void = () => {}): Promise<CwvFigure> {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium');
  const demo = await startDemo({ jobsPort: benchPort('cwvJobs'), sitePort: benchPort('cwvSite'), ...(distDir ? { distDir } : {}) });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const sizes: Record<string, number> = {};
  for (const org of new Set(PAGES.map((p) => p.org)))
    sizes[org] = ((await (await fetch(`${demo.jobsOrigin}/api/v1/public/${org}/jobs`)).json()) as unknown[]).length;
  const samples = new Map<string, { cell: Cell; loads: Load[] }>();
  const add = (cell: Cell, l: Load) => {
    const key = JSON.stringify(cell);
    if (!samples.has(key)) samples.set(key, { cell, loads: [] });
    must(samples.get(key)).loads.push(l);
  };
  try {
    // Run 0 warms the browser and the host up (not counted); then every cell once per round.
    for (let i = 0; i <= RUNS; i++) {
      for (const p of PAGES)
        for (const width of WIDTHS)
          for (const change of p.changes) {
            const context = await recordingContext(browser, { viewport: { width, height: HEIGHT[width] } });
            try {
              const page = await context.newPage();
              await page.addInitScript({ content: `document.addEventListener('svc-jobs:ready', () => console.log('cwv:ready'));` });
              const id = await changeFeed(page, demo.jobsOrigin, p.org, change);
              const first = await load(page, demo.siteOrigin + p.page);
              checkChange(p.page, change, id, first.links);
              if (i > 0) add({ page: p.page, org: p.org, width, visit: 'first', change }, first);
              if (change !== 'none') continue;
              // The saved copy is written when the page is idle after ready: wait for it, then load again.
              await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('svc-jobs:feed:')), null, {
                timeout: 10_000,
              });
              const second = await context.newPage();
              await second.addInitScript({ content: `document.addEventListener('svc-jobs:ready', () => console.log('cwv:ready'));` });
              await page.close();
              const again = await load(second, demo.siteOrigin + p.page);
              if (i > 0) add({ page: p.page, org: p.org, width, visit: 'returning', change }, again);
            } finally {
              await context.close();
            }
          }
      log(`  cwv: round ${i} of ${RUNS} done`);
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const stat = (xs: number[]) => ({ median: round(median(xs), 4), max: round(Math.max(...xs), 4) });
  const rows: CwvRow[] = [...samples.values()].map(({ cell, loads }) => {
    const b = budgetOf(cell, must(sizes[cell.org]) + (cell.change === 'added' ? 1 : 0));
    const cls = stat(loads.map((l) => l.cls));
    const lcps = loads.map((l) => l.lcp).filter((x): x is number => x !== null);
    const elements = loads.map((l) => l.lcpElement);
    return {
      ...cell,
      runs: loads.length,
      cls,
      shiftSum: stat(loads.map((l) => l.shiftSum)),
      shifts: stat(loads.map((l) => l.shifts)),
      lcp: lcps.length ? { median: Math.round(median(lcps)), max: Math.max(...lcps) } : { median: null, max: null },
      // The element most often the LCP.
      lcpElement: elements.sort((a, b) => elements.filter((x) => x === b).length - elements.filter((x) => x === a).length)[0] ?? null,
      ready: Math.round(median(loads.map((l) => l.ready))),
      entries: must(loads[0]).entries,
      budget: b.budget,
      // Against the budget: every run's CLS by web-vitals and by the entries' sum.
      met: b.test ? loads.every((l) => must(b.test)(l.cls) && must(b.test)(l.shiftSum)) : null,
    };
  });
  return { runs: RUNS, settleMs: SETTLE_MS, rows };
}

const CHANGE_TEXT: Record<Change, string> = {
  none: 'feed as written',
  closed: 'one opening closed since',
  added: 'one opening added since',
};

export function cwvLines(f: CwvFigure): string[] {
  const lines = [
    `Layout shift and LCP on the careers pages, demo host, ${f.runs} runs (median / max; a load ends ${f.settleMs} ms after svc-jobs:ready)`,
    `${'page'.padEnd(26)}${'width'.padStart(6)}  ${'visit'.padEnd(10)}${'feed'.padEnd(26)}${'CLS (web-vitals)'.padStart(18)}${'Σ layout-shift'.padStart(18)}${'entries'.padStart(9)}${'LCP ms'.padStart(12)}  budget`,
  ];
  for (const r of f.rows) {
    const pair = (x: { median: number | null; max: number | null }, d = 4) =>
      x.median === null ? '—' : `${x.median.toFixed(d)} / ${must(x.max).toFixed(d)}`;
    const budget = r.budget === null ? 'reported' : `${r.budget}: ${r.met ? 'met' : 'NOT MET'}`;
    lines.push(
      `${r.page.padEnd(26)}${String(r.width).padStart(6)}  ${r.visit.padEnd(10)}${CHANGE_TEXT[r.change].padEnd(26)}${pair(r.cls).padStart(18)}${pair(r.shiftSum).padStart(18)}${pair(r.shifts, 0).padStart(9)}${pair(r.lcp, 0).padStart(12)}  ${budget}`,
    );
  }
  return lines;
}

export function cwvMarkdown(f: CwvFigure): string[] {
  const rows = f.rows.map((r) => {
    const pair = (x: { median: number | null; max: number | null }, d = 4) =>
      x.median === null ? '—' : `${x.median.toFixed(d)} / ${must(x.max).toFixed(d)}`;
    const budget = r.budget === null ? 'reported' : `${r.budget}: ${r.met ? 'met' : '**not met**'}`;
    return `| \`${r.page}\` | ${r.width} | ${r.visit} | ${CHANGE_TEXT[r.change]} | ${pair(r.cls)} | ${pair(r.shiftSum)} | ${pair(r.shifts, 0)} | ${pair(r.lcp, 0)} | ${budget} |`;
  });
  return [
    `Layout shift on the careers pages (\`bench/cwv.ts\`, the demo host, ${f.runs} runs, median / max): CLS as web-vitals 5 reports it (\`onCLS\`, \`reportAllChanges\`) beside the sum and count of Chromium's own \`layout-shift\` entries, LCP by web-vitals; a load ends ${f.settleMs} ms after \`svc-jobs:ready\`. "Returning" is a second load in the same context (the saved copy in localStorage); "one opening closed/added since" answers the browser's feed request with the real list less its first job, or with a copy of it published now, while the page was written from the real one.`,
    '',
    '| page | width | visit | feed | CLS (web-vitals) | Σ layout-shift | entries | LCP (ms) | budget |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

/** `tsx bench/cwv.ts [distDir]`: this section alone. */
if (process.argv[1] && import.meta.url.endsWith(must(process.argv[1].split('/').pop()))) {
  const f = await benchCwv(process.argv[2], (s) => console.log(s));
  console.log(cwvLines(f).join('\n'));
  if (process.env.BENCH_DUMP)
    console.log(
      JSON.stringify(
        f.rows.map((r) => ({ page: r.page, width: r.width, visit: r.visit, change: r.change, entries: r.entries, lcp: r.lcpElement })),
        null,
        1,
      ),
    );
}
