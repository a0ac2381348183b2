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
    const { host } = target();
    host.mode = 'up';
    host.slow.clear();
    host.gone.clear();
  });
  /** Milliseconds a call takes, and its answer. */
  const timed = async (call: Promise<Response>): Promise<[number, Response]> => {
    const start = Date.now();
    const res = await call;
    return [Date.now() - start, res];
  };

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

  describe('revalidation and errors', () => {
    it('give board pages and the sitemap an ETag of what they say, and a 304 when it still matches', async () => {
      for (const path of ['/acme', '/acme/eng-7f3k2', '/acme/sitemap.xml']) {
        const ok = await get(path);
        const etag = ok.headers.get('etag') ?? '';
        expect(etag, path).toMatch(/^W\/"[\w-]{22}"$/);
        expect((await get(path)).headers.get('etag'), `${path}: the same page, the same ETag`).toBe(etag);
        const again = await get(path, { 'if-none-match': etag });
        expect(again.status, path).toBe(304);
        expect(await again.text()).toBe('');
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe(ok.headers.get('cache-control'));
      }
      // Another language is another page, with its own ETag.
      const de = await get('/acme', { 'accept-language': 'de' });
      expect(de.headers.get('etag')).not.toBe((await get('/acme')).headers.get('etag'));
    });

    it('answer a job that is not open with its page as a 404, never kept', async () => {
      const res = await get('/acme/eng-zzzzz');
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(await res.text()).toContain('This position is no longer open.');
    });

    it('mark every error no-store and nosniff', async () => {
      const t = await target().fresh();
      const errors: Response[] = [
        await t.fetch(new Request(`${ORIGIN}/nope`)),
        await t.fetch(new Request(`${ORIGIN}/acme/embed.html?page-size=5`)),
      ];
      t.host.mode = 'down';
      for (const path of ['/harbor', '/harbor/sitemap.xml', '/harbor/embed.html'])
        errors.push(await t.fetch(new Request(`${ORIGIN}${path}`)));
      expect(errors.map((r) => r.status)).toEqual([404, 400, 503, 503, 502]);
      for (const res of errors) {
        expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
        expect(res.headers.get('x-content-type-options'), String(res.status)).toBe('nosniff');
      }
    });

    it('ask the API about an org it does not know once a minute, however often it is asked for', async () => {
      const t = await target().fresh();
      const asked = () => t.host.asked.filter((p) => p.startsWith('/api/v1/public/acmee')).length;
      expect((await t.fetch(new Request(`${ORIGIN}/acmee`))).status).toBe(404);
      const once = asked();
      expect(once).toBeGreaterThan(0);
      for (let i = 0; i < 20; i++) {
        const path = ['/acmee', '/acmee/embed.html', '/acmee/sitemap.xml', '/acmee/eng-7f3k2'][i % 4] ?? '';
        expect((await t.fetch(new Request(`${ORIGIN}${path}`))).status, path).toBe(404);
      }
      // The job page's own read of the job is the only other request.
      expect(asked()).toBeLessThanOrEqual(once + 1);
    });
  });

  describe('one deadline for a page', () => {
    it('a template that hangs: the page comes within the deadline, from the minimal template', async () => {
      const t = await target().fresh();
      t.host.slow.set('/embed/board.html', 'hang');
      const [ms, res] = await timed(t.fetch(new Request(`${ORIGIN}/acme`)));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<h1>Jobs at Acme');
      // The deadline is 500 ms here (3 s by default).
      expect(ms).toBeLessThan(1000);
      // Pages asked for while it hangs share its one read.
      const fresh = await target().fresh();
      fresh.host.slow.set('/embed/board.html', 'hang');
      const before = fresh.host.asked.filter((p) => p === '/embed/board.html').length;
      await Promise.all(['/acme', '/lumen', '/harbor', '/acme/eng-7f3k2'].map((p) => fresh.fetch(new Request(`${ORIGIN}${p}`))));
      expect(fresh.host.asked.filter((p) => p === '/embed/board.html').length - before).toBe(1);
    });

    it('a job page whose feed is slow and whose job hangs: one deadline for both reads, not one after the other', async () => {
      const t = await target().fresh();
      t.host.slow.set('/api/v1/public/acme/jobs/eng-7f3k2', 'hang');
      // The same page with the feed at once: the deadline and this platform's own time.
      const [usual, first] = await timed(t.fetch(new Request(`${ORIGIN}/acme/eng-7f3k2`)));
      expect(first.status).toBe(503);
      const slow = await target().fresh();
      slow.host.slow.set('/api/v1/public/acme/jobs/eng-7f3k2', 'hang');
      slow.host.slow.set('/api/v1/public/acme', 400);
      const [ms, res] = await timed(slow.fetch(new Request(`${ORIGIN}/acme/eng-7f3k2`)));
      expect(res.status).toBe(503);
      // Read one after the other, the feed's 400 ms would come on top.
      expect(ms).toBeLessThan(usual + 250);
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
