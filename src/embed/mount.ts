// One container's life, kept in one place:
//
//   (unmounted) --mount--> loading --feed ok--> ready --unmount--> (unmounted)
//                             \--feed failed--> (unmounted, byte-identical)
//
// The state is reflected in data-svc-state and kept in a WeakMap, never in an
// expando. Until the board is ready nothing of the container changes but the
// loading markers, which go again on failure.
import { createFilters, type FiltersModel } from '../board/filters.ts';
import { createBoardModel, type BoardModel, type LoadJob } from '../board/model.ts';
import { renderBoard } from '../board/render.tsx';
import { matchJob } from '../board/route.ts';
import { readUrlState, writeUrlState } from '../board/url-state.ts';
import { readCache, writeCache } from '../feed/cache.ts';
import { FeedError, isAbort } from '../feed/errors.ts';
import type { Feed } from '../feed/feed.ts';
import { fetchJob, type JobPage } from '../feed/job.ts';
import { loadFeed } from '../feed/share.ts';
import { warn } from '../log.ts';
import { boardLang, type Words } from '../ui/i18n.ts';
import { loadWords } from '../ui/i18n/load.ts';
import { warmIntl } from '../ui/intl.ts';
import { parseConfig, type Config } from './config.ts';
import { emit } from './events.ts';

export type MountResult = 'ready' | 'failed';

export interface Env {
  /** {jobs_url}: where the script came from, and so the API. */
  jobsOrigin: string;
  /** The host page's origin, for data-href-pattern checks. */
  pageOrigin: string;
}

interface Shown {
  root: HTMLElement;
  model: BoardModel;
  fallback: DocumentFragment;
  dispose: () => void;
}

interface Entry {
  config: Config;
  controller: AbortController;
  settled: Promise<MountResult>;
  shown: Shown | null;
  /** The container's own aria-busy, put back when loading ends. */
  ariaBusy: string | null;
}

/** How long typing in the search box rests before the filter event and the URL follow. */
const FILTER_SETTLE = 400;
const entries = new WeakMap<Element, Entry>();

export function isMounted(el: Element): boolean {
  return entries.has(el);
}

export function mountContainer(el: Element, env: Env): Promise<MountResult> {
  const existing = entries.get(el);
  if (existing) return existing.settled;

  const parsed = parseConfig(el, env.pageOrigin);
  if (!parsed.ok) {
    warn(parsed.problems.join('; '), el);
    emit(el, 'svc-jobs:error', { org: el.getAttribute('data-svc-jobs') ?? '', code: 'CONFIG' });
    return Promise.resolve('failed');
  }
  const { config } = parsed;
  const entry: Entry = {
    config,
    controller: new AbortController(),
    settled: Promise.resolve<MountResult>('failed'),
    shown: null,
    ariaBusy: el.getAttribute('aria-busy'),
  };
  entries.set(el, entry);

  // The requests start now, before anything renders: the feed, and on a
  // host-site detail page the job its URL names.
  const signal = entry.controller.signal;
  const route = (): string | null => (config.hrefPattern ? matchJob(config.hrefPattern, new URL(location.href)) : null);
  const loadJob: LoadJob = (id) => fetchJob(env.jobsOrigin, config.org, id, { signal });
  const jobId = route();
  // The catalog of the page's language is asked for just before the feed (it is
  // the smaller answer, so never the one waited for); English or a saved copy
  // is at once.
  const lang = boardLang(el, config.lang);
  const catalog = loadWords(env.jobsOrigin, lang);
  const fresh = loadFeed(env.jobsOrigin, config.org, signal);
  // A language's Intl objects are made in tasks of their own while the feed is on its way.
  warmIntl(lang);
  const words = catalog();
  const job = jobId === null ? null : loadJob(jobId);
  const cached = job ? null : readCache(env.jobsOrigin, config.org);
  const context: Omit<View, 'words'> = { jobId, job: null, loadJob, route };
  if (cached && !(words instanceof Promise) && show(el, entry, env, cached, { ...context, words })) {
    // A returning visitor sees the last good copy at once; the answer refreshes it.
    fresh.then(
      (feed) => {
        entry.shown?.model.update(feed);
        writeCache(env.jobsOrigin, config.org, feed);
      },
      (e: unknown) => isAbort(e) || warn(`${config.org}: refresh failed (${codeOf(e)}); saved copy kept`),
    );
    entry.settled = Promise.resolve('ready');
    return entry.settled;
  }

  el.setAttribute('data-svc-state', 'loading');
  el.setAttribute('aria-busy', 'true');
  entry.settled = Promise.all([fresh, job, words])
    // The answers were parsed in this task; the board renders in the next, so
    // neither is one long task on the host's page.
    .then((answers) => new Promise<typeof answers>((next) => setTimeout(next, 0, answers)))
    .then(
      ([feed, page, words]) => {
        if (entries.get(el) !== entry) return 'failed';
        endLoading(el, entry);
        if (!show(el, entry, env, feed, { ...context, job: page, words })) return fail(el, entry, 'INTERNAL');
        // Serialising and storing the feed is work the first frame need not wait for.
        // When the page is next idle (a plain task where the browser has no requestIdleCallback).
        (self.requestIdleCallback ?? setTimeout)(() => writeCache(env.jobsOrigin, config.org, feed));
        return 'ready';
      },
      (e: unknown) => {
        if (entries.get(el) !== entry) return 'failed';
        endLoading(el, entry);
        if (isAbort(e)) {
          entries.delete(el);
          return 'failed';
        }
        warn(`${config.org}: feed failed (${codeOf(e)}); fallback kept`);
        return fail(el, entry, codeOf(e));
      },
    );
  return entry.settled;
}

/** Remove the board (or stop a load) and put the fallback back exactly. */
export function unmountContainer(el: Element): void {
  const entry = entries.get(el);
  if (!entry) return;
  entries.delete(el);
  entry.controller.abort();
  const shown = entry.shown;
  if (shown) {
    entry.shown = null;
    shown.dispose();
    shown.root.remove();
    el.appendChild(shown.fallback);
    el.removeAttribute('data-svc-state');
  } else {
    endLoading(el, entry);
  }
}

interface View {
  jobId: string | null;
  job: JobPage | null;
  loadJob: LoadJob;
  /** The job the page's URL names now. */
  route: () => string | null;
  words: Words;
}

/** Render off-page first, then swap: if rendering throws, the container is untouched. */
function show(el: Element, entry: Entry, env: Env, feed: Feed, view: View): boolean {
  const { config } = entry;
  const root = document.createElement('svc-jobs-board');
  let dispose: () => void;
  const model = createBoardModel(feed, view.jobId, view.job, view.loadJob);
  const { words } = view;
  // The filter event and the page's query follow each change; typing settles first.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = (): void => {
    if (config.syncUrl) writeUrlState(filters.values());
    emit(el, 'svc-jobs:filter', { org: config.org, count: filters.matches.peek().length });
  };
  const filters: FiltersModel = createFilters(model.jobs, config, words, {
    initial: config.syncUrl ? readUrlState(location.href) : {},
    onChange: (typing) => {
      clearTimeout(timer);
      if (typing) timer = setTimeout(changed, FILTER_SETTLE);
      else changed();
    },
  });
  try {
    const shadow = root.attachShadow({ mode: 'open' });
    const stopRender = renderBoard(root, shadow, {
      model,
      filters,
      config,
      jobsOrigin: env.jobsOrigin,
      words,
      on: (event, publicId) => emit(el, `svc-jobs:${event}`, { org: config.org, publicId }),
    });
    // Back and forward on a host-site detail page switch the job shown.
    const onPop = () => void model.showJob(view.route());
    if (config.hrefPattern) addEventListener('popstate', onPop);
    dispose = () => {
      clearTimeout(timer);
      removeEventListener('popstate', onPop);
      stopRender();
    };
  } catch (e) {
    warn('could not render the board', e);
    return false;
  }
  const fallback = document.createDocumentFragment();
  while (el.firstChild) fallback.appendChild(el.firstChild);
  el.appendChild(root);
  el.setAttribute('data-svc-state', 'ready');
  entry.shown = { root, model, fallback, dispose };
  emit(el, 'svc-jobs:ready', { org: config.org, count: model.view.peek() === 'detail' ? 1 : filters.listed.peek().length });
  return true;
}

function endLoading(el: Element, entry: Entry): void {
  if (el.getAttribute('data-svc-state') === 'loading') el.removeAttribute('data-svc-state');
  if (entry.ariaBusy === null) el.removeAttribute('aria-busy');
  else el.setAttribute('aria-busy', entry.ariaBusy);
}

function fail(el: Element, entry: Entry, code: string): MountResult {
  entries.delete(el);
  emit(el, 'svc-jobs:error', { org: entry.config.org, code });
  return 'failed';
}

function codeOf(e: unknown): string {
  return e instanceof FeedError ? e.code : 'NETWORK';
}
