// svc-jobs/server/worker's cache in front of the handler, as worker.js puts it,
// with the one thing a test cannot wait for moved: the clock. A request's
// x-test-clock-skew (ms) is added to the time the cache reads, so a test asks
// "five minutes later" or "two days later" of the real Cache API of workerd.
import { cachedJobsHandler, createJobsHandler } from 'svc-jobs/server';

let handler;

export default {
  async fetch(request, env, ctx) {
    handler ??= createJobsHandler({ jobsUrl: env.JOBS_URL, timeout: Number(env.FEED_TIMEOUT_MS) });
    const skew = Number(request.headers.get('x-test-clock-skew') ?? 0);
    const cache = await caches.open('svc-jobs');
    return cachedJobsHandler(handler, { jobsUrl: env.JOBS_URL, cache, waitUntil: (w) => ctx.waitUntil(w), now: () => Date.now() + skew })(
      request,
    );
  },
};
