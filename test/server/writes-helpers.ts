// Shared set-up of the tests of the three public writes: the checked-in résumé
// fixtures (test/fixtures, made by make-resumes.ts), a clock the tests move,
// and small builders for multipart requests.
import { readFileSync } from 'node:fs';
import type { JobsAppOptions } from '../../demo/server/app.ts';
import type { ReceivedApplication } from '../../demo/server/applications.ts';
import type { ErrorBody, ValidationIssue } from '../../src/feed/types.ts';
import { makeApp, NOW, url } from './helpers.ts';

const FIXTURES = new URL('../fixtures/', import.meta.url);

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A fixture file as a browser would send it (its name, a declared type). */
export function fixtureFile(fixture: string, type: string, name = fixture): File {
  return new File([readFileSync(new URL(fixture, FIXTURES))], name, { type });
}

export const resumePdf = (): File => fixtureFile('resume.pdf', PDF_TYPE);
export const resumeDocx = (): File => fixtureFile('resume.docx', DOCX_TYPE);
export const pngNamedPdf = (): File => fixtureFile('not-a-pdf.pdf', PDF_TYPE);

/** A file that starts like a PDF and weighs `size` bytes (6 MB by default): made here, never checked in. */
export function bigPdf(size = 6_000_000): File {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], 'big.pdf', { type: PDF_TYPE });
}

export type Entry = readonly [string, string | File];

export function formData(entries: readonly Entry[]): FormData {
  const fd = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') fd.append(name, value);
    else fd.append(name, value, value.name);
  }
  return fd;
}

/** An app whose clock the test moves. */
export function clockedApp(distDir: string, opts: Partial<Omit<JobsAppOptions, 'distDir' | 'now'>> = {}) {
  let time = NOW;
  const app = makeApp(distDir, { ...opts, now: () => time });
  return {
    app,
    advance: (ms: number): void => {
      time += ms;
    },
  };
}

type App = ReturnType<typeof makeApp>;

export function post(app: App, path: string, body: FormData | null, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(url(path), { method: 'POST', body, headers }));
}

export const resumePath = (org: string, job: string): string => `/api/v1/public/${org}/jobs/${job}/resume`;
export const applyPath = (org: string, job: string): string => `/api/v1/public/${org}/jobs/${job}/apply`;
export const declinePath = (org: string, token: string): string => `/api/v1/public/${org}/referrals/${token}/decline`;

/** Stages `file` for org/job and answers its key (failing the test if staging fails). */
export async function stage(
  app: App,
  org: string,
  job: string,
  file: File = resumePdf(),
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await post(app, resumePath(org, job), formData([['file', file]]), headers);
  if (res.status !== 200) throw new Error(`staging answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}

export async function issuesOf(res: Response): Promise<ValidationIssue[]> {
  const body = (await res.json()) as ErrorBody;
  return body.data?.issues ?? [];
}

export async function applications(app: App): Promise<ReceivedApplication[]> {
  return (await (await app.request(url('/__demo/applications.json'))).json()) as ReceivedApplication[];
}
