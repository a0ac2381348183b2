// How much of a board's list is rendered: the page shown (pageSize, more with
// "Show more"), drawn a slice per task. The board's first render draws its
// frame (heading, controls, count) and drawNext() the page's openings: on a
// phone the frame and a whole page at once are a long task.
import { batch, signal, computed, type ReadonlySignal } from '@preact/signals-core';

/** Openings each task adds after the board's first render or an interaction, until the page is drawn: on a phone, 25 render well under 50 ms. */
export const SLICE = 25;
/** Openings an interaction (a choice, a keystroke, "Show more") renders in its own task: more than a screen's worth, and its paint comes soon. */
export const AT_ONCE = 10;

export function createSlices(matches: ReadonlySignal<readonly unknown[]>, pageSize: number) {
  const shown = signal(pageSize);
  const drawn = signal(0);

  /** How many matches are rendered: the page shown, as far as it is drawn (read in a computed, it is watched). */
  const rendered = (): number => Math.min(shown.value, drawn.value);

  /** How many matches are not rendered yet. */
  const hidden = computed(() => Math.max(0, matches.value.length - shown.value));

  /**
   * Render the page's next slice of openings; true once the whole page is
   * drawn. The first slice is a screen's worth (AT_ONCE), so the board can
   * paint with it at once; each later one adds SLICE.
   */
  const drawNext = (): boolean => {
    const next = drawn.peek() ? drawn.peek() + SLICE : AT_ONCE;
    const done = next >= Math.min(shown.peek(), matches.peek().length);
    drawn.value = done ? Infinity : next;
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
