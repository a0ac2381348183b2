// The frame's life: read the URL, load the job (and the referral, alongside),
// then hand over to one application. Loading failures are said plainly, with
// a way to try again.
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import { FeedError, isAbort } from '../../feed/errors.ts';
import { error as logError } from '../../log.ts';
import { createApi, type ApiDeps } from '../api.ts';
import type { CaptchaProvider } from '../captcha.ts';
import { createFrameLink, type FrameLinkOptions } from '../frame.ts';
import { readJob, type ApplyJob } from '../job.ts';
import type { ApplyParams } from '../params.ts';
import { createApplication, type Application } from './application.ts';
import { createReferralModel } from './referral.ts';

export type AppState = 'invalid' | 'loading' | 'failed' | 'closed' | 'ready';

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
  const state = signal<AppState>(params ? 'loading' : 'invalid');
  const job = signal<ApplyJob | null>(null);
  const application = signal<Application | null>(null);
  let ctl: AbortController | null = null;
  let early = deps.job;

  async function load(): Promise<void> {
    if (!params) return;
    ctl?.abort();
    const mine = (ctl = new AbortController());
    state.value = 'loading';
    const pending = early ?? api.job(mine.signal);
    early = undefined;
    try {
      const body = await pending;
      // The early request knows no abort: a frame stopped meanwhile takes nothing from it.
      if (mine.signal.aborted) return;
      const j = readJob(body, params);
      application.value = createApplication(j, params, {
        api,
        frame,
        storage: deps.storage,
        referralToken: () => referral.activeToken.peek(),
      });
      job.value = j;
      state.value = 'ready';
    } catch (e) {
      if (isAbort(e) || mine.signal.aborted) return;
      const code = e instanceof FeedError ? e.code : 'MALFORMED';
      if (!(e instanceof FeedError)) logError('loading the job failed', e);
      state.value = code === 'NOT_FOUND' ? 'closed' : 'failed';
      frame.error(code);
    }
  }

  function start(): void {
    if (!params) return;
    void referral.load();
    void load();
  }

  // A failed load's "Try again" replaces nothing typed: the draft is in storage.
  const stopDisposing = effect(() => {
    const a = application.value;
    return () => a?.dispose();
  });

  return {
    params,
    state: state as ReadonlySignal<AppState>,
    job: job as ReadonlySignal<ApplyJob | null>,
    application: application as ReadonlySignal<Application | null>,
    referral,
    frame,
    captcha: deps.captcha,
    start,
    retry: load,
    dispose(): void {
      ctl?.abort();
      stopDisposing();
      frame.dispose();
    },
  };
}

export type AppModel = ReturnType<typeof createApp>;
