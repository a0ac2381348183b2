// The demo jobs host: a stand-in for {jobs_url} that serves the public API of
// CONTRACT.md (the four GETs and the three same-origin writes), the built dist/,
// the board pages, and demo-only controls (faults, request log, staged résumés,
// applications received). A factory, so tests drive it with app.request().
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { CONTRACT_VERSION, MIN_CLIENT_CONTRACT } from '../../src/feed/types.ts';
import { applicationsPage } from './applications-page.ts';
import { ReceivedApplications } from './applications.ts';
import { boardPages } from './board-pages.ts';
import { testCaptchaVerifier, type CaptchaVerifier } from './captcha.ts';
import { compressResponses } from './compress.ts';
import { bodySizeLimit, contractHeader, versionGate } from './contract.ts';
import { demoPage } from './demo-page.ts';
import type { JobsEnv } from './env.ts';
import { apiError, jsonOk } from './errors.ts';
import { DEFAULT_FAULT_TIMING, FaultBoard, faultRoutes, type FaultTiming } from './faults.ts';
import { PUBLIC_PREFIX, publicApi, publicCors } from './public-api.ts';
import { publicWrites } from './public-writes.ts';
import { SlidingWindowLimiter } from './rate-limit.ts';
import { liveSnippetRoutes, type LiveFeedReader } from './live-snippet.ts';
import { serverFeeds } from '../../src/feed/server-client.ts';
import type { LiveRender } from '../../src/snippet/live-cache.ts';
import { logRequests, RequestLog, requestLogRoutes } from './request-log.ts';
import { resumeControls } from './resume-controls.ts';
import { sameOriginWrites } from './same-origin.ts';
import { StagedResumes } from './staged-resumes.ts';
import { staticRoutes } from './static.ts';
import { createStore, type Store } from './store.ts';

export const SERVER_VERSION = 'svc-demo-jobs-host/3.0.0';

export interface JobsAppOptions {
  /** The built tree (`dist/`), read on every request. */
  distDir: string;
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
  /** Reads the feed for the live snippet (default: this app's own public API, below); the seam for a feed client. */
  liveFeed?: LiveFeedReader;
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
  // The live snippet reads the public API above through this app itself, faults included, as the CLI reads
  // it (parsed and made safe); no waits between the reader's retries: this is a server answering a server.
  const self: typeof fetch = (input, init) => Promise.resolve(app.request(input, init));
  // The one server feed client (src/feed/server-client.ts), one per host: under its deadline, the last good
  // feed of each org served while fresh (the API's max-age) and whenever a read fails, for up to 7 days.
  const feeds = serverFeeds(now);
  const liveFeed: LiveFeedReader = opts.liveFeed ?? ((jobsUrl, org) => feeds.read(jobsUrl, org, { fetch: self }));
  // The demo's switch (and the tests' reset): the live snippet keeps nothing, so a fault shows as a 502 at once.
  app.delete('/__demo/kept', (c) => {
    feeds.clear();
    return c.body(null, 204);
  });
  app.route('/', liveSnippetRoutes({ store, readFeed: liveFeed, ...(opts.liveRender ? { render: opts.liveRender } : {}) }));
  app.route('/', boardPages({ store, distDir: opts.distDir }));

  app.notFound(() => apiError({ code: 'NOT_FOUND' }));
  app.onError((err) => {
    console.error('[demo jobs host]', err);
    return apiError({ code: 'INTERNAL' });
  });
  return app;
}
