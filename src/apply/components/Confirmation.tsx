// After a 201: a heading that takes focus, and what happens next.
import type { Application } from '../model/application.ts';
import { T } from '../text.ts';
import { useFocusRequest } from './useFocusRequest.ts';
import { h } from 'preact';

export function Confirmation({ app }: { app: Application }) {
  const ref = useFocusRequest<HTMLHeadingElement>(app, 'sent');
  return (
    <section class="panel">
      <h1 class="title" tabindex={-1} ref={ref}>
        {T.sentTitle}
      </h1>
      <p>{T.sentNext(app.job.orgName)}</p>
      <p>{T.sentNothingElse}</p>
    </section>
  );
}
