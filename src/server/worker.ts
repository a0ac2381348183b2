// svc-jobs/server/worker: the fetch handler as a Cloudflare Worker (workerd),
// the platform's cache in front (edge-cache.ts). Configured by the Worker's
// variables: JOBS_URL ({jobs_url}, where the public API and the static tree
// are), and FEED_TIMEOUT_MS (the feed's deadline, default 3000). docs/edge.md
// has the wrangler.toml.
import { cachedJobsHandler, type CachedJobsHandler, type EdgeContext } from './edge-cache.ts';
import { createJobsHandler } from './handler.ts';

export interface WorkerEnv {
  JOBS_URL: string;
  FEED_TIMEOUT_MS?: string;
}

// One handler per isolate, so its last good feeds, its renders and the answers in memory are kept between requests.
let made: { jobsUrl: string; handler: CachedJobsHandler } | undefined;

function handlerFor(env: WorkerEnv): CachedJobsHandler {
  if (made?.jobsUrl !== env.JOBS_URL) {
    const timeout = Number(env.FEED_TIMEOUT_MS);
    const handler = createJobsHandler({ jobsUrl: env.JOBS_URL, ...(timeout > 0 ? { timeout } : {}) });
    made = { jobsUrl: env.JOBS_URL, handler: cachedJobsHandler(handler, { jobsUrl: env.JOBS_URL, cache: caches.open('svc-jobs') }) };
  }
  return made.handler;
}

export default {
  fetch: (request: Request, env: WorkerEnv, ctx: EdgeContext): Promise<Response> => handlerFor(env)(request, ctx),
};
