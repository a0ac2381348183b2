// The snippet builder, {jobs_url}/embed/builder (pages/embed/builder.html):
// reads the form, checks the attributes as the live snippet does
// (snippet/live.ts, the widget's own parser), writes the snippet with the
// renderer scripts/snippet.ts runs (the board written ahead by default, the
// list with "plain"), and re-mounts the real embed.js of this host in the
// preview through SvcJobs.unmount/mount. Its own bundle: never part of embed.js.
import type { SvcJobsApi } from '../embed/api.ts';
import boardCssText from '../board/board.css?raw';
import type { Feed } from '../feed/feed.ts';
import { OPTION_NAMES, type OptionName } from '../board/options.ts';
import { FeedError } from '../feed/errors.ts';
import { boardUrl, isOrgSlug } from '../feed/paths.ts';
import { compactCss } from '../prerender/board.tsx';
import { accentHashes, aheadSnippet, cspNote } from '../prerender/ahead-snippet.ts';
import { feedSnippet, readFeed } from '../snippet/from-feed.ts';
import { readOptions, refusalText, type OptionValue, type ReadOptions, type Refusal } from '../snippet/options.ts';
import { ATTRIBUTE_ORDER, containerAttributes, snippetHtml, type SnippetAttributes } from '../snippet/snippet.ts';
import { contrastRatio, textOn } from '../ui/theme.ts';

// Read through this, not a global declaration: src/embed/index.ts declares window.SvcJobs for the widget.
const svcJobs = (): SvcJobsApi | undefined => (window as unknown as { SvcJobs?: SvcJobsApi }).SvcJobs;

const FILTERS = ['department', 'location', 'type', 'search'] as const;
/** The orgs typed here before whose feed loaded, offered in the org field. */
const RECENT_KEY = 'svc-builder-orgs';

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing`);
  return el as T;
}

// The page is the jobs host's own: the snippet names this origin.
const jobsUrl = location.origin;
const form = byId<HTMLFormElement>('builder-form');
const field = (id: string) => byId<HTMLInputElement | HTMLSelectElement>(id);
const checked = (id: string) => byId<HTMLInputElement>(id).checked;
function previewContainer(): HTMLElement {
  const el = byId('preview').firstElementChild;
  if (!(el instanceof HTMLElement)) throw new Error('#preview has no container');
  return el;
}
const container = previewContainer();

/** data-filters from its two controls: automatic (not set), none, or the chosen ones. */
function filtersValue(): string | null {
  const mode = field('f-filters-mode').value;
  const chosen = FILTERS.filter((f) => checked(`f-filter-${f}`));
  return mode === 'none' || (mode === 'custom' && chosen.length === 0) ? 'none' : mode === 'custom' ? chosen.join(',') : null;
}

/** An option's control: each is named as its attribute (data-apply, …), so the form is read by the rule book's names. */
function controlOf(name: OptionName): HTMLInputElement | HTMLSelectElement | null {
  const el = form.elements.namedItem(`data-${name}`);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el : null;
}

/** An option's value as its control holds it: a ticked box is its value (or the flag), an unticked one not set. */
function formValue(name: OptionName): OptionValue {
  if (name === 'filters') return filtersValue();
  const control = controlOf(name);
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked ? (control.value === 'on' ? true : control.value) : null;
  return control ? control.value : null;
}

/** The form read by the rule book, as every door reads its options: what it takes, and what it refuses. */
function readForm(): ReadOptions {
  return readOptions(
    field('f-org').value.trim(),
    OPTION_NAMES.map((name) => [name, formValue(name)]),
    'cli',
  );
}

function readAccent(): string | null {
  return checked('f-accent-on') ? field('f-accent').value : null;
}

// ---- the feed, for the presets' choices and the board written ahead ---------

const feeds = new Map<string, Promise<Feed | null>>();
let feed: Feed | null = null;

function feedOf(org: string): Promise<Feed | null> {
  let p = feeds.get(org);
  if (!p) {
    p = readFeed(jobsUrl, org).catch((err: unknown) => {
      if (err instanceof FeedError && err.code === 'NOT_FOUND') unknownOrgs.add(org);
      return null;
    });
    feeds.set(org, p);
  }
  return p;
}

function recentOrgs(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string' && isOrgSlug(o)) : [];
  } catch {
    return [];
  }
}

function remember(feed: Feed): void {
  const list = [feed.org.slug, ...recentOrgs().filter((o) => o !== feed.org.slug)].slice(0, 10);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (private mode): the list is a convenience.
  }
  showRecent(list);
}

function showRecent(list: readonly string[]): void {
  byId('f-orgs').replaceChildren(...list.map((o) => new Option(o, o)));
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
  if (next) remember(next);
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
  void update();
}

// ---- checks, snippet, preview ----------------------------------------------

/** The warning under a control: made once, named by the control's aria-describedby. */
function warningOf(control: HTMLElement): HTMLElement {
  const id = `${control.id}-warning`;
  const found = document.getElementById(id);
  if (found) return found;
  const warning = document.createElement('p');
  warning.className = 'warning';
  warning.id = id;
  warning.hidden = true;
  (control.closest('.field') ?? control).append(warning);
  control.setAttribute('aria-describedby', `${control.getAttribute('aria-describedby') ?? ''} ${id}`.trim());
  return warning;
}

/** One control's problem beside it (or none), and its aria-invalid. */
function showBeside(control: HTMLElement, problem: string | null): void {
  const warning = warningOf(control);
  warning.hidden = !problem;
  warning.textContent = problem ?? '';
  control.setAttribute('aria-invalid', String(!!problem));
}

/** Orgs this host answered 404 for: named as unknown, never copied. */
const unknownOrgs = new Set<string>();

/** Every problem, each beside its control, and the first in the summary; returns them, in the form's order. */
function showProblems(refused: readonly Refusal[], org: string): string[] {
  const problems: string[] = [];
  const orgProblem =
    refused.find((r) => r.option === 'svc-jobs')?.problem ??
    (unknownOrgs.has(org) ? `no org “${org}” on this jobs host: check the slug` : null);
  showBeside(field('f-org'), orgProblem && `The widget would refuse this: ${orgProblem}.`);
  if (orgProblem) problems.push(`data-svc-jobs: ${orgProblem}`);
  for (const name of OPTION_NAMES) {
    const control = name === 'filters' ? field('f-filters-mode') : controlOf(name);
    const refusal = refused.find((r) => r.option === name);
    if (control) showBeside(control, refusal ? `The widget would refuse this: ${refusalText(refusal)}.` : null);
    if (refusal) problems.push(refusalText(refusal));
  }
  byId('problems').textContent = problems.length
    ? `embed.js would not mount this container: ${problems[0] ?? ''}. Nothing can be copied until it is fixed.`
    : '';
  return problems;
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
let writes = 0;

/** The strict-CSP line for the snippet's inline styles (the CLI's own words), or nothing when it has none. */
function showCsp(hashes: readonly string[], ahead: boolean): void {
  const note = byId('csp-note');
  const text = cspNote(hashes, ahead);
  note.hidden = !text;
  note.textContent = text ?? '';
}

/** What the snippet may not carry: copying is refused while there is any. */
let problems: string[] = [];

/** The snippet for the form as it is: what scripts/snippet.ts prints for these attributes (--plain for the list). */
export async function update(): Promise<void> {
  const write = ++writes;
  const { attributes, refused } = readForm();
  const accent = readAccent();
  const org = attributes['data-svc-jobs'] ?? '';
  const current = feed && feed.org.slug === org ? feed : null;
  const found = showProblems(refused, org);
  showContrast(accent);
  // A refused value stays in the snippet shown, so it reads as the form does; it is not copied.
  const shown: SnippetAttributes = { ...attributes };
  for (const r of refused) if (r.option && r.option !== 'svc-jobs') shown[`data-${r.option}`] = r.value;
  const inside = field('f-fallback').value;
  const madeOn = new Date().toISOString().slice(0, 10);
  let next: string;
  let hashes: string[] = [];
  if (found.length || !current) next = snippetHtml({ jobsUrl, attributes: shown, accent });
  else if (inside === 'ahead') {
    const ahead = await aheadSnippet(current, { jobsUrl, attributes, accent, css: CSS, madeOn });
    next = ahead.snippet;
    hashes = ahead.styleHashes;
  } else {
    next = inside === 'list' ? feedSnippet(current, { jobsUrl, attributes, accent, madeOn }) : snippetHtml({ jobsUrl, attributes, accent });
    hashes = await accentHashes({ attributes, accent });
  }
  if (write !== writes) return; // a later change wrote its own
  // What was said of copying stands until there is another snippet (a field's change event on blur, as the
  // copy button takes the focus, writes the same one).
  if (next !== snippet) byId('copy-status').textContent = '';
  snippet = next;
  problems = found;
  byId('snippet').textContent = snippet;
  showCsp(hashes, inside === 'ahead' && !found.length);
  schedulePreview(found.length ? null : attributes, accent);
}

/** What the preview last showed (null: attributes the widget would refuse), for a remount that changes no attribute. */
let shownAttrs: SnippetAttributes | null = null;
let shownAccent: string | null = null;

let timer: ReturnType<typeof setTimeout> | undefined;
/** Remounts, counted: only the last one's settling clears the preview's busy state. */
let remounts = 0;
/**
 * The preview follows the form after typing pauses; meanwhile it is marked busy
 * (`aria-busy`), so assistive technology and tests know it is catching up.
 */
function schedulePreview(attrs: SnippetAttributes | null, accent: string | null): void {
  shownAttrs = attrs;
  shownAccent = accent;
  clearTimeout(timer);
  const preview = byId('preview');
  preview.setAttribute('aria-busy', 'true');
  const current = ++remounts;
  timer = setTimeout(() => {
    void remount(attrs, accent).finally(() => {
      if (current === remounts) preview.removeAttribute('aria-busy');
    });
  }, 200);
}

/** A pattern embed.js on this page takes as to its origin: a path, or a URL of this origin. */
function onThisOrigin(pattern: string | null): boolean {
  if (!pattern || pattern.startsWith('/')) return true;
  try {
    return new URL(pattern.replace('{publicId}', 'x')).origin === location.origin;
  } catch {
    return true; // not a URL: the widget's own problem, shown beside the field
  }
}

/**
 * The preview container becomes the snippet's container: the same attributes
 * (containerAttributes, as the snippet writes them), the same colour, and a
 * link to the board as its fallback (the live board replaces it at once). It
 * is built from the form's values, never by parsing the snippet: a parsed
 * `<style>` (the brand colour's) is checked against this page's CSP in
 * Chromium even in a DOMParser document, and refused.
 * `attrs` null: the widget would refuse them; the preview stays unmounted.
 */
async function remount(attrs: SnippetAttributes | null, accent: string | null): Promise<void> {
  svcJobs()?.unmount(container);
  for (const name of ATTRIBUTE_ORDER) container.removeAttribute(name);
  for (const [name, value] of containerAttributes(attrs ?? {})) container.setAttribute(name, value);
  // A pattern of the company's own site (an absolute URL) is right for the snippet, but embed.js here, on
  // the jobs host, would refuse it: the preview's links open on the board instead.
  if (!onThisOrigin(container.getAttribute('data-href-pattern'))) container.removeAttribute('data-href-pattern');
  const org = attrs?.['data-svc-jobs'] ?? '';
  const link = document.createElement('a');
  link.href = boardUrl(jobsUrl, encodeURIComponent(org));
  link.textContent = 'See our open roles';
  container.replaceChildren(...(isOrgSlug(org) ? [link] : []));
  if (accent) {
    container.style.setProperty('--svc-accent', accent);
    container.style.setProperty('--svc-accent-text', textOn(accent));
  } else {
    container.style.removeProperty('--svc-accent');
    container.style.removeProperty('--svc-accent-text');
  }
  const api = svcJobs();
  if (attrs && api) await api.mount(container);
}

/**
 * The preview on a light or a dark page: a class on the preview (builder.css
 * gives it a dark site's color-scheme, background and text colour), never a
 * style attribute (the page's CSP) and never the snippet. The board is mounted
 * again, so whatever embed.js reads of its page when it mounts (the scheme for
 * its apply frame) is read on the new one.
 */
function setPreviewDark(dark: boolean): void {
  byId('preview-dark').setAttribute('aria-pressed', String(dark));
  byId('preview').classList.toggle('dark', dark);
  schedulePreview(shownAttrs, shownAccent);
}

// ---- copying ---------------------------------------------------------------

async function copy(): Promise<void> {
  const status = byId('copy-status');
  if (problems.length) {
    status.textContent = `Not copied: ${problems[0] ?? ''}. Fix it first.`;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
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
  void update();
});
form.addEventListener('change', () => void update());
byId('copy').addEventListener('click', () => void copy());
byId('preview-dark').addEventListener('click', () => setPreviewDark(byId('preview-dark').getAttribute('aria-pressed') !== 'true'));

// ?org= names the org to start with (a link from a board page or the demo), else the last one used.
const asked = new URLSearchParams(location.search).get('org')?.trim() ?? '';
const recent = recentOrgs();
showRecent(recent);
field('f-org').value = isOrgSlug(asked) ? asked : (recent[0] ?? '');
// The language of the company's page, guessed from this browser's until chosen: a board written ahead in
// another language than its page's would change its words, and shift, when it comes alive.
const browserLang = navigator.language.slice(0, 2).toLowerCase();
if (browserLang !== 'en' && [...(field('f-lang') as HTMLSelectElement).options].some((o) => o.value === browserLang))
  field('f-lang').value = browserLang;
syncFilterChecks();
byId<HTMLInputElement>('f-accent').disabled = !checked('f-accent-on');
void update();
void orgChanged();
