// The boundaries the code under test queues its later work at, named, so that a
// test waits for the one it means and never for a duration.

/** The next task: what the code queued with a plain setTimeout(fn) before this call has run (timers of one delay run in order). */
export const nextTask = (): Promise<void> => new Promise((r) => setTimeout(r));

/**
 * The page's next idle time, asked for as src/embed/mount.ts asks for it (a plain task where there
 * is no requestIdleCallback): what the code queued for idle time before this call has run.
 */
export const nextIdle = (): Promise<void> =>
  new Promise((r) => ('requestIdleCallback' in globalThis ? requestIdleCallback(() => r()) : setTimeout(r)));
