// The tour: every example page loads with no console error, and its container
// is the one the tour's snippet shows.
import { ATTRIBUTE_ORDER } from '../src/snippet/snippet.ts';
import { BUILDER_PATH, TOUR, TOUR_PATH } from '../demo/site/tour.ts';
import { expect, JOBS, SITE, test } from './support.ts';

test.describe('the tour', () => {
  for (const p of [{ href: BUILDER_PATH, attributes: null }, { href: TOUR_PATH, attributes: null }, ...TOUR]) {
    test(`${p.href} loads with no console error${p.attributes ? ', its container as the tour says' : ''}`, async ({ page }) => {
      // The "feed down" page loads embed.js from an unreachable port when asked: that refused request is its point.
      const down = p.href === '/down.html';
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(`${SITE}${p.href}`);
      if (down) {
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        await page.getByRole('button', { name: 'Load embed.js from the unreachable host' }).click();
        await expect(page.getByRole('status')).toHaveText('embed.js could not be loaded: the fallback is unchanged.');
        await expect(page.getByRole('link', { name: 'See our open roles' })).toBeVisible();
        await expect(page.locator('[data-svc-jobs]')).not.toHaveAttribute('data-svc-state');
        expect(
          problems.every((m) => /ERR_UNSAFE_PORT|ERR_CONNECTION_REFUSED|Failed to load resource/.test(m)),
          problems.join('\n'),
        ).toBe(true);
      } else {
        // The tour page lists the others: it has no board of its own.
        if (p.href !== TOUR_PATH) await expect(page.locator('[data-svc-jobs]').first()).toHaveAttribute('data-svc-state', 'ready');
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      }
      if (p.attributes) {
        const actual = await page
          .locator('[data-svc-jobs]')
          .first()
          .evaluate(
            (el, names) => Object.fromEntries(names.filter((n) => el.hasAttribute(n)).map((n) => [n, el.getAttribute(n) ?? ''])),
            [...ATTRIBUTE_ORDER],
          );
        expect(actual).toEqual(p.attributes);
      }
    });
  }

  test('the tour page links every tour page, with its snippet, the builder and the jobs host’s pages', async ({ page }) => {
    await page.goto(`${SITE}${TOUR_PATH}`);
    await page.getByRole('link', { name: 'the snippet builder' }).click();
    await expect(page).toHaveURL(`${JOBS}/embed/builder?org=acme`);
    await page.goBack();
    const tour = page.getByRole('region', { name: 'The example pages' });
    for (const p of TOUR) {
      const item = tour.getByRole('listitem').filter({ has: page.getByRole('link', { name: p.label, exact: true }) });
      await expect(item).toContainText(p.note);
      await item.getByText('The snippet').click();
      await expect(item.locator('pre')).toContainText(`<div data-svc-jobs="${p.attributes['data-svc-jobs']}"`);
    }
    for (const href of [`${JOBS}/acme`, `${JOBS}/__demo/applications`]) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
    }
  });
});
