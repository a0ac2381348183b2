// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exactOrigin, frameMessage, isFrameMessage, listenToFrame, postToParent } from '../src/protocol.ts';

describe('isFrameMessage', () => {
  it.each([
    [{ source: 'svc-jobs', type: 'ready', height: 320 }, true],
    [{ source: 'svc-jobs', type: 'height', height: 0 }, true],
    [{ source: 'svc-jobs', type: 'submitted', publicId: 'eng-7f3k2' }, true],
    [{ source: 'svc-jobs', type: 'error', code: 'NETWORK' }, true],
    [{ source: 'svc-jobs', type: 'scroll', top: 40 }, true],
    [{ source: 'svc-jobs', type: 'height', height: 10, extra: 'tolerated' }, true],
    [{ source: 'other', type: 'height', height: 10 }, false],
    [{ type: 'height', height: 10 }, false],
    [{ source: 'svc-jobs', type: 'resize', height: 10 }, false],
    [{ source: 'svc-jobs', type: 'height', height: '10' }, false],
    [{ source: 'svc-jobs', type: 'height', height: -1 }, false],
    [{ source: 'svc-jobs', type: 'height', height: Number.NaN }, false],
    [{ source: 'svc-jobs', type: 'height', height: Number.POSITIVE_INFINITY }, false],
    [{ source: 'svc-jobs', type: 'ready' }, false],
    [{ source: 'svc-jobs', type: 'submitted', publicId: '' }, false],
    [{ source: 'svc-jobs', type: 'submitted', publicId: 7 }, false],
    [{ source: 'svc-jobs', type: 'error', code: null }, false],
    [{ source: 'svc-jobs', type: 'scroll', top: '5' }, false],
    [['svc-jobs', 'height', 10], false],
    ['{"source":"svc-jobs","type":"height","height":10}', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (data, ok) => {
    expect(isFrameMessage(data)).toBe(ok);
  });
});

describe('exactOrigin', () => {
  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://shop.example/', null],
    ['https://shop.example/careers', null],
    ['*', null],
    ['null', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, origin) => {
    expect(exactOrigin(value)).toBe(origin);
  });
});

describe('postToParent', () => {
  const msg = frameMessage({ type: 'height', height: 200 });

  it('posts to the exact origin given', () => {
    const parent = { postMessage: vi.fn() };
    expect(postToParent(msg, 'https://shop.example', parent)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'svc-jobs', type: 'height', height: 200 }, 'https://shop.example');
  });

  it.each(['*', '/', 'https://shop.example/page', 'null', ''])('never posts to %j', (origin) => {
    const parent = { postMessage: vi.fn() };
    expect(postToParent(msg, origin, parent)).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing without a parent window', () => {
    expect(postToParent(msg, 'https://shop.example', null)).toBe(false);
  });
});

describe('listenToFrame', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
  });

  // happy-dom loads no iframe page, so a frame's window is stood in for by a distinct
  // object: what matters is identity, which is all listenToFrame compares.
  let frames = 0;
  function frame(): { contentWindow: Window } {
    return { contentWindow: { name: `frame-${++frames}` } as unknown as Window };
  }

  function send(from: Window | null, origin: string, data: unknown): void {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: from }));
  }

  const height = (h: number) => ({ source: 'svc-jobs', type: 'height', height: h });
  const ORIGIN = 'https://jobs.example';

  it('reads a message from its frame and origin', () => {
    const f = frame();
    const got = vi.fn();
    stops.push(listenToFrame(() => f.contentWindow, ORIGIN, got));
    send(f.contentWindow, ORIGIN, height(300));
    expect(got).toHaveBeenCalledWith(height(300));
  });

  it('ignores its own frame from another origin', () => {
    const f = frame();
    const got = vi.fn();
    stops.push(listenToFrame(() => f.contentWindow, ORIGIN, got));
    send(f.contentWindow, 'https://evil.example', height(300));
    send(f.contentWindow, 'https://jobs.example:444', height(300));
    expect(got).not.toHaveBeenCalled();
  });

  it('ignores the right origin from another window', () => {
    const f = frame();
    const got = vi.fn();
    stops.push(listenToFrame(() => f.contentWindow, ORIGIN, got));
    send(window, ORIGIN, height(300));
    send(null, ORIGIN, height(300));
    expect(got).not.toHaveBeenCalled();
  });

  it('keeps two frames of one origin on one page apart', () => {
    const a = frame();
    const b = frame();
    const gotA = vi.fn();
    const gotB = vi.fn();
    stops.push(listenToFrame(() => a.contentWindow, ORIGIN, gotA));
    stops.push(listenToFrame(() => b.contentWindow, ORIGIN, gotB));
    send(a.contentWindow, ORIGIN, height(111));
    send(b.contentWindow, ORIGIN, height(222));
    expect(gotA.mock.calls).toEqual([[height(111)]]);
    expect(gotB.mock.calls).toEqual([[height(222)]]);
  });

  it('ignores malformed data and reads nothing once unsubscribed', () => {
    const f = frame();
    const got = vi.fn();
    const stop = listenToFrame(() => f.contentWindow, ORIGIN, got);
    send(f.contentWindow, ORIGIN, { source: 'svc-jobs', type: 'height', height: 'tall' });
    send(f.contentWindow, ORIGIN, 'height:300');
    expect(got).not.toHaveBeenCalled();
    stop();
    send(f.contentWindow, ORIGIN, height(300));
    expect(got).not.toHaveBeenCalled();
  });

  it('reads nothing while the frame has no window (removed)', () => {
    const f = frame();
    const w = f.contentWindow;
    const got = vi.fn();
    stops.push(listenToFrame(() => null, ORIGIN, got));
    send(w, ORIGIN, height(300));
    expect(got).not.toHaveBeenCalled();
  });
});
