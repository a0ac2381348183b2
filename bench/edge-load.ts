// svc-jobs/server under load (issue 34): autocannon at 50 connections against
// the live snippet, served by the fetch handler in Node uncached (the baseline:
// every request reads the feed and renders, as the demo route did), in Node
// with its render cache and kept feeds, and as the package's Worker in workerd
// with the Cache API in front — each with the jobs host healthy, hanging (it
// never answers), and down (nothing listens), after one good read. Reports
// req/s, p50/p99, errors, the answer after the run, the target's CPU per request
// and memory (its whole process tree, from /proc), and the feed reads the jobs
// host counted; ratios to the same run's baseline. Writes bench/results/edge-load.{md,json}.
//   npx tsx bench/edge-load.ts [seconds per healthy run, default 20]
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { jobsHost, type JobsHost } from './jobs-host.ts';

const HEALTHY_S = Number(process.argv[2] ?? 20);
const FAILING_S = Math.max(5, Math.round(HEALTHY_S / 2));
const CONNECTIONS = 50;
const PATH = '/acme/embed.html?apply=inline';
// workerd-floor: the same bytes as a constant from a Worker in workerd's own binary, the ceiling of any Worker here (healthy only).
const TARGETS = ['node-uncached', 'node-cached', 'workerd', 'workerd-floor'] as const;
const MODES = ['healthy', 'hanging', 'down'] as const;
type Target = (typeof TARGETS)[number];
type Mode = (typeof MODES)[number];

/** The pids of a process and all its descendants, from /proc. */
function tree(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) for (const [pid, ppid] of parent) if (ppid === out[i]) out.push(pid);
  return out;
}

/** CPU ms (user + system) and RSS MB of a process tree. */
function usage(root: number): { cpuMs: number; rssMb: number } {
  let ticks = 0;
  let rssKb = 0;
  for (const pid of tree(root)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
      rssKb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  // Linux's USER_HZ is 100 on every architecture Node runs on.
  return { cpuMs: ticks * 10, rssMb: rssKb / 1024 };
}

async function start(target: Target, jobsUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['bench/edge-server.ts', target, jobsUrl, PATH], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`${target} exited (${code})`)));
  });
  return { child, url };
}

interface Cell {
  target: Target;
  mode: Mode;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** The answer after the run: its status, and whether it is the board. */
  after: { status: number; board: boolean };
  cpuMsPerRequest: number;
  rssMb: number;
  /** API GETs the jobs host counted during the run (the org header and its jobs). */
  feedReads: number;
}

async function cell(target: Target, mode: Mode, url: string, pid: number, host: JobsHost): Promise<Cell> {
  await host.set('healthy');
  // One good read first (the warm cache, the last good feed), then the mode for the whole run.
  for (let i = 0; i < 3; i++) await (await fetch(url + PATH)).text();
  await host.set(mode);
  host.reads.clear();
  const seconds = mode === 'healthy' ? HEALTHY_S : FAILING_S;
  const before = usage(pid);
  const result = await autocannon({ url: url + PATH, connections: CONNECTIONS, duration: seconds, timeout: 10 });
  const after = usage(pid);
  const last = await fetch(url + PATH, { signal: AbortSignal.timeout(15_000) }).then(
    async (res) => ({ status: res.status, board: (await res.text()).includes('<svc-jobs-board>') }),
    () => ({ status: 0, board: false }),
  );
  const feedReads = [...host.reads.values()].reduce((a, b) => a + b, 0);
  await host.set('healthy');
  return {
    target,
    mode,
    seconds,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    after: last,
    cpuMsPerRequest: result.requests.total ? (after.cpuMs - before.cpuMs) / result.requests.total : 0,
    rssMb: after.rssMb,
    feedReads,
  };
}

function table(cells: Cell[]): string[] {
  const base = cells.find((c) => c.target === 'node-uncached' && c.mode === 'healthy')?.rps ?? 0;
  const lines = [
    `| target | jobs host | req/s | × baseline | p50 ms | p99 ms | errors | after the run | CPU ms/req | RSS MB | feed reads |`,
    `|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|`,
  ];
  for (const c of cells)
    lines.push(
      `| ${c.target} | ${c.mode} | ${c.rps.toFixed(0)} | ${base ? (c.rps / base).toFixed(1) : '—'}× | ${c.p50} | ${c.p99} | ${c.errors} of ${c.requests} | ${c.after.status}${c.after.board ? ', the board' : ''} | ${c.cpuMsPerRequest.toFixed(3)} | ${c.rssMb.toFixed(0)} | ${c.feedReads} |`,
    );
  return lines;
}

async function main(): Promise<void> {
  const host = await jobsHost();
  const cells: Cell[] = [];
  try {
    for (const target of TARGETS) {
      const { child, url } = await start(target, host.url);
      try {
        for (const mode of target === 'workerd-floor' ? (['healthy'] as const) : MODES) {
          const c = await cell(target, mode, url, child.pid ?? 0, host);
          console.log(table([c]).slice(2).join(''));
          cells.push(c);
        }
      } finally {
        child.kill('SIGTERM');
      }
    }
  } finally {
    await host.stop();
  }
  const lines = [
    `GET ${PATH} at ${CONNECTIONS} connections (autocannon), ${HEALTHY_S} s healthy, ${FAILING_S} s hanging or down, after one good read;`,
    `Node ${process.version}, ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores, autocannon on the same cores. Baseline: node-uncached, healthy.`,
    `workerd runs the package's Worker through miniflare (its development layer sits in front of every request); workerd-floor answers the same bytes as a constant from a Worker in workerd's own binary (\`workerd serve\`, no handler, no cache, no miniflare): the most any Worker can reach in this harness.`,
    '',
    ...table(cells),
  ];
  console.log(`\n${lines.join('\n')}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/edge-load.md',
    `# svc-jobs/server under load\n\nWritten by \`npx tsx bench/edge-load.ts\` (in \`npm run bench\`).\n\n${lines.join('\n')}\n`,
  );
  writeFileSync('bench/results/edge-load.json', `${JSON.stringify({ date: new Date().toISOString(), cells }, null, 2)}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
