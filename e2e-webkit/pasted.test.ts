// Wherever it is pasted (CONTRACT.md, widget 3.3) in WebKit: the snippet the CLI
// writes, put through the real tools of e2e/pasted-tools.ts (the cases of
// e2e/pasted.spec.ts in Chromium and Firefox), data-storage="none", and Partytown.
//
// WebKit has no layout-instability API (no layout-shift entries), so the shift
// is measured as what the visitor sees move: every animation frame from the
// first paint on, the page position of the board and of the footer after it;
// the largest distance from where they were first painted is the shift.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliSnippet } from '../e2e/cli.ts';
import { DOMPURIFY, SCRIPT, TOOLS, type Tool } from '../e2e/pasted-tools.ts';
import { must } from '../test/support/must.ts';
import {
  boardElement,
  click,
  events,
  JOBS,
  jobsHost,
  logged,
  openHostPage,
  ready,
  session,
  SITE,
  SNIPPET,
  until,
  type Browser,
} from './webkit.ts';

const ORG = 'lumen';

// One session at a time (WebKitWebDriver runs one): the visitor without JavaScript first, then the rest.
let b: Browser;
beforeEach(() => jobsHost.reset());

/** Every animation frame: [the footer's page y, the board's page y or null]. Run in the head, before any other script. */
const FRAMES = `window.__frames = [];
const tick = () => {
  const footer = document.getElementById('footer');
  const board = document.querySelector('svc-jobs-board');
  if (footer) __frames.push([footer.getBoundingClientRect().top + scrollY, board ? board.getBoundingClientRect().top + scrollY : null]);
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);`;

/** How far the footer and the board moved from where they were first painted, in px (at least two frames seen). */
async function shift(): Promise<number> {
  const frames = await until(
    b,
    () => b.execute(() => (window as unknown as { __frames: [number, number | null][] }).__frames),
    (f) => f.length > 1,
    'painted frames',
  );
  const [footer0, board0] = must(frames[0]);
  return Math.max(...frames.map(([f, bd]) => Math.max(Math.abs(f - footer0), bd === null || board0 === null ? 0 : Math.abs(bd - board0))));
}

/** The links a visitor sees (rendered, in the page or any open shadow root): their text and address. */
const visibleLinks = (browser: Browser) =>
  browser.execute(() => {
    const seen: { text: string; href: string }[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const a of root.querySelectorAll('a[href]'))
        if (a instanceof HTMLAnchorElement && a.getClientRects().length) seen.push({ text: a.textContent?.trim() ?? '', href: a.href });
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return seen;
  });

/** What DOMPurify (its defaults) makes of `html`, run in MiniBrowser as an editor runs it. */
async function purify(html: string): Promise<string> {
  await openHostPage(b, '');
  await b.execute(DOMPURIFY);
  return await b.execute((h) => (window as unknown as { DOMPurify: { sanitize(h: string): string } }).DOMPurify.sanitize(h), html);
}

const page = (body: string) =>
  `<header style="padding:2rem"><h1>Careers</h1></header><main style="padding:0 2rem">${body}</main><footer id="footer">© Lumen</footer>`;

/** The page's uncaught errors and console errors (RECORDER's). */
const errors = async () => (await logged(b)).filter((l) => !l.startsWith('warn '));

/** The snippet the CLI writes for the org now, and what `tool` makes of it (the script tag apart). */
async function through(tool: Tool): Promise<{ body: string; script: string; titles: string[] }> {
  const snippet = await cliSnippet(JOBS, { 'data-svc-jobs': ORG });
  const script = must(SCRIPT.exec(snippet))[0];
  const body = await tool.through(snippet.replace(SCRIPT, ''), purify);
  return { body, script, titles: (await jobsHost.jobs(ORG)).map((j) => j.title) };
}

/** Each title is the text of exactly one link the visitor sees. */
async function once(browser: Browser, titles: string[]): Promise<void> {
  const links = await visibleLinks(browser);
  expect(titles.map((t) => links.filter((l) => l.text === t).length)).toEqual(titles.map(() => 1));
}

describe('the snippet through the real tools, in WebKit without JavaScript', () => {
  // MiniBrowser with the page's scripts off: the page as served, its script tag included, and nothing run.
  beforeAll(async () => {
    b = await session(1100, 900, { javascript: false });
  });
  afterAll(async () => {
    await b?.deleteSession();
  });
  for (const tool of TOOLS)
    it(`through ${tool.name}: working links, none twice`, async () => {
      // (DOMPurify runs as a driver's script, which MiniBrowser runs with the page's scripts off.)
      const { body, script, titles } = await through(tool);
      await openHostPage(b, page(body + script));
      expect(await b.execute(() => (window as unknown as { __logged?: unknown }).__logged ?? 'no script ran')).toBe('no script ran');
      const served = await visibleLinks(b);
      expect(served.length).toBeGreaterThan(0);
      expect(must(served[0]).href).toMatch(new RegExp(`^${JOBS}/${ORG}`));
      if (tool.keepsShadowRoot || !tool.keepsContainer) await once(b, titles);
    });
});

describe('the snippet through the real tools, in WebKit', () => {
  beforeAll(async () => {
    b = await session();
  });
  afterAll(async () => {
    await b?.deleteSession();
  });
  for (const tool of TOOLS)
    it(`through ${tool.name}: one board, every opening once, a link with the feed down, no shift where the shadow root was kept`, async () => {
      const { body, script, titles } = await through(tool);
      const state = () =>
        b.execute(() => {
          const c = document.querySelector('[data-svc-jobs]');
          return c && { state: c.getAttribute('data-svc-state'), busy: c.getAttribute('aria-busy') };
        });

      // The feed down (a first visit: no saved copy yet): no loading marker left, a link still there.
      await jobsHost.fault(ORG, '500');
      await openHostPage(b, page(body + script), { fresh: true });
      if (tool.keepsContainer) {
        await until(
          b,
          () => events(b),
          (e) => e.some((x) => x.type === 'error'),
          'the error event',
          20_000,
        );
        expect(await state()).toEqual({ state: null, busy: null });
      }
      expect((await visibleLinks(b)).length).toBeGreaterThan(0);

      // With JavaScript: one board, every opening once, no shift where the shadow root was kept.
      await jobsHost.fault(ORG, 'ok');
      await openHostPage(b, page(body + script), { before: FRAMES });
      if (tool.keepsContainer) {
        await ready(b);
        expect(await b.execute(() => document.querySelectorAll('svc-jobs-board').length)).toBe(1);
        await until(
          b,
          () => b.execute(() => document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length ?? 0),
          (n) => n === titles.length,
          'every opening listed',
        );
      } else expect(await b.execute(() => document.querySelectorAll('svc-jobs-board').length)).toBe(0);
      // Two more painted frames after the board's last change.
      await b.executeAsync((done: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      await once(b, titles);
      const moved = await shift();
      console.log(`${tool.name} (webkit): shift ${moved.toFixed(1)} px; problems: ${JSON.stringify(await logged(b))}`);
      if (tool.keepsShadowRoot) expect(moved).toBe(0);
      expect(await errors()).toEqual([]);
    });
});
