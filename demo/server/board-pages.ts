// The human board pages, {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId}:
// dist/embed/board.html filled by src/prerender/page.tsx — the org's header,
// the head tags link previews read, the job's complete JSON-LD, and the board
// written ahead — in the visitor's language (?lang=, else Accept-Language).
// embed.js adopts the board in place. A plain static host serves the template
// unfilled (src/board/page.ts sets the container up from the path), or the
// pages scripts/board-pages.ts wrote ahead with the same renderer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { boardCss } from '../../src/prerender/css-file.ts';
import { pageLang } from '../../src/ui/i18n/page-lang.ts';
import { renderBoardPage } from '../../src/prerender/page.tsx';
import { MINIMAL_BOARD_HTML, isBoardTemplate } from '../../src/prerender/template.ts';
import { apiError } from './errors.ts';
import type { JobsEnv } from './env.ts';
import { htmlResponse } from './html.ts';
import { boardPageHeaders } from '../../src/page-headers.ts';
import { isOrgSlug } from '../../src/feed/paths.ts';
import { jobDetail, jobSummary, orgHeader } from './public-shapes.ts';
import { type Store, type StoredOrg } from './store.ts';

async function boardTemplate(distDir: string): Promise<string> {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'embed', 'board.html'), 'utf8');
  } catch {
    return MINIMAL_BOARD_HTML;
  }
  if (!isBoardTemplate(html)) {
    console.warn('[demo] dist/embed/board.html lacks the svc markers; serving the minimal board page');
    return MINIMAL_BOARD_HTML;
  }
  return html;
}

export function boardPages({ store, distDir }: { store: Store; distDir: string }): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  // What may be a slug; findOrg holds it to the contract's rule (src/feed/paths.ts).
  const slug = '[a-z0-9-]+';

  function findOrg(name: string): StoredOrg | undefined {
    return !isOrgSlug(name) ? undefined : store.org(name);
  }

  /** The page, rendered from the public answers the widget would get for it. */
  async function page(
    url: string,
    query: string | undefined,
    accept: string | undefined,
    org: StoredOrg,
    publicId?: string,
  ): Promise<Response> {
    const origin = new URL(url).origin;
    const stored = publicId === undefined ? undefined : store.publishedJob(org.slug, publicId);
    const rendered = await renderBoardPage({
      template: await boardTemplate(distDir),
      org: orgHeader(org, origin),
      jobs: store.publishedJobs(org.slug).map((j) => jobSummary(org, j, origin)),
      ...(publicId === undefined ? {} : { job: { publicId, answer: stored ? jobDetail(org, stored, origin) : null } }),
      jobsUrl: origin,
      lang: pageLang(query, accept),
      css: boardCss(),
    });
    const headers = boardPageHeaders({ styleHashes: rendered.styleHashes, imageOrigin: rendered.imageOrigin });
    // The language follows the request: caches keep one page per Accept-Language.
    return htmlResponse(rendered.html, { ...headers, vary: 'accept-language' });
  }

  routes.get(`/:org{${slug}}`, (c) => {
    const org = findOrg(c.req.param('org'));
    if (!org) return apiError({ code: 'NOT_FOUND' });
    return page(c.req.url, c.req.query('lang'), c.req.header('accept-language'), org);
  });

  routes.get(`/:org{${slug}}/:publicId{[A-Za-z0-9_-]{1,64}}`, (c) => {
    const org = findOrg(c.req.param('org'));
    if (!org) return apiError({ code: 'NOT_FOUND' });
    return page(c.req.url, c.req.query('lang'), c.req.header('accept-language'), org, c.req.param('publicId'));
  });

  return routes;
}
