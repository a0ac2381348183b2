import { board, expect, openHostPage, SITE, SNIPPET, test } from './support.ts';
import { seriousViolations } from './axe.ts';
import { must } from '../test/support/must.ts';

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
    for (const id of [must(job).publicId, 'no-such-job']) {
      await page.goto(`${SITE}/careers/${id}`);
      await expect(page.locator('[data-svc-state="ready"]')).toHaveCount(1);
      await expect(board(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('the axe helper finds what is wrong in the page and in its frames', async ({ page }) => {
    // The helper (e2e/axe.ts) changes only how results cross to the test; on the apply page it gave
    // exactly AxeBuilder's results in both engines. Not compared here run by run: AxeBuilder gives a
    // frame 1 s to take axe's source and then leaves it out silently, which Firefox on a busy CI missed.
    await openHostPage(page, `<main><h1>Careers</h1><img src="/nope.png"><iframe title="Form" srcdoc="<button></button>"></iframe></main>`);
    await expect(page.frameLocator('iframe').getByRole('button')).toBeAttached();
    expect((await seriousViolations(page)).sort()).toEqual(['button-name: iframe button', 'image-alt: img']);
  });

  test('every job link is a 24px target with a visible focus ring, drawn whole inside its opening', async ({ page }) => {
    await openHostPage(page, `<main><div data-svc-jobs="lumen"></div></main>${SNIPPET}`);
    const link = board(page).getByRole('link').first();
    await expect(link).toBeVisible();
    expect(must(await link.boundingBox()).height).toBeGreaterThanOrEqual(24);
    await link.focus();
    const outline = await link.evaluate((a) => getComputedStyle(a).outlineStyle);
    expect(outline).toBe('solid');
    // Each opening is contained (board.css): what is painted outside its padding box is cut off,
    // so the rings of its link and its Apply button (outline-offset + width) must fit inside it.
    const outside = await board(page)
      .locator('.jobs > li')
      .first()
      .evaluate((li) => {
        const box = li.getBoundingClientRect();
        const border = parseFloat(getComputedStyle(li).borderTopWidth);
        return [...li.querySelectorAll<HTMLElement>('a, button')].flatMap((el) => {
          el.focus();
          const s = getComputedStyle(el);
          const ring = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
          const r = el.getBoundingClientRect();
          const fits =
            r.left - ring >= box.left + border &&
            r.right + ring <= box.right - border &&
            r.top - ring >= box.top + border &&
            r.bottom + ring <= box.bottom - border;
          return fits && ring > 0 ? [] : [`${el.localName} "${el.textContent}" ring ${ring}px`];
        });
      });
    expect(outside).toEqual([]);
  });
});
