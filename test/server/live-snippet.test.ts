// GET {jobs_url}/{org}/embed.html, the live snippet: every status, its
// headers, the ETag and 304, each parameter and its bad values, a jobs change
// on the next request, and the body byte for byte what scripts/snippet.ts
// prints for the same attributes (its `<script>` line left out), the CLI run
// as a company runs it against this host over HTTP.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../demo/server/store.ts';
import { liveSnippet } from '../../src/prerender/live-snippet.ts';
import type { LiveRender } from '../../src/snippet/live-cache.ts';
import { LIVE_PARAMETERS, LIVE_VALUE_MAX } from '../../src/snippet/live.ts';
import { makeApp, makeDist, NOW, ORIGIN } from './helpers.ts';
import { must } from '../support/must.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());
const store = createStore({ baseTime: NOW });
const app = makeApp(dist.dist, { store, faultTiming: { slowMs: 10, hangMs: 10, retryAfterMs: 0 } });
const get = (query = '', org = 'acme', headers: Record<string, string> = {}) =>
  Promise.resolve(app.request(`${ORIGIN}/${org}/embed.html${query}`, { headers }));
const feedTitles = async (org: string): Promise<{ title: string; department: string | null; employmentType: string }[]> =>
  (await (await app.request(`${ORIGIN}/api/v1/public/${org}/jobs`)).json()) as {
    title: string;
    department: string | null;
    employmentType: string;
  }[];
const titlesIn = (html: string): string[] => [...html.matchAll(/<h3 class="title">(?:<a[^>]*>)?([^<]+)</g)].map((m) => must(m[1]));

describe('GET /{org}/embed.html', () => {
  it('answers the container with the board written ahead, and the contract’s headers', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    // Weak: derived from the feed's version and the options, not the bytes (docs/written-ahead.md).
    expect(res.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(res.headers.get('vary')).toBe('accept-encoding');
    const html = await res.text();
    expect(html).toMatch(
      /^(?:<link rel="preload" as="fetch" href="[^"]+" crossorigin>\n){2}<!-- The board as of \d{4}-\d{2}-\d{2}, written ahead/,
    );
    expect(html).toContain('<div data-svc-jobs="acme"><svc-jobs-board><template shadowrootmode="open">');
    expect(html).not.toContain('<script');
    expect(html.endsWith('</div>\n')).toBe(true);
    expect(html).toContain('44 open positions');
  });

  it('answers 304 to the ETag it gave, and another ETag for other attributes', async () => {
    const etag = must((await get()).headers.get('etag'));
    const again = await get('', 'acme', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await get('?lang=de');
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('shows a job closed once the kept feed is past its max-age (60 s): at once from the next refresh, with a new ETag', async () => {
    let clock = NOW;
    const fresh = createStore({ baseTime: NOW });
    const timed = makeApp(dist.dist, { store: fresh, now: () => clock });
    const read = (headers: Record<string, string> = {}) => Promise.resolve(timed.request(`${ORIGIN}/acme/embed.html`, { headers }));
    const first = await read();
    const job = must(fresh.publishedJob('acme', 'eng-7f3k2'));
    expect(await first.text()).toContain(`>${job.title}<`);
    job.status = 'closed';
    // Within max-age the kept feed answers: no read of the jobs host at all.
    expect((await read({ 'if-none-match': must(first.headers.get('etag')) })).status).toBe(304);
    clock += 61_000;
    // Past it: the kept board at once, while one refresh runs; an answer after it is the new board.
    const stale = await read();
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain(`>${job.title}<`);
    await vi.waitFor(async () => {
      const after = await read({ 'if-none-match': must(first.headers.get('etag')) });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
      const html = await after.text();
      expect(html).not.toContain(`>${job.title}<`);
      expect(html).toContain('43 open positions');
    });
  });

  it('takes each attribute as a parameter, named without data-', async () => {
    const engineering = (await feedTitles('acme')).filter((j) => j.department === 'Engineering');
    const cases: [string, string | RegExp][] = [
      ['department=Engineering', '<div data-svc-jobs="acme" data-department="Engineering"><svc-jobs-board>'],
      ['location=Berlin', 'data-location="Berlin"'],
      ['type=full_time', 'data-type="full_time"'],
      ['group-by=department', 'data-group-by="department"'],
      ['filters=search', 'data-filters="search"'],
      ['controls=none', 'data-filters="none"'],
      ['page-size=10', 'data-page-size="10"'],
      ['apply=inline', 'data-apply="inline"'],
      ['lang=de', /data-lang="de">[\s\S]*offene Stellen/],
      ['src=newsletter', /data-src="newsletter">[\s\S]*\?src=newsletter/],
      ['href-pattern=%2Fcareers%2F%7BpublicId%7D', /data-href-pattern="\/careers\/\{publicId\}">[\s\S]*href="\/careers\/eng-7f3k2"/],
      ['empty=Write+to+us', 'data-empty="Write to us"'],
      ['sync-url', 'data-sync-url>'],
      ['storage=none', 'data-storage="none"'],
      ['accent=%237c3aed', '<style>[data-svc-jobs="acme"] { --svc-accent: #7c3aed; --svc-accent-text: #ffffff; }</style>'],
    ];
    for (const [query, want] of cases) {
      const res = await get(`?${query}`);
      expect(res.status, query).toBe(200);
      const html = await res.text();
      if (typeof want === 'string') expect(html, query).toContain(want);
      else expect(html, query).toMatch(want);
    }
    const html = await (await get('?department=Engineering')).text();
    expect(titlesIn(html).sort()).toEqual(engineering.map((j) => j.title).sort());
    // Every parameter the contract names is one this answer takes.
    for (const p of [
      'department',
      'location',
      'type',
      'group-by',
      'controls',
      'page-size',
      'apply',
      'lang',
      'src',
      'href-pattern',
      'empty',
      'sync-url',
      'accent',
    ])
      expect(LIVE_PARAMETERS).toContain(p);
  });

  it('answers 400 naming the parameter for an unknown one or a bad value, never a board', async () => {
    const cases: [string, string][] = [
      ['colour=red', 'colour'],
      ['plain', 'plain'],
      ['svc-jobs=lumen', 'svc-jobs'],
      ['data-lang=de', 'data-lang'],
      // A language without a catalog (lang=xx) is English, as on a container; a value that is no language tag is refused.
      ['lang=en_US', 'lang'],
      ['lang=de&lang=fr', 'lang'],
      ['filters=search&controls=none', 'controls'],
      ['apply=popup', 'apply'],
      ['page-size=5', 'page-size'],
      ['page-size=ten', 'page-size'],
      ['page-size=12.5', 'page-size'],
      ['accent=red', 'accent'],
      ['accent=%237c3aed0', 'accent'],
      ['href-pattern=%2Fcareers%2F', 'href-pattern'],
      ['href-pattern=javascript%3Aalert(%7BpublicId%7D)', 'href-pattern'],
      ['href-pattern=%2F%5Cevil.example%2F%7BpublicId%7D', 'href-pattern'],
      ['href-pattern=%2F%2Fevil.example%2F%7BpublicId%7D', 'href-pattern'],
      ['__proto__=x', '__proto__'],
      ['toString=x', 'toString'],
      ['constructor=x', 'constructor'],
      ['type=permanent', 'type'],
      ['group-by=team', 'group-by'],
      ['controls=map', 'controls'],
      ['storage=local', 'storage'],
      [`src=${'x'.repeat(201)}`, 'src'],
      // Every value is capped at the live snippet: its answer is kept and shared (src/snippet/live.ts).
      [`empty=${'x'.repeat(LIVE_VALUE_MAX + 1)}`, 'empty'],
      [`department=${'x'.repeat(LIVE_VALUE_MAX + 1)}`, 'department'],
      [`location=${'x'.repeat(LIVE_VALUE_MAX + 1)}`, 'location'],
      [`href-pattern=%2Fcareers%2F%7BpublicId%7D%3Fq%3D${'x'.repeat(LIVE_VALUE_MAX)}`, 'href-pattern'],
      [`apply=inline&sync-url=${'x'.repeat(LIVE_VALUE_MAX + 1)}`, 'sync-url'],
    ];
    for (const [query, parameter] of cases) {
      const res = await get(`?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const body = await res.text();
      expect(body, query).toMatch(new RegExp(`^<!-- svc-jobs: parameter "${parameter}": [^\\n]+ -->\\n$`));
      if (parameter !== 'src' && query.length > LIVE_VALUE_MAX)
        expect(body, query).toBe(`<!-- svc-jobs: parameter "${parameter}": over ${LIVE_VALUE_MAX} characters -->\n`);
      expect(body).not.toContain('data-svc-jobs=');
    }
  });

  it('answers 404 with a comment naming the reason for an org the API does not know', async () => {
    const res = await get('', 'nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<!-- svc-jobs: no org "nope" on this jobs host -->\n');
  });

  it.each(['500', 'malformed', 'shape', 'empty-shape', 'down', '429'])(
    'answers 502 when the feed cannot be read and nothing is kept (fault %s); once read, the last good board',
    async (mode) => {
      // A host of its own: nothing of lumen kept yet.
      const host = makeApp(dist.dist, { store: createStore({ baseTime: NOW }), faultTiming: { slowMs: 10, hangMs: 10, retryAfterMs: 0 } });
      const fault = (body: Record<string, unknown> | null) =>
        host.request(
          `${ORIGIN}/__demo/faults`,
          body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method: 'DELETE' },
        );
      await fault({ org: 'lumen', mode, ...(mode === '429' ? { delayMs: 60_000 } : {}) });
      const res = await host.request(`${ORIGIN}/lumen/embed.html`);
      expect(res.status).toBe(502);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toMatch(/^<!-- svc-jobs: the feed of lumen could not be read: [A-Z_]+/);
      await fault(null);
      const good = await host.request(`${ORIGIN}/lumen/embed.html`);
      expect(good.status).toBe(200);
      // The feed failing again: the board kept from the last good read, never a 502.
      await fault({ org: 'lumen', mode, ...(mode === '429' ? { delayMs: 60_000 } : {}) });
      const kept = await host.request(`${ORIGIN}/lumen/embed.html`);
      expect(kept.status).toBe(200);
      expect(await kept.text()).toBe(await good.text());
    },
  );
});

describe('the live snippet renders once per change', () => {
  /** An app of its own whose renders are counted (the CLI's renderer, called through). */
  const counted = () => {
    const renders: string[] = [];
    const render: LiveRender = (feed, jobsUrl, request, madeOn) => {
      renders.push(JSON.stringify(request.attributes));
      return liveSnippet(feed, jobsUrl, request, madeOn);
    };
    const own = createStore({ baseTime: NOW });
    const clock = { now: NOW };
    const counting = makeApp(dist.dist, { store: own, liveRender: render, now: () => clock.now });
    const ask = (query: string, headers: Record<string, string> = {}) =>
      Promise.resolve(counting.request(`${ORIGIN}/acme/embed.html${query}`, { headers }));
    /** Past the kept feed's max-age (60 s): this answer is the kept board, and starts the one refresh. */
    const expire = async (): Promise<void> => {
      clock.now += 61_000;
      await ask('');
    };
    return { renders, store: own, ask, expire };
  };
  const GZIP = { 'accept-encoding': 'gzip' };

  it('renders a second request with the same options no more, and answers the same bytes and ETag', async () => {
    const { renders, ask } = counted();
    const first = await ask('?department=Engineering');
    const second = await ask('?department=Engineering');
    expect(renders).toHaveLength(1);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(await first.text());
  });

  it('keys by the attributes as parsed: a reordered query, or controls for filters, is the same entry', async () => {
    const { renders, ask } = counted();
    const etags = new Set<string | null>();
    for (const query of [
      '?department=Engineering&apply=inline&filters=search',
      '?apply=inline&filters=search&department=Engineering',
      '?controls=search&department=Engineering&apply=inline',
      '?apply=inline&department=+Engineering+&filters=search',
    ]) {
      const res = await ask(query);
      expect(res.status, query).toBe(200);
      etags.add(res.headers.get('etag'));
    }
    expect(renders).toHaveLength(1);
    expect(etags.size).toBe(1);
    await ask('?department=Engineering&apply=link&filters=search');
    await ask('?department=Engineering&apply=inline&filters=search&lang=de');
    expect(renders).toHaveLength(3);
  });

  it('renders again with a new ETag when a job closes, and once more when it is published again', async () => {
    const { renders, store: own, ask, expire } = counted();
    const first = await ask('');
    const job = must(own.publishedJob('acme', 'eng-7f3k2'));
    job.status = 'closed';
    await expire();
    // Until the refresh is in, the kept board's ETag still matches (304, no render); then the new board.
    const closed = await vi.waitFor(async () => {
      const answer = await ask('', { 'if-none-match': must(first.headers.get('etag')) });
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(closed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(await closed.text()).not.toContain(`>${job.title}<`);
    expect(renders).toHaveLength(2);
    job.status = 'published';
    await expire();
    const again = await vi.waitFor(async () => {
      const answer = await ask('');
      expect(answer.headers.get('etag')).toBe(first.headers.get('etag'));
      return answer;
    });
    expect(await again.text()).toContain(`>${job.title}<`);
    expect(renders).toHaveLength(3);
  });

  it('answers a matching If-None-Match 304 with the 200’s Vary, cache headers and ETag, rendering nothing', async () => {
    const { renders, ask } = counted();
    const ok = await ask('?apply=inline', GZIP);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-encoding')).toBe('gzip');
    const etag = must(ok.headers.get('etag'));
    const notModified = await ask('?apply=inline', { ...GZIP, 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    for (const name of ['vary', 'cache-control', 'access-control-allow-origin', 'etag'])
      expect(notModified.headers.get(name), name).toBe(ok.headers.get(name));
    expect(ok.headers.get('vary')).toBe('accept-encoding');
    // The identity answer has the same ETag: the 304 holds whichever encoding the client kept.
    expect((await ask('?apply=inline')).headers.get('etag')).toBe(etag);
    expect(renders).toHaveLength(1);
    // A host that never rendered it (a restart, another instance) answers the same 304 without rendering.
    const fresh = counted();
    const elsewhere = await fresh.ask('?apply=inline', { 'if-none-match': `"x", ${etag}` });
    expect(elsewhere.status).toBe(304);
    expect(fresh.renders).toHaveLength(0);
  });
});

describe('the live snippet and the CLI', () => {
  let server: ServerType;
  let origin = '';
  beforeAll(async () => {
    // The host's jobs URL is the origin it listens on, known once it listens: the app is made then.
    const served: { app?: typeof app } = {};
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: (req) => must(served.app).fetch(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    served.app = makeApp(dist.dist, { store, jobsUrl: origin });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    [[], ''],
    [
      ['data-department=Engineering', 'data-apply=inline', 'data-lang=de', '--accent=#7c3aed'],
      '?department=Engineering&apply=inline&lang=de&accent=%237c3aed',
    ],
    [
      ['group-by=location', 'page-size=10', 'data-sync-url', 'href-pattern=/careers/{publicId}'],
      '?group-by=location&page-size=10&sync-url&href-pattern=/careers/{publicId}',
    ],
  ])(
    'are byte-identical but for the CLI’s <script> line (%j)',
    async (args, query) => {
      const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/snippet.ts', origin, 'northwind', ...args]);
      const live = await (await fetch(`${origin}/northwind/embed.html${query}`)).text();
      const script = `<script async src="${origin}/embed.js?v=3"></script>\n`;
      expect(stdout.endsWith(script)).toBe(true);
      expect(live).toBe(stdout.slice(0, -script.length));
    },
    30_000,
  );
});
