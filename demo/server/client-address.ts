// Who is asking, for the per-address upload limit. On a real server it is the
// socket's remote address. Under app.request() there is no socket: tests that
// need several clients create the app with `clientAddressHeader` (for instance
// 'x-demo-client'), and only then is that header believed. A real deployment
// must never set it, or any client could pick its own address.
import type { Context } from 'hono';
import type { JobsEnv } from './env.ts';

/** The bucket for requests whose address cannot be known (app.request() without the header). */
export const UNKNOWN_CLIENT = 'unknown';

export function clientAddress(c: Context<JobsEnv>, trustedHeader: string | null): string {
  if (trustedHeader) {
    const claimed = c.req.header(trustedHeader)?.trim();
    if (claimed) return claimed;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? UNKNOWN_CLIENT;
}
