// Sending the application, and what each answer of the server means for the
// candidate: sent, the job closed, a problem to say, or answers to fix. Nothing
// typed is dropped on any failure. (The one resend without a refused résumé
// key is submit.ts's.)
import { signal, type ReadonlySignal } from '@preact/signals';
import { FeedError } from '../../feed/errors.ts';
import { error as logError } from '../../log.ts';
import type { Api } from '../api.ts';
import type { FrameLink } from '../frame.ts';
import type { ApplyJob } from '../job.ts';
import type { ApplyParams } from '../params.ts';
import { buildParts } from '../parts.ts';
import { sendApplication } from '../submit.ts';
import type { CaptchaState } from './captcha-state.ts';
import type { FocusTarget } from './focus-request.ts';
import type { FormModel } from './form.ts';
import type { ResumeModel } from './resume.ts';

export type Phase = 'editing' | 'sending' | 'sent' | 'closed';

/** What stopped the last attempt to send, besides invalid answers. */
export type Problem = { kind: 'rate'; retryAfter: number | null } | { kind: 'failed' } | null;

/** What an application is sent from. */
export interface SendingParts {
  job: ApplyJob;
  params: ApplyParams;
  api: Pick<Api, 'apply'>;
  frame: Pick<FrameLink, 'submitted' | 'error'>;
  referralToken: () => string | null;
  form: FormModel;
  resume: ResumeModel;
  captcha: CaptchaState;
  requestFocus: (target: FocusTarget) => void;
}

/** The application's parts: with the staged résumé's key, or (`withKey` false) the file itself. */
function partsOf(p: SendingParts, withKey: boolean): FormData {
  return buildParts({
    controls: p.job.controls,
    value: p.form.value,
    resumeKey: withKey ? p.resume.key.value : null,
    turnstileToken: p.captcha.token(),
    src: p.params.src,
    embed: p.params.embed,
    ref: p.referralToken(),
  });
}

/** Sends the answers once the résumé's staging has settled (or been given up on): with its key, or the file. */
async function deliver(p: SendingParts): Promise<void> {
  await p.resume.settled();
  const build = (withKey: boolean): FormData => partsOf(p, withKey);
  await sendApplication(p.api.apply, build, !!p.resume.key.value, () => p.resume.forgetKey());
}

/** Any failure as a FeedError: one the feed did not raise is a bug, logged, and said as the network's. */
function asFeedError(e: unknown): FeedError {
  if (e instanceof FeedError) return e;
  logError('sending the application failed', e);
  return new FeedError('NETWORK');
}

export function createSending(p: SendingParts) {
  const phase = signal<Phase>('editing');
  const problem = signal<Problem>(null);
  const { requestFocus } = p;
  let busy = false;

  async function submit(): Promise<void> {
    if (busy || phase.value !== 'editing') return;
    busy = true;
    problem.value = null;
    try {
      if ((await p.form.validate(p.captcha.missing())).length) return requestFocus('summary');
      phase.value = 'sending';
      await deliver(p);
      p.form.clearDraft();
      phase.value = 'sent';
      p.frame.submitted(p.job.publicId);
      requestFocus('sent');
    } catch (e) {
      failed(e);
    } finally {
      busy = false;
    }
  }

  function failed(e: unknown): void {
    phase.value = 'editing';
    p.captcha.reset();
    const err = asFeedError(e);
    if (err.code === 'VALIDATION' && err.status === 422) {
      p.form.showIssues(err.issues);
      return requestFocus('summary');
    }
    p.frame.error(err.code);
    if (err.status === 404) {
      phase.value = 'closed';
      return requestFocus('closed');
    }
    problem.value = err.status === 429 ? { kind: 'rate', retryAfter: err.retryAfter } : { kind: 'failed' };
    requestFocus('problem');
  }

  return {
    phase: phase as ReadonlySignal<Phase>,
    problem: problem as ReadonlySignal<Problem>,
    submit,
  };
}
