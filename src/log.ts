// Every message the widget prints carries one prefix, so a host can find (or
// filter) ours among its own. Never console.log: these are warnings or errors.
const PREFIX = '[svc-jobs]';

export function warn(...args: unknown[]): void {
  console.warn(PREFIX, ...args);
}

export function error(...args: unknown[]): void {
  console.error(PREFIX, ...args);
}
