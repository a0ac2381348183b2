// Loading the frame's job: the early request first (main.tsx sent it before the
// app's code had loaded), a fresh one on every retry. A load that was stopped
// or replaced meanwhile takes nothing; a failure is said plainly.
import { signal, type ReadonlySignal } from '@preact/signals';
import { FeedError, isAbort } from '../../feed/errors.ts';
import { error as logError } from '../../log.ts';
import type { Api } from '../api.ts';
import type { FrameLink } from '../frame.ts';
import { readJob, type ApplyJob } from '../job.ts';
import type { ApplyParams } from '../params.ts';

export type AppState = 'invalid' | 'loading' | 'failed' | 'closed' | 'ready';

export interface JobLoadingDeps {
  api: Pick<Api, 'job'>;
  frame: Pick<FrameLink, 'error'>;
  /** The job's GET, already on its way: the first load uses it. */
  early?: Promise<unknown>;
  /** Runs with each job loaded, before the state is 'ready'; what it throws fails the load. */
  opened: (job: ApplyJob, params: ApplyParams) => void;
}

export function createJobLoading(params: ApplyParams | null, deps: JobLoadingDeps) {
  const state = signal<AppState>(params ? 'loading' : 'invalid');
  const job = signal<ApplyJob | null>(null);
  let ctl: AbortController | null = null;
  let early = deps.early;

  async function load(): Promise<void> {
    if (!params) return;
    ctl?.abort();
    const mine = (ctl = new AbortController());
    state.value = 'loading';
    const pending = early ?? deps.api.job(mine.signal);
    early = undefined;
    try {
      const body = await pending;
      // The early request knows no abort: a frame stopped meanwhile takes nothing from it.
      if (mine.signal.aborted) return;
      const j = readJob(body, params);
      deps.opened(j, params);
      job.value = j;
      state.value = 'ready';
    } catch (e) {
      if (isAbort(e) || mine.signal.aborted) return;
      const code = e instanceof FeedError ? e.code : 'MALFORMED';
      if (!(e instanceof FeedError)) logError('loading the job failed', e);
      state.value = code === 'NOT_FOUND' ? 'closed' : 'failed';
      deps.frame.error(code);
    }
  }

  function stop(): void {
    ctl?.abort();
  }

  return { state: state as ReadonlySignal<AppState>, job: job as ReadonlySignal<ApplyJob | null>, load, stop };
}
