// The jobs host behind the fetch handler in its tests, in Node and in workerd
// alike: the demo host's own public API and dist/ (in process), which a switch
// makes answer, refuse every connection, or hang (all of it, or the paths
// named); every request it gets is counted by path.
import { createJobsApp } from '../../demo/server/app.ts';
import { apiError } from '../../src/server/errors.ts';
import { makeDist, NOW, ORIGIN } from './helpers.ts';

export type HostMode = 'up' | 'down' | 'hang';

export interface HandlerHost {
  mode: HostMode;
  /** Paths that wait this many ms before they answer, or hang, by the start of the path. */
  slow: Map<string, number | 'hang'>;
  /** Orgs the public API no longer knows (404), as after a deletion. */
  gone: Set<string>;
  /** Paths asked, in order (query left out). */
  asked: string[];
  fetch(request: Request): Promise<Response>;
  /** Ends hanging requests and removes the dist/ copy. */
  close(): void;
}

export function handlerHost(): HandlerHost {
  const dist = makeDist();
  const app = createJobsApp({ distDir: dist.dist, jobsUrl: ORIGIN, now: () => NOW });
  const hanging = new Set<() => void>();
  const host: HandlerHost = {
    mode: 'up',
    slow: new Map(),
    gone: new Set(),
    asked: [],
    async fetch(request) {
      const path = new URL(request.url).pathname;
      host.asked.push(path);
      const slow = [...host.slow].find(([start]) => path.startsWith(start))?.[1];
      if (host.mode === 'down') throw new TypeError('fetch failed: connection refused');
      if (host.mode === 'hang' || slow === 'hang')
        return new Promise((_, reject) => {
          const end = (): void => reject(new DOMException('The host hung up', 'AbortError'));
          hanging.add(end);
          request.signal.addEventListener('abort', end, { once: true });
        });
      // A slow host is a duration by nature: the tests measure whether a page waits for it before its other reads, or beside them.
      // eslint-disable-next-line no-restricted-syntax
      if (slow !== undefined) await new Promise((r) => setTimeout(r, slow));
      if ([...host.gone].some((org) => path.startsWith(`/api/v1/public/${org}`))) return apiError({ code: 'NOT_FOUND' });
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
      return app.request(request.url, { method: request.method, headers: request.headers, body });
    },
    close() {
      for (const end of hanging) end();
      dist.cleanup();
    },
  };
  return host;
}
