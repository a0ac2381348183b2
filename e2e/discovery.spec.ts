import { board, expect, JOBS, openHostPage, recordEvents, SNIPPET, test, events } from './support.ts';

const jobsRequests = (log: { method: string; path: string }[], org: string) =>
  log.filter((r) => r.method === 'GET' && r.path === `/api/v1/public/${org}/jobs`).length;

test.describe('finding containers', () => {
  test('two containers of one org make one request', async ({ page, host }) => {
    await openHostPage(page, `<div data-svc-jobs="acme" id="one"></div><div data-svc-jobs="acme" id="two"></div>${SNIPPET}`);
    await expect(page.locator('[data-svc-state="ready"]')).toHaveCount(2);
    const log = await host.requests();
    expect(jobsRequests(log, 'acme')).toBe(1);
    expect(log.filter((r) => r.path === '/api/v1/public/acme').length).toBe(1);
  });

  test('a container added after load mounts by itself', async ({ page }) => {
    await recordEvents(page);
    await openHostPage(page, `<div id="app"></div>${SNIPPET}`);
    await page.waitForFunction(() => !!window.SvcJobs);
    await page.evaluate(() => {
      const el = document.createElement('section');
      el.setAttribute('data-svc-jobs', 'lumen');
      el.textContent = 'Loading roles…';
      document.getElementById('app')?.append(el);
    });
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
  });

  test('an element that gains data-svc-jobs later mounts', async ({ page }) => {
    await openHostPage(page, `<div id="later">Our roles</div>${SNIPPET}`);
    await page.waitForFunction(() => !!window.SvcJobs);
    await page.locator('#later').evaluate((el) => el.setAttribute('data-svc-jobs', 'lumen'));
    await expect(page.locator('#later')).toHaveAttribute('data-svc-state', 'ready');
  });

  test('the script included twice mounts once', async ({ page, host }) => {
    await recordEvents(page);
    await openHostPage(
      page,
      `<div data-svc-jobs="acme"></div>${SNIPPET}<script async src="${JOBS}/embed.js?v=3&again" onload="window.__again = true"></script>`,
    );
    await expect(page.locator('[data-svc-state="ready"]')).toHaveCount(1);
    // The second copy has run (its only work, a scan, is synchronous).
    await page.waitForFunction(() => '__again' in window);
    await expect(page.locator('svc-jobs-board')).toHaveCount(1);
    expect((await events(page)).filter((e) => e.type === 'ready')).toHaveLength(1);
    expect(jobsRequests(await host.requests(), 'acme')).toBe(1);
    const globals = await page.evaluate(() => Object.keys(window).filter((k) => /svc/i.test(k) && k !== '__svcEvents'));
    expect(globals).toEqual(['SvcJobs']);
  });

  test('unmount puts the fallback back, and discovery leaves it alone', async ({ page }) => {
    const fallback = `<div data-svc-jobs="lumen" class="jobs"><a href="/jobs">Open roles</a></div>`;
    await openHostPage(page, `${fallback}${SNIPPET}`);
    await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    await page.locator('[data-svc-jobs]').evaluate((el) => window.SvcJobs?.unmount(el));
    expect(await page.locator('[data-svc-jobs]').evaluate((el) => el.outerHTML)).toBe(fallback);
    // A mutation on the page does not bring it back by itself: a container added
    // after it mounts, so the observer has heard both.
    await page.evaluate(() => {
      document.body.append(document.createElement('p'));
      const later = document.body.appendChild(document.createElement('div'));
      later.id = 'later';
      later.setAttribute('data-svc-jobs', 'lumen');
    });
    await expect(page.locator('#later')).toHaveAttribute('data-svc-state', 'ready');
    expect(await page.locator('.jobs[data-svc-jobs]').evaluate((el) => el.outerHTML)).toBe(fallback);
    // …but scan() does.
    await page.evaluate(() => window.SvcJobs?.scan());
    await expect(page.locator('.jobs[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
  });

  test('a bad attribute is reported once and the container left alone', async ({ page, host }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await recordEvents(page);
    const fallback = `<div data-svc-jobs="acme" data-href-pattern="/careers/">Our roles</div>`;
    await openHostPage(page, `${fallback}<div data-svc-jobs="lumen"></div>${SNIPPET}`);
    await expect(page.locator('[data-svc-jobs="lumen"]')).toHaveAttribute('data-svc-state', 'ready');
    expect(await page.locator('[data-svc-jobs="acme"]').evaluate((el) => el.outerHTML)).toBe(fallback);
    expect(warnings.filter((w) => w.startsWith('[svc-jobs]'))).toHaveLength(1);
    expect((await events(page)).find((e) => e.type === 'error')).toEqual({ type: 'error', detail: { org: 'acme', code: 'CONFIG' } });
    expect(jobsRequests(await host.requests(), 'acme')).toBe(0);
  });
});
