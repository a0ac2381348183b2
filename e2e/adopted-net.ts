// The net for boards written ahead and adopted (issue 51): each of the live
// board's interactions, run on a board the snippet wrote ahead and embed.js
// adopted in place, on a first visit and on a returning visitor's saved copy.
// After each step the count, the openings in order, and that the list keeps
// them: read in the page every 50 ms for 2 s once they came, never once.
// Engine-neutral: e2e/adopted.spec.ts runs it in Chromium and Firefox
// (Playwright), e2e-webkit/adopted.test.ts in WebKit (webdriverio), each
// through a Driver of its own; the components' boards (React, Vue, Astro) run
// its list steps too (e2e/adopted-components.spec.ts).

import { withoutFeedHint } from './feed-hint.ts';

/** What a suite does in its engine, the way a visitor would: the pointer, the keyboard, the browser's buttons. */
export interface Driver {
  /** Opens a page of the company site with `body`; `fresh`: the site's storage forgotten first. */
  open(body: string, opts?: { fresh?: boolean }): Promise<string>;
  /** Opens `url`. */
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the `nth` element (from 0) in the first board that `selector` matches, with the pointer. */
  click(selector: string, nth?: number): Promise<void>;
  /** Chooses `value` ('' for all) in the board's select labelled `label`. */
  choose(label: string, value: string): Promise<void>;
  /** Types `text` into the board's search box, in place of what it held. */
  search(text: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  /** The page's address, once `ok` holds for it. */
  urlWhen(ok: (url: string) => boolean, what: string): Promise<string>;
}

/** An opening of the feed, as the jobs host's API lists it. */
export interface FeedJob {
  publicId: string;
  title: string;
  department: string | null;
  location: string | null;
  employmentType: string;
  shortDescription: string | null;
}

/** What a step needs besides its engine. */
export interface Setup {
  /** {jobs_url}: the demo jobs host this engine's pages use. */
  jobs: string;
  org: string;
  /** The org's feed now (the jobs host's list). */
  feed: FeedJob[];
  /** The snippet the CLI writes by default, for these attributes (data-svc-jobs is the org). */
  snippet(attributes?: Record<string, string>): Promise<string>;
}

/** Sets the org's fault on the demo jobs host (demo/server/faults.ts): 'ok' clears it. */
async function fault(s: Setup, mode: 'ok' | 'slow' | 'raw-jobs', extra: { delayMs?: number; body?: unknown } = {}): Promise<void> {
  const res = await fetch(`${s.jobs}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ org: s.org, mode, ...extra }),
  });
  if (!res.ok) throw new Error(`the fault ${mode} on ${s.org}: ${res.status} ${await res.text()}`);
}

/** What the board shows: the count's words and the openings' ids, in order. */
export interface Shown {
  count: string;
  ids: string[];
}

/** A careers page as most are: a hero, the container, content after it. */
export const careersPage = (snippet: string): string => `
<header style="padding:2rem"><h1>Careers at Northwind Freight</h1><p>Trucks, barges and warehouses across Europe.</p></header>
<main style="padding:0 2rem">${snippet}
<section id="benefits"><h2>Benefits</h2><p>Thirty days off and a learning budget.</p></section></main>
<footer id="footer" style="padding:2rem">© Northwind Freight</footer>`;

/** The first board's shadow root, in the page. */
const BOARD = `document.querySelector('[data-svc-jobs] svc-jobs-board')?.shadowRoot`;

/** The first board's count and openings, as a string (null without a board), read in the page. */
const READ = `(() => {
  const root = ${BOARD};
  if (!root) return null;
  return JSON.stringify({
    count: root.querySelector('.count')?.textContent ?? '',
    ids: [...root.querySelectorAll('.jobs .title a')].map((a) => a.getAttribute('href').split('/').pop()),
  });
})()`;

/** Waits in the page (at most `waitMs`) for READ to give `want`, then reads it every 50 ms for `keepMs`: each different reading. */
const keptExpression = (want: string, waitMs: number, keepMs: number): string => `new Promise((done) => {
  const want = ${JSON.stringify(want)};
  const start = performance.now();
  const seen = [];
  let since = null;
  (function tick() {
    const now = ${READ};
    const t = performance.now();
    if (since === null && now === want) since = t;
    if (since === null) {
      if (t - start > ${waitMs}) return done({ came: false, seen: [now] });
    } else if (seen[seen.length - 1] !== now) seen.push(now);
    if (since !== null && t - since >= ${keepMs}) return done({ came: true, seen });
    setTimeout(tick, 50);
  })();
})`;

/** How long the list must keep what it shows: the "at least 2 s". */
export const KEEP_MS = 2000;

/** Throws, naming `what`, unless the board comes to show `want` and shows nothing else for KEEP_MS. */
export async function expectKept(d: Driver, want: Shown, what: string): Promise<void> {
  const wanted = JSON.stringify(want);
  const { came, seen } = await d.evaluate<{ came: boolean; seen: (string | null)[] }>(keptExpression(wanted, 15_000, KEEP_MS));
  if (came && seen.length === 1) return;
  const described = seen.map((s) => {
    const r = s === null ? null : (JSON.parse(s) as Shown);
    return r ? `"${r.count}", ${r.ids.length} openings${firstDifference(r.ids, want.ids)}` : 'no board';
  });
  throw new Error(
    `${what}: wanted "${want.count}" and ${want.ids.length} openings, ` +
      (came ? `kept for ${KEEP_MS} ms; then saw ${described.join(' → ')}` : `never shown; last saw ${described.join(' → ')}`),
  );
}

function firstDifference(got: string[], want: string[]): string {
  const i = got.findIndex((id, k) => id !== want[k]);
  return i === -1 ? '' : ` (from #${i + 1}: ${got[i]} where ${want[i] ?? 'none'} was wanted)`;
}

// What the board should show, from the feed by the contract's rules (CONTRACT.md "Finding the right job").

const countOf = (feed: FeedJob[], matches: number, active: boolean): string =>
  active ? `${matches} of ${feed.length} open positions ${matches === 1 ? 'matches' : 'match'}` : `${feed.length} open positions`;

/** The first `n` openings of `jobs` (feed order) as the board shows them. */
export const listed = (feed: FeedJob[], jobs: FeedJob[], n: number, active = jobs.length !== feed.length): Shown => ({
  count: countOf(feed, jobs.length, active),
  ids: jobs.slice(0, n).map((j) => j.publicId),
});

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The openings a search for `text` finds: every word, accent- and case-insensitive, in the title, team, place or summary. */
export const searched = (feed: FeedJob[], text: string): FeedJob[] =>
  feed.filter((j) =>
    fold(text)
      .split(/\s+/)
      .every((w) => fold([j.title, j.department, j.location, j.shortDescription].join(' ')).includes(w)),
  );

/** The feed in its groups' display order: by the group's value in English collation, "Other" (none) last. */
export function inGroups(feed: FeedJob[], by: 'department' | 'location'): FeedJob[] {
  const values = [...new Set(feed.map((j) => j[by]).filter((v): v is string => !!v))].sort(new Intl.Collator('en').compare);
  return [...values.map((v) => feed.filter((j) => j[by] === v)).flat(), ...feed.filter((j) => !j[by])];
}

/** The board's own "Show N more" button (not an opening's Apply, which is in `.actions` too). */
const SHOW_MORE = 'div[lang] > section p.actions:not(li *) > button';

/** "Show more" until the end: 50 → 100 → 130 on a board of 130, each kept. */
export async function showMoreToTheEnd(d: Driver, s: Setup, jobs: FeedJob[] = s.feed, what = 'the board'): Promise<void> {
  for (let n = 50; ; n += 50) {
    await expectKept(d, listed(s.feed, jobs, n, false), `${what}, ${Math.min(n, jobs.length)} openings`);
    if (n >= jobs.length) break;
    await d.click(SHOW_MORE);
  }
  const left = await d.evaluate<number>(`${BOARD}.querySelectorAll(${JSON.stringify(SHOW_MORE)}).length`);
  if (left) throw new Error(`${what}: a "Show more" button is left at the end`);
}

/**
 * Evaluates `expression` in the page every 50 ms until it is truthy, for at most 15 s: its last value. (In the
 * page: no round trip of the driver's between two readings.)
 */
function inPageUntil<T>(d: Driver, expression: string): Promise<T> {
  return d.evaluate<T>(`new Promise((done) => {
    const start = performance.now();
    (function tick() {
      const now = ${expression};
      if (now || performance.now() - start > 15000) return done(now);
      setTimeout(tick, 50);
    })();
  })`);
}

/** Waits for the board to be live (data-svc-state="ready"), as a visitor's first click would find it. */
export async function whenReady(d: Driver): Promise<void> {
  const ok = await inPageUntil<boolean>(d, `!!document.querySelector('[data-svc-jobs][data-svc-state="ready"]')`);
  if (!ok) throw new Error('the board never became ready');
}

/**
 * Each filter in turn, each replacing the one before (a team, a place, a type: every choice starts the list
 * again from its first page); then a search, and everything cleared.
 */
export async function filtersAndSearch(d: Driver, s: Setup): Promise<void> {
  const { feed } = s;
  const picks: [label: string, key: 'department' | 'location' | 'employmentType', value: string][] = [
    ['Department', 'department', 'Engineering'],
    ['Location', 'location', 'Rotterdam, Netherlands'],
    ['Type', 'employmentType', 'internship'],
  ];
  let before = '';
  for (const [label, key, value] of picks) {
    if (before) await d.choose(before, '');
    await d.choose(label, value);
    await expectKept(
      d,
      listed(
        feed,
        feed.filter((j) => j[key] === value),
        50,
        true,
      ),
      `${label} ${value}`,
    );
    before = label;
  }
  await d.choose(before, '');
  await d.search('analyst');
  await expectKept(d, listed(feed, searched(feed, 'analyst'), 50, true), 'the search "analyst"');
  await d.search('');
  await expectKept(d, listed(feed, feed, 50), 'everything cleared');
}

// The steps: each opens its own page (a first visit, unless it says otherwise).

export async function stepShowMore(d: Driver, s: Setup): Promise<void> {
  await d.open(careersPage(await s.snippet()), { fresh: true });
  await whenReady(d);
  await showMoreToTheEnd(d, s);
}

export async function stepFilters(d: Driver, s: Setup): Promise<void> {
  await d.open(careersPage(await s.snippet()), { fresh: true });
  await whenReady(d);
  await filtersAndSearch(d, s);
}

export async function stepGrouped(d: Driver, s: Setup): Promise<void> {
  await d.open(careersPage(await s.snippet({ 'data-group-by': 'department' })), { fresh: true });
  await whenReady(d);
  await showMoreToTheEnd(d, s, inGroups(s.feed, 'department'), 'grouped by department');
}

/** data-sync-url: a choice goes into the address; away to a job and back, forward and back, the board keeps it; a shared address too. */
export async function stepUrlState(d: Driver, s: Setup): Promise<void> {
  const { feed } = s;
  const url = await d.open(careersPage(await s.snippet({ 'data-sync-url': '' })), { fresh: true });
  await whenReady(d);
  const finance = listed(
    feed,
    feed.filter((j) => j.department === 'Finance'),
    50,
    true,
  );
  await d.choose('Department', 'Finance');
  await expectKept(d, finance, 'Finance chosen');
  await d.urlWhen((u) => u.endsWith('?svc_department=Finance'), 'the choice in the address');
  // Away to the first opening's page on the jobs host, then back: the board as it was left.
  await d.click('.jobs .title a');
  const job = await d.urlWhen((u) => u.endsWith(`/${s.org}/${finance.ids[0]}`), "the opening's page");
  await d.back();
  await d.urlWhen((u) => u.endsWith('?svc_department=Finance'), 'back on the careers page');
  await expectKept(d, finance, 'Finance, back from the opening');
  await d.forward();
  await d.urlWhen((u) => u === job, 'forward to the opening');
  await d.back();
  await d.urlWhen((u) => u.endsWith('?svc_department=Finance'), 'back again');
  await expectKept(d, finance, 'Finance, back again');
  // A shared address: the board written ahead lists every opening, the adopted board the address's.
  await d.goto(`${url}?svc_department=Finance&svc_q=accountant`);
  await whenReady(d);
  const shared = feed.filter((j) => j.department === 'Finance' && searched([j], 'accountant').length);
  await expectKept(d, listed(feed, shared, 50, true), 'a shared address');
  await d.choose('Department', '');
  await d.search('');
  await expectKept(d, listed(feed, feed, 50), 'the shared choices cleared');
  await d.urlWhen((u) => u === url, 'the address without the choices');
}

/** Inline apply on the second page: opened and closed, the list kept each time. */
export async function stepInlineApply(d: Driver, s: Setup): Promise<void> {
  const { feed } = s;
  await d.open(careersPage(await s.snippet({ 'data-apply': 'inline' })), { fresh: true });
  await whenReady(d);
  await d.click(SHOW_MORE);
  const hundred = listed(feed, feed, 100);
  await expectKept(d, hundred, 'a second page');
  const apply = 'li.job .actions button';
  const expanded = () => d.evaluate<string | null>(`${BOARD}.querySelectorAll(${JSON.stringify(apply)})[60].getAttribute('aria-expanded')`);
  await d.click(apply, 60);
  if ((await expanded()) !== 'true') throw new Error("the 61st opening's Apply did not open");
  await expectKept(d, hundred, 'Apply open on the 61st opening');
  const frames = await d.evaluate<number>(`${BOARD}.querySelectorAll('li.job')[60].querySelectorAll('iframe').length`);
  if (frames !== 1) throw new Error(`the open Apply has ${frames} frames`);
  await d.click(apply, 60);
  if ((await expanded()) !== 'false') throw new Error("the 61st opening's Apply did not close");
  await expectKept(d, hundred, 'Apply closed again');
  await d.click(SHOW_MORE);
  await expectKept(d, listed(feed, feed, 130), 'the last page, after Apply');
}

/**
 * A returning visitor: the saved copy, made three openings short of the feed and of another ETag, is shown first
 * (the jobs host holds the answer), then the newer answer arrives and the board takes it in place; every
 * interaction then runs on that board.
 */
export async function stepReturning(d: Driver, s: Setup): Promise<void> {
  const { feed, org } = s;
  // The first visit's list answered with no-store (the jobs host's raw answer): on the return the browser's
  // HTTP cache holds no fresh copy (max-age=60 would answer at once), as after a day away.
  const raw: unknown = await (await fetch(`${s.jobs}/api/v1/public/${org}/jobs`)).json();
  await fault(s, 'raw-jobs', { body: raw });
  // Without the feed hint: WebKit serves a page's preloads again from its memory cache within a session,
  // whatever their cache-control, so on the reload the held answer would never be asked for.
  await d.open(careersPage(withoutFeedHint(await s.snippet())), { fresh: true });
  await whenReady(d);
  // The saved copy, once written (when the page is idle), made older: the feed's first three closed since.
  const made = await inPageUntil<boolean>(
    d,
    `(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('svc-jobs:feed:') && k.endsWith('/${org}'));
      if (!key) return false;
      const saved = JSON.parse(localStorage.getItem(key));
      saved.feed.jobs = saved.feed.jobs.slice(3);
      saved.feed.etag = '"an-older-feed"';
      localStorage.setItem(key, JSON.stringify(saved));
      return true;
    })()`,
  );
  if (!made) throw new Error('no saved copy was written');
  await fault(s, 'slow', { delayMs: 2500 });
  try {
    await d.reload();
    // The saved copy first, while the jobs host holds the answer...
    const saved = feed.slice(3);
    const first = await inPageUntil<string | null>(
      d,
      `(() => { const now = ${READ}; return now && JSON.parse(now).count === '${saved.length} open positions' ? now : null; })()`,
    );
    const shown = first === null ? null : (JSON.parse(first) as Shown);
    if (shown?.count !== `${saved.length} open positions`) throw new Error(`the saved copy was not shown: ${shown?.count ?? 'no board'}`);
    // ...then the newer answer, in place, kept.
    await expectKept(d, listed(feed, feed, 50), 'the newer answer over the saved copy');
  } finally {
    await fault(s, 'ok');
  }
  // A choice and a search on that board, then "Show more" to the end.
  await choiceAndSearch(d, s, 'returning');
  await showMoreToTheEnd(d, s, feed, 'returning');
}

/** Every step, by name: each suite makes a test of each. */
export const STEPS: Record<string, (d: Driver, s: Setup) => Promise<void>> = {
  '"Show more", twice, to the end': stepShowMore,
  'each filter in turn, a search, everything cleared': stepFilters,
  'grouped by department, "Show more" to the end': stepGrouped,
  'the choices in the address: away and back, forward and back, and a shared address': stepUrlState,
  'inline apply opened and closed on the second page': stepInlineApply,
  'a returning visitor: the saved copy, a newer answer in place, then a choice, a search and "Show more"': stepReturning,
};

/**
 * A component's board (React, Vue, Astro) at `url`, written ahead by its framework on the server and made live
 * in the browser: "Show more" to the end, a choice and a search, each kept.
 */
export async function stepComponentBoard(d: Driver, s: Setup, url: string): Promise<void> {
  await d.goto(url);
  await whenReady(d);
  await showMoreToTheEnd(d, s, s.feed, url);
  await choiceAndSearch(d, s, url);
}

/** A team chosen, then all again and a search for "analyst", cleared: each kept. */
async function choiceAndSearch(d: Driver, s: Setup, what: string): Promise<void> {
  const { feed } = s;
  await d.choose('Department', 'Engineering');
  await expectKept(
    d,
    listed(
      feed,
      feed.filter((j) => j.department === 'Engineering'),
      50,
      true,
    ),
    `${what}, Engineering`,
  );
  await d.choose('Department', '');
  await d.search('analyst');
  await expectKept(d, listed(feed, searched(feed, 'analyst'), 50, true), `${what}, the search "analyst"`);
  await d.search('');
}
