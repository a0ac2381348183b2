// The board in WebKit (MiniBrowser, WebKitGTK): the flows that matter most, on
// the demo's two origins. The same flows run in Chromium and Firefox in e2e/.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  boardElement,
  click,
  events,
  inBoard,
  JOBS,
  jobsHost,
  logged,
  openHostPage,
  ready,
  seriousViolations,
  session,
  SITE,
  SNIPPET,
  until,
  type Browser,
} from './webkit.ts';
import { must } from '../test/support/must.ts';

let b: Browser;
beforeAll(async () => {
  b = await session();
});
afterAll(async () => {
  await b?.deleteSession();
});
beforeEach(() => jobsHost.reset());

/** No console error, uncaught error or rejection on the page, and no [svc-jobs] warning. */
async function quiet(): Promise<void> {
  expect((await logged(b)).filter((l) => !l.startsWith('warn ') || l.includes('[svc-jobs]'))).toEqual([]);
}

describe('the board in WebKit', () => {
  it('renders every opening newest first, linking to its board page, and says how many', async () => {
    const feed = await jobsHost.jobs('acme');
    await openHostPage(b, `<h1>Careers</h1><div data-svc-jobs="acme"><a href="${JOBS}/acme">See our open roles</a></div>${SNIPPET}`);
    await ready(b);
    const shown = await inBoard(b, (root) => ({
      titles: [...root.querySelectorAll('h3')].map((h) => h.textContent),
      hrefs: [...root.querySelectorAll('h3 a')].map((a) => a.getAttribute('href')),
      text: root.textContent,
    }));
    expect(shown.titles).toEqual(feed.map((j) => j.title));
    expect(shown.hrefs).toEqual(feed.map((j) => `${JOBS}/acme/${j.publicId}`));
    expect(shown.text).toContain(`${feed.length} open positions`);
    expect(shown.text).toMatch(/Posted (today|yesterday|\d+ days ago|last week|\d+ weeks ago|last month|\d+ months ago)/);
    expect(await b.execute(() => document.body.textContent)).not.toContain('See our open roles');
    await quiet();
  });

  it('underlines every link it draws in the accent colour (job titles, "All open positions", a link in a description)', async () => {
    const [job] = await jobsHost.jobs('lumen');
    await b.url(`${SITE}/careers`);
    await ready(b);
    const decoration = (root: ShadowRoot) =>
      [...root.querySelectorAll('a:not(.button)')].map((a) => {
        const s = getComputedStyle(a);
        return { text: a.textContent, line: s.textDecorationLine, color: s.textDecorationColor, thickness: s.textDecorationThickness };
      });
    const accent = await b.execute(() => {
      const probe = document.createElement('i');
      const board = document.querySelector('[data-svc-jobs] svc-jobs-board');
      if (!board) throw new Error('no board');
      probe.style.color = getComputedStyle(board).getPropertyValue('--a');
      document.body.append(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    });
    expect(accent).toMatch(/^rgb/);
    const list = await inBoard(b, decoration);
    expect(list.length).toBeGreaterThan(0);
    for (const a of list) expect(a, a.text ?? '').toMatchObject({ line: 'underline', color: accent, thickness: '2px' });

    await b.url(`${SITE}/careers/${must(job).publicId}`);
    await until(
      b,
      () => inBoard(b, (root) => root.querySelector('h2')?.textContent ?? null),
      (t) => t === must(job).title,
      'the job',
    );
    const detail = await inBoard(b, decoration);
    expect(detail.map((a) => a.text)).toContain('All open positions');
    for (const a of detail) expect(a, a.text ?? '').toMatchObject({ line: 'underline', color: accent });
  });

  it('keeps the fallback byte for byte when the feed fails, with one warning, and mounts once it is back', async () => {
    await jobsHost.fault('acme', '500');
    const FALLBACK = `<div data-svc-jobs="acme" class="careers"><p>See <a href="${JOBS}/acme">our open roles</a> on our careers page.</p><!-- kept --></div>`;
    await openHostPage(b, `<main>${FALLBACK}</main>${SNIPPET}`, { fresh: true });
    const seen = await until(
      b,
      () => events(b),
      (e) => e.length > 0,
      'svc-jobs:error',
    );
    expect(seen).toEqual([{ type: 'error', detail: { org: 'acme', code: 'INTERNAL' } }]);
    expect(await b.execute(() => document.querySelector('[data-svc-jobs]')?.outerHTML)).toBe(FALLBACK);
    expect((await logged(b)).filter((l) => l.includes('[svc-jobs]'))).toEqual([
      expect.stringMatching(/^warn \[svc-jobs\] acme: feed failed/),
    ]);
    await jobsHost.reset();
    const result = await b.executeAsync((done: (r: string) => void) => {
      const el = document.querySelector('[data-svc-jobs]');
      if (el && window.SvcJobs) void window.SvcJobs.mount(el).then(done);
      else done('no container or no SvcJobs');
    });
    expect(result).toBe('ready');
  });

  it('filters and search narrow the whole feed, and the status counts the matches', async () => {
    const feed = await jobsHost.jobs('northwind');
    await openHostPage(b, `<main><h1>Jobs</h1><div data-svc-jobs="northwind"></div></main>${SNIPPET}`);
    await ready(b);
    const status = () => inBoard(b, (root) => root.querySelector('[role=status]')?.textContent ?? null);
    expect(await status()).toBe(`${feed.length} open positions`);
    const select = await boardElement(b, 'select');
    await select.selectByVisibleText('Engineering');
    const eng = feed.filter((j) => j.department === 'Engineering');
    await until(b, status, (s) => s === `${eng.length} of ${feed.length} open positions match`, 'the count after the department');
    const target = must(eng[0]);
    const search = await boardElement(b, 'input[type=search]');
    await click(search);
    // Case-insensitive: the title in capitals finds it.
    // Element send keys: b.keys() with an array loses a doubled letter ("ENGINER").
    await search.addValue(target.title.toUpperCase());
    expect(await search.getValue()).toBe(target.title.toUpperCase());
    const words = target.title.toLowerCase().split(' ');
    const found = eng.filter((j) => words.every((w) => JSON.stringify(j).toLowerCase().includes(w)));
    await until(
      b,
      status,
      (s) => s === `${found.length} of ${feed.length} open positions ${found.length === 1 ? 'matches' : 'match'}`,
      'the count after the search',
    );
    const titles = await inBoard(b, (root) => [...root.querySelectorAll('h3')].map((h) => h.textContent));
    expect(titles).toContain(target.title);
    expect(titles.length).toBe(found.length);
    await quiet();
  });

  it('shows the job the host URL names, with one schema.org JobPosting', async () => {
    const [job] = await jobsHost.jobs('lumen');
    await b.url(`${SITE}/careers/${must(job).publicId}?utm_source=newsletter`);
    await until(
      b,
      () => inBoard(b, (root) => root.querySelector('h2')?.textContent ?? null),
      (t) => t === must(job).title,
      'the job',
    );
    const ld = await b.execute(() =>
      [...document.querySelectorAll('head script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent)),
    );
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@type': 'JobPosting',
      title: must(job).title,
      identifier: { value: must(job).publicId },
      datePosted: must(job).publishedAt,
    });
    const apply = await inBoard(b, (root) =>
      [...root.querySelectorAll('a')].find((a) => a.textContent === 'Apply for this job')?.getAttribute('href'),
    );
    expect(apply).toBe(`${JOBS}/lumen/${must(job).publicId}?src=website`);
  });

  it('the board pages: the list at /{org} and a job at /{org}/{publicId}', async () => {
    const [job] = await jobsHost.jobs('acme');
    await b.url(`${JOBS}/acme`);
    await ready(b);
    const titles = await inBoard(b, (root) => [...root.querySelectorAll('h3')].map((h) => h.textContent));
    expect(titles[0]).toBe(must(job).title);
    await b.url(`${JOBS}/acme/${must(job).publicId}`);
    await until(
      b,
      () => inBoard(b, (root) => root.querySelector('h2')?.textContent ?? null),
      (t) => t === must(job).title,
      'the job page',
    );
    expect(await b.execute(() => document.querySelectorAll('script[type="application/ld+json"]').length)).toBe(1);
  });

  it('has no serious or critical axe violation on the list and on a job', async () => {
    await openHostPage(b, `<main><h1>Careers</h1><div data-svc-jobs="lumen"></div></main>${SNIPPET}`);
    await ready(b);
    expect(await seriousViolations(b)).toEqual([]);
    const [job] = await jobsHost.jobs('lumen');
    await b.url(`${SITE}/careers/${must(job).publicId}`);
    await ready(b);
    expect(await seriousViolations(b)).toEqual([]);
  });

  it('at 360 px nothing is wider than the screen, and "Show more" moves focus to the first new opening', async () => {
    // MiniBrowser's window is never narrower than 447 px: the page's body is held to 360 px instead.
    await b.setWindowSize(360, 800);
    try {
      await openHostPage(b, `<main><div data-svc-jobs="northwind" data-page-size="10"></div></main>${SNIPPET}`);
      await b.execute(() => document.body.setAttribute('style', 'width:360px;margin:0'));
      await ready(b);
      const widths = await inBoard(b, (root) => ({
        board: root.host.getBoundingClientRect().width,
        widest: Math.max(...[...root.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
      }));
      expect(widths.board).toBeLessThanOrEqual(360);
      expect(widths.widest).toBeLessThanOrEqual(360);
      const showMore = await boardElement(b, '.actions button');
      expect(await showMore.getText()).toBe('Show 10 more');
      await click(showMore);
      const focused = await until(
        b,
        () =>
          inBoard(b, (root) => ({
            tag: root.activeElement?.tagName ?? null,
            items: root.querySelectorAll('.jobs > li').length,
            text: root.activeElement?.textContent ?? null,
          })),
        (f) => f.items === 20 && f.tag !== null && f.tag !== 'BUTTON',
        'focus on the 11th opening',
      );
      const eleventh = await inBoard(b, (root) => root.querySelectorAll('.jobs > li')[10]?.querySelector('h3')?.textContent);
      expect(focused.text).toContain(eleventh);
      await quiet();
    } finally {
      await b.setWindowSize(1100, 900);
    }
  });
});

describe('an unsupported browser (WebKit)', () => {
  const MISSING: Record<string, string> = {
    attachShadow: 'delete Element.prototype.attachShadow',
    adoptedStyleSheets: 'delete Document.prototype.adoptedStyleSheets; delete ShadowRoot.prototype.adoptedStyleSheets',
    fetch: 'delete window.fetch',
  };
  for (const [feature, before] of Object.entries(MISSING)) {
    it(`without ${feature} keeps the fallback byte for byte, with one [svc-jobs] warning and nothing thrown`, async () => {
      const FALLBACK = `<div data-svc-jobs="acme" class="careers"><p>See <a href="${JOBS}/acme">our open roles</a>.</p><!-- kept --></div>`;
      await openHostPage(
        b,
        `<main>${FALLBACK}</main>${SNIPPET}<script>addEventListener('load', () => (document.title = 'loaded'))</script>`,
        { before },
      );
      await until(
        b,
        () => b.getTitle(),
        (t) => t === 'loaded',
        'the load event',
      );
      await until(
        b,
        () => logged(b),
        (l) => l.some((x) => x.includes('[svc-jobs]')),
        'the warning',
      );
      const log = await logged(b);
      expect(log.filter((l) => l.includes('[svc-jobs]'))).toEqual([expect.stringMatching(/^warn \[svc-jobs\]/)]);
      expect(log.filter((l) => /^(error|pageerror)/.test(l))).toEqual([]);
      expect(await b.execute(() => document.querySelector('[data-svc-jobs]')?.outerHTML)).toBe(FALLBACK);
      expect(await b.execute(() => 'SvcJobs' in window)).toBe(false);
      expect((await jobsHost.requests()).filter((r) => r.path.startsWith('/api/'))).toEqual([]);
    });
  }
});
