// What the frame shows before there is a form: loading, a load that failed,
// and a link without its org or job.
import { T } from '../text.ts';
import { h } from 'preact';

export function Loading() {
  return (
    <p class="status" role="status">
      {T.loading}
    </p>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section class="panel">
      <h1 class="title">{T.loadFailed}</h1>
      <p>{T.loadFailedNext}</p>
      <button type="button" class="button" onClick={onRetry}>
        {T.tryAgain}
      </button>
    </section>
  );
}

export function BadLink() {
  return (
    <section class="panel">
      <h1 class="title">{T.badLink}</h1>
      <p>{T.badLinkNext}</p>
    </section>
  );
}
