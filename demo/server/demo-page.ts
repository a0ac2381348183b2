// /__demo: a small page for a person running the demo, listing the orgs with
// buttons that flip their feed faults (plain forms posting to /__demo/faults/form).
import { Hono } from 'hono';
import type { JobsEnv } from './env.ts';
import { FAULT_MODES, type FaultBoard } from './faults.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { htmlResponse } from './html.ts';
import type { Store, StoredOrg } from './store.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}
form{display:inline}button{margin:0 .25rem .25rem 0}code{background:#f3f4f6;padding:0 .25rem}`;

function orgRow(org: StoredOrg, store: Store, faults: FaultBoard): string {
  const slug = escapeHtml(org.slug);
  const fault = faults.get(org.slug);
  const state = fault ? `<strong>${escapeHtml(fault.mode)}</strong> (${fault.delayMs} ms)` : 'ok';
  const buttons = FAULT_MODES.filter((m) => m !== 'raw-jobs')
    .map(
      (mode) =>
        `<form method="post" action="/__demo/faults/form"><input type="hidden" name="org" value="${slug}">` +
        `<input type="hidden" name="mode" value="${escapeHtml(mode)}"><button type="submit">${escapeHtml(mode)}</button></form>`,
    )
    .join('');
  return (
    `<tr><td><a href="/${slug}">${escapeHtml(org.name)}</a><br><code>${slug}</code> · ${store.publishedJobs(org.slug).length} open` +
    `<br><a href="/api/v1/public/${slug}/jobs">feed</a></td><td>${state}</td><td>${buttons}</td></tr>`
  );
}

export function demoPage({ store, faults }: { store: Store; faults: FaultBoard }): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  routes.get('/', () => {
    const rows = store
      .orgs()
      .map((org) => orgRow(org, store, faults))
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo jobs host controls</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>
<h1>Demo jobs host</h1>
<p>Faults act on an org's public GETs (<code>slow</code> and <code>hang</code> wait, then answer; <code>shape</code> and
<code>empty-shape</code> only touch the jobs list; <code>down</code> cuts the connection). Feed answers are cached by the
browser for 60 s: reload with the cache disabled to see a change at once.</p>
<table><thead><tr><th>Org</th><th>Feed</th><th>Set fault</th></tr></thead><tbody>${rows}</tbody></table>
<p><code>resume-429</code> and <code>resume-500</code> act on the org's résumé staging only (the apply frame then sends the
file with the application).</p>
<h2>Applications and résumés</h2>
<p><a href="/__demo/applications">Applications received</a> (<a href="/__demo/applications.json">JSON</a>) ·
staged résumé keys: <a href="/__demo/resume-keys">/__demo/resume-keys</a></p>
<form method="post" action="/__demo/resume-keys/expire"><button type="submit">Expire every staged résumé key</button></form>
<form method="post" action="/__demo/upload-limit/clear"><button type="submit">Forget the upload counts (10 per 10 minutes)</button></form>
<p>Requests received: <a href="/__demo/requests">/__demo/requests</a> · faults: <a href="/__demo/faults">/__demo/faults</a></p>
</body></html>`;
    return htmlResponse(html);
  });
  return routes;
}
