// The demo jobs host: a stand-in for {jobs_url} that serves the public API of
// CONTRACT.md (the four GETs and the three same-origin writes), the built dist/,
// the board pages, and demo-only controls (faults, request log, staged résumés,
// applications received). A factory, so tests drive it with app.request().
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { CONTRACT_VERSION, MIN_CLIENT_CONTRACT } from '../../src/feed/types.ts';
import { applicationsPage } from './applications-page.ts';
import { ReceivedApplications } from './applications.ts';
import { boardTemplate } from './board-template.ts';
import { testCaptchaVerifier, type CaptchaVerifier } from './captcha.ts';
import { compressResponses } from './compress.ts';
import { bodySizeLimit, contractHeader, versionGate } from './contract.ts';
import { demoPage } from './demo-page.ts';
import type { JobsEnv } from './env.ts';
import { apiError, jsonOk } from '../../src/server/errors.ts';
import { DEFAULT_FAULT_TIMING, FaultBoard, faultRoutes, type FaultTiming } from './faults.ts';
import { PUBLIC_PREFIX, publicApi, publicCors } from './public-api.ts';
import { publicWrites } from './public-writes.ts';
import { SlidingWindowLimiter } from './rate-limit.ts';
import { serverFeeds } from '../../src/feed/server-client.ts';
import { LiveRenderCache, type LiveRender } from '../../src/snippet/live-cache.ts';
import { liveSnippet } from '../../src/prerender/live-snippet.ts';
import { apiFeedSource, type FeedSource } from '../../src/server/feed-source.ts';
import { createJobsHandler } from '../../src/server/handler.ts';
import { IN_PROCESS_HEADER, logRequests, RequestLog, requestLogRoutes } from './request-log.ts';
import { resumeControls } from './resume-controls.ts';
import type { ResumeReader } from './resume-pool.ts';
import { sameOriginWrites } from './same-origin.ts';
import { StagedResumes } from './staged-resumes.ts';
import { staticRoutes } from './static.ts';
import { createStore, type Store } from './store.ts';

export const SERVER_VERSION = 'svc-demo-jobs-host/3.0.0';

export interface JobsAppOptions {
  /** The built tree (`dist/`), read on every request. */
  distDir: string;
  /** {jobs_url} as visitors reach this host: the absolute links of the pages it renders start with it, whatever Host a request names. */
  jobsUrl: string;
  /** Defaults to the demo seed, dated from `now()` at creation. */
  store?: Store;
  now?: () => number;
  /** Default waits of the slow/hang faults and retry-after of the 429 fault (tests shorten them). */
  faultTiming?: Partial<FaultTiming>;
  /** Checks `turnstileToken` on apply; by default the test double of captcha.ts (no network). */
  captcha?: CaptchaVerifier;
  /**
   * A request header believed as the client's address for the upload limit,
   * e.g. 'x-demo-client', for tests under app.request() (no socket). Unset, the
   * socket's remote address is used. Never set it where real clients connect.
   */
  clientAddressHeader?: string;
  /** Writes the live snippet's body (default: the CLI's renderer); tests count its calls. */
  liveRender?: LiveRender;
  /** Reads a résumé's text for `suggested` (default: the process's worker, resume-pool.ts); tests pass a pool with other caps. */
  readResume?: ResumeReader;
  /** Where the rendered pages read feeds (default: this app's own public API, below, through the server feed client). */
  feed?: FeedSource;
}

/** Public résumé uploads: 10 per client address in any 10 minutes (API-SPEC.md, Limits). */
export const UPLOAD_LIMIT = { count: 10, windowMs: 10 * 60 * 1000 } as const;

const FIXTURES_DIR = new URL('../fixtures/', import.meta.url);

export function createJobsApp(opts: JobsAppOptions): Hono<JobsEnv> {
  const now = opts.now ?? Date.now;
  const store = opts.store ?? createStore({ baseTime: now() });
  const faults = new FaultBoard({ ...DEFAULT_FAULT_TIMING, ...opts.faultTiming });
  const log = new RequestLog();
  const staged = new StagedResumes();
  const uploads = new SlidingWindowLimiter(UPLOAD_LIMIT.count, UPLOAD_LIMIT.windowMs);
  const applications = new ReceivedApplications();
  const app = new Hono<JobsEnv>();

  // Outermost first: the log sees every request; compression takes every answer
  // as finished; the contract header and CORS decorate every answer after them
  // (preflights and refusals included).
  app.use(logRequests(log, now));
  app.use(compressResponses());
  app.use(contractHeader());
  app.use(publicCors());
  app.use(versionGate());
  app.use(sameOriginWrites());
  app.use(bodySizeLimit());

  app.get('/api/v1/version', () => jsonOk({ server: SERVER_VERSION, contract: CONTRACT_VERSION, minClientContract: MIN_CLIENT_CONTRACT }));
  app.route(PUBLIC_PREFIX, publicApi({ store, faults, now }));
  app.route(
    PUBLIC_PREFIX,
    publicWrites({
      store,
      faults,
      now,
      staged,
      uploads,
      applications,
      captcha: opts.captcha ?? testCaptchaVerifier,
      clientAddressHeader: opts.clientAddressHeader ?? null,
      ...(opts.readResume ? { readResume: opts.readResume } : {}),
    }),
  );

  app.route('/__demo/faults', faultRoutes(faults, store));
  app.route('/__demo/requests', requestLogRoutes(log));
  app.route('/__demo', resumeControls({ staged, uploads, now }));
  app.route('/__demo', applicationsPage(applications));
  app.route('/__demo', demoPage({ store, faults }));
  // Spent and declined invites back to their seeded state (the tests' reset, as for applications).
  app.delete('/__demo/referrals', (c) => {
    store.resetReferrals();
    return c.body(null, 204);
  });
  app.get('/demo-assets/:name{[a-z0-9-]+\\.svg}', async (c) => {
    try {
      const svg = await readFile(new URL(c.req.param('name'), FIXTURES_DIR));
      return new Response(new Uint8Array(svg), {
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=3600',
          'access-control-allow-origin': '*',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        },
      });
    } catch {
      return apiError({ code: 'NOT_FOUND' });
    }
  });

  app.route(
    '/',
    staticRoutes(opts.distDir, (org) => !!store.org(org)?.captchaSiteKey),
  );
  // The rendered parts (the live snippet, the board pages, their sitemap) are the package's fetch handler
  // (svc-jobs/server), as an edge runs it. It reads the public API above through this app itself, faults
  // included, as the CLI reads it (parsed and made safe), through the one server feed client: under its
  // deadline, the last good feed of each org served while fresh (the API's max-age) and whenever a read fails.
  const self: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set(IN_PROCESS_HEADER, '1');
    return Promise.resolve(app.request(request));
  };
  const feeds = serverFeeds({ now });
  // The demo's switch (and the tests' reset): the handler keeps nothing, so a fault shows as a 502 at once.
  app.delete('/__demo/kept', (c) => {
    feeds.clear();
    return c.body(null, 204);
  });
  const handler = createJobsHandler({
    jobsUrl: opts.jobsUrl,
    feed: opts.feed ?? apiFeedSource({ jobsUrl: opts.jobsUrl, fetch: self, feeds }),
    cache: new LiveRenderCache({ render: opts.liveRender ?? liveSnippet, now }),
    template: () => boardTemplate(opts.distDir),
  });
  const slug = '[a-z0-9-]+';
  for (const route of [
    `/:org{${slug}}`,
    `/:org{${slug}}/embed.html`,
    `/:org{${slug}}/sitemap.xml`,
    `/:org{${slug}}/:publicId{[A-Za-z0-9_-]{1,64}}`,
  ])
    app.get(route, (c) => handler(c.req.raw));

  app.notFound(() => apiError({ code: 'NOT_FOUND' }));
  app.onError((err) => {
    console.error('[demo jobs host]', err);
    return apiError({ code: 'INTERNAL' });
  });
  return app;
}
