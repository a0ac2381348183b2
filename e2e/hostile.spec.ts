import { board, expect, JOBS, openHostPage, SNIPPET, test } from './support.ts';
import { must } from '../test/support/must.ts';

test.describe('hostile and strict host pages', () => {
  test('a strict CSP with Trusted Types shows the board with no violation', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const nonce = 'r4nd0mN0nce';
    await openHostPage(
      page,
      `<div data-svc-jobs="lumen"><a href="${JOBS}/lumen">Jobs</a></div><script async nonce="${nonce}" src="${JOBS}/embed.js?v=3"></script>`,
      {
        headers: {
          'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; require-trusted-types-for 'script'; object-src 'none'; base-uri 'none'`,
        },
      },
    );
    await expect(board(page).getByRole('listitem').first()).toBeVisible();
    // The brand colour still applies: CSSOM custom properties are not inline styles.
    const accent = await board(page)
      .locator('a')
      .first()
      .evaluate((a) => getComputedStyle(a).textDecorationColor);
    expect(accent).toBe('rgb(15, 118, 110)');
    // A violation of our own, made after the board is on screen: reports come in order (each a task
    // queued at the refusal), so once ours is in, any the board caused is in before it.
    const probe = 'base-uri https://probe.example/';
    await page.evaluate(() => {
      const base = document.createElement('base');
      base.href = 'https://probe.example/';
      document.body.append(base);
    });
    const seen = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    await expect.poll(seen).toContain(probe);
    expect((await seen()).filter((v) => v !== probe)).toEqual([]);
  });

  test('markup and script in feed strings show as text and never run', async ({ page, host }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const jobs = await host.jobs('xss');
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.some((j) => /[<>]/.test(j.title))).toBe(true);
    await openHostPage(page, `<div data-svc-jobs="xss"></div>${SNIPPET}`);
    for (const job of jobs) await expect(board(page).getByRole('link', { name: job.title, exact: true })).toBeVisible();
    const injected = await board(page).evaluate((el) => el.shadowRoot?.querySelectorAll('script, img, iframe, b, svg').length);
    expect(injected).toBe(0);
    // No element was made from a feed string, so nothing could run later (an onerror, a timer):
    // a dialog would have come from the render itself, which is on screen.
    expect(dialogs).toEqual([]);
  });

  test('aggressive global CSS leaves the titles visible and readable', async ({ page, host }) => {
    const [newest] = await host.jobs('acme');
    // Everything but the text colour is thrown at every element; the colour is
    // the host's to choose and the board inherits it (here from main).
    const css = `* { font-size: 1px !important; line-height: 0 !important; background: #fff !important; font-weight: 100 !important;
      display: inline !important; visibility: hidden !important; opacity: 0 !important; margin: 0 !important; padding: 0 !important;
      list-style: none !important; text-decoration: none !important; height: 0 !important; overflow: hidden !important; }
      body, html, main { visibility: visible !important; opacity: 1 !important; display: block !important; height: auto !important; color: #222 !important; font-size: 16px !important; }
      ul, ol, li { all: unset !important; } a { color: inherit !important; pointer-events: none !important; }`;
    await openHostPage(page, `<main><div data-svc-jobs="acme"></div></main>${SNIPPET}`, { head: `<style>${css}</style>` });
    const title = board(page).locator(`a[href$="/${must(newest).publicId}"]`);
    await expect(title).toBeVisible();
    const look = await title.evaluate((a) => {
      const s = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      return { size: parseFloat(s.fontSize), opacity: s.opacity, visibility: s.visibility, height: r.height, color: s.color };
    });
    expect(look.size).toBeGreaterThanOrEqual(14);
    expect(look.opacity).toBe('1');
    expect(look.visibility).toBe('visible');
    expect(look.height).toBeGreaterThanOrEqual(20);
    expect(look.color).toBe('rgb(34, 34, 34)');
  });
});
