// One board's state: the feed it shows, as signals. Components read it; the
// loader feeds it (first answer, then a revalidated copy).
import { batch, computed, signal } from '@preact/signals-core';
import type { Feed } from '../feed/feed.ts';
import { paletteFor } from '../ui/theme.ts';

export function createBoardModel(feed: Feed) {
  const org = signal(feed.org);
  const jobs = signal(feed.jobs);
  const etag = signal(feed.etag);
  const palette = computed(() => paletteFor(org.value.brandColor));

  /** Take a fresher feed; an unchanged ETag changes nothing (no re-render). */
  function update(next: Feed): void {
    if (next.etag !== null && next.etag === etag.peek()) return;
    batch(() => {
      org.value = next.org;
      jobs.value = next.jobs;
      etag.value = next.etag;
    });
  }

  return { org, jobs, palette, update };
}

export type BoardModel = ReturnType<typeof createBoardModel>;
