// The three public writes are same-origin only (CONTRACT.md): they never send
// CORS headers, and a POST whose Origin names another origin than the jobs
// host's own is refused with 403. A request without Origin (a script, curl)
// passes. OPTIONS is left alone: no route answers it, so it gets the ordinary 404.
import type { MiddlewareHandler } from 'hono';
import type { JobsEnv } from './env.ts';
import { apiError } from '../../src/server/errors.ts';

const WRITE_PATH = /^\/api\/v1\/public\/[^/]+\/(?:jobs\/[^/]+\/(?:apply|resume)|referrals\/[^/]+\/decline)$/;

/** True for the paths of the three public writes (whatever the org, job or token). */
export function isPublicWritePath(path: string): boolean {
  return WRITE_PATH.test(path);
}

export function sameOriginWrites(): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !isPublicWritePath(c.req.path)) return next();
    const origin = c.req.header('origin');
    // `Origin: null` (a sandboxed frame, a file: page) is another origin too.
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      return apiError({ code: 'PERMISSION_DENIED', message: 'The public writes accept requests from the jobs host only' });
    }
    await next();
  };
}
