// The board written ahead in WebKit: painted from the page's declarative shadow
// root before embed.js runs, then adopted in place (the same rows, nothing
// after it moved), live, and left as written when the feed fails. The same
// flows run in Chromium and Firefox in e2e/ahead.spec.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boardCss } from '../src/prerender/css-file.ts';
import { aheadSnippet } from '../src/prerender/ahead-snippet.ts';
import { readFeed } from '../src/snippet/from-feed.ts';
import { events, JOBS, jobsHost, openHostPage, ready, session, until, type Browser } from './webkit.ts';

let b: Browser;
beforeAll(async () => {
  b = await session(360, 800);
});
afterAll(async () => {
  await b?.deleteSession();
});
beforeEach(() => jobsHost.reset());

const page = (snippet: string) =>
  `<header><h1>Careers at Lumen Health</h1></header><main>${snippet}<section id="benefits"><h2>Benefits</h2><p>Four-day weeks.</p></section></main><footer id="footer">© Lumen</footer>`;

async function snippet(org: string): Promise<string> {
  return (await aheadSnippet(await readFeed(JOBS, org), { jobsUrl: JOBS, attributes: { 'data-svc-jobs': org }, css: boardCss() })).snippet;
}

describe('the board written ahead in WebKit', () => {
  it('is painted by the page, adopted in place with the same rows, and nothing after it moves', async () => {
    // Read by the page itself before embed.js can run: the rows and the footer as first laid out.
    const written = await snippet('lumen');
    // (The feed's answer, and so the adoption, comes after DOMContentLoaded: the footer is read there.)
    const probe = `<script>window.__rows = [...document.querySelector('svc-jobs-board').shadowRoot.querySelectorAll('li')];
      document.addEventListener('DOMContentLoaded', () => { window.__footer = document.getElementById('footer').getBoundingClientRect().top; });</script>`;
    await openHostPage(b, page(written.replace('<script async', `${probe}<script async`)));
    const first = await b.execute(() => {
      const w = window as unknown as { __rows: Element[]; __footer: number };
      return { rows: w.__rows.length, footer: w.__footer };
    });
    expect(first.rows).toBe(5);
    await ready(b);
    const after = await b.execute(() => {
      const root = document.querySelector('svc-jobs-board')?.shadowRoot;
      const footer = document.getElementById('footer');
      if (!root || !footer) throw new Error('no board or no footer');
      const rows = [...root.querySelectorAll('li')];
      const old = (window as unknown as { __rows: Element[] }).__rows;
      return {
        same: rows.length === old.length && rows.every((r, i) => r === old[i]),
        footer: footer.getBoundingClientRect().top,
      };
    });
    expect(after).toEqual({ same: true, footer: first.footer });
    expect((await events(b)).filter((e) => e.type === 'ready')).toEqual([{ type: 'ready', detail: { org: 'lumen', count: 5 } }]);
  });

  it('stays exactly as written when the feed fails', async () => {
    const written = await snippet('acme');
    await jobsHost.fault('acme', '500');
    // The page reads its container as written, before embed.js can run, and again on request.
    const read = `<script>window.__read = () => { const el = document.querySelector('[data-svc-jobs]');
      return JSON.stringify([[...el.attributes].map((a) => a.name + '=' + a.value), el.innerHTML, el.querySelector('svc-jobs-board').shadowRoot.innerHTML]); };
      window.__written = window.__read();</script>`;
    await openHostPage(b, page(written.replace('<script async', `${read}<script async`)));
    await until(
      b,
      () => events(b),
      (seen) => seen.some((e) => e.type === 'error'),
      'the error event',
      20_000,
    );
    const now = await b.execute(() => {
      const w = window as unknown as { __read: () => string; __written: string };
      return { now: w.__read(), written: w.__written };
    });
    expect(now.now).toBe(now.written);
  });
});
