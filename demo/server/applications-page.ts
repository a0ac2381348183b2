// /__demo/applications: the applications the jobs host received, newest first,
// for a person running the demo (HTML) and for the tests (.json). Every value
// is escaped; files show as name · type · size, their bytes are never kept.
import { Hono } from 'hono';
import type { ReceivedApplication, ReceivedApplications } from './applications.ts';
import type { JobsEnv } from './env.ts';
import { jsonOk } from '../../src/server/errors.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { htmlResponse } from './html.ts';
import type { StoredPart } from './multipart.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:.5rem;padding:0 1rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
code{background:#f3f4f6;padding:0 .25rem}`;

const e = (s: string | null): string => (s === null ? '—' : escapeHtml(s));

function formatBytes(n: number): string {
  if (n < 1000) return `${n} B`;
  if (n < 1_000_000) return `${(n / 1000).toFixed(1)} kB`;
  return `${(n / 1_000_000).toFixed(2)} MB`;
}

function fileText(f: { name: string; type: string; size: number }): string {
  return `${f.name || '(no name)'} · ${f.type || '(no type)'} · ${formatBytes(f.size)}`;
}

function partRow(p: StoredPart): string {
  const value = 'file' in p ? `<em>file</em> ${escapeHtml(fileText(p.file))}` : escapeHtml(p.value);
  return `<dt><code>${escapeHtml(p.name)}</code></dt><dd>${value}</dd>`;
}

function resumeText(a: ReceivedApplication): string {
  const r = a.resume;
  if (!r) return 'none';
  const what = `${r.type.toUpperCase()}: ${fileText(r.file)}`;
  return r.source === 'staged' ? `staged key <code>${escapeHtml(r.key)}</code> · ${escapeHtml(what)}` : `file part · ${escapeHtml(what)}`;
}

function applicationHtml(a: ReceivedApplication): string {
  const { via, src, embed, ref, referrer, referredFor } = a.attribution;
  return `<article><h2>${escapeHtml(a.ref)} · ${escapeHtml(a.job.title)}</h2>
<p><code>${escapeHtml(a.org)}</code> / <code>${escapeHtml(a.job.publicId)}</code> · <time datetime="${escapeHtml(a.receivedAt)}">${escapeHtml(a.receivedAt)}</time></p>
<dl><dt>résumé</dt><dd>${resumeText(a)}</dd><dt>via</dt><dd>${e(via)}</dd><dt>src</dt><dd>${e(src)}</dd><dt>embed</dt><dd>${e(embed)}</dd>
<dt>ref</dt><dd>${e(ref)}${referrer ? ` (referred by ${escapeHtml(referrer)} for <code>${e(referredFor)}</code>)` : ''}</dd></dl>
<h3>Parts, as sent</h3><dl>${a.parts.map(partRow).join('')}</dl></article>`;
}

/** Mounted at /__demo. */
export function applicationsPage(applications: ReceivedApplications): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  routes.get('/applications', () => {
    const items = applications.list();
    const body = items.length ? items.map(applicationHtml).join('\n') : '<p>No applications yet.</p>';
    return htmlResponse(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Applications received</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>
<h1>Applications received (${items.length})</h1>
<p>Newest first. As JSON: <a href="/__demo/applications.json">/__demo/applications.json</a>; clear with
<code>DELETE /__demo/applications</code>. <a href="/__demo">Back to the controls</a>.</p>
${body}
</body></html>`);
  });
  routes.get('/applications.json', () => jsonOk(applications.list()));
  routes.delete('/applications', () => {
    applications.clear();
    return jsonOk(applications.list());
  });
  return routes;
}
