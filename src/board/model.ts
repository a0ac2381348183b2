// One board's state, as signals: the feed it shows (first answer, then a
// revalidated copy) and, on a host-site detail page, the job the URL names.
// Components read it; the loader and the page's history feed it.
import { batch, computed, signal } from '@preact/signals-core';
import type { Feed } from '../feed/feed.ts';
import type { JobPage } from '../feed/job.ts';
import { warn } from '../log.ts';
import { paletteFor } from '../ui/theme.ts';

export type LoadJob = (publicId: string) => Promise<JobPage | null>;

export function createBoardModel(feed: Feed, jobId: string | null = null, job: JobPage | null = null, loadJob?: LoadJob) {
  const org = signal(feed.org);
  const jobs = signal(feed.jobs);
  const etag = signal(feed.etag);
  /** The publicId the page's URL names, or null on a list page. */
  const id = signal(jobId);
  /** That job, or null when it is no longer open. */
  const page = signal(job);
  /** The job whose apply frame is open in the list (one at a time). */
  const applying = signal<string | null>(null);
  const palette = computed(() => paletteFor(org.value.brandColor));
  const view = computed(() => (id.value === null ? 'list' : page.value ? 'detail' : 'gone'));
  let asked: string | null = jobId;

  /** Take a fresher feed; an unchanged ETag changes nothing (no re-render). */
  function update(next: Feed): void {
    if (next.etag !== null && next.etag === etag.peek()) return;
    batch(() => {
      org.value = next.org;
      jobs.value = next.jobs;
      etag.value = next.etag;
    });
  }

  /** Show another job (or the list) after history moved; the old view stays until the job has loaded. */
  async function showJob(next: string | null): Promise<void> {
    asked = next;
    const loaded = next === null || !loadJob ? null : await loadJob(next).catch((e: unknown) => (warn('could not load the job', e), undefined));
    if (asked !== next || loaded === undefined) return;
    batch(() => {
      id.value = next;
      page.value = loaded;
    });
  }

    function toggleApply(publicId: string): void {
    applying.value = applying.peek() === publicId ? null : publicId;
  }

  return { org, jobs, id, page, applying, palette, view, update, showJob, toggleApply };
}

export type BoardModel = ReturnType<typeof createBoardModel>;
