// A referral link (`ref`): who referred the candidate for which role, and the
// choice to decline. An invalid token is said once, calmly; the form stays.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { FeedError, isAbort } from '../../feed/errors.ts';
import type { ReferralInvite } from '../../feed/types.ts';

export type ReferralState =
  | 'none' // no `ref`
  | 'loading'
  | 'valid'
  | 'invalid' // 404: unknown, spent, declined or expired
  | 'unknown' // it could not be checked: the server will judge it at apply
  | 'declining'
  | 'declined'
  | 'decline-failed';

export function readInvite(body: unknown): ReferralInvite | null {
  const b = body as Partial<Record<keyof ReferralInvite, unknown>> | null;
  const job = b?.job as { publicId?: unknown; title?: unknown } | null | undefined;
  if (!b || typeof b.referrerName !== 'string' || !b.referrerName || typeof job?.title !== 'string' || !job.title) {
    return null;
  }
  return {
    candidateName: typeof b.candidateName === 'string' ? b.candidateName : '',
    referrerName: b.referrerName,
    job: { publicId: typeof job.publicId === 'string' ? job.publicId : '', title: job.title },
  };
}

export function createReferralModel(
  token: string | null,
  api: { referral: (token: string) => Promise<unknown>; declineReferral: (token: string) => Promise<unknown> },
) {
  const state = signal<ReferralState>(token ? 'loading' : 'none');
  const invite = signal<ReferralInvite | null>(null);

  async function load(): Promise<void> {
    if (!token) return;
    try {
      invite.value = readInvite(await api.referral(token));
      state.value = invite.value ? 'valid' : 'unknown';
    } catch (e) {
      if (isAbort(e)) return;
      state.value = e instanceof FeedError && e.code === 'NOT_FOUND' ? 'invalid' : 'unknown';
    }
  }

  async function decline(): Promise<void> {
    if (!token || state.value === 'declining') return;
    state.value = 'declining';
    try {
      await api.declineReferral(token);
      state.value = 'declined';
    } catch (e) {
      // Gone already (spent, expired): the candidate's "no" holds all the same.
      state.value = e instanceof FeedError && e.code === 'NOT_FOUND' ? 'declined' : 'decline-failed';
    }
  }

  return {
    state: state as ReadonlySignal<ReferralState>,
    invite: invite as ReadonlySignal<ReferralInvite | null>,
    /** The token an application carries: none once it is known to be invalid. */
    activeToken: computed(() => (state.value === 'none' || state.value === 'invalid' ? null : token)),
    load,
    decline,
  };
}

export type ReferralModel = ReturnType<typeof createReferralModel>;
