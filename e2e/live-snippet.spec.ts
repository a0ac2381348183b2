// The live snippet, {jobs_url}/{org}/embed.html, included by a page of
// another origin: the page's own script fetches it (CORS), inserts it, then
// loads embed.js, which adopts the board written ahead in place: one board,
// ready once, and nothing moves when it comes alive.
import { cls, expectShiftUnder, recordShifts } from './layout-shift.ts';
import { board, events, expect, JOBS, openHostPage, recordEvents, SITE, test } from './support.ts';
import { must } from '../test/support/must.ts';

/**
 * A careers page whose script includes the live snippet: fetch, insert (with
 * setHTMLUnsafe where there is one, which attaches the declarative shadow root
 * as the parser does; else embed.js attaches it), two frames painted, then embed.js.
 */
const includingPage = (query: string) => `
<header style="padding:2rem"><h1>Careers at Lumen Health</h1><p>Care that reaches people where they are.</p></header>
<main style="padding:0 2rem"><section id="careers"></section>
<section id="benefits"><h2>Benefits</h2><p>Four-day weeks and a learning budget.</p></section></main>
<footer id="footer" style="padding:2rem">© Lumen Health</footer>
<script>
(async () => {
  const res = await fetch(${JSON.stringify(`${JOBS}/lumen/embed.html${query}`)});
  window.__live = { status: res.status, cors: res.headers.get('cache-control') };
  const html = await res.text();
  const into = document.getElementById('careers');
  if (into.setHTMLUnsafe) into.setHTMLUnsafe(html); else into.innerHTML = html;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  window.__insertedAt = performance.now();
  const s = document.createElement('script');
  s.async = true;
  s.src = ${JSON.stringify(`${JOBS}/embed.js?v=3`)};
  document.body.append(s);
})();
</script>`;

for (const width of [1280, 360]) {
  test(`a page of another origin fetches the live snippet, inserts it and embed.js adopts it in place at ${width} px`, async ({
    page,
    host,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordShifts(page);
    await recordEvents(page);
    const answers: (string | null)[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(`${JOBS}/lumen/embed.html`)) answers.push(r.headers()['access-control-allow-origin'] ?? null);
    });
    await openHostPage(page, includingPage('?apply=inline&accent=%237c3aed'));
    await page.waitForFunction(() => (window as unknown as { __insertedAt?: number }).__insertedAt !== undefined);
    // A CORS request of the company's site, answered for any origin.
    expect(answers).toEqual(['*']);
    expect((await host.requests()).filter((r) => r.path === '/lumen/embed.html').map((r) => [r.origin, r.query])).toEqual([
      [SITE, 'apply=inline&accent=%237c3aed'],
    ]);
    expect(await page.evaluate(() => (window as unknown as { __live: unknown }).__live)).toEqual({
      status: 200,
      cors: 'public, max-age=300, stale-while-revalidate=86400',
    });
    // Inserted, before embed.js: the board written ahead is there, every opening a link.
    const row = board(page).locator('li.job').last();
    await expect(board(page).getByRole('link', { name: 'Clinical Data Engineer', exact: true })).toBeVisible();
    const before = { footer: await page.locator('#footer').boundingBox(), row: await row.boundingBox() };

    await expect(page.locator('[data-svc-jobs]')).toHaveAttribute('data-svc-state', 'ready');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // One board, adopted: the inline Apply is live, the brand colour applies, and nothing moved.
    await expect(page.locator('[data-svc-jobs]')).toHaveCount(1);
    await expect(page.locator('svc-jobs-board')).toHaveCount(1);
    await expect(board(page).getByRole('list').first().getByRole('listitem')).toHaveCount(5);
    await expect(board(page).getByRole('button', { name: /^Apply for / })).toHaveCount(5);
    expect((await events(page)).filter((e) => e.type === 'ready')).toEqual([{ type: 'ready', detail: { org: 'lumen', count: 5 } }]);
    expect({ footer: await page.locator('#footer').boundingBox(), row: await row.boundingBox() }).toEqual(before);
    // Before the snippet was in place the page's own script inserted it (its shift is the page's); after, embed.js adopted it.
    const insertedAt = await page.evaluate(() => (window as unknown as { __insertedAt: number }).__insertedAt);
    console.log(
      `live snippet at ${width} px: CLS inserting (the page's own script) ${(await cls(page, { until: insertedAt }))?.toFixed(4) ?? 'n/a'}`,
    );
    await expectShiftUnder(page, `live snippet adopted at ${width} px`, 0.01, { since: insertedAt });
    expect(must(await page.locator('[data-svc-jobs]').getAttribute('data-apply'))).toBe('inline');
  });
}

test('a bad parameter is a 400 the page can read (CORS), naming it, and no board', async ({ page }) => {
  await openHostPage(page, '<p>careers</p>');
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, body: await res.text() };
  }, `${JOBS}/lumen/embed.html?lang=en_US`);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatch(/^<!-- svc-jobs: parameter "lang": /);
});
