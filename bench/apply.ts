// npm run bench (part 2): click Apply on a host page → the apply form
// interactive (its send button visible in a visible frame), in Chromium over
// loopback against the demo jobs host, two origins (localhost ↔ 127.0.0.1).
//   cold: a fresh browser context; the visitor's path: the page loads, the
//         Apply control is scrolled into view, the pointer moves onto it and
//         rests HOVER_MS, press and release.
//   warm: a second Apply opened in the same context (another job).
// Each run also reads the frame's own timings (navigation and resource timing,
// relative to the click) so the figure comes with where the time went.
// BENCH_RUNS runs (median); BENCH_HOVER_MS the pointer's rest on the control
// before the press (default 100; 0: it moves and presses at once, as a touch
// or a script would). The click (on release) is time zero.
import { chromium, type Frame, type Page } from '@playwright/test';
import { startDemo } from '../demo/start.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { benchPort } from './ports.ts';
import { must } from '../test/support/must.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 100);

/** ms after the click (negative: before it, i.e. warmed on hover). */
export interface ApplyBreakdown {
  /** The frame's navigation started. */
  frameStart: number;
  /** apply.html's response complete. */
  documentEnd: number;
  /** The frame's script(s) downloaded (the last one). */
  scriptEnd: number;
  /** The job's GET: sent, answered. */
  jobStart: number;
  jobEnd: number;
  /** The form interactive (the figure itself). */
  interactive: number;
  /** Bytes over the wire for the frame's document + scripts + css (0: from cache). */
  transferred: number;
}

export interface ApplyFigure {
  /** Cold: median, min, max over `runs`. */
  median: number;
  min: number;
  max: number;
  runs: number;
  hoverMs: number;
  warm: { median: number; min: number; max: number };
  /** Medians of each phase, cold and warm. */
  breakdown: { cold: ApplyBreakdown; warm: ApplyBreakdown };
}

interface FrameTimes {
  origin: number;
  nav: { responseEnd: number; transferSize: number };
  resources: { name: string; startTime: number; responseEnd: number; transferSize: number; initiatorType: string }[];
}

const applyButtons = (page: Page) => page.locator('svc-jobs-board').getByRole('button', { name: /^Apply for / });

/**
 * Stamps in the browser, wall-clock ms (performance.timeOrigin + now, one clock
 * for every process): the host page notes each press of an Apply control and,
 * from then on, each frame when the open frame is shown (visible, taller than
 * its loading line); the frame notes when its send button is first in its
 * document (the host's "shown" needs the frame's layout: it comes after). No polling from here adds to the figure.
 */
function stamps(): void {
  const now = () => performance.timeOrigin + performance.now();
  type W = Window & { __press?: number; __shown?: number; __form?: number };
  const w = window as W;
  if (location.pathname.startsWith('/embed/apply')) {
    // A mutation observer, not frames: a hidden or out-of-view frame gets no animation frames.
    const seen = new MutationObserver(() => {
      if (w.__form || ![...document.querySelectorAll('button')].some((x) => x.textContent === 'Send application')) return;
      w.__form = now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
    return;
  }
  addEventListener(
    'click',
    (e) => {
      const btn = e.composedPath()[0];
      if (!(btn instanceof HTMLElement) || !/^Apply for /.test(btn.getAttribute('aria-label') ?? '')) return;
      w.__press = now();
      w.__shown = undefined;
      const look = () => {
        // aria-controls names the disclosure once it is open (after this press).
        const root = btn.getRootNode();
        const id = btn.getAttribute('aria-controls');
        const f = id && root instanceof ShadowRoot ? root.getElementById(id)?.querySelector('iframe') : null;
        if (f && getComputedStyle(f).visibility === 'visible' && f.getBoundingClientRect().height > 100) w.__shown = now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    true,
  );
}

/** How long a step of one open may take before the run fails, naming what is missing. */
const STEP_MS = 20_000;

/**
 * Click the n-th Apply as a hand does: into view, the pointer onto it (its
 * pointerenter), HOVER_MS of rest, then the press; wait for the form.
 *
 * The wait reads only the stamps (the host's __shown, the frame's __form),
 * polled on a timer, and finds the frame by its URL. It no longer asks
 * Playwright whether the frame's send button is visible: Playwright counts an
 * element in a frame as visible only while the <iframe> itself is, and a
 * frame warmed on hover loads inside a display:none disclosure, where its
 * document is 0 px tall. Its `ready` said 0 and the host set the iframe to
 * 0 px (fixed in src/board/ApplyFrame.tsx), so after the click the send button
 * was "hidden" until the frame posted a height again: from its ResizeObserver
 * once Chromium rendered the 0 px cross-origin frame, or from a DOM change.
 * When the form had finished rendering while hidden, only the first was left,
 * and the wait could run into its 30 s timeout with the form complete in the
 * frame (here the frame came back after 0.2–2.5 s; the timeout itself did not
 * reproduce on this machine). A timer, not requestAnimationFrame, polls: a frame
 * Chromium does not render gets no animation frames.
 */
async function openApply(page: Page, n: number): Promise<{ ms: number; clickAt: number; frame: Frame }> {
  const apply = applyButtons(page).nth(n);
  // At the top of the view, with the room for the form below it: Chromium lays out
  // a cross-origin frame only once it is in view (a hand scrolls there anyway).
  await apply.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const box = must(await apply.boundingBox());
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (HOVER_MS > 0) await page.waitForTimeout(HOVER_MS);
  await page.mouse.down();
  await page.mouse.up();
  // The open disclosure's frame, by the id its control names (as the stamps find it). Unless a
  // rest warmed it, the iframe comes a moment after the paint that opened the disclosure.
  const deadline = Date.now() + STEP_MS;
  const frameSrc = () =>
    apply.evaluate((el) => {
      const id = el.getAttribute('aria-controls');
      const root = el.getRootNode();
      return id && root instanceof ShadowRoot ? (root.getElementById(id)?.querySelector('iframe')?.src ?? null) : null;
    });
  let src = await frameSrc();
  while (!src) {
    if (Date.now() > deadline)
      throw new Error(
        `Apply #${n}: the press opened no disclosure with a frame (aria-expanded ${await apply.getAttribute('aria-expanded')})`,
      );
    await page.waitForTimeout(20);
    src = await frameSrc();
  }
  const loaded = (): Frame | undefined => page.frames().find((f) => f.url() === src);
  let frame = loaded();
  while (!frame) {
    if (Date.now() > deadline) throw new Error(`Apply #${n}: no frame loaded ${src} within ${STEP_MS / 1000} s`);
    await page.waitForTimeout(20);
    frame = loaded();
  }
  type W = Window & { __shown?: number; __form?: number; __press?: number };
  const form = await (
    await frame.waitForFunction(() => (window as W).__form, null, { polling: 20, timeout: STEP_MS }).catch(() => null)
  )?.jsonValue();
  const shown = await (
    await page.waitForFunction(() => (window as W).__shown, null, { polling: 20, timeout: form ? STEP_MS : 1 }).catch(() => null)
  )?.jsonValue();
  if (!form || !shown) {
    const iframe = await apply.evaluate((el) => {
      const f = (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-controls') ?? '')?.querySelector('iframe');
      return f ? `${f.style.height} tall, visibility ${getComputedStyle(f).visibility}` : 'gone';
    });
    throw new Error(
      `Apply #${n}: ${form ? 'the form is in the frame' : 'no send button in the frame'}, ${shown ? 'the frame shown' : 'the frame never shown (visible and taller than 100 px)'} within ${STEP_MS / 1000} s; the iframe is ${iframe}`,
    );
  }
  const clickAt = must(await page.evaluate(() => (window as W).__press));
  // Interactive: both the form is there and its frame is shown.
  return { ms: Math.round(Math.max(shown, form) - clickAt), clickAt, frame };
}

async function frameTimes(frame: Frame): Promise<FrameTimes> {
  return frame.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      origin: performance.timeOrigin,
      nav: { responseEnd: nav.responseEnd, transferSize: nav.transferSize },
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: r.name,
        startTime: r.startTime,
        responseEnd: r.responseEnd,
        transferSize: r.transferSize,
        initiatorType: r.initiatorType,
      })),
    };
  });
}

function breakdown(t: FrameTimes, clickAt: number, ms: number): ApplyBreakdown {
  const at = (x: number) => Math.round(t.origin + x - clickAt);
  const scripts = t.resources.filter((r) => /\/embed\/assets\/.*\.(js|css)$/.test(r.name));
  const job = t.resources.find((r) => /\/api\/v1\/public\/[^/]+\/jobs\/[^/]+$/.test(r.name));
  return {
    frameStart: at(0),
    documentEnd: at(t.nav.responseEnd),
    scriptEnd: scripts.length ? at(Math.max(...scripts.filter((r) => r.name.endsWith('.js')).map((r) => r.responseEnd))) : NaN,
    jobStart: job ? at(job.startTime) : NaN,
    jobEnd: job ? at(job.responseEnd) : NaN,
    interactive: ms,
    transferred: t.nav.transferSize + scripts.reduce((s, r) => s + r.transferSize, 0),
  };
}

const median = (xs: number[]): number => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? must(s[Math.floor(s.length / 2)]) : NaN;
};

function medianBreakdown(bs: ApplyBreakdown[]): ApplyBreakdown {
  const keys = Object.keys(must(bs[0])) as (keyof ApplyBreakdown)[];
  return Object.fromEntries(keys.map((k) => [k, median(bs.map((b) => b[k]))])) as unknown as ApplyBreakdown;
}

/** distDir: the build the demo host serves (embed.js and the apply frame). */
export async function benchApply(distDir?: string): Promise<ApplyFigure> {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium');
  const demo = await startDemo({ jobsPort: benchPort('applyJobs'), sitePort: benchPort('applySite'), ...(distDir ? { distDir } : {}) });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const cold: number[] = [];
  const warm: number[] = [];
  const coldB: ApplyBreakdown[] = [];
  const warmB: ApplyBreakdown[] = [];
  try {
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext();
      // As source: tsx names arrow functions through a helper the page does not have.
      await context.addInitScript({ content: `var __name = (f) => f; (${stamps.toString()})();` });
      const page = await context.newPage();
      await page.goto(`${demo.siteOrigin}/inline-apply.html`);
      await applyButtons(page).nth(1).waitFor();
      const a = await openApply(page, 0);
      const ta = await frameTimes(a.frame);
      const b = await openApply(page, 1);
      const tb = await frameTimes(b.frame);
      if (process.env.BENCH_DUMP)
        for (const [t, c] of [
          [ta, a.clickAt],
          [tb, b.clickAt],
        ] as const)
          console.log(
            JSON.stringify({
              nav: t.nav,
              res: t.resources.map((r) => [
                r.name.replace(/^.*\//, '').slice(0, 30),
                Math.round(t.origin + r.startTime - c),
                Math.round(t.origin + r.responseEnd - c),
                r.transferSize,
              ]),
            }),
          );
      // The first run warms the browser (and the host's disk cache) up.
      if (i > 0) {
        cold.push(a.ms);
        warm.push(b.ms);
        coldB.push(breakdown(ta, a.clickAt, a.ms));
        warmB.push(breakdown(tb, b.clickAt, b.ms));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const stats = (xs: number[]) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
  return {
    ...stats(cold),
    runs: cold.length,
    hoverMs: HOVER_MS,
    warm: stats(warm),
    breakdown: { cold: medianBreakdown(coldB), warm: medianBreakdown(warmB) },
  };
}

/** `tsx bench/apply.ts [distDir]`: this figure alone, as a table. */
if (process.argv[1] && import.meta.url.endsWith(must(process.argv[1].split('/').pop()))) {
  const f = await benchApply(process.argv[2]);
  const row = (name: string, b: ApplyBreakdown) =>
    `${name.padEnd(6)}${[b.frameStart, b.documentEnd, b.scriptEnd, b.jobStart, b.jobEnd, b.interactive].map((x) => String(x).padStart(10)).join('')}${String(b.transferred).padStart(10)}`;
  console.log(
    `click Apply → form interactive, ${f.runs} runs, pointer on the control ${f.hoverMs} ms before the press (medians, ms after the click)`,
  );
  console.log(
    `${''.padEnd(6)}${['frame', 'document', 'scripts', 'job sent', 'job back', 'form'].map((s) => s.padStart(10)).join('')}${'bytes'.padStart(10)}`,
  );
  console.log(row('cold', f.breakdown.cold));
  console.log(row('warm', f.breakdown.warm));
  console.log(`cold ${f.median} ms (min ${f.min}, max ${f.max}); warm ${f.warm.median} ms (min ${f.warm.min}, max ${f.warm.max})`);
}
