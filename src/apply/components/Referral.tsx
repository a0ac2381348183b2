// A referral link: who referred the candidate and the choice to decline, or one
// calm line when the link is no longer valid (the form stays either way).
import { useEffect, useRef } from 'preact/hooks';
import type { FrameLink } from '../frame.ts';
import type { ReferralModel } from '../model/referral.ts';
import { T } from '../text.ts';
import { h } from 'preact';

export function ReferralNotice({ referral }: { referral: ReferralModel }) {
  const state = referral.state.value;
  const invite = referral.invite.value;
  if (state === 'invalid') return <p class="notice">{T.referralInvalid}</p>;
  if (!invite || (state !== 'valid' && state !== 'declining' && state !== 'decline-failed')) return null;
  const declining = state === 'declining';
  return (
    <section class="referral" aria-labelledby="referral-title">
      <h2 id="referral-title" class="referral__title">
        {T.referred(invite.referrerName, invite.job.title)}
      </h2>
      <p>{T.referredNext}</p>
      {state === 'decline-failed' && <p class="error-message">{T.declineFailed}</p>}
      <button
        type="button"
        class="button button--secondary"
        aria-disabled={declining ? 'true' : undefined}
        onClick={() => void referral.decline()}
      >
        {T.notInterested}
      </button>
      <p class="status" role="status">
        {declining ? T.declining : ''}
      </p>
    </section>
  );
}

/** After "Not interested": the answer is saved; focus moves to say so. */
export function Declined({ frame }: { frame: FrameLink }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    ref.current.focus();
    frame.reveal(ref.current);
  }, [frame]);
  return (
    <section class="panel">
      <h1 class="title" tabindex={-1} ref={ref}>
        {T.declinedTitle}
      </h1>
      <p>{T.declinedNext}</p>
    </section>
  );
}
