// window.SvcJobs: the widget's public API (docs/api.md). Nothing here throws
// into the host page; mount resolves, never rejects.
import { warn } from '../log.ts';
import { containersIn } from './discovery.ts';
import { isMounted, mountContainer, unmountContainer, type Env, type MountResult } from './mount.ts';

/** `window.SvcJobs`: the one global embed.js defines. Nothing in it throws into your page. */
export interface SvcJobsApi {
  /** Mounts (or retries) one container; resolves to "ready" or "failed", never rejects. Joins a load already under way. */
  mount(el: Element): Promise<MountResult>;
  /** Removes the board (and any JSON-LD it added) and puts the fallback back exactly; discovery then leaves the container alone. */
  unmount(el: Element): void;
  /** Mounts every unmounted container under `root` (default: the document). */
  scan(root?: ParentNode): void;
  /** The script's version, e.g. "3.0.0". */
  readonly version: string;
}

export function createApi(env: Env) {
  // Containers the host unmounted: automatic discovery leaves them alone.
  const optedOut = new WeakSet<Element>();
  const reportFailure = (e: unknown): MountResult => {
    warn('unexpected failure', e);
    return 'failed';
  };

  /** Runs `fn`; a failure is logged, never thrown into the host page. */
  const safe = (fn: () => void): void => {
    try {
      fn();
    } catch (e) {
      reportFailure(e);
    }
  };

  // async: a synchronous failure, too, resolves to "failed".
  async function mount(el: Element): Promise<MountResult> {
    try {
      if (!(el instanceof Element)) throw new TypeError('SvcJobs.mount takes an element');
      optedOut.delete(el);
      return await mountContainer(el, env);
    } catch (e) {
      return reportFailure(e);
    }
  }

  const api: SvcJobsApi = {
    mount,
    unmount: (el) =>
      safe(() => {
        optedOut.add(el);
        unmountContainer(el);
      }),
    scan: (root = document) =>
      safe(() => {
        // mount() never rejects: it reports its own failures.
        containersIn(root).forEach((el) => {
          if (!isMounted(el)) void mount(el);
        });
      }),
    version: __SVC_VERSION__,
  };
  return {
    api,
    /** What discovery calls: like scan, but respecting unmount. */
    discovered: (els: Element[]) => {
      els.forEach((el) => {
        if (!optedOut.has(el) && !isMounted(el)) void mount(el);
      });
    },
    /** Containers left the page: stop their loads or remove their boards. */
    removed: (els: Element[]) => els.forEach((el) => safe(() => unmountContainer(el))),
  };
}
