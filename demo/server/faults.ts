// Demo switches that make an org's feed misbehave, so the demo and the e2e tests
// can show every state of the widget (slow, 5xx, bad JSON, bad shape, down, …).
// They act on the org's public GETs, except `resume-429` and `resume-500`, which
// act on its résumé staging only (public-writes.ts), and `apply-slow`, which holds
// its application POSTs. `raw-jobs` answers the jobs list with a JSON body the
// caller gives: feed shapes the seed types cannot express (null items, numbers). One fault per org at a time;
// the control routes live under /__demo.
import { Hono, type Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { ValidationIssue } from '../../src/feed/types.ts';
import { apiError, jsonOk, undefinedError } from '../../src/server/errors.ts';
import type { JobsEnv } from './env.ts';
import type { Store } from './store.ts';

export const FAULT_MODES = [
  'ok',
  'slow',
  '500',
  'malformed',
  'shape',
  'empty-shape',
  'down',
  'hang',
  '429',
  'resume-429',
  'resume-500',
  'raw-jobs',
  'apply-slow',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  org: string;
  mode: Exclude<FaultMode, 'ok'>;
  /** slow/hang/apply-slow: how long to wait; 429, resume-429: the retry-after, in ms (rounded up to seconds); else unused. */
  delayMs: number;
  /** raw-jobs: the JSON the jobs list answers, as given. */
  body?: unknown;
}

/** The public GET a request is for; `shape` faults only touch the jobs list. */
export type PublicEndpoint = 'org' | 'jobs' | 'job' | 'referral';

export interface FaultTiming {
  slowMs: number;
  hangMs: number;
  retryAfterMs: number;
}

export const DEFAULT_FAULT_TIMING: FaultTiming = { slowMs: 3000, hangMs: 60_000, retryAfterMs: 2000 };
const MAX_DELAY_MS = 600_000;

export class FaultBoard {
  readonly #faults = new Map<string, Fault>();
  readonly #timing: FaultTiming;

  constructor(timing: FaultTiming = DEFAULT_FAULT_TIMING) {
    this.#timing = timing;
  }

  set(org: string, mode: FaultMode, delayMs?: number, body?: unknown): Fault | null {
    if (mode === 'ok') {
      this.#faults.delete(org);
      return null;
    }
    const fallback =
      mode === 'slow' || mode === 'apply-slow'
        ? this.#timing.slowMs
        : mode === 'hang'
          ? this.#timing.hangMs
          : mode === '429' || mode === 'resume-429'
            ? this.#timing.retryAfterMs
            : 0;
    const fault: Fault = { org, mode, delayMs: delayMs ?? fallback, ...(mode === 'raw-jobs' ? { body } : {}) };
    this.#faults.set(org, fault);
    return fault;
  }

  get(org: string): Fault | undefined {
    return this.#faults.get(org);
  }

  list(): Fault[] {
    return [...this.#faults.values()];
  }

  clear(): void {
    this.#faults.clear();
  }
}

/** Waits, unless the client goes away first; true when the full time passed. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

// Faulty 200s must never be cached, or the browser would keep showing the
// fault after the switch is flipped back.
function faulty200(body: string, mode: FaultMode): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-demo-fault': mode },
  });
}

/**
 * The fault's answer for one public GET, or undefined to answer normally
 * (at once, or after the wait of `slow` / `hang`).
 *
 * `down` destroys the TCP connection when there is one (a real server). Under
 * `app.request()` there is no socket: it answers 503 `UNAVAILABLE` with
 * `defined: false` instead, the nearest thing a test can observe.
 */
export async function faultResponse(c: Context<JobsEnv>, fault: Fault, endpoint: PublicEndpoint): Promise<Response | undefined> {
  switch (fault.mode) {
    case 'slow':
    case 'hang': {
      const waited = await sleep(fault.delayMs, c.req.raw.signal);
      return waited ? undefined : undefinedError(499, 'CLIENT_CLOSED', 'The client went away');
    }
    case '500':
      return apiError({ code: 'INTERNAL', message: 'Demo fault: 500' });
    case '429':
      return apiError({ code: 'RATE_LIMITED', retryAfterSeconds: fault.delayMs / 1000 });
    case 'malformed':
      return faulty200('{"jobs": [{"publicId": "eng-', fault.mode);
    case 'shape':
      return endpoint === 'jobs' ? faulty200('{"jobs": []}', fault.mode) : undefined;
    case 'empty-shape':
      return endpoint === 'jobs' ? faulty200('[{"nope":1}]', fault.mode) : undefined;
    case 'down': {
      const socket = c.env?.incoming?.socket;
      if (socket) {
        socket.destroy();
        // Tells @hono/node-server that nothing is to be written.
        return new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });
      }
      return undefinedError(503, 'UNAVAILABLE', 'Demo fault: down (no socket to destroy under app.request)');
    }
    case 'raw-jobs':
      return endpoint === 'jobs' ? faulty200(JSON.stringify(fault.body), fault.mode) : undefined;
    case 'resume-429':
    case 'resume-500':
    case 'apply-slow':
      // Write faults: the GETs answer normally.
      return undefined;
  }
}

type Parsed =
  { ok: true; org: string; mode: FaultMode; delayMs: number | undefined; body: unknown } | { ok: false; issues: ValidationIssue[] };

function parseFaultInput(input: Record<string, unknown>, store: Store): Parsed {
  const issues: ValidationIssue[] = [];
  const { org, mode } = input;
  const rawDelay = input['delayMs'];
  if (typeof org !== 'string' || !store.org(org)) issues.push({ path: ['org'], message: 'Unknown org' });
  if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) {
    issues.push({ path: ['mode'], message: `One of ${FAULT_MODES.join(', ')}` });
  }
  let delayMs: number | undefined;
  if (rawDelay !== undefined && rawDelay !== null && rawDelay !== '') {
    delayMs = typeof rawDelay === 'string' ? Number(rawDelay) : typeof rawDelay === 'number' ? rawDelay : NaN;
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
      issues.push({ path: ['delayMs'], message: `An integer from 0 to ${MAX_DELAY_MS}` });
    }
  }
  if (mode === 'raw-jobs' && input['body'] === undefined) issues.push({ path: ['body'], message: 'raw-jobs needs the JSON body to serve' });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, org: org as string, mode: mode as FaultMode, delayMs, body: input['body'] };
}

/** `GET|POST|DELETE /__demo/faults` (JSON) and `POST /__demo/faults/form` (the control page). */
export function faultRoutes(board: FaultBoard, store: Store): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  routes.get('/', () => jsonOk(board.list()));
  routes.delete('/', () => {
    board.clear();
    return jsonOk(board.list());
  });
  routes.post('/', async (c) => {
    let input: unknown;
    try {
      input = await c.req.json();
    } catch {
      return apiError({ code: 'VALIDATION', issues: [{ path: [], message: 'Send a JSON object' }] });
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return apiError({ code: 'VALIDATION', issues: [{ path: [], message: 'Send a JSON object' }] });
    }
    const parsed = parseFaultInput(input as Record<string, unknown>, store);
    if (!parsed.ok) return apiError({ code: 'VALIDATION', issues: parsed.issues });
    board.set(parsed.org, parsed.mode, parsed.delayMs, parsed.body);
    return jsonOk(board.list());
  });
  routes.post('/form', async (c) => {
    const form = await c.req.parseBody();
    const input: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') input[k] = v;
    const parsed = parseFaultInput(input, store);
    if (!parsed.ok) return apiError({ code: 'VALIDATION', issues: parsed.issues });
    board.set(parsed.org, parsed.mode, parsed.delayMs);
    return c.redirect('/__demo', 303);
  });
  return routes;
}
