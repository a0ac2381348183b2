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

/** Resolves once `p` has settled, however it ended, or after `maxMs` at the latest. */
async function settledWithin(p: Promise<void>, maxMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([p, new Promise<void>((r) => (timer = setTimeout(r, maxMs)))]);
  clearTimeout(timer);
}

/** One upload at a time: a new one, or a stop, drops the last one's outcome (and aborts its request). */
function createUploadSlot() {
  let ctl: AbortController | null = null;
  let pending: Promise<void> = Promise.resolve();

  function stop(): void {
    ctl?.abort();
    ctl = null;
  }

  /** Starts `upload`; `done` or `failed` runs only if it is still the one in the slot. */
  function start<T>(upload: (signal: AbortSignal) => Promise<T>, done: (v: T) => void, failed: (e: unknown) => void): void {
    stop();
    const mine = (ctl = new AbortController());
    const current = (): boolean => ctl === mine;
    pending = upload(mine.signal).then(
      (v) => {
        if (current()) done(v);
      },
      (e: unknown) => {
        if (current()) failed(e);
      },
    );
  }

  /** Waits for the last upload to settle, `maxMs` at most. */
  const settled = (maxMs: number): Promise<void> => settledWithin(pending, maxMs);

  return { start, stop, settled };
}

/** What the field shows of the staging, and the key an application sends: a key comes with 'staged' only. */
function createStagingState() {
  const status = signal<StagingStatus>('idle');
  const key = signal<string | null>(null);

  function to(next: StagingStatus, stagedKey: string | null = null): void {
    key.value = stagedKey;
    status.value = next;
  }

  return { status: status as ReadonlySignal<StagingStatus>, key: key as ReadonlySignal<string | null>, to };
}

export function createResumeModel(
  stage: (file: File, signal: AbortSignal) => Promise<unknown>,
  /** Runs with the suggestions of the file still chosen. */
  onStaged: (suggested: Record<string, unknown>) => void,
) {
  const { status, key, to } = createStagingState();
  const upload = createUploadSlot();

  /** Forget any staged copy (a new file, no file, or the server refused the key). */
  function reset(): void {
    upload.stop();
    to('idle');
  }

  /** The server's 200: a key and suggestions, or no usable key (the file goes with the application). */
  function answered(body: unknown): void {
    const staged = readStaged(body);
    to(staged ? 'staged' : 'unstaged', staged?.key ?? null);
    if (staged) onStaged(staged.suggested);
  }

  function failed(e: unknown): void {
    if (isAbort(e)) return;
    // 429, 422, network: the file goes with the application instead.
    warn('résumé staging failed; the application will carry the file', e);
    to('unstaged');
  }

  /** Stages `file`, already checked by the client (type and size). */
  function choose(file: File): void {
    reset();
    to('uploading');
    upload.start((signal) => stage(file, signal), answered, failed);
  }

  /**
   * Resolves once the current upload has settled, however it ended — or after
   * `maxMs`, giving up on it: a slow staging must not hold the application back.
   */
  async function settled(maxMs = 15_000): Promise<void> {
    await upload.settled(maxMs);
    if (status.value === 'uploading') reset();
  }

  /** The server refused the key at apply (spent, expired): the file goes itself. */
  function forgetKey(): void {
    to('unstaged');
  }

  return { status, key, choose, reset, settled, forgetKey };
}

export type ResumeModel = ReturnType<typeof createResumeModel>;
