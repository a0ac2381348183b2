// The bare fetch handler as a Worker, for the handler's own tests in workerd
// (the same tests as in Node): the packed build's svc-jobs/server, configured by bindings,
// with a render cache of its own limits as docs/edge.md writes one.
import { createJobsHandler, LiveRenderCache, liveSnippet } from 'svc-jobs/server';

let handler;

export default {
  fetch(request, env) {
    handler ??= createJobsHandler({
      jobsUrl: env.JOBS_URL,
      timeout: Number(env.FEED_TIMEOUT_MS),
      cache: new LiveRenderCache({ render: liveSnippet, maxEntries: 100, maxBytes: 4 * 1024 * 1024 }),
    });
    return handler(request);
  },
};
