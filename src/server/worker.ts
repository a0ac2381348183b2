// svc-jobs/server/worker: the jobs host as one Cloudflare Worker (workerd). The
// rendered routes ({org}, {org}/{publicId}, {org}/embed.html, {org}/sitemap.xml)
// are the fetch handler's, the platform's cache in front (edge-cache.ts); with
// ORIGIN set, every other request (embed.js, embed/…, the public API and its
// writes) goes on to it as it came. Configured by the Worker's variables:
// JOBS_URL ({jobs_url}, the address visitors use), ORIGIN (where the static tree
// and the service's API answer), FEED_TIMEOUT_MS (the feed's deadline, default 3000).
import { jobsBase } from '../feed/paths.ts';
import { cachedJobsHandler, type CachedJobsHandler, type EdgeContext } from './edge-cache.ts';
import { createJobsHandler, isRenderedPath } from './handler.ts';

export interface WorkerEnv {
  JOBS_URL: string;
  /** The origin everything but the rendered routes is passed to; without it, the Worker answers only those. */
  ORIGIN?: string;
  FEED_TIMEOUT_MS?: string;
}

// One handler per isolate, so its last good feeds, its renders and the answers in memory are kept between requests.
let made: { env: string; handler: CachedJobsHandler } | undefined;

function handlerFor(env: WorkerEnv): CachedJobsHandler {
  const key = `${env.JOBS_URL} ${env.ORIGIN ?? ''} ${env.FEED_TIMEOUT_MS ?? ''}`;
  if (made?.env !== key) {
    const timeout = Number(env.FEED_TIMEOUT_MS);
    const handler = createJobsHandler({
      jobsUrl: env.JOBS_URL,
      // Its own feed and template from the origin: a request to its own route would come back to the Worker.
      ...(env.ORIGIN ? { originUrl: env.ORIGIN } : {}),
      ...(timeout > 0 ? { timeout } : {}),
    });
    made = { env: key, handler: cachedJobsHandler(handler, { jobsUrl: env.JOBS_URL, cache: caches.open('svc-jobs') }) };
  }
  return made.handler;
}

/** A request as it came (method, headers, body), to the same path on the origin; its redirects are the browser's to follow. */
function passThrough(request: Request, origin: string): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body;
  return fetch(`${jobsBase(origin)}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body,
    redirect: 'manual',
  });
}

export default {
  fetch: (request: Request, env: WorkerEnv, ctx: EdgeContext): Promise<Response> =>
    env.ORIGIN && !isRenderedPath(new URL(request.url).pathname) ? passThrough(request, env.ORIGIN) : handlerFor(env)(request, ctx),
};
