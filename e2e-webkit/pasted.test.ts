// Wherever it is pasted (CONTRACT.md, widget 3.3) in WebKit: the snippet the CLI
// writes, put through the real tools of e2e/pasted-tools.ts (the cases of
// e2e/pasted.spec.ts in Chromium and Firefox), data-storage="none", and Partytown.
// The shift: FRAMES and shift() of e2e-webkit/webkit.ts (WebKit has no layout-shift entries).
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliSnippet } from '../e2e/cli.ts';
import { DOMPURIFY, SCRIPT, TOOLS, type Tool } from '../e2e/pasted-tools.ts';
import { must } from '../test/support/must.ts';
import {
  boardElement,
  click,
  events,
  FRAMES,
  JOBS,
  jobsHost,
  logged,
  openHostPage,
  ready,
  session,
  shift,
  SNIPPET,
  until,
  type Browser,
} from './webkit.ts';

const ORG = 'lumen';
const PDF = path.resolve('test/fixtures/resume.pdf');
/** An Engineering opening of acme with the default form: name, email, phone (optional), résumé. */
const JOB = 'eng-5q3w6';

// One session at a time (WebKitWebDriver runs one): the visitor without JavaScript first, then the rest.
let b: Browser;
beforeEach(() => jobsHost.reset());

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

/** The snippet the CLI writes for the org now (every filter), and what `tool` makes of it (the script tag apart). */
async function through(tool: Tool): Promise<{ body: string; script: string; titles: string[] }> {
  const snippet = await cliSnippet(JOBS, { 'data-svc-jobs': ORG, 'data-filters': 'department,location,type,search' });
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

/** What a board that may store leaves in the site's localStorage: lumen's saved copy and the French words. */
const CONTROL_KEYS = [`svc-jobs:feed:1:${JOBS}/lumen`, `svc-jobs:i18n:1:${JOBS}/fr`];

describe('in WebKit with JavaScript: the snippet through the real tools, data-storage="none", Partytown', () => {
  // A session per case, as Playwright's context per test: WebKit serves a page's preloads of the feed
  // (the snippet's hint) from its memory cache within a session, so a case's "first visit" starts with none.
  beforeEach(async () => {
    b = await session();
  });
  afterEach(async () => {
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
      const moved = await shift(b);
      console.log(`${tool.name} (webkit): shift ${moved.toFixed(1)} px; problems: ${JSON.stringify(await logged(b))}`);
      if (tool.keepsShadowRoot) expect(moved).toBe(0);
      if (tool.keepsContainer) {
        // Each filter narrows and widens again: its first choice is every opening, whatever the tool left of it.
        const filters = await b.$('svc-jobs-board').shadow$$('select').getElements();
        expect(filters.length).toBeGreaterThan(0);
        for (const filter of filters) {
          await filter.selectByIndex(1);
          await filter.selectByIndex(0);
          await until(
            b,
            () => b.execute(() => document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length ?? 0),
            (n) => n === titles.length,
            'every opening again',
          );
        }
      }
      expect(await errors()).toEqual([]);
    });

  it('data-storage="none": nothing in localStorage, sessionStorage or cookies, in the page and the frame, after listing, filtering and applying (sent)', async () => {
    const container = `<div data-svc-jobs="acme" data-storage="none" data-apply="inline" data-lang="de"></div>${SNIPPET}`;
    const url = await openHostPage(b, container, { fresh: true });
    // Landed with a source, which a visit would otherwise remember (sessionStorage).
    await b.url(`${url}?utm_source=newsletter`);
    await ready(b);
    const count = () => b.execute(() => document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length ?? 0);
    const all = await count();
    await (await boardElement(b, 'select')).selectByVisibleText('Engineering');
    await until(b, count, (n) => n > 0 && n < all, 'the Engineering openings');
    const apply = await boardElement(b, `li:has(a[href*="/${JOB}"]) button`);
    expect(await apply.getComputedLabel()).toMatch(/^Bewerben/);
    await click(apply);
    const iframe = await boardElement(b, `li:has(a[href*="/${JOB}"]) iframe`);
    expect(await iframe.getAttribute('src')).toContain('storage=none');
    await b.switchFrame(iframe);
    // Typed the way the frame hears it (WebKitWebDriver's keys do not reach a cross-origin frame: e2e-webkit/apply.test.ts).
    await until(
      b,
      () =>
        b.execute(() => {
          const field = document.querySelector('input[type=text], input:not([type])');
          if (!(field instanceof HTMLInputElement)) return false;
          field.value = 'Dana Ruiz';
          field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
          return true;
        }),
      Boolean,
      'the name field',
    );
    // And applies: the résumé (sent to the file input, as WebDriver chooses a file) fills the rest, and the form is sent
    // with its own button's click() (the driver's clicks do not reach the frame either).
    await b.$('input[type=file]').addValue(PDF);
    await until(
      b,
      () => b.execute(() => document.body.innerText),
      (t) => t.includes('Aus Ihrem Lebenslauf übernommen'),
      'the résumé note',
      30_000,
    );
    await b.execute(() => {
      const send = document.querySelector('button[type=submit]');
      if (send instanceof HTMLButtonElement) send.click();
    });
    await until(
      b,
      () => b.execute(() => document.querySelector('h1, h2')?.textContent ?? ''),
      (t) => t === 'Bewerbung gesendet',
      'the confirmation',
    ).catch(async (e: unknown) => {
      throw new Error(`${String(e)}; the form says: ${await b.execute(() => document.body.innerText)}`);
    });
    expect(await jobsHost.applications()).toHaveLength(1);
    await b.switchFrame(null);
    // The positive signal: a board that may store (another org, in French), added to the page after ours was
    // ready and used, has made its idle writes (the saved copy, the catalog); ours, ready before it, would have too.
    await b.execute(() => {
      const control = document.createElement('div');
      control.setAttribute('data-svc-jobs', 'lumen');
      control.setAttribute('data-lang', 'fr');
      document.body.append(control);
    });
    await until(
      b,
      () => b.execute(() => Object.keys(localStorage)),
      (keys) => CONTROL_KEYS.every((k) => keys.includes(k)),
      "the control board's saved copy and words",
    );
    const stored = () => b.execute(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage), document.cookie].filter(Boolean));
    // localStorage is the site's: the control board's two keys are there, and nothing of ours.
    const page = (await stored()).filter((k) => !CONTROL_KEYS.includes(k));
    const pageCookies = await b.getAllCookies();
    // The apply frame, and any the board has warmed since (it loads the form of an Apply the pointer rests on).
    const frames = await b.$('[data-svc-jobs] svc-jobs-board').shadow$$('iframe').getElements();
    expect(frames.length).toBeGreaterThan(0);
    const frame: string[] = [];
    const frameCookies: unknown[] = [];
    for (const f of frames) {
      expect(await f.getAttribute('src')).toContain('storage=none');
      await b.switchFrame(f);
      frame.push(...(await stored()));
      frameCookies.push(...(await b.getAllCookies()));
      await b.switchFrame(null);
    }
    console.log(
      `storage=none (webkit): page ${page.length} keys, ${pageCookies.length} cookies; ${frames.length} frame(s) ${frame.length} keys, ${frameCookies.length} cookies`,
    );
    expect({ page, pageCookies, frame, frameCookies }).toEqual({ page: [], pageCookies: [], frame: [], frameCookies: [] });
    expect(await errors()).toEqual([]);
  });

  for (const ahead of [false, true])
    it(`moved into a worker by Partytown (${ahead ? 'the board written ahead' : 'a link inside'}): the board works, or the fallback stays with no loading marker and no uncaught error`, async () => {
      await openHostPage(
        b,
        (ahead
          ? (await cliSnippet(JOBS, { 'data-svc-jobs': ORG })).replace(SCRIPT, '')
          : `<div data-svc-jobs="${ORG}"><a href="${JOBS}/${ORG}">See our open roles</a></div>`) +
          `<script type="text/partytown" src="${JOBS}/embed.js?v=3"></script>`,
        { head: `<script>partytown = { lib: '/~partytown/' };</script><script src="/~partytown/partytown.js"></script>` },
      );
      const warnings = async () => (await logged(b)).filter((l) => l.includes('[svc-jobs]'));
      const state = () => b.execute(() => document.querySelector('[data-svc-jobs]')?.getAttribute('data-svc-state') ?? null);
      // Either end is allowed by the contract; which one WebKit reaches is printed for the report.
      const end = await until(
        b,
        async () => (await state()) ?? ((await warnings()).length ? 'failed' : 'waiting'),
        (s) => s === 'ready' || s === 'failed',
        'the board or the warning',
        20_000,
      );
      console.log(
        `Partytown, ${ahead ? 'written ahead' : 'link'} (webkit): ${end === 'ready' ? 'board ready' : `fallback kept: ${(await warnings()).join(' | ')}`}`,
      );
      const openings = (await jobsHost.jobs(ORG)).length;
      if (end === 'ready')
        await until(
          b,
          () => b.execute(() => document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length ?? 0),
          (n) => n === openings,
          'every opening',
        );
      else {
        expect(await b.execute(() => document.querySelector('[data-svc-jobs]')?.getAttribute('aria-busy') ?? null)).toBeNull();
        expect((await visibleLinks(b)).length).toBeGreaterThan(0);
        expect(await warnings()).toHaveLength(1);
      }
      expect(await errors()).toEqual([]);
    });
});
