// The feed starts with the page (issue 49): the snippet's two preloads are the
// widget's own requests, so the browser asks the jobs host once for each and
// hands the answer over: no second request, no second read of the cache, no
// "preloaded but not used" warning; and a feed that fails still leaves the
// fallback as it was. WebKit: e2e-webkit/feed-hint.test.ts.
import { handedOver, handover, hintedPage, HINT_ORG, timings } from './feed-hint.ts';
import { board, expect, hostCaughtUp, JOBS, openHostPage, test } from './support.ts';

test.describe("the snippet's feed hint", () => {
  test('each preload is the widget’s request: asked once, handed over, sent before embed.js has arrived', async ({ page, host }) => {
    const said: string[] = [];
    page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
    await openHostPage(page, hintedPage(JOBS));
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    await hostCaughtUp(page.locator('body'));

    expect(handover(JOBS, await host.requests(), await page.evaluate(timings))).toEqual(handedOver(JOBS));
    expect(said.filter((s) => /preload/i.test(s))).toEqual([]);
  });

  test('a feed that fails leaves the fallback as it was, the preloads notwithstanding', async ({ page, host }) => {
    await host.fault(HINT_ORG, '500');
    const said: string[] = [];
    page.on('console', (m) => said.push(m.text()));
    await openHostPage(page, hintedPage(JOBS));
    const container = page.locator(`[data-svc-jobs="${HINT_ORG}"]`);
    await expect.poll(() => said.some((s) => s.includes('feed failed'))).toBe(true);
    await expect(container).not.toHaveAttribute('data-svc-state');
    expect(await container.innerHTML()).toBe(`<a href="${JOBS}/${HINT_ORG}">See our open roles</a>`);
    await expect(container.getByRole('link', { name: 'See our open roles' })).toBeVisible();
  });
});
