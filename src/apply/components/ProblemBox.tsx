// Why the last send did not go through when it was not the answers' fault:
// too many applications (with when to come back) or a failure (with a retry).
import type { Application } from '../model/application.ts';
import { T, waitText } from '../text.ts';
import { useFocusRequest } from './useFocusRequest.ts';
import { h, Fragment } from 'preact';

export function ProblemBox({ app }: { app: Application }) {
  const ref = useFocusRequest<HTMLElement>(app, 'problem');
  const problem = app.problem.value;
  if (!problem) return null;
  const rate = problem.kind === 'rate';
  return (
    <section class="problem" aria-labelledby="problem-title" tabindex={-1} ref={ref}>
      <h2 id="problem-title" class="problem__title">
        {rate ? T.rateLimited : T.sendFailed}
      </h2>
      {rate ? (
        <p>{problem.retryAfter !== null ? T.tryAgainIn(waitText(problem.retryAfter)) : T.tryAgainSoon}</p>
      ) : (
        <>
          <p>{T.sendFailedNext}</p>
          <button type="button" class="button button--secondary" onClick={() => void app.submit()}>
            {T.tryAgain}
          </button>
        </>
      )}
    </section>
  );
}
