// The jobs host's one error body, `{ code, message }` as the public API
// answers. Every non-2xx answer of the jobs host (the demo's API and the fetch
// handler) is built here, so none can miss the content type, no-store, nosniff or
// the contract header. Web platform only.
import { CONTRACT_VERSION, type ApiCode, type ErrorBody, type ValidationIssue } from '../feed/types.ts';

const STATUS: Record<ApiCode, number> = {
  UNAUTHORIZED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  UPGRADE_REQUIRED: 426,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

// The default messages of API-SPEC.md.
const MESSAGES: Record<ApiCode, string> = {
  UNAUTHORIZED: 'Sign in or provide an API key',
  PERMISSION_DENIED: "You don't have access to do that",
  NOT_FOUND: 'Not found',
  CONFLICT: 'That conflicts with the current state',
  VALIDATION: 'Invalid input',
  UPGRADE_REQUIRED: 'This client is too old for the server, upgrade the CLI',
  RATE_LIMITED: 'Rate limit exceeded',
  INTERNAL: 'Something went wrong',
};

export const CONTRACT_HEADER = 'x-svc-contract';
export const CONTRACT_VALUE = String(CONTRACT_VERSION);

export type ApiErrorInit =
  | { code: Exclude<ApiCode, 'VALIDATION' | 'RATE_LIMITED'>; message?: string }
  | { code: 'VALIDATION'; issues: ValidationIssue[]; message?: string }
  | { code: 'RATE_LIMITED'; retryAfterSeconds: number; message?: string };

/** A contract error answer: `{ defined, code, status, message[, data] }`. */
export function apiError(init: ApiErrorInit): Response {
  const status = STATUS[init.code];
  const body: ErrorBody = { defined: true, code: init.code, status, message: init.message ?? MESSAGES[init.code] };
  if (init.code === 'VALIDATION') body.data = { issues: init.issues };
  const headers = new Headers(errorHeaders());
  if (init.code === 'RATE_LIMITED') headers.set('retry-after', String(Math.max(0, Math.ceil(init.retryAfterSeconds))));
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * An error outside the contract's vocabulary (`defined: false`), for demo-only
 * states such as a feed that is "down" when there is no socket to destroy.
 */
export function undefinedError(status: number, code: string, message: string): Response {
  const body: ErrorBody = { defined: false, code, status, message };
  return new Response(JSON.stringify(body), { status, headers: errorHeaders() });
}

/** What every error answer of the jobs host carries: never kept, never sniffed as anything but what it says. */
export const ERROR_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function errorHeaders(): Record<string, string> {
  return {
    ...ERROR_HEADERS,
    'content-type': 'application/json',
    [CONTRACT_HEADER]: CONTRACT_VALUE,
  };
}

/** A 2xx JSON answer of the API (control routes, /version). */
export function jsonOk(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', [CONTRACT_HEADER]: CONTRACT_VALUE },
  });
}
