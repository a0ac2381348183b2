// Every server door when the jobs host fails (issue 33): the Node API, the
// CLI's snippet and pages, the live snippet (svc-jobs/server in Node), and the
// Vue, Nuxt and Next.js recipes' apps (docs/platforms/, built from the packed
// tarball as the e2e specs build them) — each with the jobs host healthy, then
// hanging (it never answers), down (refused) and answering 502. A cold process
// (nothing kept) for each; the apps also warm: one good read before the
// failure. Reports the time to the first byte (a command: to its exit) and what
// the visitor gets (the board, the link to the board page, an empty box),
// with ratios to the same door's healthy time in the same run. Writes
// bench/results/server-doors.{md,json}.
//   npx tsx bench/server-doors.ts
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp, type AppServer } from '../e2e/app-server.ts';
import { builtRecipe } from '../e2e/recipes.ts';
import { freePort } from '../test/support/free-port.ts';
import { ROOT } from '../test/support/packed.ts';
import { jobsHost, type HostMode, type JobsHost } from './jobs-host.ts';

const MODES: readonly HostMode[] = ['healthy', 'hanging', 'down', 'bad-gateway'];
const LIB = path.join(ROOT, 'lib');
const OPENING = 'Senior Firmware Engineer';

/** One door in one mode: how long until the visitor (or the build) had an answer, and what it was. */
interface Seen {
  door: string;
  mode: HostMode;
  /** cold: a fresh process, nothing kept; warm: one good read before the host failed. */
  state: 'cold' | 'warm';
  ms: number;
  /** The whole page or output, where the first byte is not the end (a streamed page). */
  wholeMs: number;
  gets: string;
}

/** What a page or an output carries for the visitor. */
function carries(text: string): string {
  if (text.includes(OPENING)) return 'the board';
  if (text.includes('See our open roles')) return 'a link to the board page';
  if (/<div data-svc-jobs="acme"[^>]*><\/div>/.test(text)) return 'an empty box';
  return 'no board';
}

/** A command to its exit: wall time, exit code, what stdout carries. */
function command(args: string[], cwd = ROOT): Promise<{ ms: number; gets: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('node', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.resume();
    // A command that never exits is the finding: stopped at 60 s, and said so.
    const limit = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      const ms = performance.now() - started;
      resolve({ ms, gets: signal ? `killed at 60 s` : `exit ${code}${out ? `, stdout: ${carries(out)}` : ', stdout empty'}` });
    });
  });
}

/** A page's first byte and whole body, and what it carries. */
async function page(url: string): Promise<{ ms: number; wholeMs: number; gets: string }> {
  const started = performance.now();
  const answer = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const ms = performance.now() - started;
  const body = await answer.text();
  return { ms, wholeMs: performance.now() - started, gets: `${answer.status}, ${carries(body)}` };
}

/** The commands and the Node API: a fresh process each time, so nothing is kept. */
async function commands(jobsUrl: string, mode: HostMode): Promise<Seen[]> {
  const out = mkdtempSync(path.join(tmpdir(), 'svc-doors-'));
  const api = `import { renderSnippet } from ${JSON.stringify(path.join(LIB, 'index.js'))};
const t = performance.now(); const s = await renderSnippet(${JSON.stringify(jobsUrl)}, 'acme');
console.error(Math.round(performance.now() - t)); console.log(s);`;
  const runs: [string, string[]][] = [
    ['Node API (renderSnippet)', ['--input-type=module', '-e', api]],
    ['svc-jobs snippet', [path.join(LIB, 'cli.js'), 'snippet', jobsUrl, 'acme']],
    ['svc-jobs pages', [path.join(LIB, 'cli.js'), 'pages', jobsUrl, 'acme', out]],
  ];
  const seen: Seen[] = [];
  for (const [door, args] of runs) {
    const r = await command(args);
    const written = door === 'svc-jobs pages' && r.gets.startsWith('exit 0') ? `, ${pagesCarry(out)}` : '';
    seen.push({ door, mode, state: 'cold', ms: r.ms, wholeMs: r.ms, gets: r.gets + written });
  }
  rmSync(out, { recursive: true, force: true });
  return seen;
}

const pagesCarry = (out: string): string => `acme/index.html: ${carries(readFileSync(path.join(out, 'acme', 'index.html'), 'utf8'))}`;

/** The live snippet from svc-jobs/server in Node: a new handler is a cold process (its feeds and renders are its own). */
async function liveSnippet(host: JobsHost, mode: HostMode, state: Seen['state']): Promise<Seen> {
  const { createJobsHandler } = (await import(path.join(LIB, 'server.js'))) as typeof import('../src/server/index.ts');
  const handler = createJobsHandler({ jobsUrl: host.url });
  const request = () => new Request(`${host.url}/acme/embed.html`);
  if (state === 'warm') await (await handler(request())).text();
  await host.set(mode);
  const started = performance.now();
  const answer = await handler(request());
  const ms = performance.now() - started;
  const gets = `${answer.status}, ${carries(await answer.text())}`;
  await host.set('healthy');
  return { door: 'live snippet (svc-jobs/server)', mode, state, ms, wholeMs: performance.now() - started, gets };
}

interface AppDoor {
  door: string;
  start: (jobsUrl: string, port: number) => Promise<AppServer>;
}

const APPS: AppDoor[] = [
  {
    door: 'Vue SSR (recipe)',
    start: (jobsUrl, port) => startApp(['node', 'server.js'], builtRecipe('vue').dir, port, { SVC_JOBS_URL: jobsUrl }, /listening on/),
  },
  {
    door: 'Nuxt (recipe)',
    start: (jobsUrl, port) =>
      startApp(
        ['node', '.output/server/index.mjs'],
        builtRecipe('nuxt').dir,
        port,
        { NUXT_PUBLIC_SVC_JOBS_URL: jobsUrl, HOST: '127.0.0.1' },
        /Listening on/,
      ),
  },
  {
    door: 'Next.js (recipe, force-dynamic)',
    start: (jobsUrl, port) =>
      startApp(
        ['node', path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
        builtRecipe('nextjs').dir,
        port,
        { SVC_JOBS_URL: jobsUrl, NEXT_TELEMETRY_DISABLED: '1' },
        /Ready in/,
      ),
  },
];

/** An app: cold in each mode (started with the host already failing), and warm (one good page, then the failure). */
async function app(a: AppDoor, host: JobsHost): Promise<Seen[]> {
  const seen: Seen[] = [];
  const port = await freePort();
  for (const mode of MODES) {
    await host.set(mode);
    const server = await a.start(host.url, port);
    try {
      seen.push({ door: a.door, mode, state: 'cold', ...(await page(`${server.origin}/careers`)) });
      if (mode === 'healthy') continue;
      await host.set('healthy');
      await page(`${server.origin}/careers`);
      await host.set(mode);
      seen.push({ door: a.door, mode, state: 'warm', ...(await page(`${server.origin}/careers`)) });
    } finally {
      await host.set('healthy');
      await server.stop();
    }
  }
  return seen;
}

function table(seen: Seen[]): string[] {
  const healthy = (door: string) => seen.find((s) => s.door === door && s.mode === 'healthy')?.ms ?? 0;
  const lines = [
    '| door | jobs host | process | first byte (a command: its exit) | × healthy | whole answer | what the visitor gets |',
    '|---|---|---|---:|---:|---:|---|',
  ];
  for (const s of seen) {
    const base = healthy(s.door);
    lines.push(
      `| ${s.door} | ${s.mode} | ${s.state} | ${s.ms.toFixed(0)} ms | ${base ? (s.ms / base).toFixed(1) : '—'}× | ${s.wholeMs.toFixed(0)} ms | ${s.gets} |`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const host = await jobsHost();
  const seen: Seen[] = [];
  try {
    for (const mode of MODES) {
      await host.set(mode);
      seen.push(...(await commands(host.url, mode)));
      await host.set('healthy');
      seen.push(await liveSnippet(host, mode, 'cold'));
      if (mode !== 'healthy') seen.push(await liveSnippet(host, mode, 'warm'));
    }
    for (const a of APPS) seen.push(...(await app(a, host)));
  } finally {
    await host.stop();
  }
  const lines = table(seen);
  console.log(lines.join('\n'));
  const head = [
    '`bench/server-doors.ts` (part of `npm run bench`): every server door with the jobs host healthy, hanging (never answers), down (refused) and answering 502, in one run on this machine.',
    'Cold: a fresh process, nothing kept. Warm: the same process after one good page. The deadline is the default (3 s, tries included). A command is timed to its exit (Node start included), a page to its first byte and to its whole body (Next.js streams).',
    `Every figure is in \`bench/results/server-doors.json\` (${new Date().toISOString().slice(0, 10)}).`,
  ];
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/server-doors.md', [...head, '', ...lines, ''].join('\n'));
  writeFileSync('bench/results/server-doors.json', JSON.stringify(seen, null, 2) + '\n');
}

await main();
