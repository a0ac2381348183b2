// An experiment for bench/intl-ways.ts, built into a copy of embed.js in place
// of src/ui/intl.ts: the locale data made first in a blob Worker. V8 and ICU
// keep it per process, so the page's own Intl objects, made once the worker
// has answered, then cost about nothing on the host's thread. Not shipped: a
// host whose CSP lacks `worker-src blob:` (or enforces Trusted Types) would
// get a violation report on every page view (see the bench's report).
import type { Lang } from '../../src/ui/i18n/langs.ts';
import { warmIntl as onThread } from '../../src/ui/intl.ts';

export { collator, numberFormat, pluralRules, relativeFormat } from '../../src/ui/intl.ts';

declare global {
  /** The bench's CPU slowdown: Chrome's throttling slows the page's thread, not a worker's, so the worker waits out the rest itself. */
  var __benchCpuRate: number | undefined;
}

const WORKER = (lang: string, rate: number): string =>
  `const l = ${JSON.stringify(lang)}, start = performance.now();
new Intl.Collator(l); new Intl.NumberFormat(l); new Intl.RelativeTimeFormat(l, { numeric: 'auto' }); new Intl.PluralRules(l);
const until = performance.now() + (performance.now() - start) * (${rate} - 1);
while (performance.now() < until);
postMessage(0);`;

function inWorker(lang: string): Promise<void> {
  return new Promise((done) => {
    const url = URL.createObjectURL(new Blob([WORKER(lang, globalThis.__benchCpuRate ?? 1)], { type: 'text/javascript' }));
    const end = (): void => {
      worker.terminate();
      URL.revokeObjectURL(url);
      done();
    };
    const worker = new Worker(url);
    worker.onmessage = end;
    worker.onerror = end;
  });
}

const warming = new Map<string, Promise<void>>();
/** Once per language however often it is asked (the early way asks at evaluation, and the mount again). */
export function warmIntl(lang: Lang): Promise<void> {
  let w = warming.get(lang);
  if (!w) warming.set(lang, (w = inWorker(lang).then(() => onThread(lang))));
  return w;
}
