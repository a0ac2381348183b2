// window.SvcJobs: the widget's public API (CONTRACT.md). Nothing here throws
// into the host page; mount resolves, never rejects.
import { error } from '../log.ts';
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

  function mount(el: Element): Promise<MountResult> {
    try {
      if (!(el instanceof Element)) throw new TypeError('SvcJobs.mount takes an element');
      optedOut.delete(el);
      return mountContainer(el, env).catch(reportFailure);
    } catch (e) {
      return Promise.resolve(reportFailure(e));
    }
  }

  function unmount(el: Element): void {
    try {
      optedOut.add(el);
      unmountContainer(el);
    } catch (e) {
      reportFailure(e);
    }
  }

  function scan(root: ParentNode = document): void {
    try {
      for (const el of containersIn(root)) if (!isMounted(el)) void mount(el);
    } catch (e) {
      reportFailure(e);
    }
  }

  /** What discovery calls: like scan, but respecting unmount. */
  function discovered(els: Element[]): void {
    for (const el of els) if (!optedOut.has(el) && !isMounted(el)) void mount(el);
  }

  /** A container left the page: stop its load or remove its board. */
  function removed(els: Element[]): void {
    for (const el of els) {
      try {
        unmountContainer(el);
      } catch (e) {
        reportFailure(e);
      }
    }
  }

  const api: SvcJobsApi = { mount, unmount, scan, version: __SVC_VERSION__ };
  return { api, discovered, removed };
}

function reportFailure(e: unknown): MountResult {
  error('unexpected failure', e);
  return 'failed';
}
