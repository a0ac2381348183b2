// The jobs host behind the fetch handler in its tests, in Node and in workerd
// alike: the demo host's own public API and dist/ (in process), which a switch
// makes answer, refuse every connection, or hang; every request it gets is
// counted by path.
import { createJobsApp } from '../../demo/server/app.ts';
import { makeDist, NOW, ORIGIN } from './helpers.ts';

export type HostMode = 'up' | 'down' | 'hang';

export interface HandlerHost {
  mode: HostMode;
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
    asked: [],
    fetch(request) {
      host.asked.push(new URL(request.url).pathname);
      if (host.mode === 'down') return Promise.reject(new TypeError('fetch failed: connection refused'));
      if (host.mode === 'hang')
        return new Promise((_, reject) => {
          const end = (): void => reject(new DOMException('The host hung up', 'AbortError'));
          hanging.add(end);
          request.signal.addEventListener('abort', end, { once: true });
        });
      return Promise.resolve(app.request(request.url, { headers: request.headers }));
    },
    close() {
      for (const end of hanging) end();
      dist.cleanup();
    },
  };
  return host;
}
