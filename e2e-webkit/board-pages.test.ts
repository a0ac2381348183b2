// The board pages as the company's careers site in WebKit (e2e/board-pages.spec.ts
// runs the same in Chromium and Firefox): from the demo host (rendered per
// request, ?lang=de) and from pages written ahead by scripts/board-pages.ts on a
// plain static host with the three rewrites and the _headers the script wrote.
// The header, the language, the job formatted, apply in place, adoption with the
// same rows and nothing moved, axe, and the head tags as a link-preview robot
// reads them. Classic WebDriver has no init scripts nor request interception, so
// the page as written is read while the feed answers 500 (the board stays as
// written), and `SvcJobs.mount` then adopts it once the feed is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staticHost } from '../e2e/static-host.ts';
import { writeBoardPages } from '../scripts/board-pages.ts';
import { inBoard, JOBS, jobsHost, ready, seriousViolations, session, until, type Browser } from './webkit.ts';
import { must } from '../test/support/must.ts';

/** Lumen Health has a logo, an about text and a brand colour; this opening a description with Markdown and a salary. */
const ORG = 'lumen';
const JOB = 'eng-jmv8u';

let b: Browser;
let host: Awaited<ReturnType<typeof staticHost>>;
let out: string;
beforeAll(async () => {
  b = await session(1280, 900);
  out = mkdtempSync(path.join(tmpdir(), 'svc-board-pages-webkit-'));
  host = await staticHost({ jobs: JOBS, ahead: out, headers: true });
  // As a company's publish step runs it, against {jobs_url} (here the static host, its /api forwarded).
  await writeBoardPages({ jobsUrl: host.origin, org: ORG, outDir: out, lang: 'de' });
});
afterAll(async () => {
  await b?.deleteSession();
  await host?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});
beforeEach(() => jobsHost.reset());

/** The page's words and boxes as a candidate sees them, and its rows kept for comparing identity after adoption. */
function readPage(): Promise<{
  lang: string;
  title: string;
  h1: string;
  logo: boolean;
  h2: string;
  rows: number;
  board: number;
  after: number | null;
}> {
  return b.execute(() => {
    const board = document.querySelector('svc-jobs-board');
    const root = board?.shadowRoot;
    if (!board || !root) throw new Error('no board');
    const rows = [...root.querySelectorAll('.jobs > li')];
    (window as unknown as { __rows: Element[] }).__rows = rows;
    const img = document.querySelector<HTMLImageElement>('.site-head img');
    return {
      lang: document.documentElement.lang,
      title: document.title,
      h1: document.querySelector('h1')?.textContent?.trim() ?? '',
      logo: !!img && img.complete && img.naturalWidth > 0,
      h2: root.querySelector('h2')?.textContent?.trim() ?? '',
      rows: rows.length,
      board: board.getBoundingClientRect().top,
      after: board.parentElement?.nextElementSibling?.getBoundingClientRect().top ?? null,
    };
  });
}

/** SvcJobs.mount on the page's container: joins the load under way, or adopts the board written ahead. */
async function mount(): Promise<string> {
  // The page's script is async: it may still be on its way when the page has loaded.
  await until(
    b,
    () => b.execute(() => !!window.SvcJobs),
    (v) => v,
    'SvcJobs on the page',
  );
  return b.executeAsync((done: (result: string) => void) => {
    const el = document.querySelector('[data-svc-jobs]');
    if (!window.SvcJobs || !el) return done('no SvcJobs or no container');
    void window.SvcJobs.mount(el).then(done);
  });
}

/** The head tags as a link-preview robot reads them: the HTML as sent, no script run. */
async function preview(url: string): Promise<Record<string, string>> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const html = await res.text();
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/?>/g)) tags[must(m[1])] = must(m[2]);
  tags['title'] = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return tags;
}

describe.each([
  ['from the demo host, ?lang=de', () => JOBS, '?lang=de'],
  ['written ahead, on a plain static host', () => host.origin, ''],
])('the board pages in WebKit %s', (_name, base, query) => {
  it('the board page: header, language and openings as written; adopted with the same rows, nothing moved; axe', async () => {
    // The jobs host has rendered the page once: while its API fails it serves that last good page.
    expect((await fetch(`${base()}/${ORG}${query}`)).status).toBe(200);
    await jobsHost.fault(ORG, '500');
    await b.url(`${base()}/${ORG}${query}`);
    // The feed fails: the page stays exactly as written (the board painted from the HTML).
    expect(await mount()).toBe('failed');
    const written = await readPage();
    expect(written).toMatchObject({
      lang: 'de',
      title: 'Stellen bei Lumen Health',
      h1: 'Stellen bei Lumen Health',
      h2: 'Offene Stellen',
      rows: 5,
    });
    expect(written.logo, 'the logo shows').toBe(true);

    await jobsHost.reset();
    expect(await mount()).toBe('ready');
    await ready(b);
    const live = await b.execute(() => {
      const root = document.querySelector('svc-jobs-board')?.shadowRoot;
      if (!root) throw new Error('no board');
      const rows = [...root.querySelectorAll('.jobs > li')];
      const old = (window as unknown as { __rows: Element[] }).__rows;
      return rows.length === old.length && rows.every((r, i) => r === old[i]);
    });
    expect(live, 'the same row elements after adoption').toBe(true);
    const after = await readPage();
    expect({ board: after.board, after: after.after }).toEqual({ board: written.board, after: written.after });
    expect(await seriousViolations(b)).toEqual([]);
  });

  it('a job page: the job formatted, the way back, one JobPosting with its salary, apply in place in German', async () => {
    await b.url(`${base()}/${ORG}/${JOB}${query}`);
    await ready(b);
    expect(
      await b.execute(() => [document.documentElement.lang, document.title, document.querySelector('.back a')?.textContent?.trim()]),
    ).toEqual(['de', 'Clinical Data Engineer — Lumen Health', 'Alle offenen Stellen']);
    // The apply frame comes in after the board is ready (a task later when the machine is busy): waited for.
    const job = await until(
      b,
      () =>
        inBoard(b, (root) => ({
          h2: root.querySelector('h2')?.textContent?.trim(),
          strong: root.querySelector('.description strong')?.textContent,
          raw: root.querySelector('article')?.textContent?.includes('**'),
          frame: root.querySelector('iframe')?.getAttribute('src') ?? '',
        })),
      (j) => j.frame !== '',
      'the apply frame',
    );
    expect(job).toMatchObject({ h2: 'Clinical Data Engineer', strong: 'FHIR', raw: false });
    expect(job.frame).toContain('lang=de');
    const ld = await b.execute(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''));
    expect(ld).toHaveLength(1);
    expect(JSON.parse(must(ld[0]))).toMatchObject({ title: 'Clinical Data Engineer', baseSalary: { currency: 'EUR' } });

    // Apply in place: the form in the frame under the job, in the page's language.
    await b.switchFrame(await b.$('svc-jobs-board').shadow$('iframe').getElement());
    await until(
      b,
      () => b.execute(() => document.querySelector('h1, h2')?.textContent ?? ''),
      (t) => t.includes('Clinical Data Engineer'),
      'the form',
    );
    expect(await b.execute(() => document.documentElement.lang)).toBe('de');
    expect(await b.execute(() => [...document.querySelectorAll('label')].some((l) => l.textContent?.includes('E-Mail')))).toBe(true);
    await b.switchFrame(null);
    expect(await seriousViolations(b)).toEqual([]);
  });

  it('link previews read from the HTML alone', async () => {
    expect(await preview(`${base()}/${ORG}${query}`)).toMatchObject({
      title: 'Stellen bei Lumen Health',
      'og:site_name': 'Lumen Health',
      'twitter:card': 'summary',
    });
    expect(await preview(`${base()}/${ORG}/${JOB}${query}`)).toMatchObject({
      title: 'Clinical Data Engineer — Lumen Health',
      'og:url': `${base()}/${ORG}/${JOB}`,
      'og:description': 'Build the pipelines that turn glucose readings into care plans.',
    });
  });
});
