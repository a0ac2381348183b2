// A board written ahead (docs/written-ahead.md): the snippet's
// <svc-jobs-board> with its declarative shadow root, which is the container's
// fallback and its board at once. Found and attached here, adopted in place by
// mount.ts, and put back as it was written on failure and unmount.
import type { FiltersModel } from '../board/filters.ts';
import { attachWritten } from '../lib/shadow.ts';

/** A board written ahead: the snippet's `<svc-jobs-board>` and its shadow root. */
export interface Ahead {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** The board's root, `<div lang>`: found by what it is, not by where it is. */
  root: HTMLElement;
}

/**
 * The board written ahead into a container, or null (then the container is
 * mounted as a plain one). Where the browser did not attach its declarative
 * shadow root (no support, or markup a script inserted) it is attached here
 * (lib/shadow.ts): the container's children are unchanged.
 */
export function writtenAhead(el: Element): Ahead | null {
  const host = el.firstElementChild;
  if (!(host instanceof HTMLElement) || host.localName !== 'svc-jobs-board') return null;
  attachWritten(host);
  const shadow = host.shadowRoot;
  // The board's root is the <div lang> the renderer writes, found by what it is: an editor may have put
  // more beside it (WordPress's autop leaves an empty <p> before </template>). The first one in tree
  // order is the root, as an editor's paragraph can hold no <div>.
  const root = shadow?.querySelector<HTMLElement>('div[lang]');
  return shadow && root ? { host, shadow, root } : null;
}

/**
 * Adopts a board written ahead, before the render over its markup: the whole
 * first page is drawn at once (a render without the openings would remove the
 * written ones), and clones of what was written and the host's style attribute
 * are kept. Returns what puts it back as it was written (the clones, not the
 * nodes Preact rendered over: the next mount adopts fresh ones).
 */
export function adopt({ host, shadow }: Ahead, filters: FiltersModel): () => void {
  while (!filters.drawNext());
  const written = [...shadow.childNodes].map((n) => n.cloneNode(true));
  const style = host.getAttribute('style');
  return () => {
    shadow.replaceChildren(...written);
    if (style === null) host.removeAttribute('style');
    else host.setAttribute('style', style);
  };
}
