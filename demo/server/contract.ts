// Rules every request of the jobs host passes first: the client's contract
// version (426 below the minimum), the 8 MiB body limit (422 on `[]`), and the
// x-svc-contract header on the API's answers.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MIN_CLIENT_CONTRACT } from '../../src/feed/types.ts';
import { apiError, CONTRACT_HEADER, CONTRACT_VALUE } from '../../src/server/errors.ts';
import type { JobsEnv } from './env.ts';
import { isControlPath } from './request-log.ts';

export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The `<n>` of `x-svc-client: svc/x.y.z contract/<n>`, or null when absent or unreadable. */
export function clientContract(header: string | undefined): number | null {
  const match = header?.match(/(?:^|\s)contract\/(-?\d+)(?=\s|$)/);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** A client naming a contract below the minimum is refused; one naming none never is. */
export function versionGate(): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    const n = clientContract(c.req.header('x-svc-client'));
    if (n !== null && n < MIN_CLIENT_CONTRACT) return apiError({ code: 'UPGRADE_REQUIRED' });
    await next();
  };
}

export function bodySizeLimit(): MiddlewareHandler<JobsEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => apiError({ code: 'VALIDATION', issues: [{ path: [], message: 'The request body is larger than 8 MiB' }] }),
  });
}

/** The API (and the demo control routes) carry x-svc-contract; static files and board pages do not. */
export function contractHeader(): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/') || isControlPath(c.req.path)) c.res.headers.set(CONTRACT_HEADER, CONTRACT_VALUE);
  };
}
