// svc-jobs/server/worker's cache in front of the handler, as worker.js puts it,
// with the one thing a test cannot wait for moved: the clock. A request's
// x-test-clock-skew (ms) is added to the time the cache reads, so a test asks
// "ten minutes later" or "two days later" of the real Cache API of workerd.
import { cachedJobsHandler, createJobsHandler } from 'svc-jobs/server';

let skew = 0;
let handler;

export default {
  fetch(request, env, ctx) {
    skew = Number(request.headers.get('x-test-clock-skew') ?? 0);
    handler ??= cachedJobsHandler(createJobsHandler({ jobsUrl: env.JOBS_URL, timeout: Number(env.FEED_TIMEOUT_MS) }), {
      jobsUrl: env.JOBS_URL,
      cache: caches.open('svc-jobs'),
      now: () => Date.now() + skew,
    });
    return handler(request, ctx);
  },
};
