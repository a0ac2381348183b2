// Shared set-up of the jobs host tests: a throw-away dist/ tree, a fixed clock,
// and small readers for answers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJobsApp, type JobsAppOptions } from '../../demo/server/app.ts';
import type { ErrorBody } from '../../src/feed/types.ts';

/** The demo's clock in tests: seeds are dated from here. */
export const NOW = Date.parse('2026-03-10T12:00:00.000Z');
export const ORIGIN = 'http://jobs.test';

export const BOARD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Careers</title><!--svc:head--></head>
<body><header><!--svc:header--></header><div id="svc-board" data-svc-jobs=""><!--svc:fallback--></div><script src="/embed.js?v=3"></script></body></html>`;

export interface TmpDist {
  root: string;
  dist: string;
  write(rel: string, content: string): void;
  remove(rel: string): void;
  cleanup(): void;
}

/** dist/ as the build writes it, beside a secret file that must never be served. */
export function makeDist(): TmpDist {
  const root = mkdtempSync(path.join(tmpdir(), 'svc-demo-'));
  const dist = path.join(root, 'dist');
  const write = (rel: string, content: string): void => {
    const file = path.join(dist, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('embed.js', '(()=>{window.SvcJobs={}})();');
  write('embed/apply.html', '<!doctype html><title>Apply</title>');
  write('embed/board.html', BOARD_HTML);
  write('embed/assets/apply-a1b2c3.js', 'console.warn("frame")');
  write('embed/i18n/de.json', '{"openings":"Offene Stellen"}');
  writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET');
  return {
    root,
    dist,
    write,
    remove: (rel) => rmSync(path.join(dist, rel), { force: true }),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The demo host on {@link ORIGIN} (its jobs URL unless `opts` names another). */
export function makeApp(distDir: string, opts: Partial<Omit<JobsAppOptions, 'distDir'>> = {}): ReturnType<typeof createJobsApp> {
  return createJobsApp({ distDir, jobsUrl: ORIGIN, now: () => NOW, ...opts });
}

export function url(path: string): string {
  return `${ORIGIN}${path}`;
}

export async function errorBody(res: Response): Promise<ErrorBody> {
  return (await res.json()) as ErrorBody;
}

/** Headers of an answer as a plain object, without the ones that vary per call. */
export function stableHeaders(res: Response): Record<string, string> {
  const out = Object.fromEntries(res.headers);
  delete out['date'];
  return out;
}
