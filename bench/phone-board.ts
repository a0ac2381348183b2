// Time to board as a phone gets it (CONTRACT.md "Measured as a phone would"):
// Chromium under Lighthouse's mobile profile through CDP (150 ms round trip,
// 1.6 Mbps down, 750 kbps up, 4× CPU), a fresh context per page, the bench
// host compressing as a real host does. Three sides alternate: embed.js from a
// plain container, the same with the snippet's feed hint (the one writer's
// `<link rel="preload">` lines), and the plainest renderer
// (bench/baseline-plain.js: the feed's first page as a <ul> of links, no hint).
// Each load also gives when the feed request left, every long task, and each
// Intl object made (bench/probe.js), so a long task can be split into the
// widget's own work and the platform's first Intl object.
import type { Browser } from '@playwright/test';
import { gotoReady } from './browser.ts';
import { slugOf, type BenchServer, type Script } from './server.ts';
import { BenchError, median, PAGE_SIZE, round, spread, type Spread } from './stats.ts';

/** Lighthouse's mobile profile, as the issue gives it: bytes per second for CDP. */
export const PHONE = { latencyMs: 150, downBytes: 1_600_000 / 8, upBytes: 750_000 / 8, cpu: 4 } as const;
export const PHONE_SIZES = [10, 50, 100] as const;
const AFTER_READY_MS = 500;

export type PhoneSide = 'embed' | 'embed-hinted' | 'plain';
export const PHONE_SIDES: readonly PhoneSide[] = ['embed', 'embed-hinted', 'plain'];

const scriptOf = (side: PhoneSide): Script => (side === 'plain' ? 'baseline-plain' : 'embed');

export interface PhoneLoad {
  /** The script's responseEnd → the first frame after svc-jobs:ready (ms): the time to board. */
  ms: number;
  /** The page's start → that frame (ms). */
  fromStart: number;
  /** When the script had arrived (responseEnd), from the page's start. */
  scriptIn: number;
  /** When the feed's list request left (its startTime) and its answer was in (responseEnd), from the page's start. */
  feedSent: number;
  feedIn: number;
  /** Every long task: start and duration (ms). */
  tasks: { start: number; duration: number }[];
  /** The page's first Intl object: when it was made (null: none, the plainest renderer). */
  firstIntl: { kind: string; start: number; end: number } | null;
  /** embed.js's own work in long animation frames: the function (minified name, position), how it was called, its ms. */
  scripts: { fn: string; at: number; invoker: string; ms: number }[];
}

/** One page of `side` with `size` openings under the phone profile, in a fresh context. */
export async function phoneLoad(browser: Browser, server: BenchServer, side: PhoneSide, size: number): Promise<PhoneLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downBytes,
      uploadThroughput: PHONE.upBytes,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    const slug = slugOf(size);
    await gotoReady(page, server.page(scriptOf(side), { slug, hint: side === 'embed-hinted' }), 60_000);
    await page.waitForTimeout(AFTER_READY_MS);
    const seen = await page.evaluate((list) => {
      const feed = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === list);
      return {
        ms: __bench.ready,
        readyAt: __bench.readyAt,
        scriptEnd: __bench.scriptEnd ?? null,
        feed: feed ? { start: feed.startTime, end: (feed as PerformanceResourceTiming).responseEnd } : null,
        tasks: __bench.longtasks,
        firstIntl: __bench.intl[0] ?? null,
        scripts: __bench.scripts.filter((x) => /\/embed\.js/.test(x.url)),
        openings: __bench.openings(),
      };
    }, `/api/v1/public/${slug}/jobs`);
    const want = Math.min(size, PAGE_SIZE);
    if (seen.ms === null || seen.readyAt === null || seen.scriptEnd === null || !seen.feed || seen.openings !== want)
      throw new BenchError(`${side}, ${size} openings on the phone profile: ${seen.openings} rendered, expected ${want}`);
    return {
      ms: seen.ms,
      fromStart: seen.readyAt,
      scriptIn: seen.scriptEnd,
      feedSent: seen.feed.start,
      feedIn: seen.feed.end,
      tasks: seen.tasks,
      firstIntl: seen.firstIntl,
      scripts: seen.scripts.map(({ fn, at, invoker, duration }) => ({ fn, at, invoker, ms: duration })),
    };
  } finally {
    await context.close();
  }
}

/** `runs` loads of each side at `size`, the sides' order rotating each round, after one warm-up round. */
export async function phoneRounds(
  browser: Browser,
  server: BenchServer,
  size: number,
  runs: number,
): Promise<Record<PhoneSide, PhoneLoad[]>> {
  const out: Record<PhoneSide, PhoneLoad[]> = { embed: [], 'embed-hinted': [], plain: [] };
  for (const side of PHONE_SIDES) await phoneLoad(browser, server, side, size);
  for (let i = 0; i < runs; i++)
    for (let k = 0; k < PHONE_SIDES.length; k++) {
      const side = PHONE_SIDES[(i + k) % PHONE_SIDES.length] ?? 'embed';
      out[side].push(await phoneLoad(browser, server, side, size));
    }
  return out;
}

/** A long task's ms that is the first Intl object's (its construction inside the task). */
const intlPart = (task: { start: number; duration: number }, intl: PhoneLoad['firstIntl']): number =>
  intl ? Math.max(0, Math.min(task.start + task.duration, intl.end) - Math.max(task.start, intl.start)) : 0;

export interface PhoneSideFigures {
  timeToBoard: Spread;
  fromStart: Spread;
  scriptIn: Spread;
  feedSent: Spread;
  feedIn: Spread;
  /** The longest task with the first Intl object's part taken out: the widget's own (ms, median of the runs' longest). */
  ownLongest: Spread;
  /** Tasks over 50 ms that stay over 50 ms without the first Intl object (median count). */
  ownOver50: number;
  /** The first Intl object's construction (ms), and in how many runs it was made after the feed request left and before its answer. */
  firstIntl: { ms: Spread; kind: string; whileFeedTravels: number } | null;
  /** Each run's long tasks (ms, rounded), and the part of each that was the first Intl object. */
  tasks: { ms: number; intl: number }[][];
}

export function phoneFigures(loads: PhoneLoad[]): PhoneSideFigures {
  const own = (l: PhoneLoad) => l.tasks.map((t) => t.duration - intlPart(t, l.firstIntl));
  const intl = loads.map((l) => l.firstIntl).filter((x) => x !== null);
  return {
    timeToBoard: spread(loads.map((l) => l.ms)),
    fromStart: spread(loads.map((l) => l.fromStart)),
    scriptIn: spread(loads.map((l) => l.scriptIn)),
    feedSent: spread(loads.map((l) => l.feedSent)),
    feedIn: spread(loads.map((l) => l.feedIn)),
    ownLongest: spread(loads.map((l) => Math.max(0, ...own(l)))),
    ownOver50: median(loads.map((l) => own(l).filter((ms) => ms > 50).length)),
    firstIntl: intl.length
      ? {
          ms: spread(intl.map((x) => x.end - x.start)),
          kind: intl[0]?.kind ?? '',
          whileFeedTravels: loads.filter((l) => l.firstIntl && l.firstIntl.start > l.feedSent && l.firstIntl.end < l.feedIn).length,
        }
      : null,
    tasks: loads.map((l) => l.tasks.map((t) => ({ ms: Math.round(t.duration), intl: Math.round(intlPart(t, l.firstIntl)) }))),
  };
}

export interface PhoneSize {
  size: number;
  sides: Record<PhoneSide, PhoneSideFigures>;
  /** Time to board over the plainest renderer's (medians). */
  ratio: { embed: number; hinted: number };
}

/** Every size's rounds; `loaded` sees each size's loads as they come (the caller names the 50-opening one's long frames). */
export async function benchPhoneBoard(
  browser: Browser,
  server: BenchServer,
  runs: number,
  log: (s: string) => void,
  loaded: (size: number, loads: Record<PhoneSide, PhoneLoad[]>) => void = () => {},
): Promise<PhoneSize[]> {
  const out: PhoneSize[] = [];
  for (const size of PHONE_SIZES) {
    const r = await phoneRounds(browser, server, size, runs);
    loaded(size, r);
    const sides = { embed: phoneFigures(r.embed), 'embed-hinted': phoneFigures(r['embed-hinted']), plain: phoneFigures(r.plain) };
    const ratio = (s: PhoneSide) => round(sides[s].timeToBoard.median / sides.plain.timeToBoard.median, 2);
    out.push({ size, sides, ratio: { embed: ratio('embed'), hinted: ratio('embed-hinted') } });
    log(
      `  phone, ${size} openings: embed ${sides.embed.timeToBoard.median} ms, hinted ${sides['embed-hinted'].timeToBoard.median} ms, plainest ${sides.plain.timeToBoard.median} ms`,
    );
  }
  return out;
}
