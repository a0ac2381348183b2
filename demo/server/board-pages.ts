// The human board pages, {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId}:
// dist/embed/board.html with the container configured for the org and a
// server-rendered fallback inside it, so the page reads well before (or
// without) embed.js. A plain static host serves the same template unfilled;
// src/board/page.ts then sets the container up from the path.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { apiError } from './errors';
import type { JobsEnv } from './env';
import { closedJobFallback, jobFallback, listFallback } from './fallback-html';
import { escapeHtml } from '../../src/lib/html';
import { htmlResponse } from './html';
import { boardPageHeaders } from '../../src/page-headers';
import { isOrgSlug } from '../../src/feed/paths';
import { type Store, type StoredJob, type StoredOrg } from './store';

const CONTAINER = 'data-svc-jobs=""';
const FALLBACK = '<!--svc:fallback-->';
const HEAD = '<!--svc:head-->';
const HEADER = '<!--svc:header-->';
const TITLE = '<title>Careers</title>';

/** Used while dist/embed/board.html is not built yet (or lacks the markers). */
export const MINIMAL_BOARD_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${TITLE}
${HEAD}
</head>
<body>
<main>
<header>${HEADER}</header>
<div id="svc-board" ${CONTAINER}>${FALLBACK}</div>
</main>
<script async src="/embed.js?v=3"></script>
</body>
</html>
`;

async function boardTemplate(distDir: string): Promise<string> {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'embed', 'board.html'), 'utf8');
  } catch {
    return MINIMAL_BOARD_HTML;
  }
  if (!html.includes(CONTAINER) || !html.includes(FALLBACK)) {
    console.warn('[demo] dist/embed/board.html lacks the svc markers; serving the minimal board page');
    return MINIMAL_BOARD_HTML;
  }
  return html;
}

interface PageParts {
  title: string;
  /** Above the board, outlasting the fallback: the org's name (and logo). */
  header: string;
  description: string;
  canonical: string;
  container: string;
  fallback: string;
  noindex: boolean;
}

// Function replacers: a `$&` in a job title must stay text, not a pattern.
function fill(template: string, p: PageParts): string {
  const head =
    `<meta name="description" content="${escapeHtml(p.description)}">` +
    `<link rel="canonical" href="${escapeHtml(p.canonical)}">` +
    (p.noindex ? '<meta name="robots" content="noindex">' : '');
  return template
    .replace(HEADER, () => p.header)
    .replace(TITLE, () => `<title>${escapeHtml(p.title)}</title>`)
    .replace(HEAD, () => head)
    .replace(CONTAINER, () => p.container)
    .replace(FALLBACK, () => p.fallback);
}

/** The page's one h1: the board's own headings (h2, h3) sit below it. */
function orgHeader(org: StoredOrg): string {
  return `<h1><a href="/${escapeHtml(org.slug)}">Careers at ${escapeHtml(org.name)}</a></h1>`;
}

function listPage(org: StoredOrg, jobs: StoredJob[], origin: string): PageParts {
  const count = jobs.length === 1 ? '1 open position' : `${jobs.length} open positions`;
  return {
    title: `Careers at ${org.name}`,
    header: orgHeader(org),
    description: `${count} at ${org.name}.${org.about ? ` ${org.about}` : ''}`,
    canonical: `${origin}/${org.slug}`,
    container: `data-svc-jobs="${escapeHtml(org.slug)}" data-apply="inline" data-sync-url`,
    fallback: listFallback(org, jobs),
    noindex: false,
  };
}

function jobPage(org: StoredOrg, publicId: string, job: StoredJob | undefined, jobs: StoredJob[], origin: string): PageParts {
  const container =
    `data-svc-jobs="${escapeHtml(org.slug)}"` +
    ` data-href-pattern="${escapeHtml(`/${org.slug}/{publicId}`)}" data-apply="inline" data-sync-url`;
  if (!job) {
    // The widget shows "no longer open" with the list for such an id; the page agrees.
    return { ...listPage(org, jobs, origin), container, fallback: closedJobFallback(org, jobs), noindex: true };
  }
  return {
    title: `${job.title} — ${org.name}`,
    header: orgHeader(org),
    description: job.shortDescription ?? `${job.title} at ${org.name}`,
    canonical: `${origin}/${org.slug}/${encodeURIComponent(publicId)}`,
    container,
    fallback: jobFallback(org, job),
    noindex: false,
  };
}

export function boardPages({ store, distDir }: { store: Store; distDir: string }): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  // What may be a slug; findOrg holds it to the contract's rule (src/feed/paths.ts).
  const slug = '[a-z0-9-]+';

  function findOrg(name: string): StoredOrg | undefined {
    return !isOrgSlug(name) ? undefined : store.org(name);
  }

  routes.get(`/:org{${slug}}`, async (c) => {
    const org = findOrg(c.req.param('org'));
    if (!org) return apiError({ code: 'NOT_FOUND' });
    const page = listPage(org, store.publishedJobs(org.slug), new URL(c.req.url).origin);
    return htmlResponse(fill(await boardTemplate(distDir), page), boardPageHeaders());
  });

  routes.get(`/:org{${slug}}/:publicId{[A-Za-z0-9_-]{1,64}}`, async (c) => {
    const org = findOrg(c.req.param('org'));
    if (!org) return apiError({ code: 'NOT_FOUND' });
    const publicId = c.req.param('publicId');
    const jobs = store.publishedJobs(org.slug);
    const page = jobPage(org, publicId, store.publishedJob(org.slug, publicId), jobs, new URL(c.req.url).origin);
    return htmlResponse(fill(await boardTemplate(distDir), page), boardPageHeaders());
  });

  return routes;
}
