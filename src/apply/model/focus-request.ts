// What should take focus next (and be scrolled into view by the host page):
// sending asks, and useFocusRequest.ts moves the focus there.
import { signal, type ReadonlySignal } from '@preact/signals';

export type FocusTarget = 'summary' | 'problem' | 'sent' | 'closed';

export function createFocusRequest() {
  /** The last request; `n` makes a repeated request (same target) a new value, so focus moves again. */
  const current = signal<{ target: FocusTarget; n: number } | null>(null);

  function request(target: FocusTarget): void {
    current.value = { target, n: (current.peek()?.n ?? 0) + 1 };
  }

  return { current: current as ReadonlySignal<{ target: FocusTarget; n: number } | null>, request };
}
