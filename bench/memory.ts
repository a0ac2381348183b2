// Issue 8, memory: one container mounted and unmounted 200 times by
// SvcJobs.unmount/mount, then 200 times by taking the element out of the page
// and back, in a Chromium started with --js-flags=--expose-gc. After a forced
// GC (three, a task apart), the JS heap in use (CDP Performance.getMetrics,
// JSHeapUsedSize) after the first mount, after the API's 200 and after the
// element's 200. The same page as e2e/memory.spec.ts (which holds the DOM
// nodes and listeners, deterministic): a 50-job board with everything that
// listens (filters, URL sync, inline apply, a href pattern).
// Median of BENCH_MEM_RUNS fresh contexts (default 2, 400 mounts each: the
// heap moves by a few KB between runs, the timings do not matter here).
// JSHeapUsedSize also holds the code V8 compiles and optimises as functions
// get hot, which grows over hundreds of mounts without any value being kept;
// so the same rounds run again in a Chromium whose V8 only interprets
// (--no-opt --no-maglev --no-sparkplug): a leak would grow there too.
import { remountByApi, remountByElement } from '../e2e/remount.ts';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { launch, visit } from './browser.ts';
import { slugOf, type BenchServer } from './server.ts';
import { BenchError, figure, median, type Figure } from './stats.ts';
import { must } from '../test/support/must.ts';

const ROUNDS = Number(process.env.BENCH_MEM_ROUNDS ?? 200);
const WARM = Math.min(20, ROUNDS);
const RUNS = Math.max(1, Number(process.env.BENCH_MEM_RUNS ?? 2));
const ATTRS = 'data-apply="inline" data-sync-url data-href-pattern="/jobs/{publicId}"';

interface Level {
  heap: number;
  objects: number;
  nodes: number;
  listeners: number;
}

async function level(page: Page, cdp: CDPSession): Promise<Level> {
  // Timers the last round left (a debounced URL write, the saved copy) run out first.
  await page.waitForTimeout(500);
  await page.evaluate(async () => {
    const gc = (window as unknown as { gc?: () => void }).gc;
    if (!gc) throw new Error('no window.gc: Chromium needs --js-flags=--expose-gc');
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { heap: metric('JSHeapUsedSize'), objects: await objectBytes(cdp), nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

/** Node types of a V8 heap snapshot that are not the page's JS values: JIT code, Blink's own objects, maps. */
const NOT_VALUES = new Set(['code', 'native', 'synthetic', 'object shape']);

/**
 * The bytes of JS values in a heap snapshot (objects, closures, contexts,
 * arrays, strings, numbers): JSHeapUsedSize also counts code V8 compiles and
 * optimises as the same functions run again, a step that is not a leak.
 */
async function objectBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length)
    if (!NOT_VALUES.has(must(types[must(snapshot.nodes[i + type])]))) bytes += must(snapshot.nodes[i + size]);
  return bytes;
}

async function run(browser: Browser, server: BenchServer): Promise<Level[]> {
  const context = await browser.newContext();
  try {
    const page = await visit(context, server.page('embed', { slug: slugOf(50), attrs: ATTRS }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const first = await level(page, cdp);
    const byApi = async (rounds: number) => (await page.evaluate(remountByApi, rounds)).join();
    // The level after the first WARM rounds too: code compiled and optimised on the way is a step, a leak a slope.
    const results = [await byApi(WARM)];
    const warm = await level(page, cdp);
    results.push(await byApi(ROUNDS - WARM));
    if (results.some((r) => r !== 'ready')) throw new BenchError(`memory: SvcJobs.mount gave ${results.join(', ')}, not only "ready"`);
    const afterApi = await level(page, cdp);
    const byElement = await page.evaluate(remountByElement, ROUNDS);
    if (byElement.ready !== ROUNDS || byElement.boards !== 1)
      throw new BenchError(`memory: re-adding the element gave ${JSON.stringify(byElement)}`);
    const afterElement = await level(page, cdp);
    return [first, afterApi, afterElement, warm];
  } finally {
    await context.close();
  }
}

export type MemoryKey =
  'memoryApi' | 'memoryElement' | 'memoryObjectsApi' | 'memoryObjectsElement' | 'memoryNoJitApi' | 'memoryNoJitElement';

/** V8 with only its interpreter: no baseline or optimised code, so what JSHeapUsedSize still gains over mounts would be kept values. */
const NO_JIT = '--no-opt --no-maglev --no-sparkplug';

async function levels(server: BenchServer, jsFlags: string): Promise<Level[][]> {
  const browser = await launch([`--js-flags=--expose-gc ${jsFlags}`]);
  const runs: Level[][] = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, server));
  } finally {
    await browser.close();
  }
  return runs;
}

export async function benchMemory(server: BenchServer): Promise<Record<MemoryKey, Figure>> {
  const runs = await levels(server, '');
  const noJit = await levels(server, NO_JIT);
  const mb = (i: number, key: keyof Level = 'heap', of = runs) =>
    median(of.map((r) => must(r[i])[key])) / (key === 'heap' || key === 'objects' ? 2 ** 20 : 1);
  const detail = (i: number) => ({
    runs: RUNS,
    heapAfterWarmMB: Math.round(mb(3) * 100) / 100,
    warmRounds: WARM,
    /** Growth per mount after the warm rounds (KB): a leak shows here, compiled code does not. */
    kbPerMountAfterWarm: Math.round(((mb(i) - mb(3)) * 1024 * 10) / (i === 1 ? ROUNDS - WARM : 2 * ROUNDS - WARM)) / 10,
    heapsMB_first_api_element_warm: runs.map((r) => r.map((l) => Math.round((l.heap / 2 ** 20) * 100) / 100)),
    nodes: { first: mb(0, 'nodes'), after: mb(i, 'nodes') },
    listeners: { first: mb(0, 'listeners'), after: mb(i, 'listeners') },
  });
  const goal = { text: '≤ 1.05× after the first mount', met: (_: number, r: number | null) => r !== null && r <= 1.05 };
  const baselineIs = 'the JS heap after the first mount, same page';
  const objects = { text: '≤ 1.05× after the first mount', met: goal.met };
  const noJitIs = `the same, V8 with only its interpreter (--js-flags=${NO_JIT})`;
  return {
    memoryApi: figure(`JS heap after GC, ${ROUNDS} SvcJobs.unmount/mount rounds`, 'MB', mb(1), mb(0), goal, {
      baselineIs,
      detail: detail(1),
    }),
    memoryElement: figure(`JS heap after GC, then ${ROUNDS} remove/re-add rounds of the element`, 'MB', mb(2), mb(0), goal, {
      baselineIs,
      detail: detail(2),
    }),
    memoryObjectsApi: figure(
      `   of which JS values (heap snapshot less compiled code and Blink's objects), after the ${ROUNDS} API rounds`,
      'MB',
      mb(1, 'objects'),
      mb(0, 'objects'),
      objects,
      { baselineIs: 'the same after the first mount' },
    ),
    memoryObjectsElement: figure(`   the same after the ${ROUNDS} element rounds`, 'MB', mb(2, 'objects'), mb(0, 'objects'), objects, {
      baselineIs: 'the same after the first mount',
    }),
    memoryNoJitApi: figure(
      `JS heap after GC, ${ROUNDS} API rounds, V8 interpreting only (no compiled code to grow)`,
      'MB',
      mb(1, 'heap', noJit),
      mb(0, 'heap', noJit),
      goal,
      { baselineIs: noJitIs },
    ),
    memoryNoJitElement: figure(`   the same after ${ROUNDS} element rounds`, 'MB', mb(2, 'heap', noJit), mb(0, 'heap', noJit), goal, {
      baselineIs: noJitIs,
    }),
  };
}
