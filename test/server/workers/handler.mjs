// The bare fetch handler as a Worker, for the handler's own tests in workerd
// (the same tests as in Node): the packed build's svc-jobs/server, configured by bindings.
import { createJobsHandler } from 'svc-jobs/server';

let handler;

export default {
  fetch(request, env) {
    handler ??= createJobsHandler({ jobsUrl: env.JOBS_URL, timeout: Number(env.FEED_TIMEOUT_MS) });
    return handler(request);
  },
};
