// One application in the making: the form, the résumé staging that feeds its
// autofill, the captcha, and sending — with what each answer of the server means
// for the candidate. Nothing typed is dropped on any failure.
import { signal, type ReadonlySignal } from '@preact/signals';
import { FeedError } from '../../feed/errors.ts';
import { error as logError } from '../../log.ts';
import type { Api } from '../api.ts';
import type { CaptchaHandle } from '../captcha.ts';
import type { FrameLink } from '../frame.ts';
import type { ApplyJob } from '../job.ts';
import type { ApplyParams } from '../params.ts';
import { buildParts } from '../parts.ts';
import { sendApplication } from '../submit.ts';
import { AUTOFILL_NAMES, T } from '../text.ts';
import { checkFile, type Value } from '../validate.ts';
import { CAPTCHA_ID, createFormModel, draftKey, type SummaryItem } from './form.ts';
import { createResumeModel } from './resume.ts';

export type Phase = 'editing' | 'sending' | 'sent' | 'closed';

/** What stopped the last attempt to send, besides invalid answers. */
export type Problem = { kind: 'rate'; retryAfter: number | null } | { kind: 'failed' } | null;

/** What should take focus next (and be scrolled into view by the host). */
export type FocusTarget = 'summary' | 'problem' | 'sent' | 'closed';

export interface ApplicationDeps {
  api: Api;
  frame: FrameLink;
  /** The referral token, while it is not known to be invalid. */
  referralToken: () => string | null;
  storage?: () => Storage | null;
}

export function createApplication(job: ApplyJob, params: ApplyParams, deps: ApplicationDeps) {
  const { api, frame } = deps;
  const form = createFormModel(job.controls, { storage: deps.storage, draftKey: draftKey(params.org, params.job) });
  const phase = signal<Phase>('editing');
  const problem = signal<Problem>(null);
  /** A request to move focus; `n` makes a repeated request (same target) a new value. */
  const focus = signal<{ target: FocusTarget; n: number } | null>(null);
  /** The polite announcement of what the résumé filled in. */
  const note = signal('');
  const captcha = signal<CaptchaHandle | null>(null);
  const captchaFailed = signal(false);

  const requestFocus = (target: FocusTarget): void => {
    focus.value = { target, n: (focus.peek()?.n ?? 0) + 1 };
  };

  const resume = createResumeModel(
    (file, signal) => api.stageResume(file, signal),
    (suggested) => {
      const filled = form.autofill(suggested);
      const names = filled.map((k) => AUTOFILL_NAMES[k as keyof typeof AUTOFILL_NAMES] ?? k);
      note.value = names.length ? T.filledFrom(names) : '';
    },
  );

  /** The candidate chose (or removed) a file: checked at once, the résumé staged if fine. */
  async function chooseFile(name: string, file: File | null): Promise<void> {
    form.setValue(name, file);
    if (name === 'resume') resume.reset();
    if (!file) return form.setError(name, null);
    const problemText = await checkFile(file);
    if (form.value(name) !== file) return; // replaced meanwhile
    // The contract: a file too big or not PDF/DOCX is refused before any upload.
    form.setError(name, problemText);
    if (!problemText && name === 'resume') resume.choose(file);
  }

  function setValue(name: string, value: Value): void {
    form.setValue(name, value);
  }

  let busy = false;

  async function submit(): Promise<void> {
    if (busy || phase.value !== 'editing') return;
    busy = true;
    problem.value = null;
    try {
      const extra: SummaryItem[] =
        job.captcha && !captcha.value?.token()
          ? [{ message: captchaFailed.value ? T.captchaFailed : T.captchaNeeded, id: CAPTCHA_ID }]
          : [];
      if ((await form.validate(extra)).length) return requestFocus('summary');
      phase.value = 'sending';
      await resume.settled();
      const build = (withKey: boolean): FormData =>
        buildParts({
          controls: job.controls,
          value: form.value,
          resumeKey: withKey ? resume.key.value : null,
          turnstileToken: captcha.value?.token() ?? null,
          src: params.src,
          embed: params.embed,
          ref: deps.referralToken(),
        });
      await sendApplication(api.apply, build, !!resume.key.value, () => resume.forgetKey());
      form.clearDraft();
      phase.value = 'sent';
      frame.submitted(job.publicId);
      requestFocus('sent');
    } catch (e) {
      failed(e);
    } finally {
      busy = false;
    }
  }

  function failed(e: unknown): void {
    phase.value = 'editing';
    captcha.value?.reset();
    const err = e instanceof FeedError ? e : new FeedError('NETWORK');
    if (!(e instanceof FeedError)) logError('sending the application failed', e);
    if (err.code === 'VALIDATION' && err.status === 422) {
      form.showIssues(err.issues);
      return requestFocus('summary');
    }
    frame.error(err.code);
    if (err.status === 404) {
      phase.value = 'closed';
      return requestFocus('closed');
    }
    problem.value = err.status === 429 ? { kind: 'rate', retryAfter: err.retryAfter } : { kind: 'failed' };
    requestFocus('problem');
  }

  return {
    job,
    form,
    resume,
    phase: phase as ReadonlySignal<Phase>,
    problem: problem as ReadonlySignal<Problem>,
    focus: focus as ReadonlySignal<{ target: FocusTarget; n: number } | null>,
    note: note as ReadonlySignal<string>,
    captchaFailed: captchaFailed as ReadonlySignal<boolean>,
    setValue,
    chooseFile,
    submit,
    setCaptcha(handle: CaptchaHandle | null, failedToLoad = false): void {
      captcha.value = handle;
      captchaFailed.value = failedToLoad;
    },
    reveal: (el: Element) => frame.reveal(el),
    dispose(): void {
      form.dispose();
      resume.reset();
    },
  };
}

export type Application = ReturnType<typeof createApplication>;
