// Applying in WebKit: the inline apply frame (the jobs origin inside the host
// page), a résumé chosen with the file input, the confirmation, the frame's
// height, the German board and form, and axe on the form.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  boardElement,
  click,
  events,
  inBoard,
  jobsHost,
  logged,
  openHostPage,
  ready,
  seriousViolations,
  session,
  SNIPPET,
  until,
  type Browser,
} from './webkit.ts';
import { must } from '../test/support/must.ts';

const PDF = path.resolve('test/fixtures/resume.pdf');
const JOB = 'eng-5q3w6'; // acme, the default form: name, email, phone (optional), résumé

// A session per test: the frame keeps a draft of the form per job in its own
// (partitioned) storage, which the page cannot clear.
let b: Browser;
beforeEach(async () => {
  await jobsHost.reset();
  b = await session();
});
afterEach(async () => {
  await b?.deleteSession();
});

/** Presses the Apply control of JOB and switches into its frame once the form shows `label`. */
async function openForm(applyName: RegExp, label: string): Promise<WebdriverIO.Element> {
  const button = await boardElement(b, `li:has(a[href*="/${JOB}"]) button`);
  // Its accessible name ("Apply for <title>"): the driver's computed label.
  expect(await button.getComputedLabel()).toMatch(applyName);
  await click(button);
  await until(
    b,
    () => button.getAttribute('aria-expanded'),
    (v) => v === 'true',
    'aria-expanded',
  );
  const iframe = await boardElement(b, `li:has(a[href*="/${JOB}"]) iframe`);
  await b.switchFrame(iframe);
  await until(
    b,
    () => b.execute((l) => [...document.querySelectorAll('label')].some((x) => x.textContent?.trim().startsWith(l)), label),
    Boolean,
    `the label ${label}`,
  );
  return iframe;
}

/**
 * Presses the form's submit button. Inside the cross-origin apply frame,
 * WebKitWebDriver 2.50 delivers no real input: its element click has no
 * effect, keys go to the top page, and a pointer action fails with "move
 * target out of bounds" (its frame offsets are wrong). So the button's own
 * click() activates it: the same click event and form submission a press
 * causes, without the driver's input path. (Input in the top page, the
 * board, is real: pointer actions.)
 */
async function submit(name: string): Promise<void> {
  const send = await b.$('button[type=submit]').getElement();
  expect(await send.getText()).toBe(name);
  await b.execute((el) => el.click(), send);
}

const field = (label: string) =>
  b
    .$(`//label[starts-with(normalize-space(.), "${label}")]`)
    .getAttribute('for')
    .then((id) => b.$(`#${id}`));
// The confirmation's heading. (Chromium and Firefox test that it takes focus; under
// WebKitWebDriver the frame's document never has focus, so activeElement stays body.)
const heading = () => b.execute(() => document.querySelector('h1, h2')?.textContent ?? '');
const text = () => b.execute(() => document.body.innerText);

describe('inline apply in WebKit', () => {
  it('a PDF résumé fills the form, the application arrives, the candidate sees the confirmation and the page hears applied', async () => {
    await openHostPage(b, `<main><div data-svc-jobs="acme" data-apply="inline" data-src="careers-page"></div></main>${SNIPPET}`);
    await ready(b);
    await openForm(/^Apply for /, 'Full name');
    // Sending keys to a file input chooses that file (WebDriver's rule for <input type=file>).
    await (await field('Résumé')).addValue(PDF);
    await until(b, text, (t) => t.includes('Filled from your résumé: name, email, phone'), 'the résumé note');
    expect(await (await field('Full name')).getValue()).toBe('Maya Lindqvist');
    expect(await (await field('Email address')).getValue()).toBe('maya.lindqvist@example.com');
    expect(await seriousViolations(b)).toEqual([]);
    await submit('Send application');
    await until(b, heading, (t) => t === 'Application sent', 'the confirmation');

    const apps = await until(
      b,
      () => jobsHost.applications(),
      (a) => a.length > 0,
      'the application',
    );
    expect(must(apps[0]).job.publicId).toBe(JOB);
    expect(must(apps[0]).resume?.source).toBe('staged');
    expect(must(apps[0]).parts.find((p) => p.name === 'name')?.value).toBe('Maya Lindqvist');
    expect(must(apps[0]).parts.find((p) => p.name === 'src')?.value).toBe('careers-page');
    await b.switchFrame(null);
    const seen = await until(
      b,
      () => events(b),
      (e) => e.some((x) => x.type === 'applied'),
      'applied',
    );
    expect(seen.filter((e) => e.type !== 'ready')).toEqual([
      { type: 'apply-open', detail: { org: 'acme', publicId: JOB } },
      { type: 'applied', detail: { org: 'acme', publicId: JOB } },
    ]);
    expect((await logged(b)).filter((l) => !l.startsWith('warn ') || l.includes('[svc-jobs]'))).toEqual([]);
  });

  it("the frame takes its form's full height, and grows when problems show", async () => {
    await openHostPage(b, `<main><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`);
    await ready(b);
    const iframe = await openForm(/^Apply for /, 'Full name');
    const inner = () => b.execute(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    const outer = async () => {
      await b.switchFrame(null);
      const h = await inBoard(
        b,
        (root, id) => {
          const frame = root.querySelector(`li:has(a[href*="/${id}"]) iframe`);
          if (!frame) throw new Error('no apply frame');
          return Math.round(frame.getBoundingClientRect().height);
        },
        JOB,
      );
      await b.switchFrame(iframe);
      return h;
    };
    const full = await inner();
    expect(full).toBeGreaterThan(400);
    await until(b, outer, (h) => Math.abs(h - full) <= 1, `the frame at its form's ${full} px`);
    await submit('Send application');
    await until(
      b,
      () => b.execute(() => document.activeElement?.textContent ?? ''),
      (t) => t.includes('There is a problem'),
      'the focused error summary',
    );
    const grown = await inner();
    expect(grown).toBeGreaterThan(full + 40);
    await until(b, outer, (h) => Math.abs(h - grown) <= 1, `the frame at ${grown} px`);
    await b.switchFrame(null);
  });

  it('a German page gets a German board and a German form, and the confirmation', async () => {
    await openHostPage(b, `<main><h1>Karriere</h1><div data-svc-jobs="acme" data-apply="inline"></div></main>${SNIPPET}`, { lang: 'de' });
    await ready(b);
    const board = await inBoard(b, (root) => ({
      h2: root.querySelector('h2')?.textContent,
      status: root.querySelector('[role=status]')?.textContent,
      text: root.textContent,
    }));
    expect(board.h2).toBe('Offene Stellen');
    expect(board.status).toMatch(/^\d+ offene Stellen$/);
    expect(board.text).toContain('Vollzeit');
    expect(board.text).toMatch(/Veröffentlicht (vor|gestern|heute)/);
    expect(board.text).not.toContain('Open positions');
    await openForm(/^Bewerben als /, 'Vollständiger Name');
    expect(await b.execute(() => document.documentElement.lang)).toBe('de');
    await (await field('Lebenslauf')).addValue(PDF);
    await until(b, text, (t) => /Aus Ihrem Lebenslauf übernommen: /.test(t), 'the German résumé note', 30_000).catch(async (e) => {
      throw new Error(`${e} requests: ${JSON.stringify((await jobsHost.requests()).slice(-6))}`);
    });
    await submit('Bewerbung absenden');
    await until(b, heading, (t) => t === 'Bewerbung gesendet', 'the German confirmation');
    expect(await text()).toContain('Sie müssen nichts weiter tun.');
    await b.switchFrame(null);
  });
});
