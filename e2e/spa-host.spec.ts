// A single-page app hosts the board: its own script adds, moves and removes
// containers fifty times, renames the org of a live one and changes the URL
// with history.pushState. Nothing mounts twice, nothing is left behind, the
// requests of removed containers are dropped, and the console stays clean.
import { board, events, expect, JOBS, openHostPage, recordEvents, SNIPPET, test } from './support.ts';
import { must } from '../test/support/must.ts';

/** The app's own script: two regions it moves containers between. */
const APP = `<main><section id="a"></section><section id="b"></section></main>${SNIPPET}`;

function consoleProblems(page: import('@playwright/test').Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || (m.type() === 'warning' && m.text().includes('[svc-jobs]'))) seen.push(m.text());
  });
  page.on('pageerror', (e) => seen.push(String(e)));
  return seen;
}

test('fifty create / move / remove cycles with pushState: one mount each, nothing left behind', async ({ page, host }) => {
  const problems = consoleProblems(page);
  await recordEvents(page);
  await openHostPage(page, APP);
  const result = await page.evaluate(async () => {
    const a = document.getElementById('a');
    const b = document.getElementById('b');
    if (!a || !b) throw new Error('no #a and #b');
    const removed: Element[] = [];
    // Resolves once the widget's MutationObserver has had the mutations made after the call: ours,
    // made after the widget's, is called after it in the same round (observers go in creation order).
    const heard = () =>
      new Promise<void>((r) => {
        const o = new MutationObserver(() => {
          o.disconnect();
          r();
        });
        o.observe(document.body, { childList: true, subtree: true });
      });
    const mounted = (el: Element) => new Promise((r) => el.addEventListener('svc-jobs:ready', r, { once: true }));
    const problems: string[] = [];
    for (let i = 0; i < 50; i++) {
      const el = document.createElement('div');
      el.setAttribute('data-svc-jobs', 'acme');
      el.textContent = `Fallback ${i}`;
      const ready = mounted(el);
      a.append(el);
      await ready;
      // Moved within one task: the board goes with it and stays.
      const moved = heard();
      b.append(el);
      history.pushState({ i }, '', `?view=${i}`);
      await moved;
      if (el.getAttribute('data-svc-state') !== 'ready' || el.querySelectorAll('svc-jobs-board').length !== 1) problems.push(`moved ${i}`);
      const gone = heard();
      el.remove();
      removed.push(el);
      await gone;
    }
    // One more mount, start to ready, then the page's next idle time: the tasks a removed container's
    // mount left had their turn before this mount's, and its idle callbacks (src/embed/mount.ts) before ours.
    const last = document.createElement('div');
    last.setAttribute('data-svc-jobs', 'acme');
    const ready = mounted(last);
    a.append(last);
    await ready;
    const gone = heard();
    last.remove();
    await gone;
    await new Promise((r) => requestIdleCallback(r));
    for (const [i, el] of removed.entries()) {
      if (el.querySelector('svc-jobs-board') || el.hasAttribute('data-svc-state') || el.textContent !== `Fallback ${i}`)
        problems.push(`left ${i}`);
    }
    return { problems, boards: document.querySelectorAll('svc-jobs-board').length, url: location.search };
  });
  expect(result).toEqual({ problems: [], boards: 0, url: '?view=49' });
  const ready = (await events(page)).filter((e) => e.type === 'ready');
  expect(ready).toHaveLength(51);
  expect((await events(page)).filter((e) => e.type === 'error')).toEqual([]);
  // A returning visitor: after the first load the saved copy shows at once and
  // one refresh per mount goes out, never more.
  const jobsGets = (await host.requests()).filter((r) => r.path === '/api/v1/public/acme/jobs');
  expect(jobsGets.length).toBeGreaterThanOrEqual(1);
  expect(jobsGets.length).toBeLessThanOrEqual(51);
  expect(problems).toEqual([]);
});

test('containers removed while their feed is in flight: the jobs host sees the requests dropped', async ({ page, host }) => {
  const problems = consoleProblems(page);
  // The page's own clock: the 3 s the feed would have taken pass without waiting for them.
  await page.clock.install();
  await recordEvents(page);
  await host.fault('lumen', 'slow', 3000);
  await openHostPage(page, APP);
  await page.evaluate(() => {
    for (let i = 0; i < 5; i++) {
      const el = document.createElement('div');
      el.setAttribute('data-svc-jobs', 'lumen');
      el.className = 'lumen';
      document.getElementById(i % 2 ? 'a' : 'b')?.append(el);
    }
  });
  await expect(page.locator('.lumen[data-svc-state="loading"]')).toHaveCount(5);
  const lumenGets = async () => (await host.requests()).filter((r) => r.path.startsWith('/api/v1/public/lumen'));
  // Five containers of one org share one header and one list request.
  await expect.poll(async () => (await lumenGets()).length).toBe(2);
  await page.evaluate(() => document.querySelectorAll('.lumen').forEach((el) => el.remove()));
  await expect.poll(async () => (await lumenGets()).map((r) => r.status)).toEqual([499, 499]);
  // The host dropped both requests (499), so no answer can come; past the time
  // it would have, no timer of the page's (a retry, a timeout) fires an event either.
  await page.clock.runFor(3_200);
  expect((await events(page)).map((e) => e.type)).toEqual([]);
  expect(problems).toEqual([]);
});

test('one of two containers of an org removed mid-load: the shared request goes on for the other', async ({ page, host }) => {
  await recordEvents(page);
  // Held long enough that the removal comes first on a loaded machine (1 s was not, in Firefox beside WebKit).
  await host.fault('lumen', 'slow', 3000);
  await openHostPage(page, `<div id="keep" data-svc-jobs="lumen"></div><div id="drop" data-svc-jobs="lumen"></div>${SNIPPET}`);
  await expect(page.locator('#drop')).toHaveAttribute('data-svc-state', 'loading');
  await page.locator('#drop').evaluate((el) => el.remove());
  await expect(page.locator('#keep')).toHaveAttribute('data-svc-state', 'ready');
  const statuses = (await host.requests()).filter((r) => r.path.startsWith('/api/v1/public/lumen')).map((r) => r.status);
  expect(statuses).toEqual([200, 200]);
  expect((await events(page)).filter((e) => e.type === 'ready')).toHaveLength(1);
});

test('data-svc-jobs changed on a live container: the new org replaces the old board', async ({ page, host }) => {
  const problems = consoleProblems(page);
  await recordEvents(page);
  const [lumenJob] = await host.jobs('lumen');
  const [acmeJob] = await host.jobs('acme');
  await openHostPage(page, `<div id="c" data-svc-jobs="acme"><a href="${JOBS}/acme">Jobs</a></div>${SNIPPET}`);
  const acmeLink = board(page).locator(`a[href="${must(acmeJob).url}"]`);
  await expect(acmeLink).toBeVisible();
  await page.locator('#c').evaluate((el) => el.setAttribute('data-svc-jobs', 'lumen'));
  await expect(board(page).locator(`a[href="${must(lumenJob).url}"]`)).toBeVisible();
  await expect(acmeLink).toHaveCount(0);
  expect(await page.locator('#c svc-jobs-board').count()).toBe(1);
  const ready = (await events(page)).filter((e) => e.type === 'ready').map((e) => (e.detail as { org: string }).org);
  expect(ready).toEqual(['acme', 'lumen']);
  // Setting the same value again changes nothing.
  await page.locator('#c').evaluate((el) => el.setAttribute('data-svc-jobs', 'lumen'));
  // Taking the attribute away takes the board away and gives the fallback back.
  await page.locator('#c').evaluate((el) => el.removeAttribute('data-svc-jobs'));
  await expect(page.locator('#c svc-jobs-board')).toHaveCount(0);
  await expect(page.locator('#c')).toHaveText('Jobs');
  // The observer hears mutations in order: the same value, set before, was heard and did nothing.
  expect((await events(page)).filter((e) => e.type === 'ready')).toHaveLength(2);
  await expect(page.locator('#c')).not.toHaveAttribute('data-svc-state', /.*/);
  expect(problems).toEqual([]);
});
