// The company website of the demo: plain pages that embed the widget from the
// jobs host (another origin). Pages live in demo/site/pages/; placeholders:
//   {{JOBS_ORIGIN}}  the jobs host's origin
//   {{NAV}}          the shared navigation
//   {{NONCE}}        a fresh nonce per request; a page that uses it asks for the
//                    strict CSP (nonce + strict-dynamic + Trusted Types), which
//                    is then sent with it. No other page gets a CSP.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { writeAhead } from './ahead.ts';
import { FAVICON_SVG } from './favicon.ts';
import { renderNav } from './nav.ts';
import { scratchRoutes } from './scratch.ts';
import { BUILDER_PATH, TOUR_NOTE, TOUR_PATH, tourPageFor } from './tour.ts';
import { renderTour } from './tour-html.ts';

export const DEFAULT_PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

export interface SiteAppOptions {
  /** e.g. http://127.0.0.1:5174 */
  jobsOrigin: string;
  pagesDir?: string;
  /** Serve /__scratch pages (end-to-end tests only). */
  scratch?: boolean;
  /** How a board written ahead reads the jobs host's feed (default: fetch, over HTTP; tests pass the jobs app's). */
  feedFetch?: typeof fetch;
}

/** The strict policy of docs/csp.md, for a page on `jobsOrigin`'s board; `styles` are the hashes of boards written ahead. */
export function strictCsp(nonce: string, jobsOrigin: string, styles: readonly string[] = []): string {
  return (
    `script-src 'nonce-${nonce}' 'strict-dynamic'; connect-src ${jobsOrigin}; frame-src ${jobsOrigin}; ` +
    `style-src ${["'self'", ...styles].join(' ')}; require-trusted-types-for 'script'; object-src 'none'; base-uri 'none'`
  );
}

const PAGE_NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** Every page gets a description (its tour note) and the icon, unless it has its own. */
function withHead(html: string, urlPath: string): string {
  const note = urlPath === TOUR_PATH ? TOUR_NOTE : tourPageFor(urlPath)?.note;
  let head = '';
  if (note && !html.includes('<meta name="description"')) head += `<meta name="description" content="${escapeAttr(note)}">`;
  if (!html.includes('rel="icon"')) head += '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  return head ? html.replace('<meta charset="utf-8">', () => `<meta charset="utf-8">\n${head}`) : html;
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

export function createSiteApp(opts: SiteAppOptions): Hono {
  const pagesDir = opts.pagesDir ?? DEFAULT_PAGES_DIR;
  const jobsOrigin = opts.jobsOrigin.replace(/\/+$/, '');
  const app = new Hono();

  async function page(file: string, urlPath: string): Promise<Response> {
    let html: string;
    try {
      html = await readFile(path.join(pagesDir, file), 'utf8');
    } catch {
      return notFound();
    }
    // split/join rather than replace(): no `$` patterns in the values.
    html = html.split('{{JOBS_ORIGIN}}').join(jobsOrigin).split('{{NAV}}').join(renderNav(urlPath));
    if (html.includes('{{TOUR}}')) html = html.split('{{TOUR}}').join(renderTour(jobsOrigin));
    html = withHead(html, urlPath);
    let styles: string[] = [];
    if (html.includes('{{AHEAD}}'))
      try {
        ({ html, styleHashes: styles } = await writeAhead(html, jobsOrigin, opts.feedFetch));
      } catch (err) {
        // The feed could not be read: the page goes out with its containers empty, as a build step would fail.
        console.error('[demo site] writing a board ahead failed', err);
        html = html.split('{{AHEAD}}').join('');
      }
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (html.includes('{{NONCE}}')) {
      const nonce = randomBytes(16).toString('base64');
      html = html.split('{{NONCE}}').join(nonce);
      headers['content-security-policy'] = strictCsp(nonce, jobsOrigin, styles);
    }
    return new Response(html, { status: 200, headers });
  }

  function notFound(): Response {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }

  if (opts.scratch) app.route('/', scratchRoutes());
  app.get('/', () => page('index.html', '/'));
  // One builder: the jobs host's page (dist/embed/builder.html), starting with the demo's first org.
  app.get(BUILDER_PATH, (c) => c.redirect(`${jobsOrigin}/embed/builder?org=acme`, 302));
  app.get(TOUR_PATH, () => page('tour.html', TOUR_PATH));
  // Browsers ask for /favicon.ico on their own: a 404 there is a console error on every page.
  for (const p of ['/favicon.ico', '/favicon.svg']) {
    app.get(p, () => new Response(FAVICON_SVG, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } }));
  }
  app.get('/careers', () => page('attribution.html', '/careers'));
  // The host-site detail page: the widget reads the id from the path itself.
  app.get('/careers/:publicId{[A-Za-z0-9_-]{1,64}}', (c) => page('careers-job.html', c.req.path));
  app.get(`/:name{${PAGE_NAME}\\.html}`, (c) => page(c.req.param('name'), c.req.path));
  app.get(`/:name{${PAGE_NAME}}`, (c) => page(`${c.req.param('name')}.html`, c.req.path));
  app.get(`/:name{${PAGE_NAME}\\.css}`, async (c) => {
    try {
      const css = await readFile(path.join(pagesDir, c.req.param('name')), 'utf8');
      return new Response(css, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' } });
    } catch {
      return notFound();
    }
  });
  app.notFound(() => notFound());
  return app;
}
