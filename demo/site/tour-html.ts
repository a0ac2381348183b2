// The tour page (/tour): each example page, its one-line note, and the
// snippet behind it, written by the builder's own snippet function.
import { escapeHtml } from '../../src/lib/html.ts';
import { snippetHtml } from '../../src/snippet/snippet.ts';
import { TOUR } from './tour.ts';

export function renderTour(jobsOrigin: string): string {
  const items = TOUR.map((p) => {
    const snippet = snippetHtml({ jobsUrl: jobsOrigin, attributes: p.attributes });
    return (
      `<li><h3><a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a></h3><p>${escapeHtml(p.note)}</p>` +
      `<details><summary>The snippet</summary><pre><code>${escapeHtml(snippet)}</code></pre></details></li>`
    );
  });
  return `<ul class="tour-list">${items.join('')}</ul>`;
}
