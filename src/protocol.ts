// The frame ⇄ page protocol: one typed envelope, shared by the apply frame and
// the host-page widget. Only the frame talks (theme and language travel in its
// URL), so every message here goes frame → page.
//
// Both sides are strict: a message is read only when it comes from the expected
// window AND the expected origin (two frames of one origin on one page must not
// resize each other), and is posted only to an exact origin, never '*'.

import { isObj } from './lib/json.ts';

export const MESSAGE_SOURCE = 'svc-jobs';

interface Envelope<T extends string> {
  source: typeof MESSAGE_SOURCE;
  type: T;
}

/** Every message the frame sends to the host page. */
export type FrameMessage =
  /** The frame has rendered (its first paint, loading state included). */
  | (Envelope<'ready'> & { height: number })
  /** The frame's document height changed (CSS px). */
  | (Envelope<'height'> & { height: number })
  /** The application was received (201). */
  | (Envelope<'submitted'> & { publicId: string })
  /** Loading or sending failed: the error body's code, or NETWORK / TIMEOUT. */
  | (Envelope<'error'> & { code: string })
  /** Bring this offset (CSS px from the top of the frame) into view. */
  | (Envelope<'scroll'> & { top: number });

export type FrameMessageType = FrameMessage['type'];

type WithoutSource<M> = M extends FrameMessage ? Omit<M, 'source'> : never;

/** A message (of one type, or any) without its envelope's `source`, which `frameMessage` adds. */
export type FrameMessageBody<T extends FrameMessageType = FrameMessageType> = WithoutSource<Extract<FrameMessage, { type: T }>>;

/** A complete message from its body: `frameMessage({ type: 'height', height: 10 })`. */
export function frameMessage(body: FrameMessageBody): FrameMessage {
  return { source: MESSAGE_SOURCE, ...body };
}

// Heights and offsets: not negative, and below anything a real page reaches (so finite: NaN fails both).
const isPx = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v < 1e7;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/**
 * True when `data` is one of our messages with every property of its type well
 * formed. Extra properties are tolerated: a newer frame may add some.
 */
export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isObj(data) || data.source !== MESSAGE_SOURCE) return false;
  const t = data.type;
  // A chain, not a switch: fewer bytes in embed.js.
  return t === 'ready' || t === 'height'
    ? isPx(data.height)
    : t === 'submitted'
      ? isText(data.publicId, 200)
      : t === 'error'
        ? isText(data.code, 64)
        : t === 'scroll' && isPx(data.top);
}

/**
 * `value` when it is exactly an http(s) origin (`https://shop.example:8443`),
 * else null: no path, no wildcard, no 'null' origin of a sandboxed or file page.
 */
export function exactOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/**
 * Posts `msg` to `target` (the parent window by default), only to `parentOrigin`.
 * Returns false, posting nothing, when the origin is not an exact http(s)
 * origin or there is no parent (the frame was opened on its own).
 */
export function postToParent(
  msg: FrameMessage,
  parentOrigin: string,
  target: Pick<Window, 'postMessage'> | null = typeof window === 'undefined' || window.parent === window ? null : window.parent,
): boolean {
  const origin = exactOrigin(parentOrigin);
  if (!origin || !target) return false;
  target.postMessage(msg, origin);
  return true;
}

/**
 * Page side: calls `handler` for each message from the frame. A message is read
 * only when it comes from `frameWindow()` (looked up at each message: an iframe's
 * window changes when it navigates) and from exactly `frameOrigin`.
 * Returns the unsubscribe function.
 */
export function listenToFrame(
  frameWindow: () => Window | null | undefined,
  frameOrigin: string,
  handler: (msg: FrameMessage) => void,
  on: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const listener = (event: MessageEvent): void => {
    const expected = frameWindow();
    // Source and origin first: nothing of `data` is touched for a stranger.
    if (!expected || event.source !== expected || event.origin !== frameOrigin) return;
    if (isFrameMessage(event.data)) handler(event.data);
  };
  on.addEventListener('message', listener);
  return () => on.removeEventListener('message', listener);
}
