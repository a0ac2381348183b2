import { describe, expect, it } from 'vitest';
import { FeedError, isAbort, responseError, writeError } from '../../src/feed/errors.ts';

const body = (o: unknown): string => JSON.stringify(o);

describe('responseError: the error body', () => {
  it('takes code, status and issues from the contract body of a write', () => {
    const e = writeError(
      422,
      body({
        defined: true,
        code: 'VALIDATION',
        status: 422,
        message: 'Invalid input',
        data: { issues: [{ path: ['email', 0], message: 'x' }] },
      }),
      null,
    );
    expect(e).toBeInstanceOf(FeedError);
    expect(e).toMatchObject({ code: 'VALIDATION', status: 422, issues: [{ path: ['email', 0], message: 'x' }], retryAfter: null });
    expect(e.message).toBe('Invalid input');
  });

  it('tolerates a missing message and keeps an unknown code as sent', () => {
    const e = responseError(409, body({ defined: true, code: 'SOMETHING_NEW', status: 409 }), null);
    expect(e).toMatchObject({ code: 'SOMETHING_NEW', status: 409, issues: [] });
    expect(e.message).toBe('SOMETHING_NEW');
  });

  it('drops issues whose path is not a list of strings and numbers', () => {
    const issues = [{ path: ['ok'] }, { path: 'email' }, { path: [{}] }, null, { message: 'no path' }];
    const e = writeError(422, body({ code: 'VALIDATION', data: { issues } }), null);
    expect(e.issues).toEqual([{ path: ['ok'] }]);
  });

  it('has no issues when data.issues is not an array', () => {
    expect(writeError(422, body({ code: 'VALIDATION', data: { issues: 'x' } }), null).issues).toEqual([]);
  });

  it('leaves the issues of a GET answer unread (embed.js never gets VALIDATION)', () => {
    const e = responseError(422, body({ code: 'VALIDATION', data: { issues: [{ path: ['x'] }] } }), null);
    expect(e).toMatchObject({ code: 'VALIDATION', status: 422, issues: [] });
  });

  it.each([
    { status: 404, code: 'NOT_FOUND' },
    { status: 410, code: 'NOT_FOUND' },
    { status: 429, code: 'RATE_LIMITED' },
    { status: 500, code: 'INTERNAL' },
    { status: 502, code: 'INTERNAL' },
    { status: 504, code: 'INTERNAL' },
    { status: 400, code: 'MALFORMED' },
    { status: 403, code: 'MALFORMED' },
    { status: 418, code: 'MALFORMED' },
  ])('derives $code from status $status when the body is not the error body', ({ status, code }) => {
    for (const text of ['<html>Bad gateway</html>', '', body({ message: 'no code' }), body({ code: 42 }), 'null']) {
      expect(responseError(status, text, null)).toMatchObject({ code, status, issues: [] });
    }
  });
});

describe('responseError: retry-after', () => {
  it.each([
    { header: '3', retryAfter: 3 },
    { header: '0', retryAfter: 0 },
    { header: ' 30 ', retryAfter: 30 },
    { header: '1.5', retryAfter: 1.5 },
    { header: null, retryAfter: null },
    { header: '', retryAfter: null },
    { header: '-1', retryAfter: null },
    { header: 'Wed, 21 Oct 2015 07:28:00 GMT', retryAfter: null },
  ])('reads $header as $retryAfter seconds', ({ header, retryAfter }) => {
    expect(responseError(429, body({ code: 'RATE_LIMITED' }), header).retryAfter).toBe(retryAfter);
  });
});

describe('FeedError', () => {
  it('defaults to status 0, no issues and no retry-after', () => {
    const e = new FeedError('NETWORK');
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'FeedError', code: 'NETWORK', status: 0, issues: [], retryAfter: null, message: 'NETWORK' });
  });
});

describe('isAbort', () => {
  it.each([
    { e: new DOMException('x', 'AbortError'), abort: true },
    { e: Object.assign(new Error('x'), { name: 'AbortError' }), abort: true },
    { e: new DOMException('x', 'TimeoutError'), abort: false },
    { e: new FeedError('TIMEOUT'), abort: false },
    { e: new Error('AbortError'), abort: false },
    { e: 'AbortError', abort: false },
    { e: null, abort: false },
    { e: undefined, abort: false },
  ])('is $abort for $e', ({ e, abort }) => {
    expect(isAbort(e)).toBe(abort);
  });
});
