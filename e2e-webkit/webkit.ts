// The WebKit suite's helpers: a MiniBrowser session over classic WebDriver,
// host pages on the company site's origin (the demo's /__scratch pages, as in
// e2e/support.ts), the jobs host's switches, a console recorder, axe-core.
//
// What classic WebDriver in WebKitGTK lacks, and what stands in for it:
// - console messages are not reported: RECORDER, the first script of every host
//   page, keeps console.warn/error, uncaught errors and rejections in the page;
// - no init scripts: a feature is deleted by an inline script before the recorder;
// - element screenshots come back black: screenshot() crops a viewport screenshot.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { must } from '../test/support/must.ts';
import { remote } from 'webdriverio';
import { DRIVER_PORT, JOBS, MINIBROWSER, SITE } from './ports.ts';

export { JOBS, SITE, SNIPPET } from './ports.ts';
export type Browser = WebdriverIO.Browser;

/**
 * A MiniBrowser session. `javascript: false` starts it with the page's scripts off (MiniBrowser's
 * --enable-javascript=false, a WebKitSettings property); the driver's own scripts still run.
 */
export async function session(width = 1100, height = 900, { javascript = true } = {}): Promise<Browser> {
  const b = await remote({
    hostname: '127.0.0.1',
    port: DRIVER_PORT,
    path: '/',
    logLevel: 'error',
    connectionRetryTimeout: 60_000,
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...(javascript ? [] : ['--enable-javascript=false'])] },
    } as WebdriverIO.Capabilities,
  });
  await b.setWindowSize(width, height);
  return b;
}

/** Console warnings and errors, uncaught errors and rejections, kept in the page. */
export const RECORDER = `<script>(() => {
  const seen = (window.__logged = []);
  for (const type of ['warn', 'error']) {
    const own = console[type];
    console[type] = function (...args) { seen.push(type + ' ' + args.map(String).join(' ')); return own.apply(this, args); };
  }
  addEventListener('error', (e) => seen.push('pageerror ' + e.message));
  addEventListener('unhandledrejection', (e) => seen.push('pageerror ' + e.reason));
  const events = (window.__svcEvents = []);
  for (const type of ['ready', 'error', 'applied', 'apply-open'])
    document.addEventListener('svc-jobs:' + type, (e) => events.push({ type, detail: e.detail }));
})()</script>`;

/** The widget's events RECORDER saw. */
export function events(b: Browser): Promise<{ type: string; detail: unknown }[]> {
  return b.execute(() => (window as unknown as { __svcEvents?: { type: string; detail: unknown }[] }).__svcEvents ?? []);
}

let count = 0;

export interface HostPage {
  lang?: string;
  /** Scripts to run before anything else (e.g. deleting a feature). */
  before?: string;
  headers?: Record<string, string>;
  /** Markup for the head after RECORDER (e.g. a library the page loads first). */
  head?: string;
  /**
   * Forget the site's saved feeds and visit first (localStorage, sessionStorage):
   * unlike Playwright's fresh context per test, one WebKit session serves a file.
   */
  fresh?: boolean;
}

/** Stores `body` as a page of the company site, with RECORDER first, and returns its address. */
export async function storeHostPage(body: string, opts: HostPage = {}): Promise<string> {
  const name = `webkit-${process.pid}-${++count}`;
  const html = `<!doctype html><html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Host page</title>${opts.before ? `<script>${opts.before}</script>` : ''}${RECORDER}${opts.head ?? ''}</head><body>${body}</body></html>`;
  const res = await fetch(`${SITE}/__scratch/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ html, headers: opts.headers ?? {} }),
  });
  expect(res.status).toBe(204);
  return `${SITE}/__scratch/${name}`;
}

/** Serves `body` as a page of the company site, with RECORDER first, and opens it. */
export async function openHostPage(b: Browser, body: string, opts: HostPage = {}): Promise<string> {
  const url = await storeHostPage(body, opts);
  if (opts.fresh) {
    await b.url(`${SITE}/__scratch/missing`);
    await b.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await b.url(url);
  return url;
}

/** What RECORDER saw (null on a page without it). */
export function logged(b: Browser): Promise<string[]> {
  return b.execute(() => (window as unknown as { __logged?: string[] }).__logged ?? null) as Promise<string[]>;
}

/** Waits for a value that passes `ok` (a positive signal, polled every 100 ms), and returns it. */
export async function until<T>(b: Browser, read: () => Promise<T>, ok: (v: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  let last: T | undefined;
  let problem = '';
  const end = Date.now() + timeout;
  for (;;) {
    try {
      last = await read();
      if (ok(last)) return last;
    } catch (e) {
      problem = String(e).slice(0, 300);
    }
    if (Date.now() > end) throw new Error(`${what}: last seen ${JSON.stringify(last)} ${problem}`);
    await b.pause(100);
  }
}

/** Runs `fn` against the first board's shadow root in the page and returns its result (null without one). */
export function inBoard<T, A extends unknown[]>(b: Browser, fn: (root: ShadowRoot, ...args: A) => T, ...args: A): Promise<T> {
  // A script string run by the driver itself (not eval in the page), so a page under Trusted Types allows it.
  return b.execute(
    `const root = document.querySelector('[data-svc-jobs] svc-jobs-board')?.shadowRoot; return root ? (${fn.toString()})(root, ...arguments) : null;`,
    ...args,
  ) as Promise<T>;
}

/**
 * Clicks an element with the pointer. WebKitWebDriver's element click refuses
 * any element inside a shadow root ("element click intercepted": its hit test
 * finds the shadow host, not the element), so the click is a pointer action
 * (move to the element's centre, press, release), which is what a user does.
 */
export async function click(el: WebdriverIO.Element): Promise<void> {
  await el.scrollIntoView({ block: 'center' });
  await el.click({ button: 'left', x: 0, y: 0 });
}

export async function ready(b: Browser, n = 1): Promise<void> {
  await until(
    b,
    () => b.execute(() => document.querySelectorAll('[data-svc-state="ready"]').length),
    (c) => c >= n,
    'ready boards',
  );
}

/** The element inside the first board's shadow root (for clicks and typing). */
export async function boardElement(b: Browser, selector: string): Promise<WebdriverIO.Element> {
  const el = b.$('[data-svc-jobs] svc-jobs-board').shadow$(selector);
  await el.waitForExist({ timeout: 15_000 });
  return await el.getElement();
}

/*
 * The shift a visitor sees. WebKit has no layout-instability API (no layout-shift
 * entries), so FRAMES (a page's `before` script) records, every animation frame
 * from the first paint on, the page position of the board and of the footer after
 * it; the largest distance from where they were first painted is the shift.
 */
/** Every animation frame: [the footer's page y, the board's page y or null]. Run in the head, before any other script. */
export const FRAMES = `window.__frames = [];
const tick = () => {
  const footer = document.getElementById('footer');
  const board = document.querySelector('svc-jobs-board');
  if (footer) __frames.push([footer.getBoundingClientRect().top + scrollY, board ? board.getBoundingClientRect().top + scrollY : null]);
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);`;

/**
 * How far the footer and the board moved from where they were first painted, in px, over at least
 * `after` frames. A board painted on the first frame and missing from a later one has moved out of
 * sight: Infinity. A board not yet on the first frame (a page that writes it later) is held from
 * the frame it first appears on.
 */
export async function shift(b: Browser, after = 1): Promise<number> {
  const frames = await until(
    b,
    () => b.execute(() => (window as unknown as { __frames: [number, number | null][] }).__frames),
    (f) => f.length > after,
    'painted frames',
  );
  const [footer0] = must(frames[0]);
  const board0 = frames.find(([, bd]) => bd !== null)?.[1] ?? null;
  const boardSince = frames.findIndex(([, bd]) => bd !== null);
  return Math.max(
    ...frames.map(([f, bd], i) => {
      const board = board0 === null || i < boardSince ? 0 : bd === null ? Infinity : Math.abs(bd - board0);
      return Math.max(Math.abs(f - footer0), board);
    }),
  );
}

const AXE = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/** axe-core's serious and critical violations in the current document (or frame), shadow roots included. */
export async function seriousViolations(b: Browser): Promise<string[]> {
  await b.execute(AXE);
  return await b.executeAsync<string[], []>((done) => {
    void (
      window as unknown as {
        axe: { run(o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe
      .run({ resultTypes: ['violations'] })
      .then((r) =>
        done(
          r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ),
      );
  });
}

export const jobsHost = {
  async fault(org: string, mode: string, delayMs?: number): Promise<void> {
    const res = await fetch(`${JOBS}/__demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ org, mode, delayMs }),
    });
    expect(res.ok).toBe(true);
  },
  async reset(): Promise<void> {
    for (const path of ['faults', 'requests', 'upload-limit', 'applications', 'referrals'])
      await fetch(`${JOBS}/__demo/${path}`, { method: 'DELETE' });
  },
  async jobs(org: string): Promise<{ publicId: string; title: string; publishedAt: string; url: string; department: string | null }[]> {
    return (await (await fetch(`${JOBS}/api/v1/public/${org}/jobs`)).json()) as never;
  },
  async applications(): Promise<
    { job: { publicId: string }; parts: { name: string; value?: string; file?: { name: string } }[]; resume: { source: string } | null }[]
  > {
    return (await (await fetch(`${JOBS}/__demo/applications.json`)).json()) as never;
  },
  async requests(): Promise<{ method: string; path: string }[]> {
    return (await (await fetch(`${JOBS}/__demo/requests`)).json()) as never;
  },
};
