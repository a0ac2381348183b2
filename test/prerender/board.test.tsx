// @vitest-environment happy-dom
// The renderer of the board written ahead: what it writes (escaped, linked,
// counted, in the board's language) and that it is the live board's markup.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { must } from '../support/must.ts';
import { createFilters } from '../../src/board/filters.ts';
import { createBoardModel } from '../../src/board/model.ts';
import { renderBoard } from '../../src/board/render.tsx';
import { parseJobs, parseOrg } from '../../src/feed/parse.ts';
import { compactCss, configOf, prerenderBoard, styleHash, wordsOf } from '../../src/prerender/board.tsx';
import { supported } from '../../src/ui/i18n.ts';
import type { SnippetAttributes } from '../../src/snippet/snippet.ts';

const JOBS = 'https://jobs.example';
const CSS = compactCss(readFileSync('src/board/board.css', 'utf8'));
const ORG = { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: '#7c3aed', careersUrl: `${JOBS}/acme` };
const job = (i: number, over: Record<string, unknown> = {}) => ({
  publicId: `job-${i}`,
  title: `Engineer ${i}`,
  department: i % 2 ? 'Engineering' : 'Sales',
  location: 'Berlin',
  employmentType: 'full_time',
  shortDescription: `Build thing ${i}.`,
  compensation: null,
  publishedAt: '2026-11-20T00:00:00Z',
  url: `${JOBS}/acme/job-${i}`,
  ...over,
});
const JOBS_12 = Array.from({ length: 12 }, (_, i) => job(i));

/** The board's markup inside the written root, as a browser would hold it. */
function writtenBoard(html: string): HTMLElement {
  const m = /<style>[^<]*<\/style>(<div lang="\w+">[\s\S]*<\/div>)<\/template><a [^>]*>[^<]*<\/a><\/svc-jobs-board>$/.exec(html);
  if (!m?.[1]) throw new Error('not a board written ahead');
  const holder = document.createElement('div');
  holder.innerHTML = m[1]; // test only: parse what the renderer wrote
  return holder.firstElementChild as HTMLElement;
}

/** The state of a board's form controls: each select's and input's value and options. */
const controls = (root: Element) =>
  [...root.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input')].map((c) => ({
    value: c.value,
    options: c instanceof HTMLSelectElement ? [...c.options].map((o) => [o.value, o.text]) : null,
  }));
const withoutControlState = (html: string) =>
  html
    .replace(/<(option|input)([^>]*?)(?: selected="")?(?: value="[^"]*")?(?: selected="")?>/g, '<$1$2>')
    .replace(/<(option|input)([^>]*?) value="[^"]*"/g, '<$1$2');

describe('prerenderBoard', () => {
  it('writes a declarative shadow root with the board, its styles and the brand colour', () => {
    const r = prerenderBoard({ org: ORG, jobs: JOBS_12, attributes: { 'data-svc-jobs': 'acme' }, jobsUrl: JOBS, css: CSS });
    expect(r.html.startsWith('<svc-jobs-board><template shadowrootmode="open"><style>')).toBe(true);
    expect(r.style.startsWith(CSS)).toBe(true);
    expect(r.style).toContain('--svc-brand:#7c3aed');
    expect(r.style).not.toContain('/*');
    expect(r).toMatchObject({ lang: 'en', listed: 12, shown: 12 });
  });

  it("gives the host a light-DOM link to the whole board, in the board's language, hidden while the shadow root is attached", () => {
    const r = prerenderBoard({
      org: ORG,
      jobs: JOBS_12,
      attributes: { 'data-svc-jobs': 'acme', 'data-lang': 'de' },
      jobsUrl: JOBS,
      css: CSS,
    });
    expect(r.html.endsWith(`</template><a href="${JOBS}/acme">Alle offenen Stellen</a></svc-jobs-board>`)).toBe(true);
    // What a sanitizer that strips shadowrootmode leaves (DOMPurify's defaults): an inert template and the link.
    const holder = document.createElement('div');
    holder.innerHTML = r.html.replace(' shadowrootmode="open"', ''); // test only: the sanitized snippet
    expect([...holder.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Alle offenen Stellen']);
    // Attached, the shadow root has no <slot>: the link is not rendered.
    expect(must(holder.querySelector('template')).content.querySelector('slot')).toBeNull();
  });

  it('links every opening of the first page, counts them all, and shows the rest behind an inert Show more', () => {
    const r = prerenderBoard({
      org: ORG,
      jobs: JOBS_12,
      attributes: { 'data-svc-jobs': 'acme', 'data-page-size': '10', 'data-src': 'website' },
      jobsUrl: JOBS,
      css: CSS,
    });
    const board = writtenBoard(r.html);
    const links = [...board.querySelectorAll('.jobs .title a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toHaveLength(10);
    expect(links[0]).toEqual(['Engineer 0', `${JOBS}/acme/job-0?src=website`]);
    expect(board.querySelector('.count')?.textContent).toBe('12 open positions');
    expect(board.querySelector('.actions button')?.textContent).toBe('Show 2 more');
    // More than 8: every control, present but inert until embed.js adopts the board.
    expect([...board.querySelectorAll('.filters label')].map((l) => l.firstChild?.textContent)).toEqual(['Department', 'Search']);
    expect(r).toMatchObject({ listed: 12, shown: 10 });
  });

  it('links the host page pattern when there is one, and Apply to the job’s board page', () => {
    const r = prerenderBoard({
      org: ORG,
      jobs: JOBS_12.slice(0, 2),
      jobsUrl: JOBS,
      css: CSS,
      attributes: { 'data-svc-jobs': 'acme', 'data-apply': 'inline', 'data-href-pattern': 'https://acme.example/jobs/{publicId}' },
    });
    const board = writtenBoard(r.html);
    expect(board.querySelector('.title a')?.getAttribute('href')).toBe('https://acme.example/jobs/job-0');
    const apply = board.querySelector('.jobs .actions a.button');
    expect(apply?.getAttribute('href')).toBe(`${JOBS}/acme/job-0`);
    expect(apply?.getAttribute('aria-label')).toBe('Apply for Engineer 0');
    expect(board.querySelector('.jobs button')).toBeNull();
  });

  it('speaks the container’s language (words, plurals, dates)', () => {
    const r = prerenderBoard({
      org: ORG,
      jobs: JOBS_12,
      attributes: { 'data-svc-jobs': 'acme', 'data-lang': 'de', 'data-apply': 'inline' },
      jobsUrl: JOBS,
      css: CSS,
    });
    const board = writtenBoard(r.html);
    expect(board.getAttribute('lang')).toBe('de');
    expect(board.querySelector('h2')?.textContent).toBe('Offene Stellen');
    expect(board.querySelector('.count')?.textContent).toBe('12 offene Stellen');
    expect(board.querySelector('.jobs .actions a')?.textContent).toBe('Bewerben');
    expect(board.querySelector('.posted')?.textContent).toMatch(/^Veröffentlicht /);
  });

  it('escapes every feed value and attribute, and writes no link the widget would not', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const r = prerenderBoard({
      org: { ...ORG, name: evil, brandColor: `red;}</style><script>alert(3)</script>` },
      jobs: [
        job(1, { title: evil, department: evil, location: evil, shortDescription: evil, compensation: evil, url: 'javascript:alert(4)' }),
      ],
      attributes: { 'data-svc-jobs': 'acme', 'data-empty': evil, 'data-src': evil },
      jobsUrl: JOBS,
      css: CSS,
    });
    expect(r.html).not.toMatch(/<script|<img|javascript:/i);
    expect(r.style).not.toContain('</style');
    const board = writtenBoard(r.html);
    expect(board.querySelector('.title a')?.textContent).toBe(evil);
    // A feed's javascript: URL is rebuilt as the job's board page, as the widget does.
    const rebuilt = new URL(`${JOBS}/acme/job-1`);
    rebuilt.searchParams.set('src', evil);
    expect(board.querySelector('.title a')?.getAttribute('href')).toBe(rebuilt.href);
    expect(board.querySelectorAll('.meta span')).toHaveLength(4);
  });

  it('writes the empty text when nothing is open', () => {
    const board = writtenBoard(
      prerenderBoard({
        org: ORG,
        jobs: [],
        attributes: { 'data-svc-jobs': 'acme', 'data-empty': 'Check back <soon>' },
        jobsUrl: JOBS,
        css: CSS,
      }).html,
    );
    expect(board.querySelector('.empty')?.textContent).toBe('Check back <soon>');
  });

  it('refuses attributes the widget would refuse, with its own message', () => {
    expect(() =>
      prerenderBoard({ org: ORG, jobs: [], attributes: { 'data-svc-jobs': 'acme', 'data-page-size': '5' }, jobsUrl: JOBS, css: CSS }),
    ).toThrow(/data-page-size="5": use a whole number from 10 to 200/);
  });

  it.each<[string, SnippetAttributes]>([
    ['a plain list', { 'data-svc-jobs': 'acme' }],
    [
      'groups, a page size and German',
      { 'data-svc-jobs': 'acme', 'data-group-by': 'department', 'data-page-size': '10', 'data-lang': 'de' },
    ],
    ['a preset and a host pattern', { 'data-svc-jobs': 'acme', 'data-department': 'Engineering', 'data-href-pattern': '/jobs/{publicId}' }],
  ])('writes the markup the live board renders for the same feed: %s', (_, attributes) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const written = writtenBoard(prerenderBoard({ org: ORG, jobs: JOBS_12, attributes, jobsUrl: JOBS, css: CSS }).html);
    // The live board, rendered by embed.js's own renderBoard.
    const config = configOf(attributes, location.origin);
    const ctx = { jobsOrigin: JOBS, slug: 'acme' };
    const model = createBoardModel({ org: parseOrg(ORG, ctx), jobs: parseJobs(JOBS_12, ctx), etag: null });
    const words = wordsOf(supported(config.lang));
    const filters = createFilters(model.jobs, config, words);
    while (!filters.drawNext());
    const host = document.createElement('svc-jobs-board');
    const shadow = host.attachShadow({ mode: 'open' });
    const stop = renderBoard(host, shadow, { model, filters, config, jobsOrigin: JOBS, words, on: () => {} });
    const live = shadow.lastElementChild as HTMLElement;
    // Form controls: HTML writes their state as attributes, Preact sets it as properties.
    expect(controls(live)).toEqual(controls(written));
    expect(withoutControlState(live.outerHTML)).toBe(withoutControlState(written.outerHTML));
    stop();
  });
});

it('styleHash is the CSP source of the style text', async () => {
  // echo -n 'a{}' | openssl dgst -sha256 -binary | base64
  expect(await styleHash('a{}')).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
});
