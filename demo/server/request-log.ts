// Every request the jobs host receives, in order, so tests can assert what the
// widget really sent ("no OPTIONS", "one jobs request per org", "If-None-Match").
// The /__demo control routes are not recorded: reading the log must not change it.
import { Hono, type MiddlewareHandler } from 'hono';
import { jsonOk } from '../../src/server/errors.ts';
import type { JobsEnv } from './env.ts';

export interface LoggedRequest {
  method: string;
  path: string;
  /** The raw query without its `?`; '' when there is none. */
  query: string;
  origin: string | null;
  ifNoneMatch: string | null;
  /** When it arrived (ISO 8601). */
  at: string;
  /** The answer's status once it is made; 499 when the client went away first (slow and hang faults). */
  status?: number;
}

/** The log keeps the latest requests only: a flood of requests cannot grow the host without bound. */
export const LOG_WINDOW = 5000;
/** A query is kept up to this many characters (the rest is cut, marked with …): long queries cannot either. */
export const LOGGED_QUERY = 2000;

export class RequestLog {
  readonly #entries: LoggedRequest[] = [];

  constructor(private readonly window = LOG_WINDOW) {}

  record(entry: LoggedRequest): void {
    this.#entries.push(entry);
    // Dropped in a batch (a tenth of the window), so a full log costs one splice per tenth, not one each.
    if (this.#entries.length > this.window) this.#entries.splice(0, this.#entries.length - this.window + Math.ceil(this.window / 10));
  }

  entries(): LoggedRequest[] {
    return [...this.#entries];
  }

  clear(): void {
    this.#entries.length = 0;
  }
}

export function isControlPath(path: string): boolean {
  return path === '/__demo' || path.startsWith('/__demo/');
}

/**
 * Marks the host's reads of its own API made in process (the fetch handler's
 * feed reads, app.ts): no client sent them, so the log, which tests read as
 * what the browsers asked for, leaves them out.
 */
export const IN_PROCESS_HEADER = 'x-svc-demo-in-process';

/**
 * A string of its own: a slice of the request's URL (its path, its cut query) would otherwise be
 * a view that keeps the whole URL alive as long as the entry, so cutting the query bounded nothing.
 */
const own = (text: string): string => structuredClone(text);

export function logRequests(log: RequestLog, now: () => number): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (isControlPath(url.pathname) || c.req.header(IN_PROCESS_HEADER)) return next();
    const entry: LoggedRequest = {
      method: c.req.method,
      path: own(url.pathname),
      query: own(url.search.length > LOGGED_QUERY + 1 ? `${url.search.slice(1, LOGGED_QUERY + 1)}…` : url.search.slice(1)),
      origin: c.req.header('origin') ?? null,
      ifNoneMatch: c.req.header('if-none-match') ?? null,
      at: new Date(now()).toISOString(),
    };
    log.record(entry);
    await next();
    entry.status = c.res.status;
  };
}

/** `GET /__demo/requests` (the log, oldest first) and `DELETE /__demo/requests` (clear it). */
export function requestLogRoutes(log: RequestLog): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  routes.get('/', () => jsonOk(log.entries()));
  routes.delete('/', () => {
    log.clear();
    return jsonOk(log.entries());
  });
  return routes;
}
