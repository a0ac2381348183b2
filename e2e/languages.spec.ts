// The board and the apply form in the host page's language, against the real
// demo hosts: German on a German page (catalog asked for in parallel with the
// feed), French from data-lang="fr-CA", English for an unknown language with no
// catalog request, and English when the catalog fails.
import type { Page } from '@playwright/test';
import { board, expect, JOBS, SITE, SNIPPET, test, chooseFile, pressInFrame, focusedText, refill } from './support.ts';
import { seriousViolations } from './axe.ts';
import { must } from '../test/support/must.ts';

const PDF = 'test/fixtures/resume.pdf';
const JOB = 'eng-5q3w6'; // acme, the default form: name, email, phone (optional), résumé
let count = 0;

/** Like openHostPage, with the page's own <html lang>. */
async function openPage(page: Page, lang: string, body: string): Promise<void> {
  const name = `lang-${process.pid}-${++count}`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Karriere</title></head><body>${body}</body></html>`;
  const res = await fetch(`${SITE}/__scratch/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ html, headers: {} }),
  });
  expect(res.status).toBe(204);
  await page.goto(`${SITE}/__scratch/${name}`);
}

/** Every request the page makes to the jobs host, in order. */
function watch(page: Page) {
  const seen: { path: string }[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(JOBS)) seen.push({ path: new URL(r.url()).pathname });
  });
  return seen;
}

const ready = (page: Page) => expect(page.locator('[data-svc-state="ready"]')).toHaveCount(1);

test.describe('languages', () => {
  test('a German page: a German board, its catalog asked for in parallel with the feed', async ({ page, host }) => {
    // The feed takes 1.5 s: the catalog must be asked for long before it answers.
    await host.fault('acme', 'slow', 1500);
    const seen = watch(page);
    await openPage(page, 'de', `<main><h1>Karriere</h1><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
    await ready(page);
    const b = board(page);
    await expect(b.getByRole('heading', { level: 2, name: 'Offene Stellen' })).toBeVisible();
    await expect(b.getByText(/^\d+ offene Stellen$/)).toBeVisible();
    await expect(b.locator('.meta', { hasText: 'Vollzeit' }).first()).toBeVisible();
    await expect(b.getByText(/^Veröffentlicht (vor|gestern|heute)/).first()).toBeVisible();
    await expect(b.getByRole('button', { name: /^Bewerben als / }).first()).toBeVisible();
    await expect(b.locator('[lang="de"]').first()).toBeAttached();
    await expect(b.getByText('Open positions')).toHaveCount(0);

    // When the page itself started and finished each request (Resource Timing): the test runner's
    // request events can arrive a second late on a busy machine, the page's own clock cannot.
    const timed = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        path: new URL(e.name).pathname,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
    );
    const catalog = timed.find((s) => s.path === '/embed/i18n/de.json');
    const jobs = timed.find((s) => s.path === '/api/v1/public/acme/jobs');
    expect(catalog, 'the catalog was requested').toBeTruthy();
    expect(jobs, 'the feed was requested').toBeTruthy();
    expect(must(jobs).end - must(jobs).start, 'the feed answered slowly').toBeGreaterThan(1400);
    // In parallel: asked for within a moment of the feed, and before the feed answered.
    expect(Math.abs(must(catalog).start - must(jobs).start)).toBeLessThan(500);
    expect(must(catalog).end).toBeLessThan(must(jobs).end);
    expect(seen.filter((s) => s.path.includes('/i18n/'))).toHaveLength(1);
  });

  test('a German apply form: labels, validation, autofill and the confirmation; axe finds nothing serious', async ({ page }) => {
    const seen = watch(page);
    await openPage(page, 'de', `<main><h1>Karriere</h1><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
    await ready(page);
    const item = board(page)
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href*="/${JOB}"]`) });
    await item.getByRole('button', { name: /^Bewerben als / }).click();
    const frame = item.frameLocator('iframe');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
    await expect(frame.getByLabel('Vollständiger Name')).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1, name: /^Bewerbung als / })).toBeVisible();
    // The frame loads its own language's words only: one chunk of its bundle.
    expect(seen.map((s) => s.path).filter((p) => /\/assets\/(de|fr|es|nl|pt)-[\w-]+\.js$/.test(p))).toEqual([
      expect.stringMatching(/\/assets\/de-[\w-]+\.js$/),
    ]);

    await frame.getByLabel('E-Mail-Adresse').fill('maya@');
    await pressInFrame(frame.getByRole('button', { name: 'Bewerbung absenden' }));
    await expect.poll(() => focusedText(frame)).toContain('Bitte prüfen Sie Ihre Angaben');
    await expect(frame.getByRole('link', { name: 'Geben Sie Ihren vollständigen Namen ein' })).toBeVisible();
    await expect(frame.getByRole('link', { name: /^Geben Sie eine gültige E-Mail-Adresse ein/ })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Wählen Sie eine Datei für Ihren Lebenslauf aus' })).toBeVisible();
    await expect(frame.getByText('Fehler: Geben Sie Ihren vollständigen Namen ein')).toBeAttached();

    expect(await seriousViolations(page)).toEqual([]);

    await chooseFile(frame.getByLabel('Lebenslauf'), PDF);
    await expect(frame.getByText(/^Aus Ihrem Lebenslauf übernommen: /)).toBeVisible();
    await refill(frame.getByLabel('E-Mail-Adresse'), 'maya.lindqvist@example.com');
    await pressInFrame(frame.getByRole('button', { name: 'Bewerbung absenden' }));
    await expect(frame.getByRole('heading', { name: 'Bewerbung gesendet' })).toBeFocused();
    await expect(frame.getByText(/^Vielen Dank für Ihre Bewerbung\./)).toBeVisible();
    await expect(frame.getByText('Sie müssen nichts weiter tun.')).toBeVisible();
  });

  test('data-lang="fr-CA" on an English page gives French', async ({ page }) => {
    const seen = watch(page);
    await openPage(page, 'en', `<main><div data-svc-jobs="acme" data-lang="fr-CA"></div></main>${SNIPPET}`);
    await ready(page);
    await expect(board(page).getByRole('heading', { level: 2, name: 'Postes à pourvoir' })).toBeVisible();
    await expect(board(page).locator('.meta', { hasText: 'Temps plein' }).first()).toBeVisible();
    await expect(board(page).locator('[lang="fr"]').first()).toBeAttached();
    expect(seen.map((s) => s.path)).toContain('/embed/i18n/fr.json');
  });

  test('lang="xx": English, and no catalog request at all', async ({ page }) => {
    const seen = watch(page);
    await openPage(page, 'xx', `<main><div data-svc-jobs="acme"></div></main>${SNIPPET}`);
    await ready(page);
    await expect(board(page).getByRole('heading', { level: 2, name: 'Open positions' })).toBeVisible();
    await expect(board(page).locator('[lang="en"]').first()).toBeAttached();
    expect(seen.filter((s) => s.path.includes('/i18n/'))).toEqual([]);
  });

  test('the catalog answering 500: a ready English board, dates too, and one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route(`${JOBS}/embed/i18n/de.json`, (route) =>
      route.fulfill({
        status: 500,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: '{"code":"INTERNAL"}',
      }),
    );
    await openPage(page, 'de', `<main><div data-svc-jobs="acme"></div></main>${SNIPPET}`);
    await ready(page);
    await expect(board(page).getByRole('heading', { level: 2, name: 'Open positions' })).toBeVisible();
    await expect(
      board(page)
        .getByText(/^Posted /)
        .first(),
    ).toBeVisible();
    await expect(board(page).locator('.meta', { hasText: 'Full-time' }).first()).toBeVisible();
    await expect(board(page).getByText(/^Veröffentlicht|vor \d+ Tagen/)).toHaveCount(0);
    expect(warnings.filter((w) => w.startsWith('[svc-jobs]') && w.includes('catalog'))).toHaveLength(1);
  });
});
