// The frame's side of the protocol (src/protocol.ts): it tells the host page
// its height (the host sizes the iframe, so the frame never scrolls inside),
// where to scroll, and how the application went. Without a `parent` origin
// (the frame opened on its own) it posts nothing at all.
import { frameMessage, postToParent } from '../protocol';
import type { FrameMessageBody } from '../protocol';

export interface FrameLinkOptions {
  /** The frame's window (its document is measured). */
  win?: Window;
  /** Where messages go: the parent window by default. */
  target?: Pick<Window, 'postMessage'> | null;
}

export function createFrameLink(parentOrigin: string | null, opts: FrameLinkOptions = {}) {
  const win = opts.win ?? window;
  const doc = win.document;
  let lastHeight = -1;
  let observer: ResizeObserver | null = null;

  function post(body: FrameMessageBody): void {
    if (!parentOrigin) return;
    const target = opts.target !== undefined ? opts.target : win.parent === win ? null : win.parent;
    postToParent(frameMessage(body), parentOrigin, target);
  }

  // The document's own height, not the viewport's: the iframe may be taller than its content.
  const height = (): number => Math.ceil(doc.documentElement.getBoundingClientRect().height);

  function sendHeight(): void {
    const h = height();
    if (h === lastHeight) return;
    lastHeight = h;
    post({ type: 'height', height: h });
  }

  return {
    /** Once the first render is on screen: `ready`, then `height` whenever it changes. */
    ready(): void {
      if (observer || lastHeight >= 0) return;
      lastHeight = height();
      post({ type: 'ready', height: lastHeight });
      const RO = (win as Window & typeof globalThis).ResizeObserver;
      if (typeof RO === 'function') {
        observer = new RO(sendHeight);
        observer.observe(doc.documentElement);
      }
    },
    /** Asks the host to bring `el` into view (the frame itself does not scroll). */
    reveal(el: Element): void {
      const top = Math.max(0, Math.round(el.getBoundingClientRect().top + win.scrollY));
      post({ type: 'scroll', top });
    },
    submitted(publicId: string): void {
      post({ type: 'submitted', publicId });
    },
    error(code: string): void {
      post({ type: 'error', code });
    },
    dispose(): void {
      observer?.disconnect();
      observer = null;
    },
  };
}

export type FrameLink = ReturnType<typeof createFrameLink>;
