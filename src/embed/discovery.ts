// Finds containers added to the page later (single-page-app hosts) and lets go
// of those removed. One observer; each batch of records is handled in one pass.

/** Root itself when it is a container, then the containers under it, in document order. */
export const containersIn = (root: ParentNode): Element[] =>
  [root, ...root.querySelectorAll('[data-svc-jobs]')].filter((n): n is Element => n instanceof Element && n.matches('[data-svc-jobs]'));

export function observeContainers(onAdded: (els: Element[]) => void, onRemoved: (els: Element[]) => void): MutationObserver {
  const observer = new MutationObserver((records) => {
    const added = new Set<Element>();
    const removed = new Set<Element>();
    for (const r of records) {
      // Only attribute records name an attribute.
      if (r.attributeName) {
        const el = r.target as Element;
        // A live container renamed (or stripped) lets go of its old board first.
        if (r.oldValue !== el.getAttribute('data-svc-jobs')) onRemoved([el]);
        added.add(el);
        continue;
      }
      r.addedNodes.forEach((n) => n instanceof Element && containersIn(n).forEach((c) => added.add(c)));
      r.removedNodes.forEach((n) => n instanceof Element && containersIn(n).forEach((c) => removed.add(c)));
    }
    // A node moved within one batch is both removed and added: it stays.
    // Either callback takes an empty list as nothing to do.
    onRemoved([...removed].filter((el) => !el.isConnected));
    onAdded([...added].filter((el) => el.isConnected && el.hasAttribute('data-svc-jobs')));
  });
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    // attributes: implied by the filter and the old value.
    attributeFilter: ['data-svc-jobs'],
    attributeOldValue: true,
  });
  return observer;
}
