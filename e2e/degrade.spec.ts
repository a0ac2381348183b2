// CONTRACT "Browsers": a browser missing what the board needs keeps the fallback
// as it is, with one [svc-jobs] warning and no error. Each case deletes one
// feature before any script of the page runs. (e2e-webkit/ runs the same in WebKit.)
import { expect, JOBS, openHostPage, SNIPPET, test } from './support.ts';

const FALLBACK = `<div data-svc-jobs="acme" class="careers"><p>See <a href="${JOBS}/acme">our open roles</a>.</p><!-- kept --></div>`;

const MISSING: Record<string, string> = {
  attachShadow: 'delete Element.prototype.attachShadow',
  // A browser without constructable stylesheets in shadow roots has them on neither.
  adoptedStyleSheets: 'delete Document.prototype.adoptedStyleSheets; delete ShadowRoot.prototype.adoptedStyleSheets',
  fetch: 'delete window.fetch',
};

for (const [feature, script] of Object.entries(MISSING)) {
  test(`without ${feature} the fallback stays byte for byte, with one [svc-jobs] warning and nothing thrown`, async ({ page, host }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(`${m.type()} ${m.text()}`));
    page.on('pageerror', (e) => logged.push(`pageerror ${e.message}`));
    await page.addInitScript(script);
    await openHostPage(
      page,
      `<main>${FALLBACK}</main>${SNIPPET}<script>addEventListener('load', () => document.title = 'loaded')</script>`,
    );
    await expect(page).toHaveTitle('loaded');
    await expect.poll(() => logged.filter((l) => l.includes('[svc-jobs]'))).toHaveLength(1);
    expect(logged.filter((l) => l.includes('[svc-jobs]'))[0]).toMatch(/^warning \[svc-jobs\]/);
    expect(logged.filter((l) => /^(error|pageerror)/.test(l))).toEqual([]);
    expect(await page.locator('[data-svc-jobs]').evaluate((el) => el.outerHTML)).toBe(FALLBACK);
    await expect(page.getByRole('link', { name: 'our open roles' })).toBeVisible();
    expect(await page.evaluate(() => 'SvcJobs' in window)).toBe(false);
    // Nothing was asked of the jobs host but the script itself.
    expect((await host.requests()).filter((r) => r.path.startsWith('/api/'))).toEqual([]);
  });
}
