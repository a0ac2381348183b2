// svc-jobs/server/worker: the fetch handler as a Cloudflare Worker (workerd),
// the platform's cache in front (edge-cache.ts). Configured by the Worker's
// variables: JOBS_URL ({jobs_url}, where the public API and the static tree
// are), and FEED_TIMEOUT_MS (the feed's deadline, default 3000). docs/edge.md
// has the wrangler.toml.
import { cachedJobsHandler } from './edge-cache.ts';
import { createJobsHandler, type JobsHandler } from './handler.ts';

export interface WorkerEnv {
  JOBS_URL: string;
  FEED_TIMEOUT_MS?: string;
}

/** What the Worker runtime gives a fetch besides the request. */
export interface WorkerContext {
  waitUntil(work: Promise<unknown>): void;
}

// One handler per isolate, so its last good feeds and renders are kept between requests.
let made: { jobsUrl: string; handler: JobsHandler } | undefined;

function handlerFor(env: WorkerEnv): JobsHandler {
  if (made?.jobsUrl !== env.JOBS_URL) {
    const timeout = Number(env.FEED_TIMEOUT_MS);
    made = {
      jobsUrl: env.JOBS_URL,
      handler: createJobsHandler({ jobsUrl: env.JOBS_URL, ...(timeout > 0 ? { timeout } : {}) }),
    };
  }
  return made.handler;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: WorkerContext): Promise<Response> {
    const cache = await caches.open('svc-jobs');
    return cachedJobsHandler(handlerFor(env), { jobsUrl: env.JOBS_URL, cache, waitUntil: (work) => ctx.waitUntil(work) })(request);
  },
};
