// Résumé text is read off the event loop, in one worker thread, one file at a
// time: a file that takes seconds to read (or tries to) delays the next upload's
// suggestions, never a feed request. Each file gets EXTRACT_TIME_LIMIT_MS; past
// it the worker is ended and a new one started. A worker past its heap limit
// ends itself. Either way the file is staged, with nothing suggested.
import { Worker } from 'node:worker_threads';
import type { ResumeType } from './resume-file.ts';
import {
  EXTRACT_QUEUE_LIMIT,
  EXTRACT_RESOURCE_LIMITS,
  EXTRACT_TIME_LIMIT_MS,
  MAX_INFLATED_BYTES,
  type Extracted,
  type SkipReason,
} from './resume-limits.ts';
import type { ExtractRequest } from './resume-worker-main.ts';

export type ResumeReader = (bytes: Uint8Array, type: ResumeType, maxChars: number) => Promise<Extracted>;

export interface PoolOptions {
  /** The inflated-size cap (tests raise it to show the time cap alone holds). */
  maxInflatedBytes: number;
  timeLimitMs: number;
  queueLimit: number;
  resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number; stackSizeMb: number };
}

interface Job {
  req: Omit<ExtractRequest, 'id'> & { bytes: Uint8Array<ArrayBuffer> };
  done: (result: Extracted) => void;
}

interface Running {
  id: number;
  job: Job;
  timer: NodeJS.Timeout;
}

const WORKER_URL = new URL('./resume-worker.mjs', import.meta.url);

export class ResumeTextPool {
  readonly #opts: PoolOptions;
  readonly #queue: Job[] = [];
  #worker: Worker | undefined;
  #ready = false;
  #running: Running | undefined;
  #nextId = 1;

  constructor(opts: Partial<PoolOptions> = {}) {
    this.#opts = {
      maxInflatedBytes: MAX_INFLATED_BYTES,
      timeLimitMs: EXTRACT_TIME_LIMIT_MS,
      queueLimit: EXTRACT_QUEUE_LIMIT,
      resourceLimits: EXTRACT_RESOURCE_LIMITS,
      ...opts,
    };
  }

  readonly read: ResumeReader = (bytes, type, maxChars) => {
    if (this.#queue.length >= this.#opts.queueLimit) return Promise.resolve({ skipped: 'busy' });
    return new Promise((done) => {
      // A copy, handed over to the worker without another copy; the caller keeps its bytes.
      this.#queue.push({ req: { bytes: bytes.slice(), type, maxChars, budget: this.#opts.maxInflatedBytes }, done });
      this.#pump();
    });
  };

  /** Starts the worker ahead of a file (it takes a second or more to load its parsers); answers the reader. */
  warmed(): ResumeReader {
    if (!this.#worker) this.#spawn();
    return this.read;
  }

  /** Ends the worker (tests; a host that stops). Waiting files are staged without suggestions. */
  async close(): Promise<void> {
    for (const job of this.#queue.splice(0)) job.done({ skipped: 'unavailable' });
    this.#finish({ skipped: 'unavailable' });
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #pump(): void {
    if (this.#running || !this.#queue.length) return;
    if (!this.#worker) return this.#spawn();
    if (!this.#ready) return;
    const job = this.#queue.shift();
    if (!job) return;
    const id = this.#nextId++;
    const timer = setTimeout(() => this.#overTime(id), this.#opts.timeLimitMs);
    this.#running = { id, job, timer };
    this.#worker.ref();
    this.#worker.postMessage({ id, ...job.req } satisfies ExtractRequest, [job.req.bytes.buffer]);
  }

  #spawn(): void {
    const worker = new Worker(WORKER_URL, { execArgv: [], resourceLimits: this.#opts.resourceLimits });
    this.#worker = worker;
    // Loading, or idle, the worker does not keep the process alive; a file being read does.
    worker.unref();
    this.#ready = false;
    worker.on('message', (msg: 'ready' | { id: number; result: Extracted }) => {
      if (msg === 'ready') this.#ready = true;
      else if (msg.id === this.#running?.id) this.#finish(msg.result);
      this.#pump();
    });
    worker.on('error', (err: Error & { code?: string }) =>
      this.#lost(worker, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-much-memory' : 'unavailable'),
    );
    worker.on('exit', () => this.#lost(worker, 'unavailable'));
  }

  /** The worker is gone (its heap limit, a crash, or it never started): the file it had is answered, the next one gets a new worker. */
  #lost(worker: Worker, reason: SkipReason): void {
    if (worker !== this.#worker) return;
    const started = this.#ready;
    this.#worker = undefined;
    this.#finish({ skipped: reason });
    // A worker that cannot start would not start on a second try either: the waiting files are answered now.
    if (!started) for (const job of this.#queue.splice(0)) job.done({ skipped: 'unavailable' });
    this.#pump();
  }

  #overTime(id: number): void {
    if (id !== this.#running?.id) return;
    const worker = this.#worker;
    this.#worker = undefined;
    this.#finish({ skipped: 'too-slow' });
    void worker?.terminate();
    this.#pump();
  }

  #finish(result: Extracted): void {
    const running = this.#running;
    if (!running) return;
    this.#running = undefined;
    clearTimeout(running.timer);
    // Idle, the worker does not keep the process alive.
    this.#worker?.unref();
    running.job.done(result);
  }
}

let shared: ResumeTextPool | undefined;

/** The host's one pool: every app in the process shares its worker. */
export function sharedResumePool(): ResumeTextPool {
  return (shared ??= new ResumeTextPool());
}
