// What is left of removed boards once the page has collected its garbage:
// Chromium's heap, read through the DevTools protocol (Runtime.queryObjects),
// so the tests that use it are tagged @cdp. Counts, never handles: the
// objects are queried in a group of their own and let go of before returning.
import type { CDPSession, Page } from '@playwright/test';

export interface Alive {
  /** Shadow roots of a `<svc-jobs-board>` no longer in any document. */
  boards: number;
  /** Containers (`[data-svc-jobs]`) no longer in any document, whatever they hold. */
  containers: number;
}

const GROUP = 'svc-jobs-alive';

/** How many of the objects made from `prototype` (an expression) pass `filter` (a function of one object). */
async function countOf(cdp: CDPSession, prototype: string, filter: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: prototype, objectGroup: GROUP });
  if (!result.objectId) throw new Error(`${prototype}: no object`);
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: result.objectId, objectGroup: GROUP });
  if (!objects.objectId) throw new Error(`${prototype}: no objects`);
  // The prototypes below it are among the objects too (HTMLDivElement.prototype is an Element's): their getters throw.
  const { result: n, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: `function () { return this.filter((o) => { try { return (${filter})(o); } catch { return false; } }).length; }`,
    returnByValue: true,
  });
  if (exceptionDetails || typeof n.value !== 'number') throw new Error(`${prototype}: ${exceptionDetails?.text ?? 'no count'}`);
  return n.value;
}

/**
 * The removed boards and containers still alive: counted after the page's pending tasks and idle callbacks have
 * run (what a removed board had queued), and after full collections.
 */
export async function alive(page: Page): Promise<Alive> {
  // (Bounded: on some pages, after a client-side route, Chromium runs no idle callback until something renders.)
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1000 })));
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < 2; i++) {
      await cdp.send('HeapProfiler.collectGarbage');
      // A task boundary: what a collection found dead is finalized in a task after it.
      await page.evaluate(() => new Promise((r) => setTimeout(r)));
    }
    const boards = await countOf(cdp, 'ShadowRoot.prototype', '(r) => r.host.localName === "svc-jobs-board" && !r.isConnected');
    const containers = await countOf(cdp, 'Element.prototype', '(e) => !e.isConnected && e.hasAttribute("data-svc-jobs")');
    return { boards, containers };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: GROUP });
    await cdp.detach();
  }
}
