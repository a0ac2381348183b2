import AxeBuilder from '@axe-core/playwright';
import { board, expect, openHostPage, SITE, SNIPPET, test } from './support.ts';
import { seriousViolations } from './axe.ts';

const states = [
  { name: 'the list', body: `<main><h1>Careers</h1><div data-svc-jobs="acme"></div></main>` },
  { name: 'a branded list', body: `<main><h1>Careers</h1><div data-svc-jobs="lumen"></div></main>` },
  { name: 'the empty board', body: `<main><h1>Careers</h1><div data-svc-jobs="stillwater"></div></main>` },
];

test.describe('accessibility', () => {
  for (const s of states) {
    test(`${s.name} has no serious or critical axe violation`, async ({ page }) => {
      await openHostPage(page, `${s.body}${SNIPPET}`);
      await expect(page.locator('[data-svc-state="ready"]')).toHaveCount(1);
      await expect(board(page).getByRole('heading', { level: 2 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a job on the host site, and a closed one, have no serious or critical axe violation', async ({ page, host }) => {
    const [job] = await host.jobs('lumen');
    for (const id of [job!.publicId, 'no-such-job']) {
      await page.goto(`${SITE}/careers/${id}`);
      await expect(page.locator('[data-svc-state="ready"]')).toHaveCount(1);
      await expect(board(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('the axe helper finds what @axe-core/playwright finds, in the page and in its frames', async ({ page }) => {
    // The helper (e2e/axe.ts) only changes how results cross to the test: prove it on a page that has violations.
    await openHostPage(page, `<main><h1>Careers</h1><img src="/nope.png"><iframe title="Form" srcdoc="<button></button>"></iframe></main>`);
    // Both runs see the same page: the frame's document is there first.
    await expect(page.frameLocator('iframe').getByRole('button')).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const theirs = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const ours = await seriousViolations(page);
    expect(ours).toEqual(theirs);
    expect(ours).toEqual(expect.arrayContaining([expect.stringMatching(/^image-alt: /), expect.stringMatching(/^button-name: iframe button/)]));
  });

  test('every job link is a 24px target with a visible focus ring', async ({ page }) => {
    await openHostPage(page, `<main><div data-svc-jobs="lumen"></div></main>${SNIPPET}`);
    const link = board(page).getByRole('link').first();
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await link.focus();
    const outline = await link.evaluate((a) => getComputedStyle(a).outlineStyle);
    expect(outline).toBe('solid');
  });
});
