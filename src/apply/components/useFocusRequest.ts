// Moves focus when the application asks (error summary, problem, confirmation)
// and asks the host page to scroll there: the frame is as tall as its content,
// so the browser's own scroll-on-focus can't reach outside it.
import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Application, FocusTarget } from '../model/application.ts';

export function useFocusRequest<T extends HTMLElement>(app: Application, target: FocusTarget): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const request = app.focus.value;
  useEffect(() => {
    const el = ref.current;
    if (request?.target !== target || !el) return;
    el.focus();
    app.reveal(el);
  }, [request, target, app]);
  return ref;
}
