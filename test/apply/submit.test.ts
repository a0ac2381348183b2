import { describe, expect, it, vi } from 'vitest';
import { FeedError } from '../../src/feed/errors.ts';
import { postForm, sendApplication } from '../../src/apply/submit.ts';
import { errorBody, fakeServer, invalid, json } from './fake-server.ts';
import { must } from '../support/must.ts';

const URL_ = 'https://jobs.example/api/v1/public/acme/jobs/x/apply';
const PATH = 'POST /api/v1/public/acme/jobs/x/apply';

async function failure(p: Promise<unknown>): Promise<FeedError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(FeedError);
  return e as FeedError;
}

describe('postForm', () => {
  it('POSTs the form data same-origin and reads the JSON answer', async () => {
    const s = fakeServer({ [PATH]: json({ received: true }, 201) });
    const fd = new FormData();
    fd.append('name', 'Dana');
    await expect(postForm(URL_, fd, { fetch: s.fetch })).resolves.toEqual({ received: true });
    expect(must(s.got[0]).parts?.get('name')).toBe('Dana');
    expect(must(vi.mocked(s.fetch).mock.calls[0])[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
  });

  it('reads the error body: code, status, issues, retry-after', async () => {
    const rate = fakeServer({ [PATH]: errorBody('RATE_LIMITED', 429, {}, { 'retry-after': '90' }) });
    expect(await failure(postForm(URL_, null, { fetch: rate.fetch }))).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 90,
    });
    const bad = fakeServer({ [PATH]: invalid(['email']) });
    expect(await failure(postForm(URL_, null, { fetch: bad.fetch }))).toMatchObject({
      code: 'VALIDATION',
      status: 422,
      issues: [{ path: ['email'] }],
    });
    const html = fakeServer({ [PATH]: new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    expect(await failure(postForm(URL_, null, { fetch: html.fetch }))).toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it('is NETWORK with status 0 when no answer came', async () => {
    const down = fakeServer({ [PATH]: new TypeError('Failed to fetch') });
    expect(await failure(postForm(URL_, null, { fetch: down.fetch }))).toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('is TIMEOUT when the answer takes too long', async () => {
    const slow = fakeServer({ [PATH]: 'hang' });
    expect(await failure(postForm(URL_, null, { fetch: slow.fetch, timeoutMs: 5 }))).toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('sendApplication', () => {
  const build = (withKey: boolean): FormData => {
    const fd = new FormData();
    fd.append(withKey ? 'resumeKey' : 'resume', withKey ? 'rk_1' : 'the file');
    return fd;
  };

  it('resends at once with the file when the staged key is refused', async () => {
    const s = fakeServer({ [PATH]: (n) => (n === 0 ? invalid(['resumeKey']) : json({ received: true }, 201)) });
    const refused = vi.fn();
    await sendApplication((fd) => postForm(URL_, fd, { fetch: s.fetch }), build, true, refused);
    expect(s.got.map((g) => [...must(g.parts).keys()])).toEqual([['resumeKey'], ['resume']]);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('does not resend for other 422s', async () => {
    const s = fakeServer({ [PATH]: invalid(['email']) });
    const e = await failure(sendApplication((fd) => postForm(URL_, fd, { fetch: s.fetch }), build, true));
    expect(e.issues).toEqual([{ path: ['email'], message: 'server words' }]);
    expect(s.got).toHaveLength(1);
  });
});
