// One board's state, as signals: the feed it shows (first answer, then a
// revalidated copy) and, on a host-site detail page, the job the URL names.
// Components read it; the loader and the page's history feed it.
import { batch, computed, signal, type Signal } from '@preact/signals-core';
import type { Feed } from '../feed/feed.ts';
import type { JobSummary } from '../feed/types.ts';
import { isAbort } from '../feed/errors.ts';
import type { JobPage } from '../feed/job.ts';
import { warn } from '../log.ts';
import { paletteFor } from '../ui/theme.ts';

export type LoadJob = (publicId: string) => Promise<JobPage | null>;
/** A job's description read before applying: on its way (for a while: 'slow'), there, or not to be had. */
export type JobText = JobPage | 'loading' | 'slow' | 'failed';
/** What tells apart openings that share a title, so that their Apply controls have distinct names. */
export type Telling = 'location' | 'department' | 'employmentType';

/** For each opening whose title repeats on the board: the first fact that differs among its namesakes. */
export function tellApart(jobs: JobSummary[]): Map<string, Telling> {
  const byTitle = new Map<string, JobSummary[]>();
  for (const job of jobs) {
    const key = job.title.trim().toLowerCase();
    const same = byTitle.get(key);
    if (same) same.push(job);
    else byTitle.set(key, [job]);
  }
  const out = new Map<string, Telling>();
  for (const same of byTitle.values()) {
    const fact =
      same.length > 1 && (['location', 'department', 'employmentType'] as const).find((f) => new Set(same.map((j) => j[f])).size > 1);
    if (fact) for (const j of same) out.set(j.publicId, fact);
  }
  return out;
}

/** A job; null when it is no longer open, undefined when it could not be had. */
type Load = (publicId: string) => Promise<JobPage | null | undefined>;

/** The board's state: its feed, the job its URL names, and applying in the list, one sub-model each. */
export function createBoardModel(feed: Feed, jobId: string | null = null, job: JobPage | null = null, loadJob?: LoadJob) {
  // A job that could not be had is said once, unless the board went away (an abort).
  const load: Load = (publicId) =>
    Promise.resolve(loadJob?.(publicId)).catch((e: unknown) => void (isAbort(e) || warn('could not load the job', e)));
  return { ...feedModel(feed), ...routeModel(jobId, job, load), ...applyModel(load) };
}

/** The feed shown: the first answer, then a revalidated copy; the brand's palette and the titles to tell apart, from it. */
function feedModel(feed: Feed) {
  const org = signal(feed.org);
  const jobs = signal(feed.jobs);
  // Nothing renders it: a plain variable.
  let etag = feed.etag;
  const palette = computed(() => paletteFor(org.value.brandColor));
  /** Computed once per feed, not per rendered item. */
  const twins = computed(() => tellApart(jobs.value));

  /** Take a fresher feed; an unchanged ETag changes nothing (no re-render). */
  function update(next: Feed): void {
    // An ETag is never empty: null is "unknown".
    if (!next.etag || next.etag !== etag)
      batch(() => {
        etag = next.etag;
        org.value = next.org;
        jobs.value = next.jobs;
      });
  }

  return { org, jobs, palette, twins, update };
}

/** On a host-site detail page, the job the URL names, and which view shows. */
function routeModel(jobId: string | null, job: JobPage | null, load: Load) {
  /** The publicId the page's URL names, or null on a list page. */
  const id = signal(jobId);
  /** That job, or null when it is no longer open. */
  const page = signal(job);
  const view = computed(() => (id.value == null ? 'list' : page.value ? 'detail' : 'gone'));
  let asked: string | null = jobId;

  /** Show another job (or the list) after history moved; the old view stays until the job has loaded. */
  async function showJob(next: string | null): Promise<void> {
    asked = next;
    const loaded = next == null ? null : await load(next);
    if (asked !== next || loaded === undefined) return;
    batch(() => {
      id.value = next;
      page.value = loaded;
    });
  }

  return { page, view, showJob };
}

/** Applying in the list: the open apply frame, the warm one, and the descriptions read before applying. */
function applyModel(load: Load) {
  /** The job whose apply frame is open in the list (one at a time). */
  const applying = signal<string | null>(null);
  /** The job whose form loads, hidden, while a pointer or focus is on its Apply control (one per board). */
  const warming = signal<string | null>(null);
  const texts = new Map<string, Signal<JobText>>();

  /** A job's description for its Apply disclosure: fetched on first ask, then kept. */
  function jobText(publicId: string): Signal<JobText> {
    let t = texts.get(publicId);
    if (!t) {
      const s = signal<JobText>('loading');
      texts.set(publicId, (t = s));
      // How long the form waits for the description above it, so that it does not jump down under the candidate's eyes.
      setTimeout(() => s.peek() === 'loading' && (s.value = 'slow'), 3000);
      void load(publicId).then((job) => (s.value = job ?? 'failed'));
    }
    return t;
  }

  const toggleApply = (publicId: string): void => {
    // A description that failed to load is tried again when its disclosure reopens.
    if (texts.get(publicId)?.peek() === 'failed') texts.delete(publicId);
    applying.value = applying.peek() === publicId ? null : publicId;
  };

  return { applying, warming, toggleApply, jobText };
}

export type BoardModel = ReturnType<typeof createBoardModel>;
