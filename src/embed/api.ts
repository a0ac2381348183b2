// window.SvcJobs: the widget's public API (CONTRACT.md). Nothing here throws
// into the host page; mount resolves, never rejects.
import { warn } from '../log.ts';
import { containersIn } from './discovery.ts';
import { isMounted, mountContainer, unmountContainer, type Env, type MountResult } from './mount.ts';

export interface SvcJobsApi {
  /** Mount or retry one container; resolves when it settles. */
  mount(el: Element): Promise<MountResult>;
  /** Remove the board and put the fallback back; discovery then leaves it alone. */
  unmount(el: Element): void;
  /** Mount every unmounted container under root (default: the document). */
  scan(root?: ParentNode): void;
  /** The script's semver. */
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
