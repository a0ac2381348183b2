// The frame's life: read the URL, load the job (job-loading.ts) and the
// referral, alongside, then hand over to one application. Loading failures are
// said plainly, with a way to try again.
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import { createApi, type ApiDeps } from '../api.ts';
import type { CaptchaProvider } from '../captcha.ts';
import { createFrameLink, type FrameLinkOptions } from '../frame.ts';
import type { ApplyParams } from '../params.ts';
import { createApplication, type Application } from './application.ts';
import { createJobLoading } from './job-loading.ts';
import { createReferralModel } from './referral.ts';

export type { AppState } from './job-loading.ts';

export interface AppDeps extends ApiDeps, FrameLinkOptions {
  storage?: () => Storage | null;
  /** Replaces the captcha provider a job would get (see captcha.ts). */
  captcha?: CaptchaProvider;
  /** The job's GET, already on its way (main.tsx sends it before the app's code has loaded): the first load uses it. */
  job?: Promise<unknown>;
}

export function createApp(params: ApplyParams | null, deps: AppDeps = {}) {
  const api = createApi(params?.org ?? '', params?.job ?? '', deps);
  const frame = createFrameLink(params?.parent ?? null, deps);
  const referral = createReferralModel(params?.ref ?? null, api);
  const application = signal<Application | null>(null);
  const referralToken = (): string | null => referral.activeToken.peek();
  const loading = createJobLoading(params, {
    api,
    frame,
    early: deps.job,
    opened: (job, p) => {
      application.value = createApplication(job, p, { api, frame, storage: deps.storage, referralToken });
    },
  });

  function start(): void {
    if (!params) return;
    void referral.load();
    void loading.load();
  }

  // A failed load's "Try again" replaces nothing typed: the draft is in storage.
  const stopDisposing = effect(() => {
    const a = application.value;
    return () => a?.dispose();
  });

  function dispose(): void {
    loading.stop();
    stopDisposing();
    frame.dispose();
  }

  return {
    params,
    state: loading.state,
    job: loading.job,
    application: application as ReadonlySignal<Application | null>,
    referral,
    frame,
    captcha: deps.captcha,
    start,
    retry: loading.load,
    dispose,
  };
}

export type AppModel = ReturnType<typeof createApp>;
