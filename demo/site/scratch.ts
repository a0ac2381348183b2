// Scratch pages for the end-to-end tests: a test stores a page's HTML (and
// headers, e.g. a CSP) and opens it on the company site's real origin. Served
// from a real socket, so the browser treats it like any page of this site
// (a page Playwright fulfils itself has no address, and Chromium's Local
// Network Access then refuses it the jobs host on loopback). Off unless asked.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

interface ScratchPage {
  html: string;
  headers: Record<string, string>;
}

const NAME = '[a-z0-9-]{1,64}';

export function scratchRoutes(): Hono {
  const pages = new Map<string, ScratchPage>();
  const app = new Hono();
  app.put(`/__scratch/:name{${NAME}}`, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<ScratchPage> | null;
    if (!body || typeof body.html !== 'string') return c.json({ error: 'send {"html": "…", "headers"?: {…}}' }, 422);
    pages.set(c.req.param('name'), { html: body.html, headers: body.headers ?? {} });
    return c.body(null, 204);
  });
  // Partytown's files, where its config's `lib` says (a page moving scripts into a worker, e2e/pasted.spec.ts):
  // its service worker must come from the page's origin.
  const partytown = join(dirname(createRequire(import.meta.url).resolve('@qwik.dev/partytown/package.json')), 'lib');
  app.get('/~partytown/:file{[a-z-]+\\.(?:js|html)}', async (c) => {
    const file = c.req.param('file');
    const body = await readFile(join(partytown, file)).catch(() => null);
    if (!body) return c.text('Not found', 404);
    return c.body(body, 200, { 'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8' });
  });
  app.get(`/__scratch/:name{${NAME}}`, (c) => {
    const page = pages.get(c.req.param('name'));
    if (!page) return c.text('Not found', 404);
    return new Response(page.html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers },
    });
  });
  return app;
}
