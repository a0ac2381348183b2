// @vitest-environment happy-dom
// The job's GET sent by the frame's small entry (main.tsx) before the app's
// code has loaded: the app uses that answer and asks no second time; a failed
// early answer shows the retry, and the retry asks afresh.
import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/apply/api.ts';
import { startApplyFrame } from '../../src/apply/start.tsx';
import { BASE, JOB_PATH, errorBody, fakeServer, jobBody, json, memoryStorage } from './fake-server.ts';
import { EMBED_SEARCH } from './open-frame.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});

function open(server: ReturnType<typeof fakeServer>) {
  // What main.tsx does first: the job's request, with the same client the app uses.
  const job = createApi('acme', 'eng-7f3k2', { fetch: server.fetch, base: BASE, sleep: () => Promise.resolve() }).job();
  const el = document.createElement('main');
  document.body.append(el);
  stops.push(
    startApplyFrame(el, {
      search: EMBED_SEARCH,
      fetch: server.fetch,
      base: BASE,
      storage: () => memoryStorage(),
      sleep: () => Promise.resolve(),
      target: { postMessage: () => {} },
      job,
    }),
  );
}

describe('the job requested before the app has loaded', () => {
  it('is the one request for the job: the form shows from its answer', async () => {
    const server = fakeServer({ [JOB_PATH]: json(jobBody()) });
    open(server);
    await screen.findByRole('heading', { level: 1, name: 'Apply for Senior Firmware Engineer' });
    expect(server.to('GET', '/jobs/eng-7f3k2')).toHaveLength(1);
  });

  it('failed: the candidate can try again, and the retry asks the jobs host afresh', async () => {
    let failing = true;
    const server = fakeServer({ [JOB_PATH]: () => (failing ? errorBody('INTERNAL', 500) : json(jobBody())) });
    open(server);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The early request, with its own retries of a 5xx: the app asked nothing more.
    const early = server.to('GET', '/jobs/eng-7f3k2').length;
    failing = false;
    fireEvent.click(retry);
    await screen.findByRole('heading', { level: 1, name: 'Apply for Senior Firmware Engineer' });
    expect(server.to('GET', '/jobs/eng-7f3k2')).toHaveLength(early + 1);
  });
});
