// npx tsx bench/intl-ways.ts (part of `npm run bench`): issue 36's open
// question. On the live path the first Intl objects (the platform's locale
// data) are the long task at 4× CPU and most of the gap to the plainest
// renderer; are they worth taking off the host's thread, and how far would
// that go? Three builds of the same source, src/ui/intl.ts replaced in two:
//   - `shipped`: dist/embed.js as built;
//   - `worker`: the locale data made first in a blob Worker
//     (bench/intl-ways/worker.ts), the page's own objects after it;
//   - `free`: formatting that costs nothing (bench/intl-ways/free.ts): the
//     floor with no Intl at all, not a board anyone could ship.
// Against the plainest renderer (bench/baseline-plain.js) in the same run, all
// four in turn: time to board at 10, 50 and 100 openings (1× CPU), and the
// long tasks at 4× CPU with 50 openings (bench/live.ts's load). Medians of
// BENCH_RUNS (default 9). Writes bench/results/intl-ways.{md,json}.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { Browser } from '@playwright/test';
import { gotoReady, launch } from './browser.ts';
import { buildEmbed } from './build.ts';
import { load, tasksOf, type Load, type TaskFigures } from './live.ts';
import { writeResult } from './report.ts';
import { slugOf, startBenchServer, type BenchServer, type Script } from './server.ts';
import { BenchError, DIST, median, round, spread, type Spread } from './stats.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
/** A way: the module built in place of src/ui/intl.ts, and edits to other modules' source ([module, from, to]). */
interface WayBuild {
  intl: string;
  edits: [module: string, from: string, to: string][];
}
/** The board's words (and so its render) wait for the worker's warmIntl, which resolves once it answered. */
const WAIT_FOR_WORKER: WayBuild['edits'] = [
  ['src/embed/mount.ts', '  warmIntl(lang);\n', '  const intl = warmIntl(lang);\n'],
  [
    'src/embed/mount.ts',
    'return catalog.then((words) => new Promise((warmed) => setTimeout(() => warmed([words()]))));',
    'return Promise.all([catalog, intl]).then(([words]) => new Promise((warmed) => setTimeout(() => warmed([words()]))));',
  ],
];
const WAYS = {
  shipped: null,
  worker: { intl: 'bench/intl-ways/worker.ts', edits: WAIT_FOR_WORKER },
  // The same, the worker started at embed.js's evaluation for the page's language (the earliest it could).
  'worker-early': {
    intl: 'bench/intl-ways/worker.ts',
    edits: [
      ...WAIT_FOR_WORKER,
      [
        'src/embed/index.ts',
        "import { observeContainers } from './discovery.ts';\n",
        "import { observeContainers } from './discovery.ts';\nimport { warmIntl } from '../ui/intl.ts';\nimport { supported } from '../ui/i18n.ts';\n",
      ],
      [
        'src/embed/index.ts',
        '    setTimeout(() => api.scan());',
        '    void warmIntl(supported(document.documentElement.lang));\n    setTimeout(() => api.scan());',
      ],
    ],
  },
  free: { intl: 'bench/intl-ways/free.ts', edits: [] },
} satisfies Record<string, WayBuild | null>;
type Way = keyof typeof WAYS;
const WAY_NAMES: Way[] = ['shipped', 'worker', 'worker-early', 'free'];
const SIZES = [10, 50, 100] as const;

/** The build's modules that import src/ui/intl.ts get the way's module instead (its own imports of it excepted), and the way's edits. */
function wayPlugin({ intl, edits }: WayBuild): Plugin {
  const replacement = path.resolve(intl);
  return {
    name: 'bench-intl-way',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === replacement) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.endsWith('/src/ui/intl.ts') ? replacement : null;
    },
    transform(code, id) {
      for (const [module, from, to] of edits) {
        if (id !== path.resolve(module)) continue;
        // A source that changed under the experiment fails it, loudly.
        if (!code.includes(from)) throw new Error(`${module} no longer has ${JSON.stringify(from)}: update bench/intl-ways.ts`);
        code = code.replace(from, to);
      }
      return code;
    },
  };
}

/** embed.js built the way `way` says, in memory. */
async function buildWay(way: WayBuild): Promise<string> {
  const chunk = await buildEmbed({ plugins: [wayPlugin(way)] });
  if (!chunk) throw new Error(`${way.intl}: no embed.js in the build`);
  return chunk.code;
}

const scriptOf = (way: Way): Script => (way === 'shipped' ? 'embed' : `embed-${way}`);

/** The worker ways did what they say: each page started one worker (a blocked one would have left the shipped way). */
async function checkWorkers(browser: Browser, server: BenchServer): Promise<void> {
  for (const way of ['worker', 'worker-early'] as const) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      let workers = 0;
      page.on('worker', () => workers++);
      await gotoReady(page, server.page(scriptOf(way), { slug: slugOf(50) }));
      if (workers !== 1) throw new BenchError(`the ${way} way's page started ${workers} workers`);
    } finally {
      await context.close();
    }
  }
}

interface WayFigures {
  gzip: number;
  timeToBoard: { size: number; ms: Spread; ratio: number }[];
  phone: TaskFigures;
}
interface Results {
  date: string;
  machine: { chromium: string; cores: number; loadAverage: number[] };
  runs: number;
  plain: { size: number; ms: Spread }[];
  ways: Record<Way, WayFigures>;
}

async function measure(): Promise<Results> {
  const shipped = readFileSync(path.join(DIST, 'embed.js'), 'utf8');
  const code: Record<Way, string> = {
    shipped,
    worker: await buildWay(WAYS.worker),
    'worker-early': await buildWay(WAYS['worker-early']),
    free: await buildWay(WAYS.free),
  };
  const server = await startBenchServer(shipped, { worker: code.worker, 'worker-early': code['worker-early'], free: code.free });
  const browser = await launch();
  const sides: Script[] = [...WAY_NAMES.map(scriptOf), 'baseline-plain'];
  const at1 = new Map<string, number[]>();
  const at4 = new Map<Way, Load[]>();
  try {
    await checkWorkers(browser, server);
    // Round 0 warms the browser and the host up (not counted); then every side in turn, each run.
    for (let i = 0; i <= RUNS; i++) {
      for (const size of SIZES)
        for (const side of sides) {
          const l = await load(browser, server, side, size, 1, false);
          if (i > 0) at1.set(`${side} ${size}`, [...(at1.get(`${side} ${size}`) ?? []), l.ms]);
        }
      for (const way of WAY_NAMES) {
        const l = await load(browser, server, scriptOf(way), 50, 4, true);
        if (i > 0) at4.set(way, [...(at4.get(way) ?? []), l]);
      }
      console.log(`  run ${i} of ${RUNS}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const ms = (side: Script, size: number): number[] => at1.get(`${side} ${size}`) ?? [];
  const figures = (way: Way): WayFigures => ({
    gzip: gzipSync(code[way], { level: 9 }).length,
    timeToBoard: SIZES.map((size) => ({
      size,
      ms: spread(ms(scriptOf(way), size)),
      ratio: round(median(ms(scriptOf(way), size)) / median(ms('baseline-plain', size)), 2),
    })),
    phone: tasksOf(at4.get(way) ?? []),
  });
  return {
    date: new Date().toISOString(),
    machine: { chromium: browser.version(), cores: os.cpus().length, loadAverage: os.loadavg().map((n) => round(n, 2)) },
    runs: RUNS,
    plain: SIZES.map((size) => ({ size, ms: spread(ms('baseline-plain', size)) })),
    ways: { shipped: figures('shipped'), worker: figures('worker'), 'worker-early': figures('worker-early'), free: figures('free') },
  };
}

const WHAT: Record<Way, string> = {
  shipped: '`shipped`: `dist/embed.js`',
  worker: '`worker`: the locale data made first in a blob Worker, started at the mount',
  'worker-early': "`worker-early`: the same, started at embed.js's evaluation",
  free: '`free`: no Intl at all (the floor)',
};

function markdown(r: Results): string {
  const ms = (s: Spread) => `${s.median} ms (${s.min}–${s.max})`;
  const lines = [
    `\`bench/intl-ways.ts\` (part of \`npm run bench\`): where the live board's time and long tasks go if its Intl objects leave the host's thread. Three builds of the same source, \`src/ui/intl.ts\` replaced in two (\`bench/intl-ways/\`); the plainest renderer (\`bench/baseline-plain.js\`) in the same run, all four in turn, a fresh context per page. Chromium ${r.machine.chromium}, ${r.machine.cores} cores, load average ${r.machine.loadAverage.join(' ')} at the end. Time to board: the script's responseEnd → the first frame after \`svc-jobs:ready\`, at 1× CPU; long tasks: 50 openings at 4× CPU, from the page's start to 500 ms after ready (a worker is not slowed by Chrome's throttling, so at 4× the worker waits out three times its own work). Medians of ${r.runs} (min–max). Figures in \`bench/results/intl-ways.json\` (${r.date.slice(0, 10)}).`,
    '',
    `| way | gzip | ${SIZES.map((s) => `time to board, ${s}`).join(' | ')} | longest task at 4×, 50 | tasks over 50 ms at 4× | time to board at 4×, 50 |`,
    `|---|---|${SIZES.map(() => '---|').join('')}---|---|---|`,
    `| plainest renderer | | ${r.plain.map((p) => ms(p.ms)).join(' | ')} | | | |`,
  ];
  for (const way of WAY_NAMES) {
    const w = r.ways[way];
    lines.push(
      `| ${WHAT[way]} | ${w.gzip} B | ${w.timeToBoard.map((t) => `${ms(t.ms)}: **${t.ratio}×**`).join(' | ')} | ${ms(w.phone.longest)} | ${w.phone.over50} | ${ms(w.phone.timeToBoard)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const r = await measure();
writeResult('intl-ways', r, markdown(r));
