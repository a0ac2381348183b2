// The snippet builder: reads the form, checks the attributes with the widget's
// own parser, re-mounts the real embed.js in the preview through
// SvcJobs.unmount/mount, and writes the snippet (with a fallback listing the
// openings) by the same function scripts/snippet.ts uses.
import { parseConfig } from '../../../src/embed/config.ts';
import type { SvcJobsApi } from '../../../src/embed/api.ts';
import boardCssText from '../../../src/board/board.css?raw';
import type { Feed } from '../../../src/feed/feed.ts';
import { isOrgSlug } from '../../../src/feed/paths.ts';
import { compactCss, prerenderBoard, styleHash } from '../../../src/prerender/board.tsx';
import { feedFallback, readFeed } from '../../../src/snippet/from-feed.ts';
import { ATTRIBUTE_ORDER, containerAttributes, snippetHtml, type SnippetAttributes } from '../../../src/snippet/snippet.ts';
import { contrastRatio, textOn } from '../../../src/ui/theme.ts';

// Read through this, not a global declaration: src/embed/index.ts declares window.SvcJobs for the widget.
const svcJobs = (): SvcJobsApi | undefined => (window as unknown as { SvcJobs?: SvcJobsApi }).SvcJobs;

const FILTERS = ['department', 'location', 'type', 'search'] as const;

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing`);
  return el as T;
}

const jobsUrl = (document.querySelector<HTMLElement>('[data-jobs-url]')?.dataset['jobsUrl'] ?? '').replace(/\/+$/, '');
const form = byId<HTMLFormElement>('builder-form');
const field = (id: string) => byId<HTMLInputElement | HTMLSelectElement>(id);
const checked = (id: string) => byId<HTMLInputElement>(id).checked;
function previewContainer(): HTMLElement {
  const el = byId('preview').querySelector<HTMLElement>('[data-svc-jobs]');
  if (!el) throw new Error('#preview has no [data-svc-jobs] container');
  return el;
}
const container = previewContainer();

/** The form as container attributes (unset ones null). */
function readAttributes(): SnippetAttributes {
  const mode = field('f-filters-mode').value;
  const chosen = FILTERS.filter((f) => checked(`f-filter-${f}`));
  const filters = mode === 'none' || (mode === 'custom' && chosen.length === 0) ? 'none' : mode === 'custom' ? chosen.join(',') : null;
  return {
    'data-svc-jobs': field('f-org').value.trim(),
    'data-apply': checked('f-apply') ? 'inline' : null,
    'data-src': field('f-src').value,
    'data-href-pattern': field('f-pattern').value,
    'data-empty': field('f-empty').value,
    'data-filters': filters,
    'data-department': field('f-department').value,
    'data-location': field('f-location').value,
    'data-type': field('f-type').value,
    'data-group-by': field('f-group').value,
    'data-page-size': field('f-page-size').value,
    'data-sync-url': checked('f-sync') ? '' : null,
    'data-lang': field('f-lang').value,
  };
}

function readAccent(): string | null {
  return checked('f-accent-on') ? field('f-accent').value : null;
}

// ---- the feed, for the presets' choices and the fallback list -------------

const feeds = new Map<string, Promise<Feed | null>>();
let feed: Feed | null = null;

function feedOf(org: string): Promise<Feed | null> {
  let p = feeds.get(org);
  if (!p) {
    p = readFeed(jobsUrl, org).catch(() => null);
    feeds.set(org, p);
  }
  return p;
}

/** Fills a preset select with the feed's values, keeping the choice when it is still there. */
function fillChoices(select: HTMLSelectElement, values: string[]): void {
  const keep = select.value;
  const options = [new Option('Any', '')];
  for (const v of values) options.push(new Option(v, v));
  select.replaceChildren(...options);
  select.value = values.includes(keep) ? keep : '';
}

async function orgChanged(): Promise<void> {
  const org = field('f-org').value.trim();
  const next = isOrgSlug(org) ? await feedOf(org) : null;
  if (field('f-org').value.trim() !== org) return; // typed on meanwhile
  feed = next;
  const distinct = (pick: (j: Feed['jobs'][number]) => string | null) =>
    [...new Set((next?.jobs ?? []).map(pick).filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
  fillChoices(
    field('f-department') as HTMLSelectElement,
    distinct((j) => j.department),
  );
  fillChoices(
    field('f-location') as HTMLSelectElement,
    distinct((j) => j.location),
  );
  update();
}

// ---- checks, snippet, preview ----------------------------------------------

/** A detached container with these attributes, as the widget would see it. */
function probe(attrs: SnippetAttributes): HTMLElement {
  const el = document.createElement('div');
  for (const [name, value] of containerAttributes(attrs)) el.setAttribute(name, value);
  return el;
}

function showProblems(problems: string[]): void {
  const pattern = problems.find((p) => p.startsWith('data-href-pattern'));
  const warning = byId('f-pattern-warning');
  warning.hidden = !pattern;
  warning.textContent = pattern ? `The widget would refuse this: ${pattern}.` : '';
  field('f-pattern').setAttribute('aria-invalid', String(!!pattern));
  byId('problems').textContent = problems.length ? `embed.js would not mount this container: ${problems.join('; ')}.` : '';
}

function showContrast(accent: string | null): void {
  const text = accent ? textOn(accent) : null;
  byId('f-accent-contrast').textContent =
    accent && text
      ? `Text on it: ${text === '#ffffff' ? 'white' : 'black'}, contrast ${contrastRatio(accent, text).toFixed(1)}:1 (at least 4.5:1 is needed).`
      : 'Off: the board uses the colour set in your workspace.';
}

let snippet = '';
const CSS = compactCss(boardCssText);

/** The strict-CSP line for the board written ahead (its style's hash), or nothing. */
function showCsp(style: string | null): void {
  const note = byId('csp-note');
  note.hidden = !style;
  if (!style) return;
  void styleHash(style).then((hash) => {
    note.textContent = `Under a strict Content Security Policy, add ${hash} to style-src (never 'unsafe-inline'); without it the board shows once embed.js runs.`;
  });
}

export function update(): void {
  const attrs = readAttributes();
  const accent = readAccent();
  const result = parseConfig(probe(attrs), location.origin);
  showProblems(result.ok ? [] : result.problems);
  showContrast(accent);
  const org = attrs['data-svc-jobs'] ?? '';
  const inside = field('f-fallback').value;
  const current = feed && feed.org.slug === org ? feed : null;
  // The board written ahead needs attributes the widget takes; else the list.
  const ahead =
    inside === 'ahead' && current && result.ok
      ? prerenderBoard({ org: current.org, jobs: current.jobs, attributes: attrs, jobsUrl, css: CSS })
      : null;
  snippet = snippetHtml({
    jobsUrl,
    attributes: attrs,
    accent,
    fallback: ahead ? ahead.html : inside !== 'link' && current ? feedFallback(jobsUrl, current, attrs) : null,
    madeOn: new Date().toISOString().slice(0, 10),
    ahead: !!ahead,
  });
  byId('snippet').textContent = snippet;
  showCsp(ahead?.style ?? null);
  byId('copy-status').textContent = '';
  schedulePreview(result.ok);
}

let timer: ReturnType<typeof setTimeout> | undefined;
function schedulePreview(ok: boolean): void {
  clearTimeout(timer);
  timer = setTimeout(() => remount(ok), 200);
}

/** The preview container becomes the snippet's container: same attributes, same fallback, same colour. */
function remount(ok: boolean): void {
  svcJobs()?.unmount(container);
  const parsed = new DOMParser().parseFromString(snippet, 'text/html');
  const source = parsed.body.querySelector('div') ?? parsed.createElement('div');
  for (const name of ATTRIBUTE_ORDER) container.removeAttribute(name);
  for (const { name, value } of Array.from(source.attributes)) container.setAttribute(name, value);
  container.replaceChildren(...Array.from(source.childNodes, (n) => document.importNode(n, true)));
  const accent = readAccent();
  if (accent) {
    container.style.setProperty('--svc-accent', accent);
    container.style.setProperty('--svc-accent-text', textOn(accent));
  } else {
    container.style.removeProperty('--svc-accent');
    container.style.removeProperty('--svc-accent-text');
  }
  const api = svcJobs();
  if (ok && api) void api.mount(container);
}

// ---- copying ---------------------------------------------------------------

async function copy(): Promise<void> {
  const status = byId('copy-status');
  try {
    await navigator.clipboard.writeText(snippet);
    status.textContent = 'Copied to the clipboard.';
  } catch {
    // No clipboard permission: select the text so Ctrl+C takes it.
    const range = document.createRange();
    range.selectNodeContents(byId('snippet'));
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
  }
}

// ---- wiring ----------------------------------------------------------------

function syncFilterChecks(): void {
  const custom = field('f-filters-mode').value === 'custom';
  for (const f of FILTERS) byId<HTMLInputElement>(`f-filter-${f}`).disabled = !custom;
}

let orgTimer: ReturnType<typeof setTimeout> | undefined;
form.addEventListener('submit', (e) => e.preventDefault());
form.addEventListener('input', (e) => {
  const target = e.target as HTMLElement;
  if (target.id === 'f-org') {
    clearTimeout(orgTimer);
    orgTimer = setTimeout(() => void orgChanged(), 250);
  }
  if (target.id === 'f-filters-mode') syncFilterChecks();
  if (target.id === 'f-accent-on') byId<HTMLInputElement>('f-accent').disabled = !checked('f-accent-on');
  update();
});
form.addEventListener('change', () => update());
byId('copy').addEventListener('click', () => void copy());

syncFilterChecks();
byId<HTMLInputElement>('f-accent').disabled = !checked('f-accent-on');
update();
void orgChanged();
