// Shared helpers for the end-to-end tests: the two origins, host pages made on
// the fly on the company-site origin, and the demo jobs host's switches.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, test as base, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { JOBS_PORT, SITE_PORT } from '../playwright.config.ts';

export const JOBS = `http://127.0.0.1:${JOBS_PORT}`;
export const SITE = `http://localhost:${SITE_PORT}`;
export const SNIPPET = `<script async src="${JOBS}/embed.js?v=3"></script>`;

export type Fault = 'ok' | 'slow' | '500' | 'malformed' | 'shape' | 'empty-shape' | 'down' | 'hang' | 'apply-slow';

export interface Application {
  org: string;
  job: { publicId: string; title: string };
  parts: { name: string; value?: string; file?: { name: string; type: string; size: number } }[];
  resume: { source: 'staged' | 'file'; file: { name: string } } | null;
  attribution: { via: string | null; src: string | null; embed: string | null; ref: string | null; referrer: string | null };
}

export interface Logged {
  method: string;
  path: string;
  /** The raw query without its `?`; '' when there is none. */
  query: string;
  origin?: string | null;
  /** The answer's status once made; 499 when the client went away first. */
  status?: number;
}

/** Talks to the demo jobs host's control routes. */
export const jobsHost = {
  async fault(org: string, mode: Fault, delayMs?: number): Promise<void> {
    const res = await fetch(`${JOBS}/__demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ org, mode, delayMs }),
    });
    expect(res.ok, `setting fault ${mode} on ${org}`).toBe(true);
  },
  async reset(): Promise<void> {
    // Every browser upload comes from 127.0.0.1 and shares one upload limit.
    for (const path of ['faults', 'requests', 'upload-limit', 'applications', 'referrals', 'kept'])
      await fetch(`${JOBS}/__demo/${path}`, { method: 'DELETE' });
  },
  async applications(): Promise<Application[]> {
    return (await (await fetch(`${JOBS}/__demo/applications.json`)).json()) as Application[];
  },
  async requests(): Promise<Logged[]> {
    return (await (await fetch(`${JOBS}/__demo/requests`)).json()) as Logged[];
  },
  async jobs(org: string): Promise<{ publicId: string; title: string; publishedAt: string; url: string }[]> {
    return (await (await fetch(`${JOBS}/api/v1/public/${org}/jobs`)).json()) as never;
  },
};

export interface HostPageOptions {
  /** Extra response headers, e.g. a content-security-policy. */
  headers?: Record<string, string>;
  head?: string;
  /** The page's language (<html lang>), default en. */
  lang?: string;
}

let pageCount = 0;

/** Stores `body` as a page of the company site's origin (a real socket) and returns its URL. */
export async function storeHostPage(body: string, opts: HostPageOptions = {}): Promise<string> {
  const name = `page-${process.pid}-${++pageCount}`;
  const html = `<!doctype html><html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8"><title>Host page</title>${opts.head ?? ''}</head><body>${body}</body></html>`;
  const res = await fetch(`${SITE}/__scratch/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ html, headers: opts.headers ?? {} }),
  });
  expect(res.status, 'storing a scratch page').toBe(204);
  return `${SITE}/__scratch/${name}`;
}

/** Serves `body` as a page of the company site's origin and opens it. */
export async function openHostPage(page: Page, body: string, opts: HostPageOptions = {}): Promise<string> {
  const url = await storeHostPage(body, opts);
  await page.goto(url);
  return url;
}

/** Records the widget's events on window.__svcEvents from the start of the page. */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { __svcEvents: typeof seen }).__svcEvents = seen;
    for (const type of ['ready', 'error', 'job-open', 'apply-open', 'applied', 'filter'])
      document.addEventListener(`svc-jobs:${type}`, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  });
}

export function events(page: Page): Promise<{ type: string; detail: unknown }[]> {
  return page.evaluate(() => (window as unknown as { __svcEvents: { type: string; detail: unknown }[] }).__svcEvents);
}

/** The board's shadow root content, via Playwright's shadow-piercing locators. */
let markers = 0;

/**
 * The positive signal behind "nothing more was sent": a request sent now by the
 * document of `sender` (an element of the page or of a frame), awaited until the
 * jobs host has logged it. What that document sent before has arrived by then.
 */
export async function hostCaughtUp(sender: Locator): Promise<void> {
  const query = `caught-up=${++markers}`;
  await sender.evaluate(async (_, url) => void (await fetch(url, { mode: 'no-cors', cache: 'no-store' })), `${JOBS}/embed.js?${query}`);
  await expect.poll(async () => (await jobsHost.requests()).some((r) => r.path === '/embed.js' && r.query === query)).toBe(true);
}

export function board(page: Page, container = '[data-svc-jobs]') {
  return page.locator(container).first().locator('svc-jobs-board');
}

export const test = base.extend<{ host: typeof jobsHost }>({
  host: async ({}, use) => {
    await jobsHost.reset();
    await use(jobsHost);
    await jobsHost.reset();
  },
});

export { expect };

/** Records every securitypolicyviolation, in the page and in each frame, from its first script on. */
export async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    // With 'report-sample' in the policy, the refused text's start; with a script to blame, where it ran.
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${location.pathname} ${e.violatedDirective} ${e.blockedURI}${e.sample ? ` ${JSON.stringify(e.sample)}` : ''}${e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : ''}`,
      ),
    );
  });
}

/** The violations recordViolations saw in the page and in every frame still attached. */
export async function violations(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const f of page.frames())
    all.push(...(await f.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []).catch(() => [])));
  return all;
}

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/**
 * Chooses a file in a file input, the way `locator.setInputFiles` does.
 *
 * Why not always setInputFiles: in Firefox over WebDriver BiDi, Playwright
 * 1.64 sets files with `input.setFiles` on the element's shared reference,
 * and for an element inside a cross-origin frame (the apply frame is the jobs
 * origin, the host page the site's) that command never answers, so the call
 * times out; the same form as the top page works. The fallback does what a
 * drop or the file picker ends in: the input's `files` become a FileList (made
 * with DataTransfer, in the frame's own realm) and `input` and `change` fire.
 * Only Firefox takes it; Chromium keeps Playwright's real file chooser path.
 */
export async function chooseFile(input: Locator, file: string | FilePayload): Promise<void> {
  if (input.page().context().browser()?.browserType().name() !== 'firefox') return input.setInputFiles(file);
  const f = typeof file === 'string' ? { name: basename(file), mimeType: mimeOf(file), buffer: readFileSync(file) } : file;
  await input.evaluate(
    (el, { name, mimeType, b64 }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type: mimeType }));
      (el as HTMLInputElement).files = dt.files;
      el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { name: f.name, mimeType: f.mimeType, b64: f.buffer.toString('base64') },
  );
}

function mimeOf(file: string): string {
  if (file.endsWith('.pdf')) return 'application/pdf';
  if (file.endsWith('.docx')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return 'application/octet-stream';
}

const isFirefox = (l: Locator) => l.page().context().browser()?.browserType().name() === 'firefox';

/**
 * Presses Enter on a control inside the apply frame (a button: it is clicked;
 * a text field: its form is submitted), clicks it, or does either twice at once
 * with 'dblclick'.
 *
 * In Firefox over BiDi, Playwright's keyboard and pointer input do not reach a
 * cross-origin frame (input.performActions is dispatched to the top-level
 * context; the press is lost, or the click lands on the host page), while the
 * same form as the top page works. So in Firefox only, the control is activated
 * in the frame's own realm: `click()` (the same click event and submission a
 * press causes) or `form.requestSubmit()` (what Enter in a field does).
 * Chromium keeps real keyboard and pointer input.
 */
export async function pressInFrame(control: Locator, how: 'Enter' | 'click' | 'dblclick' = 'Enter'): Promise<void> {
  if (!isFirefox(control)) {
    if (how === 'Enter') return control.press('Enter');
    return how === 'click' ? control.click() : control.dblclick();
  }
  await control.evaluate(
    (el, times) => {
      for (let i = 0; i < times; i++) {
        if (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) el.click();
        else {
          const form = (el as HTMLInputElement).form;
          if (!form) throw new Error('the control is in no form');
          form.requestSubmit();
        }
      }
    },
    how === 'dblclick' ? 2 : 1,
  );
}

/**
 * Replaces the text of a field in the apply frame. Over Firefox's BiDi,
 * Playwright cannot select the text of an email field in a cross-origin frame,
 * so fill (and clear) append to it: there the text is emptied first by script,
 * with the input event a select-all and Delete would send, then typed.
 */
export async function refill(control: Locator, text: string): Promise<void> {
  if (isFirefox(control))
    await control.evaluate((el) => {
      (el as HTMLInputElement).value = '';
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
    });
  await control.fill(text);
}

/**
 * The text of the focused element in a frame. `:focus` matches only in a
 * document that has system focus, which a cross-origin frame driven over BiDi
 * never gets in Firefox; document.activeElement is what moved focus there.
 */
export function focusedText(frame: FrameLocator): Promise<string> {
  return frame.locator('body').evaluate(() => document.activeElement?.textContent ?? '');
}
