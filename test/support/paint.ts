import { act } from '@testing-library/preact';
import { vi } from 'vitest';

/**
 * The next paint and the task after it: when an Apply frame comes (an empty
 * box of its size until then, src/board/ApplyFrame.tsx). Under fake timers,
 * a frame's worth of them.
 */
export async function afterPaint(): Promise<void> {
  // A render still queued (a click made outside act) goes first, so that its frame's timers run before ours.
  await act(() => Promise.resolve());
  if (vi.isFakeTimers()) act(() => void vi.advanceTimersByTime(20));
  else await act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r))));
}
