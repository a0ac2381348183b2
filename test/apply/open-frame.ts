// Opens the apply frame app in happy-dom against a scripted jobs host, with a
// stand-in parent window that records what the frame posts.
import { afterEach, vi } from 'vitest';
import { startApplyFrame } from '../../src/apply/start.tsx';
import type { CaptchaProvider } from '../../src/apply/captcha.ts';
import type { FrameMessage } from '../../src/protocol.ts';
import { BASE, JOB_PATH, fakeServer, jobBody, json, memoryStorage, type Handler } from './fake-server.ts';

export const HOST = 'https://shop.example';
export const EMBED_SEARCH =
  `?org=acme&job=eng-7f3k2&src=newsletter&parent=${encodeURIComponent(HOST)}` +
  `&embed=${encodeURIComponent(`${HOST}/careers?utm_source=x`)}`;

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});

export interface OpenOptions {
  routes?: Record<string, Handler>;
  search?: string;
  storage?: Storage;
  captcha?: CaptchaProvider;
}

export function openFrame(opts: OpenOptions = {}) {
  const server = fakeServer({ [JOB_PATH]: json(jobBody()), ...opts.routes });
  const parent = { postMessage: vi.fn() };
  const storage = opts.storage ?? memoryStorage();
  const el = document.createElement('main');
  el.id = 'app';
  document.body.append(el);
  stops.push(
    startApplyFrame(el, {
      search: opts.search ?? EMBED_SEARCH,
      fetch: server.fetch,
      base: BASE,
      storage: () => storage,
      sleep: () => Promise.resolve(),
      target: parent,
      ...(opts.captcha && { captcha: opts.captcha }),
    }),
  );
  return {
    server,
    storage,
    parent,
    /** Every message posted, with the origin it was posted to. */
    posted: (): [FrameMessage, string][] => parent.postMessage.mock.calls.map((c) => [c[0] as FrameMessage, c[1] as string]),
  };
}
