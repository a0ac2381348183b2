// Résumé staging: as soon as a valid file is chosen it is uploaded, so the
// server can suggest the candidate's details while they fill in the rest. A
// staging failure of any kind (429 included) only means the application carries
// the file itself: the candidate never has to act.
import { signal, type ReadonlySignal } from '@preact/signals';
import { isAbort } from '../../feed/errors.ts';
import { warn } from '../../log.ts';

export type StagingStatus = 'idle' | 'uploading' | 'staged' | 'unstaged';

export interface Staged {
  key: string;
  suggested: Record<string, unknown>;
}

/** The 200 answer of `…/resume`, or null when it has no usable key. */
export function readStaged(body: unknown): Staged | null {
  const b = body as { key?: unknown; suggested?: unknown } | null;
  if (!b || typeof b !== 'object' || typeof b.key !== 'string' || !b.key) return null;
  const s = b.suggested;
  return { key: b.key, suggested: s && typeof s === 'object' && !Array.isArray(s) ? (s as Record<string, unknown>) : {} };
}

export function createResumeModel(
  stage: (file: File, signal: AbortSignal) => Promise<unknown>,
  /** Runs with the suggestions of the file still chosen. */
  onStaged: (suggested: Record<string, unknown>) => void,
) {
  const status = signal<StagingStatus>('idle');
  const key = signal<string | null>(null);
  let ctl: AbortController | null = null;
  let pending: Promise<void> = Promise.resolve();

  /** Forget any staged copy (a new file, no file, or the server refused the key). */
  function reset(): void {
    ctl?.abort();
    ctl = null;
    key.value = null;
    status.value = 'idle';
  }

  /** Stages `file`, already checked by the client (type and size). */
  function choose(file: File): void {
    reset();
    const mine = (ctl = new AbortController());
    status.value = 'uploading';
    pending = stage(file, mine.signal).then(
      (body) => {
        if (ctl !== mine) return; // another file was chosen meanwhile
        const staged = readStaged(body);
        key.value = staged?.key ?? null;
        status.value = staged ? 'staged' : 'unstaged';
        if (staged) onStaged(staged.suggested);
      },
      (e: unknown) => {
        if (ctl !== mine || isAbort(e)) return;
        // 429, 422, network: the file goes with the application instead.
        warn('résumé staging failed; the application will carry the file', e);
        status.value = 'unstaged';
      },
    );
  }

  return {
    status: status as ReadonlySignal<StagingStatus>,
    key: key as ReadonlySignal<string | null>,
    choose,
    reset,
    /**
     * Resolves once the current upload has settled, however it ended — or after
     * `maxMs`, giving up on it: a slow staging must not hold the application back.
     */
    async settled(maxMs = 15_000): Promise<void> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([pending, new Promise<void>((r) => (timer = setTimeout(r, maxMs)))]);
      clearTimeout(timer);
      if (status.value === 'uploading') reset();
    },
    /** The server refused the key at apply (spent, expired): the file goes itself. */
    forgetKey(): void {
      key.value = null;
      status.value = 'unstaged';
    },
  };
}

export type ResumeModel = ReturnType<typeof createResumeModel>;
