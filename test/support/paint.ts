import { act } from '@testing-library/preact';
import { vi } from 'vitest';
import { ON_SCREEN_MS } from '../../src/board/ApplyFrame.tsx';

/**
 * The next paint and the time after it when an Apply frame comes (an empty
 * box of its size until then, src/board/ApplyFrame.tsx): the task after it for
 * a warmed frame, ON_SCREEN_MS for one a press opened. Under fake timers, a
 * frame's worth of them and that.
 */
export async function afterPaint(): Promise<void> {
  // A render still queued (a click made outside act) goes first, so that its frame's timers run before ours.
  await act(() => Promise.resolve());
  if (vi.isFakeTimers()) act(() => void vi.advanceTimersByTime(20 + ON_SCREEN_MS));
  else await act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, ON_SCREEN_MS))));
}

/** The next paint and the task after it, no more: when a warmed Apply frame comes, before one a press opened. */
export async function taskAfterPaint(): Promise<void> {
  await act(() => Promise.resolve());
  await act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r))));
}
