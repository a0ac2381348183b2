// The GOV.UK error summary: after a failed send it takes focus, names every
// problem in the words shown beside the field, and links to each field.
import type { Application } from '../model/application.ts';
import { T } from '../text.ts';
import { useFocusRequest } from './useFocusRequest.ts';
import { h } from 'preact';

/** Follows a summary link: focus the control, and have the host bring its label into view. */
function goTo(app: Application, id: string, e: Event): void {
  const el = document.getElementById(id);
  if (!el) return;
  e.preventDefault();
  el.focus();
  app.reveal(el.closest('.field') ?? el);
}

export function ErrorSummary({ app }: { app: Application }) {
  const ref = useFocusRequest<HTMLElement>(app, 'summary');
  const items = app.form.summary.value;
  if (!items.length) return null;
  return (
    <section class="error-summary" aria-labelledby="error-summary-title" tabindex={-1} ref={ref}>
      <h2 id="error-summary-title" class="error-summary__title">
        {T.summaryTitle}
      </h2>
      <ul class="error-summary__list">
        {items.map(({ message, id }) => (
          <li key={message}>
            {id ? (
              <a href={`#${id}`} onClick={(e) => goTo(app, id, e)}>
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
