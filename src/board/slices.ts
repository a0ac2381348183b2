// How much of a board's list is rendered: the page shown (pageSize, more with
// "Show more"), drawn a slice per task. The board's first render draws its
// frame (heading, controls, count) and drawNext() the page's openings: on a
// phone the frame and a whole page at once are a long task.
import { batch, signal, computed, type ReadonlySignal } from '@preact/signals-core';

/** The most openings a later slice adds (a desktop's pace: 25 take a few ms). */
export const SLICE = 25;
/**
 * The script time a later slice aims at: each slice's size follows the pace of
 * the one before, so a phone draws fewer openings a task (25 took 40–80 ms at
 * 4× CPU) and every task, with its style and layout after it, stays short.
 */
export const SLICE_MS = 16;
/** Openings an interaction (a choice, a keystroke, "Show more") renders in its own task: more than a screen's worth, and its paint comes soon. */
export const AT_ONCE = 10;

export function createSlices(matches: ReadonlySignal<readonly unknown[]>, pageSize: number) {
  const shown = signal(pageSize);
  const drawn = signal(0);
  /** Openings the next slice adds, learnt from the last slice's pace. */
  let slice = SLICE;

  /** How many matches are rendered: the page shown, as far as it is drawn (read in a computed, it is watched). */
  const rendered = (): number => Math.min(shown.value, drawn.value);

  /** How many matches are not rendered yet. */
  const hidden = computed(() => Math.max(0, matches.value.length - shown.value));

  /**
   * Render the page's next slice of openings; true once the whole page is
   * drawn. The first slice is a screen's worth (AT_ONCE), so the board can
   * paint with it at once; each later one as many as fit SLICE_MS at the pace
   * of the one before (the render is synchronous: ./watch.ts), from AT_ONCE to SLICE.
   */
  const drawNext = (): boolean => {
    const from = drawn.peek();
    const next = from ? from + slice : AT_ONCE;
    const done = next >= Math.min(shown.peek(), matches.peek().length);
    const started = performance.now();
    drawn.value = done ? Infinity : next;
    const took = performance.now() - started;
    // Learnt from slices before the page's last, which may draw nothing (a board written ahead is adopted whole:
    // Infinity − Infinity openings, NaN). No time measured (a coarse clock): the most.
    if (!done) slice = Math.min(SLICE, Math.max(AT_ONCE, Math.floor((SLICE_MS * (next - from)) / took)));
    return done;
  };

  // A choice, a keystroke or "Show more" renders one slice in its own task and
  // the rest of the page a slice per task after it: on a phone a page of 50 at
  // once keeps the interaction from painting for a few hundred ms.
  let later: ReturnType<typeof setTimeout> | undefined;
  /** Changes what is rendered to `page` openings, the first `from + AT_ONCE` of them now. */
  const show = (page: number, from: number, change?: () => void): void => {
    batch(() => {
      change?.();
      shown.value = page;
      drawn.value = from + AT_ONCE;
    });
    clearTimeout(later);
    later = setTimeout(function step() {
      if (!drawNext()) later = setTimeout(step);
    });
  };

  /** After `change` (a choice or a keystroke), the first page again. */
  const restart = (change: () => void): void => show(pageSize, 0, change);

  /** Render the next page; returns the display index of the first opening it adds. */
  const more = (): number => {
    const first = shown.peek();
    show(first + pageSize, first);
    return first;
  };

  return { rendered, hidden, drawNext, restart, more };
}
