import type { Page } from '@playwright/test';
import { expect, JOBS, openHostPage, recordEvents, SNIPPET, test, type Fault, type Logged } from './support.ts';

// Written exactly as the browser serialises it, so the comparison is byte for byte.
const FALLBACK = `<div data-svc-jobs="acme" class="careers" aria-live="polite"><p>See <a href="${JOBS}/acme">our open roles</a> on our careers page.</p><!-- kept --></div>`;

async function settledWith(page: Page, type: 'ready' | 'error') {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __svcEvents: { type: string }[] }).__svcEvents.map((e) => e.type)), {
      timeout: 45_000,
    })
    .toContain(type);
}

/** Moves the page's clock on past each try of the feed the jobs host holds, until the widget gives up. */
async function hangUntilError(page: Page, host: { requests(): Promise<Logged[]> }) {
  const tries = async () => (await host.requests()).filter((r) => r.path === '/api/v1/public/acme/jobs').length;
  for (let n = 1; n <= 3; n++) {
    await expect.poll(tries).toBe(n);
    await page.clock.fastForward(8_000 + 2_000 * n);
  }
}

const outer = (page: Page) => page.locator('[data-svc-jobs]').evaluate((el) => el.outerHTML);

const cases: {
  name: string;
  code: string;
  setup: (page: Page, host: { fault(o: string, m: Fault): Promise<void> }) => Promise<unknown>;
  /** The feed never answers: the widget's timers decide. */
  slow?: boolean;
}[] = [
  { name: 'the feed answers 500', code: 'INTERNAL', setup: (_p, host) => host.fault('acme', '500') },
  {
    name: 'the org does not exist (404)',
    code: 'NOT_FOUND',
    setup: (p) => p.route(`${JOBS}/api/v1/public/acme**`, (r) => r.continue({ url: r.request().url().replace('/acme', '/no-such-org') })),
  },
  { name: 'the feed is not JSON', code: 'MALFORMED', setup: (_p, host) => host.fault('acme', 'malformed') },
  { name: 'the list is not an array', code: 'MALFORMED', setup: (_p, host) => host.fault('acme', 'shape') },
  { name: 'the list has no usable item', code: 'MALFORMED', setup: (_p, host) => host.fault('acme', 'empty-shape') },
  { name: 'the connection is refused', code: 'NETWORK', setup: (p) => p.route(`${JOBS}/api/**`, (r) => r.abort('connectionrefused')) },
  { name: 'the host drops the connection', code: 'NETWORK', setup: (_p, host) => host.fault('acme', 'down') },
  { name: 'the feed hangs past the timeout', code: 'TIMEOUT', setup: (_p, host) => host.fault('acme', 'hang'), slow: true },
];

test.describe('the fallback is sacred', () => {
  for (const c of cases) {
    test(`stays byte-identical when ${c.name}, and the board mounts once the feed is back`, async ({ page, host }) => {
      // The hang runs out the widget's own timers (8 s a try, three tries, the back-offs between) on
      // the page's clock, moved on a try's worth at a time: the real code path, without its 25 s.
      if (c.slow) await page.clock.install();
      await recordEvents(page);
      await c.setup(page, host);
      await openHostPage(page, `<main>${FALLBACK}</main>${SNIPPET}`);
      if (c.slow) await hangUntilError(page, host);
      await settledWith(page, 'error');
      expect(await outer(page)).toBe(FALLBACK);
      const errors = await page.evaluate(() => (window as unknown as { __svcEvents: { type: string; detail: unknown }[] }).__svcEvents);
      expect(errors).toEqual([{ type: 'error', detail: { org: 'acme', code: c.code } }]);

      await host.reset();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const result = await page.locator('[data-svc-jobs]').evaluate((el) => window.SvcJobs?.mount(el));
      expect(result).toBe('ready');
      await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    });
  }

  test('keeps the fallback in place while the feed is slow', async ({ page, host }) => {
    await host.fault('acme', 'slow', 2000);
    await recordEvents(page);
    await openHostPage(page, `<main>${FALLBACK}</main>${SNIPPET}`);
    await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'loading');
    await expect(page.getByRole('link', { name: 'our open roles' })).toBeVisible();
    await settledWith(page, 'ready');
    await expect(page.getByRole('link', { name: 'our open roles' })).toHaveCount(0);
  });
});
