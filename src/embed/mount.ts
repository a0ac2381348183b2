// One container's life, kept in one place:
//
//   (unmounted) --mount--> loading --feed ok--> ready --unmount--> (unmounted)
//                             \--feed failed--> (unmounted, byte-identical)
//
// The state is reflected in data-svc-state and kept in a WeakMap, never in an
// expando. Until the board is ready nothing of the container changes but the
// loading markers, which go again on failure.
// The board's renderer first: the bundle then begins with Preact, which gzips
// embed.js 37 B smaller than the order the other imports would give.
import { renderBoard, warmRender } from '../board/render.tsx';
import { createFilters, type FiltersModel } from '../board/filters.ts';
import { createBoardModel, type BoardModel, type LoadJob } from '../board/model.ts';
import type { Config } from '../board/options.ts';
import { matchJob } from '../board/route.ts';
import { readUrlState, writeUrlState } from '../board/url-state.ts';
import { readCache, writeCache } from '../feed/cache.ts';
import { FeedError } from '../feed/errors.ts';
import type { Feed } from '../feed/feed.ts';
import { fetchJob, type JobPage } from '../feed/job.ts';
import { loadFeed } from '../feed/share.ts';
import { warn } from '../log.ts';
import { boardLang, type Lang, type Words } from '../ui/i18n.ts';
import { warmIntl } from '../ui/intl.ts';
import { adopt, writtenAhead, type Ahead } from './ahead.ts';
import { loadWords } from './catalog.ts';
import { parseConfig } from '../board/config.ts';
import { emit } from './events.ts';

export type MountResult = 'ready' | 'failed';

export interface Env {
  /** {jobs_url}: where the script came from, and so the API. */
  jobsOrigin: string;
  /** The host page's origin, for data-href-pattern checks. */
  pageOrigin: string;
}

/** A container being mounted, or mounted. */
interface Entry {
  el: Element;
  /** {jobs_url}, from the mount's {@link Env}. */
  jobsOrigin: string;
  config: Config;
  /** A board written ahead into the container, adopted in place. */
  ahead: Ahead | null;
  controller: AbortController;
  settled: Promise<MountResult>;
  settle: (r: MountResult) => void;
  /** The board's models, made a task before they are rendered (shown). */
  made: Made | null;
  shown: Shown | null;
  /** The container's own aria-busy, put back when loading ends. */
  ariaBusy: string | null;
}

/** A board's models, for the saved copy's feed or the answer's. */
interface Made {
  model: BoardModel;
  filters: FiltersModel;
  /** Stops the filter event a change has pending. */
  stopChanges: () => void;
}

/** A board rendered for an entry. */
interface Shown extends Made {
  root: HTMLElement;
  /** The fallback: the container's children, once the board is swapped in for them. */
  swappedOut: DocumentFragment | null;
  /** Puts a board written ahead back as it was written (it was adopted in place). */
  putBack: (() => void) | null;
  /** Stops the board: its render, its pending filter event and its popstate listener. */
  teardown: () => void;
}

/** When the page is next idle (a plain task where the browser has no requestIdleCallback: Safari). */
const idle = (work: () => void): void => void ('requestIdleCallback' in self ? requestIdleCallback : setTimeout)(work);

/** The value, in a later task (an arrow, not `next` itself: a timer of the script's own code is attributed to it). */
const nextTask = <T>(value: T): Promise<T> => new Promise((next) => setTimeout(() => next(value)));

/** The task the requests go in, one for every mount until it runs: boards of one org mounted together share their feed's answer. */
let requestTask: Promise<unknown> | null = null;

/** How long typing in the search box rests before the filter event and the URL follow. */
const FILTER_SETTLE = 400;
const entries = new WeakMap<Element, Entry>();

export function isMounted(el: Element): boolean {
  return entries.has(el);
}

/** Still the container's mount: not unmounted (nor failed and mounted again) meanwhile. */
const isCurrent = (entry: Entry): boolean => entries.get(entry.el) === entry;

/**
 * Mounts a container: its attributes read, then named steps. The requests
 * start at once ({@link startRequests}); while they travel the board's code
 * and words get ready ({@link warmUp}); then a returning visitor's saved copy
 * shows if it can be first ({@link showSavedCopy}), else the answer does
 * ({@link takeAnswer}). Either way {@link show} makes the board's models and
 * {@link renderMade} renders them a task later, adopting a board written ahead
 * in place (./ahead.ts), and {@link drawInSlices} draws the first page and
 * swaps the board in. Resolves when the mount settles;
 * never rejects.
 */
export function mountContainer(el: Element, env: Env): Promise<MountResult> {
  const existing = entries.get(el);
  if (existing) return existing.settled;

  const parsed = parseConfig(el, env.pageOrigin);
  if (!parsed.ok) {
    warn(parsed.problems.join('; '), el);
    emit(el, 'svc-jobs:error', { org: el.getAttribute('data-svc-jobs') ?? '', code: 'CONFIG' });
    return Promise.resolve('failed');
  }
  const entry = newEntry(el, env, parsed.config);
  entries.set(el, entry);
  step(entry, () => {
    const requests = startRequests(entry);
    el.setAttribute('data-svc-state', 'loading');
    el.setAttribute('aria-busy', 'true');
    const warm = warmUp(entry, requests);
    // The saved copy or the answer: whichever can show first (the answer then updates the saved copy's board).
    let answered = false;
    void warm.then(([words]) =>
      // When the page is idle: answers already here but not yet handled go first.
      idle(
        step(entry, () => {
          if (!answered) showSavedCopy(entry, requests, words);
        }),
      ),
    );
    Promise.all([requests.feed, requests.job, warm.then(([words]) => words)])
      // The answers were parsed in this task; the board renders in a later one,
      // once warm, so neither is one long task on the host's page.
      .then((answers) => {
        answered = true;
        return nextTask(answers);
      })
      .then(
        step(entry, ([feed, job, words]: [Feed, JobPage | null, Words]) => takeAnswer(entry, requests, feed, job, words)),
        step(entry, (e: unknown) => answerFailed(entry, e)),
      );
  })();
  return entry.settled;
}

/**
 * `work` as a step of the entry's mount: whatever it throws (a worker's DOM
 * proxy, a missing API, a hostile page) ends the mount as a failed feed does —
 * the fallback as it was, no loading marker, one warning — and never reaches
 * the host page as an uncaught error.
 */
const step =
  <A extends unknown[]>(entry: Entry, work: (...args: A) => void) =>
  (...args: A): void => {
    try {
      work(...args);
    } catch (e) {
      // Unmounted meanwhile: nothing of it is left to put back.
      if (!isCurrent(entry)) return;
      warn('could not mount the board', e);
      unmountContainer(entry.el);
      emit(entry.el, 'svc-jobs:error', { org: entry.config.org, code: 'INTERNAL' });
    }
  };

/** A loading container's entry, with the promise its mount resolves to. */
function newEntry(el: Element, { jobsOrigin }: Env, config: Config): Entry {
  // Replaced at once: a promise's executor runs before the constructor returns.
  let settle: (r: MountResult) => void = () => {};
  const settled = new Promise<MountResult>((r) => (settle = r));
  return {
    el,
    jobsOrigin,
    config,
    ahead: writtenAhead(el),
    controller: new AbortController(),
    settled,
    settle,
    made: null,
    shown: null,
    ariaBusy: el.getAttribute('aria-busy'),
  };
}

/** What a mount asked for, all at once. */
interface Requests {
  lang: Lang;
  /** Once the requests are sent, the board's words: at once (English, a saved catalog) or on their way. */
  catalog: Promise<() => Words | Promise<Words>>;
  feed: Promise<Feed>;
  /** On a host-site detail page, the job its URL names: its id, and its answer on the way. */
  jobId: string | null;
  job: Promise<JobPage | null> | null;
  loadJob: LoadJob;
  /** The job the page's URL names now. */
  route: () => string | null;
}

/**
 * Step 1, before anything renders: the feed, and on a host-site detail page
 * the job its URL names. The catalog of the page's language is asked for just
 * before the feed (it is the smaller answer, so never the one waited for).
 * All are sent in a task of their own, queued before the warm-up's: a page's
 * first fetch() takes tens of ms on a phone, and with the mount's own work
 * (its attributes read, its markers set) it made one long task.
 */
function startRequests({ el, jobsOrigin, config, controller: { signal } }: Entry): Requests {
  const route = (): string | null => (config.hrefPattern ? matchJob(config.hrefPattern, new URL(location.href)) : null);
  const loadJob: LoadJob = (id) => fetchJob(jobsOrigin, config.org, id, { signal });
  const jobId = route();
  const lang = boardLang(el, config.lang);
  const sent = (requestTask ??= nextTask(null).finally(() => (requestTask = null)));
  const catalog = sent.then(() => loadWords(jobsOrigin, lang, config.store));
  const feed = sent.then(() => loadFeed(jobsOrigin, config.org, signal));
  const job = jobId === null ? null : sent.then(() => loadJob(jobId));
  return { lang, catalog, feed, jobId, job, loadJob, route };
}

/**
 * Step 2, while the answers travel, in tasks queued at once: the language's
 * Intl objects and Preact's code, which the render then finds ready; then the
 * board's words (English or a saved catalog at once, else their promise): a
 * page's first localStorage read blocks for milliseconds, never in the task
 * that starts the requests. Resolves in that last task. (Timers of one delay
 * run in the order they were set: these follow the Intl objects.)
 */
function warmUp(entry: Entry, { lang, catalog }: Requests): Promise<[words: Words | Promise<Words>]> {
  warmIntl(lang);
  setTimeout(step(entry, warmRender));
  // In a tuple: a promise cannot resolve to a promise. (Its timer is set once the requests are sent: after the above.)
  return catalog.then((words) => new Promise((warmed) => setTimeout(() => warmed([words()]))));
}

/**
 * Step 3, the saved copy, when the answer is not in by the time the page is
 * idle after the warm-up: a returning visitor's board (none could show
 * sooner), unless the page names a job or the words are still on their way.
 * For English, which needs no catalog, storage is read only when the answer is late.
 */
function showSavedCopy(entry: Entry, requests: Requests, words: Words | Promise<Words>): void {
  const cached = entry.config.store && !requests.job && isCurrent(entry) && readCache(entry.jobsOrigin, entry.config.org);
  if (cached && !(words instanceof Promise)) show(entry, requests, cached, null, words);
}

/** Step 3, the answer: shown, or taken in place by the saved copy's board; then saved when the page is idle. */
function takeAnswer(entry: Entry, requests: Requests, feed: Feed, job: JobPage | null, words: Words): void {
  // Unmounted meanwhile: unmountContainer settled it.
  if (!isCurrent(entry)) return;
  if (entry.made) entry.made.model.update(feed);
  else show(entry, requests, feed, job, words);
  // Serialising and storing the feed is work the first frame need not wait for.
  if (entry.config.store) idle(() => writeCache(entry.jobsOrigin, entry.config.org, feed));
}

/** No answer: the fallback stays, or the saved copy's board (which settled the mount). */
function answerFailed(entry: Entry, e: unknown): void {
  // Unmounted (the abort): unmountContainer settled it.
  if (!isCurrent(entry)) return;
  // No answer at all (no FeedError): the network.
  const code = e instanceof FeedError ? e.code : 'NETWORK';
  warn(`${entry.config.org}: feed failed (${code}); ${entry.made ? 'saved copy' : 'fallback'} kept`);
  if (!entry.made) failed(entry, code);
}

/**
 * Step 4, the board: its models in this task, rendered in the next (on a
 * phone the two together are a long task).
 */
function show(entry: Entry, requests: Requests, feed: Feed, job: JobPage | null, words: Words): void {
  const made = makeModels(entry, requests, feed, job, words);
  entry.made = made;
  setTimeout(step(entry, () => renderMade(entry, requests, made, words)));
}

function makeModels({ el, config }: Entry, requests: Requests, feed: Feed, job: JobPage | null, words: Words): Made {
  const model = createBoardModel(feed, requests.jobId, job, requests.loadJob);
  // The filter event and the page's query follow each change, in a task after
  // it (the change paints first); typing settles first.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = (): void => {
    if (config.syncUrl) writeUrlState(filters.values());
    emit(el, 'svc-jobs:filter', { org: config.org, count: filters.matches.peek().length });
  };
  const filters: FiltersModel = createFilters(model.jobs, config, words, {
    initial: config.syncUrl ? readUrlState(location.href) : {},
    onChange: (typing) => {
      clearTimeout(timer);
      timer = setTimeout(changed, typing ? FILTER_SETTLE : 0);
    },
  });
  return { model, filters, stopChanges: () => clearTimeout(timer) };
}

/**
 * Step 4, rendered: off-page (its frame in this task, the first page's
 * openings in slices after it), or over a board written ahead, adopted in
 * place. If rendering throws, the container is untouched (a board written
 * ahead put back as written) and the error goes on to the mount's step.
 */
function renderMade(entry: Entry, requests: Requests, made: Made, words: Words): void {
  // Unmounted meanwhile.
  if (!isCurrent(entry)) return;
  const { el, jobsOrigin, config, ahead } = entry;
  const { model, filters } = made;
  const root = ahead?.host ?? document.createElement('svc-jobs-board');
  const putBack = ahead && adopt(ahead, filters);
  let teardown: () => void;
  try {
    const stopRender = renderBoard(
      root,
      ahead?.shadow ?? root.attachShadow({ mode: 'open' }),
      {
        model,
        filters,
        config,
        jobsOrigin,
        words,
        on: (event, publicId) => emit(el, `svc-jobs:${event}`, { org: config.org, publicId }),
      },
      ahead?.root,
    );
    // Back and forward on a host-site detail page switch the job shown.
    const onPop = () => void model.showJob(requests.route());
    if (config.hrefPattern) addEventListener('popstate', onPop);
    teardown = () => {
      made.stopChanges();
      removeEventListener('popstate', onPop);
      stopRender();
    };
  } catch (e) {
    // The board written ahead as it was; the mount's step says why it failed.
    putBack?.();
    throw e;
  }
  const shown: Shown = { ...made, root, swappedOut: null, putBack, teardown };
  entry.shown = shown;
  setTimeout(step(entry, () => drawInSlices(entry, shown)));
}

/**
 * Step 5: the first page's openings, a slice per task (on a phone, all at
 * once is a long task, and so is the style and layout of all at once). The
 * first slice is a screen's worth: with it the board, unless written ahead
 * (live where it is), is swapped in for the fallback, so the host sees one
 * change and the board paints at once; the later slices draw in place. Once
 * the page is drawn the board is ready and the mount settled. A slice that
 * throws puts the fallback back and fails the mount.
 */
function drawInSlices(entry: Entry, shown: Shown): void {
  // Unmounted meanwhile.
  if (entry.shown !== shown) return;
  // A slice that throws fails the mount (step): the fallback comes back.
  const done = shown.filters.drawNext();
  const { el } = entry;
  if (!entry.ahead && !shown.swappedOut) {
    const swappedOut = (shown.swappedOut = document.createDocumentFragment());
    while (el.firstChild) swappedOut.appendChild(el.firstChild);
    el.appendChild(shown.root);
  }
  if (!done) return void setTimeout(step(entry, () => drawInSlices(entry, shown)));
  endLoading(entry);
  el.setAttribute('data-svc-state', 'ready');
  emit(el, 'svc-jobs:ready', {
    org: entry.config.org,
    count: shown.model.view.peek() === 'detail' ? 1 : shown.filters.listed.peek().length,
  });
  entry.settle('ready');
}

/** Remove the board (or stop a load) and put the fallback back exactly. */
export function unmountContainer(el: Element): void {
  const entry = entries.get(el);
  if (!entry) return;
  entries.delete(el);
  entry.controller.abort();
  // A load in flight (or a board not swapped in yet) ends here: mount() says failed.
  entry.settle('failed');
  const shown = entry.shown;
  entry.shown = null;
  shown?.teardown();
  shown?.putBack?.();
  // Swapped in: the board goes, the fallback comes back.
  if (shown?.swappedOut) {
    shown.root.remove();
    el.appendChild(shown.swappedOut);
  }
  // Loading or ready, the markers go (aria-busy back to the container's own).
  endLoading(entry);
}

/** The loading markers go (every mount starts loading). */
function endLoading({ el, ariaBusy }: Entry): void {
  el.removeAttribute('data-svc-state');
  if (ariaBusy === null) el.removeAttribute('aria-busy');
  else el.setAttribute('aria-busy', ariaBusy);
}

/** The load failed: the fallback stays, exactly as it was. */
function failed(entry: Entry, code: string): void {
  endLoading(entry);
  entries.delete(entry.el);
  emit(entry.el, 'svc-jobs:error', { org: entry.config.org, code });
  entry.settle('failed');
}
