// One application in the making, from its parts: the form, the résumé staging
// that feeds its autofill (resume-autofill.ts), the captcha (captcha-state.ts),
// sending, with what each answer of the server means (sending.ts), and where
// focus goes next (focus-request.ts).
import type { Api } from '../api.ts';
import type { FrameLink } from '../frame.ts';
import type { ApplyJob } from '../job.ts';
import type { ApplyParams } from '../params.ts';
import type { Value } from '../validate.ts';
import { createCaptchaState } from './captcha-state.ts';
import { createFocusRequest } from './focus-request.ts';
import { createFormModel, draftKey } from './form.ts';
import { createResumeAutofill } from './resume-autofill.ts';
import { createSending } from './sending.ts';

export type { FocusTarget } from './focus-request.ts';
export type { Phase, Problem } from './sending.ts';

export interface ApplicationDeps {
  api: Api;
  frame: FrameLink;
  /** The referral token, while it is not known to be invalid. */
  referralToken: () => string | null;
  storage?: () => Storage | null;
}

export function createApplication(job: ApplyJob, params: ApplyParams, deps: ApplicationDeps) {
  const { api, frame, referralToken } = deps;
  const form = createFormModel(job.controls, { storage: deps.storage, draftKey: draftKey(params.org, params.job) });
  const { resume, note, chooseFile } = createResumeAutofill(api, form);
  const captcha = createCaptchaState(job.captcha !== null);
  const focus = createFocusRequest();
  const sending = createSending({ job, params, api, frame, referralToken, form, resume, captcha, requestFocus: focus.request });

  function setValue(name: string, value: Value): void {
    form.setValue(name, value);
  }

  function dispose(): void {
    form.dispose();
    resume.reset();
  }

  return {
    job,
    form,
    resume,
    phase: sending.phase,
    problem: sending.problem,
    focus: focus.current,
    note,
    captchaFailed: captcha.failed,
    setValue,
    chooseFile,
    submit: sending.submit,
    setCaptcha: captcha.set,
    reveal: (el: Element) => frame.reveal(el),
    dispose,
  };
}

export type Application = ReturnType<typeof createApplication>;
