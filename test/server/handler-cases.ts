// The fetch handler's own tests (svc-jobs/server), written once and run in Node
// (handler.test.ts) and in workerd (handler-workerd.test.ts): what a caller of
// the handler gets for each route, with the jobs host up, down or hanging.
import { afterEach, describe, expect, it } from 'vitest';
import type { HandlerHost } from './handler-host.ts';
import { ORIGIN } from './helpers.ts';

export interface HandlerTarget {
  /** The handler (configured with jobsUrl ORIGIN and a feed deadline of 500 ms), as the platform calls it. */
  fetch(request: Request): Promise<Response>;
  host: HandlerHost;
  /** A handler of its own that has read nothing yet (no last good feed). */
  fresh(): Promise<HandlerTarget>;
}

/** Another host name than the jobs URL's: links must not follow it. */
const ELSEWHERE = 'http://cdn-edge.internal';

export function handlerCases(target: () => HandlerTarget): void {
  const get = (path: string, headers: Record<string, string> = {}): Promise<Response> =>
    target().fetch(new Request(`${ELSEWHERE}${path}`, { headers }));
  afterEach(() => {
    target().host.mode = 'up';
  });

  describe('the live snippet', () => {
    it('is the container with the board written ahead, its links on the jobs URL whatever the Host', async () => {
      const res = await get('/acme/embed.html?apply=inline');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      // The contract's header belongs to the API's answers, not to pages (test/server/static.test.ts).
      expect(res.headers.get('x-svc-contract')).toBeNull();
      const html = await res.text();
      // The feed's preloads on the jobs URL too (the widget reads the feed from where embed.js came).
      expect(html).toMatch(
        /^<link rel="preload" as="fetch" href="[^"]+\/api\/v1\/public\/acme" crossorigin>\n<link [^\n]+\n<!-- The board as of \d{4}-\d\d-\d\d/,
      );
      expect(html).toContain(`<link rel="preload" as="fetch" href="${ORIGIN}/api/v1/public/acme/jobs" crossorigin>`);
      expect(html).toContain('<div data-svc-jobs="acme" data-apply="inline">');
      expect(html).toContain('<template shadowrootmode="open">');
      expect(html).toContain(`href="${ORIGIN}/acme/`);
      expect(html).not.toContain(ELSEWHERE.slice(7));
    });

    it('answers a matching If-None-Match with a 304 carrying the 200’s Vary and ETag', async () => {
      const ok = await get('/acme/embed.html');
      const etag = ok.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"/);
      const again = await get('/acme/embed.html', { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('vary')).toBe(ok.headers.get('vary'));
      expect(again.headers.get('etag')).toBe(etag);
    });

    it('names a refused parameter (400) and an org the API does not know (404)', async () => {
      const bad = await get('/acme/embed.html?page-size=5');
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('parameter "page-size"');
      const unknown = await get('/acmee/embed.html');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('no org "acmee"');
    });

    it('reads the feed once for many requests (the last good feed, fresh for its max-age)', async () => {
      const t = await target().fresh();
      const before = t.host.asked.length;
      for (let i = 0; i < 10; i++) expect((await t.fetch(new Request(`${ORIGIN}/lumen/embed.html?src=n${i}`))).status).toBe(200);
      expect(t.host.asked.slice(before).sort()).toEqual(['/api/v1/public/lumen', '/api/v1/public/lumen/jobs']);
    });
  });

  describe('the board pages', () => {
    it('are the org’s careers page in the visitor’s language, canonical on the jobs URL', async () => {
      const de = await get('/acme', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
      expect(de.status).toBe(200);
      expect(de.headers.get('vary')).toContain('accept-language');
      const html = await de.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain('<h1>Stellen bei Acme Robotics</h1>');
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/acme"`);
      expect(await (await get('/acme?lang=fr')).text()).toContain('<html lang="fr">');
    });

    it('give a job its page with its JSON-LD, and say so for a job not open', async () => {
      const html = await (await get('/acme/eng-7f3k2')).text();
      expect(html).toContain('"@type":"JobPosting"');
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/acme/eng-7f3k2"`);
      const gone = await (await get('/acme/eng-zzzzz')).text();
      expect(gone).toContain('<meta name="robots" content="noindex"');
    });

    it('list the board and every open job in sitemap.xml', async () => {
      const res = await get('/acme/sitemap.xml');
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await res.text();
      expect(xml).toContain(`<loc>${ORIGIN}/acme</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}/acme/eng-7f3k2</loc>`);
    });

    it('answer the contract’s 404 body for an unknown org, a reserved name, another method or path', async () => {
      for (const [path, method] of [
        ['/nope', 'GET'],
        ['/api', 'GET'],
        ['/acme', 'POST'],
        ['/acme/eng-7f3k2/apply', 'GET'],
      ] as const) {
        const res = await target().fetch(new Request(`${ELSEWHERE}${path}`, { method }));
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      }
    });
  });

  describe('when the jobs host fails', () => {
    it('down: the last good board and page once read; never read, a 502 snippet and the page unfilled (503)', async () => {
      const t = await target().fresh();
      expect((await t.fetch(new Request(`${ORIGIN}/lumen/embed.html`))).status).toBe(200);
      expect((await t.fetch(new Request(`${ORIGIN}/lumen`))).status).toBe(200);
      t.host.mode = 'down';
      const kept = await t.fetch(new Request(`${ORIGIN}/lumen/embed.html`));
      expect(kept.status).toBe(200);
      expect(await kept.text()).toContain('data-svc-jobs="lumen"');
      expect(await (await t.fetch(new Request(`${ORIGIN}/lumen`))).text()).toContain('<h1>Jobs at Lumen Health</h1>');
      const never = await t.fetch(new Request(`${ORIGIN}/harbor/embed.html`));
      expect(never.status).toBe(502);
      expect(await never.text()).toMatch(/^<!-- svc-jobs: the feed of harbor could not be read/);
      const page = await t.fetch(new Request(`${ORIGIN}/harbor`));
      expect(page.status).toBe(503);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('data-svc-jobs=""');
      t.host.mode = 'up';
    });

    it('hanging: the answer comes within the deadline, never later', async () => {
      const t = await target().fresh();
      t.host.mode = 'hang';
      const started = Date.now();
      const res = await t.fetch(new Request(`${ORIGIN}/acme/embed.html`));
      expect(res.status).toBe(502);
      expect(await res.text()).toContain('TIMEOUT');
      expect(Date.now() - started).toBeLessThan(2000);
      t.host.mode = 'up';
    });
  });
}
