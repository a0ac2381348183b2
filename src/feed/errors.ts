import { isObj, parseJson, str } from '../lib/json.ts';
import type { ErrorCode, ValidationIssue } from './types.ts';

/** Every way a feed request can fail, except the caller's own abort (an AbortError). */
export class FeedError extends Error {
  declare readonly code: ErrorCode;
  /** The HTTP status; 0 when there was no HTTP answer. */
  declare readonly status: number;
  declare readonly issues: ValidationIssue[];
  /** Seconds, from a 429's `retry-after`. */
  declare readonly retryAfter: number | null;

  constructor(code: ErrorCode, status = 0, issues: ValidationIssue[] = [], retryAfter: number | null = null, message?: string | null) {
    // The server's message is for developers only: the widget has its own words per code.
    super(message || code);
    // One assignment, not four fields: every byte here ships in embed.js.
    Object.assign(this, { name: 'FeedError', code, status, issues, retryAfter });
  }
}

const isIssue = (v: unknown): v is ValidationIssue =>
  isObj(v) && Array.isArray(v.path) && v.path.every((p) => typeof p === 'string' || typeof p === 'number');

/** The contract's error body in `text`, or an empty object (not JSON, or no string `code`: the status alone decides). */
function errorBody(text: string): Record<string, unknown> {
  const body = parseJson(text);
  // Only the contract's error body (a string `code`) is trusted; `message` may be missing.
  return isObj(body) && typeof body.code === 'string' ? body : {};
}

/** The FeedError for a non-2xx answer to a GET, from its status, body text and `retry-after` header. */
export function responseError(status: number, text: string, retryAfter: string | null, issues?: ValidationIssue[]): FeedError {
  const b = errorBody(text);
  // Only a plain number of seconds (the contract's form); anything else is unknown.
  const secs = retryAfter && /^\s*\d+(\.\d+)?\s*$/.test(retryAfter) ? +retryAfter : null;
  return new FeedError(
    // The status decides only for answers without the contract's error body (a
    // proxy's HTML page, an empty 502): the contract's own answers always name
    // their code. Statuses the contract never answers with are MALFORMED.
    (b.code as string | undefined) ??
      (status > 499 ? 'INTERNAL' : status === 429 ? 'RATE_LIMITED' : status === 404 || status === 410 ? 'NOT_FOUND' : 'MALFORMED'),
    status,
    issues,
    secs,
    str(b.message),
  );
}

/**
 * The same for an answer to a write, with its validation issues. Apart, so
 * embed.js (GETs only, never a VALIDATION answer) does not carry their parsing.
 */
export function writeError(status: number, text: string, retryAfter: string | null): FeedError {
  const data = errorBody(text).data;
  return responseError(status, text, retryAfter, isObj(data) && Array.isArray(data.issues) ? data.issues.filter(isIssue) : []);
}

export const abortError = (): DOMException => new DOMException('Aborted', 'AbortError');

/** True for an AbortError (the caller gave up); such a failure is never reported or retried. */
export const isAbort = (e: unknown): boolean => (e as Error | null)?.name === 'AbortError';
