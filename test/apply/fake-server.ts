// A scripted jobs host for the apply frame's tests: answers by "METHOD /path",
// and keeps every request it got, multipart parts included.
import { vi } from 'vitest';
import { urlOf } from '../support/fetch.ts';

export const BASE = 'https://jobs.example';
export const API = `${BASE}/api/v1/public/acme`;

export type Reply = Response | Error | 'hang';
export type Handler = Reply | ((n: number, parts: FormData | null) => Reply);

export interface Got {
  method: string;
  path: string;
  parts: FormData | null;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function errorBody(code: string, status: number, extra: Record<string, unknown> = {}, headers = {}): Response {
  return json({ defined: true, code, status, message: 'server words', ...extra }, status, headers);
}

export const invalid = (...paths: (string | number)[][]): Response =>
  errorBody('VALIDATION', 422, { data: { issues: paths.map((path) => ({ path, message: 'server words' })) } });

export function fakeServer(routes: Record<string, Handler>) {
  const got: Got[] = [];
  const counts = new Map<string, number>();
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(urlOf(input));
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const parts = init?.body instanceof FormData ? init.body : null;
    got.push({ method, path: url.pathname, parts });
    const n = counts.get(key) ?? 0;
    counts.set(key, n + 1);
    const h = routes[key];
    const r = typeof h === 'function' ? h(n, parts) : (h ?? errorBody('NOT_FOUND', 404));
    if (r === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    if (r instanceof Error) return Promise.reject(r);
    return Promise.resolve(r.clone());
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    got,
    /** The requests to a path ending with `suffix`. */
    to: (method: string, suffix: string): Got[] => got.filter((g) => g.method === method && g.path.endsWith(suffix)),
    /** Every value of one part of the last request to `suffix`, files by name. */
    lastParts(suffix: string): Record<string, string[]> {
      const req = got.filter((g) => g.path.endsWith(suffix)).at(-1);
      const out: Record<string, string[]> = {};
      req?.parts?.forEach((v, k) => (out[k] ??= []).push(typeof v === 'string' ? v : `file:${v.name}`));
      return out;
    },
  };
}

/** A job with the given form (the default form of the contract when omitted). */
export function jobBody(form?: unknown, extra: Record<string, unknown> = {}) {
  return {
    publicId: 'eng-7f3k2',
    title: 'Senior Firmware Engineer',
    department: 'Engineering',
    location: 'Berlin, Germany',
    employmentType: 'full_time',
    shortDescription: null,
    compensation: null,
    publishedAt: '2026-11-02T09:30:00.000Z',
    url: `${BASE}/acme/eng-7f3k2`,
    description: 'Own the motor-control stack.',
    requirements: null,
    form: form ?? {
      fields: [
        { key: 'name', kind: 'text', required: true },
        { key: 'email', kind: 'email', required: true },
        { key: 'phone', kind: 'tel', required: false },
        { key: 'resume', kind: 'file', required: true },
      ],
      questions: [],
    },
    org: { name: 'Acme Robotics', slug: 'acme', logoUrl: null, brandColor: '#0f766e' },
    captcha: null,
    ...extra,
  };
}

export const JOB_PATH = 'GET /api/v1/public/acme/jobs/eng-7f3k2';
export const STAGE_PATH = 'POST /api/v1/public/acme/jobs/eng-7f3k2/resume';
export const APPLY_PATH = 'POST /api/v1/public/acme/jobs/eng-7f3k2/apply';

export const pdf = (name = 'cv.pdf', size = 0): File => new File(['%PDF-1.7\n', new Uint8Array(size)], name, { type: 'application/pdf' });

/** A ZIP with a `word/` entry name, as a DOCX has. */
export const docx = (name = 'cv.docx'): File =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), '[Content_Types].xml word/document.xml'], name);

export const png = (name = 'photo.pdf'): File =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'application/pdf' });

/** A Storage in memory; `failing` makes every call throw, like a sandboxed frame's. */
export function memoryStorage(failing = false): Storage {
  const m = new Map<string, string>();
  const fail = (): never => {
    throw new DOMException('denied', 'SecurityError');
  };
  return {
    get length() {
      return failing ? fail() : m.size;
    },
    clear: () => (failing ? fail() : m.clear()),
    getItem: (k) => (failing ? fail() : (m.get(k) ?? null)),
    key: (i) => (failing ? fail() : ([...m.keys()][i] ?? null)),
    removeItem: (k) => void (failing ? fail() : m.delete(k)),
    setItem: (k, v) => void (failing ? fail() : m.set(k, String(v))),
  };
}
