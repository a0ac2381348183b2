// svc-jobs/server in Node: the handler's own tests (handler-cases.ts) against
// the source, the jobs host in process; handler-workerd.test.ts runs the same
// against the packed build in workerd.
import { afterAll, describe } from 'vitest';
import { createJobsHandler } from '../../src/server/handler.ts';
import { handlerCases, type HandlerTarget } from './handler-cases.ts';
import { handlerHost } from './handler-host.ts';
import { ORIGIN } from './helpers.ts';

const host = handlerHost();
afterAll(() => host.close());

function made(): HandlerTarget {
  const handler = createJobsHandler({
    jobsUrl: ORIGIN,
    timeout: 500,
    fetch: (input, init) => host.fetch(new Request(input, init)),
  });
  return { fetch: handler, host, fresh: () => Promise.resolve(made()) };
}
const target = made();

describe('svc-jobs/server in Node', () => {
  handlerCases(() => target);
});
