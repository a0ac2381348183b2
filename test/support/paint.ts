import { act } from '@testing-library/preact';
import { vi } from 'vitest';
import { ON_SCREEN_MS } from '../../src/board/ApplyFrame.tsx';

/**
 * The next paint and the time after it when an Apply frame comes (an empty
 * box of its size until then, src/board/ApplyFrame.tsx): `wait` after the
 * paint's frame, ON_SCREEN_MS for one a press opened. Under fake timers, a
 * frame's worth of them and that.
 */
export async function afterPaint(wait = ON_SCREEN_MS): Promise<void> {
  // A render still queued (a click made outside act) goes first, so that its frame's timers run before ours.
  await act(() => Promise.resolve());
  if (vi.isFakeTimers()) act(() => void vi.advanceTimersByTime(20 + wait));
  // Not a guess at a duration: the frame's own timer (rAF, then ON_SCREEN_MS or 0) was queued first, and a
  // frame's callbacks and timers of one delay run in the order they were asked for: ours runs after it.
  // eslint-disable-next-line no-restricted-syntax
  else await act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, wait))));
}

/** The next paint and the task after it, no more: when a warmed Apply frame comes, before one a press opened. */
export const taskAfterPaint = (): Promise<void> => afterPaint(0);
