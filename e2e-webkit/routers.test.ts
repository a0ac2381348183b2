// Routers, a tag manager and a consent manager in WebKit: the pages of
// e2e/router-pages.ts (the cases of e2e/routers.spec.ts in Chromium and Firefox).
// Content swapped in by Turbo Drive, swup, htmx or jQuery's .html() gets one
// board per container and none is left behind; embed.js injected after load,
// twice, or held back until the visitor consents adopts the board written ahead
// in place. No console error, no uncaught error, no [svc-jobs] warning.
import { withoutFeedHint } from '../e2e/feed-hint.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  careersPage,
  consentLoader,
  COOKIE_CONSENT,
  dist,
  fallback,
  JQUERY_SWAP,
  plain,
  ROUTERS,
  tagManagerLoader,
  writtenAhead,
  type Boxes,
} from '../e2e/router-pages.ts';
import { must } from '../test/support/must.ts';
import {
  events,
  FRAMES,
  JOBS,
  jobsHost,
  logged,
  openHostPage,
  session,
  shift,
  SNIPPET,
  storeHostPage,
  until,
  type Browser,
} from './webkit.ts';

let b: Browser;
beforeAll(async () => {
  b = await session();
});
afterAll(async () => {
  await b?.deleteSession();
});
beforeEach(() => jobsHost.reset());

const EMBED = `${JOBS}/embed.js?v=3`;

/** Runs `code` as a script of the page (a library the site loads, or its own script). */
const inject = (code: string) =>
  b.execute((src) => {
    const s = document.createElement('script');
    s.textContent = src;
    document.head.append(s);
  }, code);

const readyOrgs = async () => (await events(b)).filter((e) => e.type === 'ready').map((e) => (e.detail as { org: string }).org);

/** Console errors, uncaught errors and the widget's warnings (RECORDER's). */
const problems = async () => (await logged(b)).filter((l) => !l.startsWith('warn ') || l.includes('[svc-jobs]'));

/** One container, its board live with the org's openings (at most `openings`), and `orgs` the ready events so far. */
async function oneBoard(org: string, openings: number, orgs: string[]): Promise<void> {
  await until(b, readyOrgs, (o) => JSON.stringify(o) === JSON.stringify(orgs), `ready events ${orgs.join(', ')}`);
  const seen = await until(
    b,
    () =>
      b.execute(() => {
        const boards = [...document.querySelectorAll('svc-jobs-board')];
        const jobs = [...(boards[0]?.shadowRoot?.querySelectorAll('li.job') ?? [])];
        return {
          containers: [...document.querySelectorAll('[data-svc-jobs]')].map((c) => [
            c.getAttribute('data-svc-jobs'),
            c.getAttribute('data-svc-state'),
          ]),
          boards: boards.length,
          jobs: jobs.length,
          shown: (jobs[0]?.getClientRects().length ?? 0) > 0,
        };
      }),
    (s) => s.shown,
    `${org}'s openings shown`,
  );
  expect(seen).toMatchObject({ containers: [[org, 'ready']], boards: 1 });
  expect(seen.jobs).toBeLessThanOrEqual(openings);
}

/** Keeps the container about to be taken away, for letGo. */
const remember = () =>
  b.execute(() => void ((window as unknown as { __was: Element | null }).__was = document.querySelector('[data-svc-jobs]')));

/** The container remembered is let go of once it is gone: no state left, a plain one's fallback back. */
const letGo = (putBack: string | null) =>
  until(
    b,
    () =>
      b.execute((html) => {
        const was = (window as unknown as { __was: Element }).__was;
        return !was.isConnected && !was.hasAttribute('data-svc-state') && (html === null || was.innerHTML === html);
      }, putBack),
    Boolean,
    'the container taken away let go of',
  );

const count = (org: string) => jobsHost.jobs(org).then((j) => j.length);

describe('routers in WebKit', () => {
  for (const router of ROUTERS)
    it(`${router.name}: to a page with a board written ahead and back, one board per container each time, none left behind, no console error`, async () => {
      // The way back is the browser's: the second page links to the site's home.
      const second = await storeHostPage(router.page(await writtenAhead(JOBS, 'lumen'), '/', SNIPPET));
      const url = await openHostPage(b, router.page(plain(JOBS, 'acme'), second, SNIPPET), { fresh: true });
      await b.execute((name) => {
        const w = window as unknown as { __shown: number };
        w.__shown = 0;
        document.addEventListener(name, () => w.__shown++);
      }, router.shown);
      await inject(dist(...router.lib));
      if (router.start) await inject(router.start);
      const shown = () => b.execute(() => (window as unknown as { __shown: number }).__shown);
      const [acme, lumen] = [await count('acme'), await count('lumen')];
      await oneBoard('acme', acme, ['acme']);

      await remember();
      let before = await shown();
      await b.$('#next').click();
      await until(b, shown, (n) => n > before, `${router.shown} after the link`);
      expect(await b.getUrl()).toBe(second);
      await oneBoard('lumen', lumen, ['acme', 'lumen']);
      expect(await b.execute(() => document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length)).toBe(lumen);
      await letGo(fallback(JOBS, 'acme'));

      await remember();
      before = await shown();
      await b.back();
      await until(b, shown, (n) => n > before, `${router.shown} after back`);
      expect(await b.getUrl()).toBe(url);
      await oneBoard('acme', acme, ['acme', 'lumen', 'acme']);
      await letGo(null);

      console.log(`${router.name} (webkit): ${(await readyOrgs()).join(', ')} ready; problems: ${JSON.stringify(await problems())}`);
      expect(await problems()).toEqual([]);
    });

  it("jQuery's .html(): a board written ahead swapped in, then a plain container back, one board per container each time, none left behind, no console error", async () => {
    await openHostPage(b, `<main>${plain(JOBS, 'acme')}</main>${SNIPPET}`, { fresh: true });
    await inject(dist('jquery', 'jquery.js'));
    await inject(JQUERY_SWAP);
    const swap = (html: string) => b.execute((h) => (window as unknown as { swapMain(h: string): void }).swapMain(h), html);
    const [acme, lumen] = [await count('acme'), await count('lumen')];
    await oneBoard('acme', acme, ['acme']);

    await remember();
    await swap(await writtenAhead(JOBS, 'lumen'));
    await oneBoard('lumen', lumen, ['acme', 'lumen']);
    expect(await b.execute(() => document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length)).toBe(lumen);
    await letGo(fallback(JOBS, 'acme'));

    await remember();
    await swap(plain(JOBS, 'acme'));
    await oneBoard('acme', acme, ['acme', 'lumen', 'acme']);
    await letGo(null);

    console.log(`jQuery .html() (webkit): ${(await readyOrgs()).join(', ')} ready; problems: ${JSON.stringify(await problems())}`);
    expect(await problems()).toEqual([]);
  });
});

const boxes = () => b.execute(() => (window as unknown as { __boxes: () => Boxes }).__boxes());

/** A request sent now by the page, awaited until the jobs host has logged it: all the page sent before has arrived. */
let markers = 0;
async function hostCaughtUp(): Promise<void> {
  const query = `caught-up=${++markers}`;
  await b.executeAsync(
    (url: string, done: () => void) => void fetch(url, { mode: 'no-cors', cache: 'no-store' }).then(done, done),
    `${JOBS}/embed.js?${query}`,
  );
  await until(
    b,
    async () => (await jobsHost.requests()) as { path: string; query?: string }[],
    (r) => r.some((x) => x.path === '/embed.js' && x.query === query),
    'the marker request',
  );
}

interface Late {
  name: string;
  loader: string;
  /** Until embed.js comes: the page's state checked, the written board's boxes, then embed.js let in. */
  /** What the page does to the snippet first (the consent manager's page leaves out the feed hint, as docs/privacy.md says). */
  page?: (written: string) => string;
  release: (logged: number) => Promise<{ before: Boxes; requestsBefore: number | null }>;
}

const tagManager = (times: number): Late => ({
  name: `a tag manager's injection after load${times > 1 ? `, ${times} times` : ''}`,
  loader: tagManagerLoader(EMBED, times),
  release: async () => {
    // Every copy has run (a script's load event follows its evaluation).
    await until(
      b,
      () => b.execute(() => (window as unknown as { __tags?: number }).__tags),
      (n) => n === times,
      'every copy of embed.js run',
    );
    return { before: await b.execute(() => (window as unknown as { __before: Boxes }).__before), requestsBefore: null };
  },
});

const consentManager: Late = {
  name: 'a consent manager (vanilla-cookieconsent 3) until the visitor accepts',
  loader: consentLoader(EMBED),
  page: withoutFeedHint,
  release: async (logged) => {
    await b.execute(
      (css) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      },
      dist('vanilla-cookieconsent', 'cookieconsent.css'),
    );
    await inject(dist('vanilla-cookieconsent', 'cookieconsent.umd.js'));
    await b.execute(
      (config) => void (window as unknown as { CookieConsent: { run(c: unknown): Promise<void> } }).CookieConsent.run(config),
      COOKIE_CONSENT,
    );
    const accept = b.$('button=Accept all');
    await accept.waitForDisplayed({ timeout: 15_000 });
    // Before consent: nothing sent to the jobs host, the board as written, no widget.
    await hostCaughtUp();
    const sent = ((await jobsHost.requests()) as { path: string; query?: string }[])
      .slice(logged)
      .filter((r) => !r.query?.startsWith('caught-up='));
    expect(sent).toEqual([]);
    expect(
      await b.execute(() => ({
        state: document.querySelector('[data-svc-jobs]')?.getAttribute('data-svc-state') ?? null,
        rows: document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length,
        widget: 'SvcJobs' in window,
      })),
    ).toEqual({ state: null, rows: await count('lumen'), widget: false });
    const before = await boxes();
    await accept.click();
    await accept.waitForDisplayed({ reverse: true, timeout: 15_000 });
    return { before, requestsBefore: sent.length };
  },
};

describe('late, twice, or after consent, in WebKit', () => {
  for (const late of [tagManager(1), tagManager(2), consentManager])
    it(`embed.js by ${late.name}: the board written ahead adopted in place, one board, one ready event`, async () => {
      const written = (late.page ?? String)(await writtenAhead(JOBS, 'lumen'));
      const logged = (await jobsHost.requests()).length;
      await openHostPage(b, careersPage(written, late.loader), { fresh: true, before: FRAMES });
      // The written board's boxes (BOXES, in the loader): read before consent, or by the tag manager at load.
      const { before, requestsBefore } = await late.release(logged);
      await until(
        b,
        () => b.execute(() => document.querySelector('[data-svc-jobs]')?.getAttribute('data-svc-state')),
        (s) => s === 'ready',
        'the board ready',
      );
      const lumen = await count('lumen');
      expect(await b.execute(() => document.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li.job').length)).toBe(lumen);
      // Two painted frames later: what the visitor saw of the written board is where it was, and so is what follows.
      await b.executeAsync((done: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      const after = await boxes();
      const moved = await shift(b);
      // In place: the element written ahead is the board, not a copy of it.
      expect(
        await b.execute(() => (window as unknown as { __written: Element }).__written === document.querySelector('svc-jobs-board')),
      ).toBe(true);
      // A container added now is ready after anything a second copy of embed.js could have started for the first.
      await b.execute(() => {
        const el = document.createElement('div');
        el.setAttribute('data-svc-jobs', 'acme');
        document.getElementById('footer')?.after(el);
      });
      await until(b, readyOrgs, (o) => JSON.stringify(o) === JSON.stringify(['lumen', 'acme']), 'lumen then acme ready');
      expect(await b.execute(() => document.querySelectorAll('svc-jobs-board').length)).toBe(2);
      const delta = Math.max(...after.board.map((v, i) => Math.abs(v - must(before.board[i]))), Math.abs(after.footer - before.footer));
      console.log(
        `${late.name} (webkit): ${(await readyOrgs()).join(', ')} ready; requests before consent ${requestsBefore ?? 'n/a'}; box delta ${delta.toFixed(1)} px; shift over every frame ${moved.toFixed(1)} px; problems: ${JSON.stringify(await problems())}`,
      );
      expect(after).toEqual(before);
      expect(moved).toBe(0);
      expect(await problems()).toEqual([]);
    });
});
