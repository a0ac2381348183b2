// The frame's side of the protocol (src/protocol.ts): it tells the host page
// its height (the host sizes the iframe, so the frame never scrolls inside),
// where to scroll, and how the application went. Without a `parent` origin
// (the frame opened on its own) it posts nothing at all.
import { frameMessage, postToParent, type FrameMessageBody } from '../protocol.ts';

export interface FrameLinkOptions {
  /** The frame's window (its document is measured). */
  win?: Window;
  /** Where messages go: the parent window by default. */
  target?: Pick<Window, 'postMessage'> | null;
}

/**
 * Calls `onChange` on a resize of the document and on any DOM change (where
 * the window has the observers); returns the stop.
 */
function watchLayout(win: Window, onChange: () => void): () => void {
  const root = win.document.documentElement;
  const observers: { disconnect(): void }[] = [];
  const { ResizeObserver: RO, MutationObserver: MO } = win as Window & typeof globalThis;
  if (typeof RO === 'function') {
    const ro = new RO(onChange);
    ro.observe(root);
    observers.push(ro);
  }
  // A frame wholly below the fold is not rendered (Chromium throttles
  // cross-origin frames out of view), so ResizeObserver stays silent there
  // and the host would keep the loading screen's height. A DOM change is
  // still observed, and measuring lays the frame out on demand.
  if (typeof MO === 'function') {
    const mo = new MO(onChange);
    mo.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    observers.push(mo);
  }
  return () => {
    for (const o of observers) o.disconnect();
  };
}

export function createFrameLink(parentOrigin: string | null, opts: FrameLinkOptions = {}) {
  const win = opts.win ?? window;
  const doc = win.document;
  let lastHeight = -1;
  let stopWatching = (): void => {};

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
      if (lastHeight >= 0) return;
      lastHeight = height();
      post({ type: 'ready', height: lastHeight });
      stopWatching = watchLayout(win, sendHeight);
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
      stopWatching();
      stopWatching = () => {};
    },
  };
}

export type FrameLink = ReturnType<typeof createFrameLink>;
