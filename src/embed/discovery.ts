// Finds containers added to the page later (single-page-app hosts) and lets go
// of those removed. One observer; each batch of records is handled in one pass.

const SELECTOR = '[data-svc-jobs]';

export function containersIn(root: ParentNode | Element): Element[] {
  const found: Element[] = [];
  if (root instanceof Element && root.matches(SELECTOR)) found.push(root);
  if (root.firstChild) found.push(...root.querySelectorAll(SELECTOR));
  return found;
}

export function observeContainers(
  onAdded: (els: Element[]) => void,
  onRemoved: (els: Element[]) => void,
): MutationObserver {
  const observer = new MutationObserver((records) => {
    const added = new Set<Element>();
    const removed = new Set<Element>();
    for (const r of records) {
      if (r.type === 'attributes') {
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
    const gone = [...removed].filter((el) => !el.isConnected);
    if (gone.length) onRemoved(gone);
    const fresh = [...added].filter((el) => el.isConnected && el.hasAttribute('data-svc-jobs'));
    if (fresh.length) onAdded(fresh);
  });
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-svc-jobs'],
    attributeOldValue: true,
  });
  return observer;
}
