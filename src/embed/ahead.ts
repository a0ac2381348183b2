// A board written ahead (CONTRACT.md "Rendered ahead"): the snippet's
// <svc-jobs-board> with its declarative shadow root, which is the container's
// fallback and its board at once. Found and attached here, adopted in place by
// mount.ts, and put back as it was written on failure and unmount.
import type { FiltersModel } from '../board/filters.ts';

/** A board written ahead: the snippet's `<svc-jobs-board>` and its shadow root. */
export interface Ahead {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** The board's root, `<div lang>`: found by what it is, not by where it is. */
  root: HTMLElement;
}

/**
 * The board's root: the one `<div lang>` the renderer writes, a child of the
 * shadow root. An editor may have put more beside it (WordPress's autop leaves
 * an empty `<p>` before `</template>`), so it is not always the last element.
 */
function boardRoot(shadow: ShadowRoot): HTMLElement | null {
  const root = shadow.querySelector<HTMLElement>('div[lang]');
  return root?.parentNode === shadow ? root : null;
}

/**
 * The board written ahead into a container, or null (then the container is
 * mounted as a plain one). Where the browser did not attach its declarative
 * shadow root (no support, or markup a script inserted) it is attached here
 * from the template, which stays: the container's children are unchanged.
 */
export function writtenAhead(el: Element): Ahead | null {
  const host = el.firstElementChild;
  if (!(host instanceof HTMLElement) || host.localName !== 'svc-jobs-board') return null;
  const template = host.firstElementChild;
  if (!host.shadowRoot && template instanceof HTMLTemplateElement && template.hasAttribute('shadowrootmode'))
    host.attachShadow({ mode: 'open' }).append(template.content.cloneNode(true));
  const shadow = host.shadowRoot;
  const root = shadow && boardRoot(shadow);
  return root ? { host, shadow, root } : null;
}

/**
 * Adopts a board written ahead, before the render over its markup: the whole
 * first page is drawn at once (a render without the openings would remove the
 * written ones), and clones of what was written and the host's style attribute
 * are kept. Returns what puts it back as it was written (the clones, not the
 * nodes Preact rendered over: the next mount adopts fresh ones).
 */
export function adopt({ host, shadow, root }: Ahead, filters: FiltersModel): () => void {
  while (!filters.drawNext());
  const written = [...shadow.childNodes].map((n) => n.cloneNode(true));
  const style = host.getAttribute('style');
  // What an editor added beside the board (paragraphs, line breaks, text,
  // comments) goes: the board's root is then the shadow root's last element,
  // where renderBoard renders (*{margin:0} gave those empty boxes no size: nothing moves).
  for (const n of [...shadow.childNodes]) if (n !== root && n.nodeName !== 'STYLE') n.remove();
  return () => {
    shadow.replaceChildren(...written);
    if (style === null) host.removeAttribute('style');
    else host.setAttribute('style', style);
  };
}
