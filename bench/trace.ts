// Reading a Chrome trace (Playwright's browser.startTracing, devtools.timeline
// categories): the renderer's main thread of the page, its events nested, and
// each event's self time (its duration less its children's) attributed to a
// category, within a window given in the page's performance.now() clock.
//
// Clocks: the page calls performance.mark(SYNC) once; the trace holds that
// mark with its trace timestamp (µs) and its startTime (ms), which gives the
// offset between the two clocks.
import { must } from '../test/support/must.ts';

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'];
export const SYNC = 'bench:sync';

interface RawEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: { url?: string; startTime?: number; cpuProfile?: CpuChunk; timeDeltas?: number[] } };
}

interface CpuChunk {
  nodes?: { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number } }[];
  samples?: number[];
}

export interface Span {
  name: string;
  /** ms in the page's clock. */
  start: number;
  end: number;
  url: string | null;
  children: Span[];
  parent: Span | null;
}

export interface MainThread {
  /** Top-level spans (tasks) of the page's main thread, nested. */
  tasks: Span[];
}

export interface Trace {
  events: RawEvent[];
  /** Trace clock (ms) − page clock (ms). */
  offset: number;
  pid: number;
  tid: number;
}

/** A trace's events, its page's main thread, and the offset between the clocks (from the sync mark). */
export function readTrace(buffer: Buffer | string): Trace {
  const parsed = JSON.parse(String(buffer)) as { traceEvents: RawEvent[] } | RawEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.find((e) => e.name === SYNC && typeof e.args?.data?.startTime === 'number');
  if (!mark) throw new Error(`trace: no ${SYNC} mark (was blink.user_timing traced?)`);
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain');
  return { events, offset: mark.ts / 1000 - must(mark.args?.data?.startTime), pid: mark.pid, tid: main?.tid ?? mark.tid };
}

/** The page's main thread: the CrRendererMain whose process holds the sync mark. */
export function mainThread(trace: Trace | Buffer | string): MainThread {
  const { events, offset, pid, tid } = typeof trace === 'string' || Buffer.isBuffer(trace) ? readTrace(trace) : trace;
  const mark = { pid };
  const mine = events
    .filter((e) => e.pid === mark.pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || must(b.dur) - must(a.dur));
  const tasks: Span[] = [];
  const stack: Span[] = [];
  for (const e of mine) {
    const start = e.ts / 1000 - offset;
    const span: Span = { name: e.name, start, end: start + must(e.dur) / 1000, url: e.args?.data?.url ?? null, children: [], parent: null };
    while (stack.length && must(stack.at(-1)).end <= span.start) stack.pop();
    const parent = stack.at(-1);
    if (parent) {
      span.parent = parent;
      parent.children.push(span);
    } else tasks.push(span);
    stack.push(span);
  }
  return { tasks };
}

/** The URL a span's work belongs to: its own, else its nearest ancestor's. */
export function urlOf(span: Span): string | null {
  for (let s: Span | null = span; s; s = s.parent) if (s.url) return s.url;
  return null;
}

const CATEGORY: [RegExp, string][] = [
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::|CppGC|GCEvent)/, 'GC'],
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet|InvalidateLayout)/, 'style'],
  [/^Layout$/, 'layout'],
  [
    /^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|UpdateLayerTree|Commit|CompositeLayers|HitTest|IntersectionObserver|ScrollLayer|PaintSetup|RasterTask)/,
    'paint & commit',
  ],
  [/^(ParseHTML|HTMLDocumentParser)/, 'HTML parse'],
  [/^(EvaluateScript|v8\.compile|v8\.run|v8\.produceCache|CompileScript|v8\.parseOnBackground)/, 'script evaluation'],
  [
    /^(FunctionCall|TimerFire|RunMicrotasks|EventDispatch|FireAnimationFrame|FireIdleCallback|v8\.callFunction|V8\.|XHR|v8\.)/,
    'JS callbacks',
  ],
];

export const IDLE = 'idle: main thread free (the network, the next frame)';
export const JS_CALLBACKS = 'JS after evaluation: timers, fetch callbacks, promise jobs, events';

/** A span's category: the first ancestor (or itself) that has one; `isScript` tells the timed script's URL. */
export function categoryOf(span: Span, isScript: (url: string | null) => boolean): string {
  for (let s: Span | null = span; s; s = s.parent) {
    const hit = CATEGORY.find(([re]) => re.test(s.name));
    if (!hit) continue;
    // A forced style or layout inside a script is the style's or layout's cost.
    if (hit[1] === 'script evaluation')
      return isScript(urlOf(span))
        ? 'script evaluation (compile + run its top level)'
        : "scripts without a URL (the page's inline probe, the driver's)";
    if (hit[1] === 'JS callbacks') return JS_CALLBACKS;
    return hit[1];
  }
  return 'other (tasks, loading, IPC)';
}

/** Self time per category between `from` and `to` (page clock, ms), and the idle rest. */
export function attribute(thread: MainThread, from: number, to: number, isScript: (url: string | null) => boolean): Record<string, number> {
  const out: Record<string, number> = {};
  const clip = (s: { start: number; end: number }) => Math.max(0, Math.min(s.end, to) - Math.max(s.start, from));
  let busy = 0;
  const walk = (span: Span): void => {
    const own = clip(span) - span.children.reduce((sum, c) => sum + clip(c), 0);
    if (own > 0) {
      const cat = categoryOf(span, isScript);
      out[cat] = (out[cat] ?? 0) + own;
    }
    span.children.forEach(walk);
  };
  for (const task of thread.tasks) {
    if (task.end <= from || task.start >= to) continue;
    busy += clip(task);
    walk(task);
  }
  out[IDLE] = Math.max(0, to - from - busy);
  return out;
}

/** Main-thread time of every span whose own or inherited URL matches `re` (the top-level spans only), between from and to. */
export function scriptTime(thread: MainThread, re: RegExp, from = -Infinity, to = Infinity): number {
  let total = 0;
  const walk = (span: Span): void => {
    if (span.url && re.test(span.url)) {
      total += Math.max(0, Math.min(span.end, to) - Math.max(span.start, from));
      return;
    }
    span.children.forEach(walk);
  };
  thread.tasks.forEach(walk);
  return total;
}

/** What a task did, named by its outermost known events (e.g. "TimerFire 16.3 (embed.js), Layout 2.1"). */
const NAMED =
  /^(EvaluateScript|TimerFire|RunMicrotasks|FunctionCall|EventDispatch|FireAnimationFrame|UpdateLayoutTree|Layout|PrePaint|Paint|Commit|ParseHTML|MinorGC|MajorGC|V8\.GC\w*)$/;

export interface TaskLine {
  /** ms after `from`. */
  at: number;
  ms: number;
  what: string;
}

/** The main thread's tasks of at least `min` ms between from and to, each with what it did. */
export function taskLines(thread: MainThread, from: number, to: number, min = 1): TaskLine[] {
  const lines: TaskLine[] = [];
  for (const task of thread.tasks) {
    if (task.end <= from || task.start >= to || task.end - task.start < min) continue;
    const parts: string[] = [];
    const walk = (s: Span): void => {
      if (NAMED.test(s.name)) {
        const url = urlOf(s);
        const file = url ? (new URL(url).pathname.split('/').pop() ?? '') : '';
        const ms = s.end - s.start;
        if (ms >= 0.3)
          parts.push(`${s.name} ${ms.toFixed(1)}${file && /^(EvaluateScript|TimerFire|FunctionCall)$/.test(s.name) ? ` (${file})` : ''}`);
        return;
      }
      s.children.forEach(walk);
    };
    walk(task);
    lines.push({ at: task.start - from, ms: task.end - task.start, what: parts.join(', ') || task.name });
  }
  return lines;
}

/** The categories to add for V8's sampling profiler (BENCH_PROFILE=1): slower pages, but names the functions. */
export const PROFILE_CATEGORIES = ['disabled-by-default-v8.cpu_profiler'];

/**
 * Time per JS function on the page's main thread between from and to (page
 * clock), from V8's sampling profiler in the trace: self (the function itself)
 * and total (with what it called), keyed "name file:line". A minified build
 * has short names; a build with `--minify false` reads plainly.
 */
export function functionTimes(trace: Trace, from: number, to: number): Map<string, { self: number; total: number }> {
  const out = new Map<string, { self: number; total: number }>();
  for (const profile of trace.events.filter((e) => e.name === 'Profile' && e.pid === trace.pid && e.tid === trace.tid)) {
    const nodes = new Map<number, { parent?: number; key: string }>();
    const samples: { node: number; at: number }[] = [];
    let at = must(profile.args?.data?.startTime) / 1000 - trace.offset;
    for (const chunk of trace.events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === trace.pid)) {
      const cpu = chunk.args?.data?.cpuProfile;
      for (const n of cpu?.nodes ?? []) {
        const f = n.callFrame;
        const file = f.url ? `${new URL(f.url).pathname.split('/').pop()}:${(f.lineNumber ?? 0) + 1}:${(f.columnNumber ?? 0) + 1}` : '';
        nodes.set(n.id, { parent: n.parent, key: `${f.functionName || '(anonymous)'}${file ? ` ${file}` : ''}` });
      }
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      (cpu?.samples ?? []).forEach((node, i) => samples.push({ node, at: (at += (deltas[i] ?? 0) / 1000) }));
    }
    for (let i = 0; i + 1 < samples.length; i++) {
      const { node, at: start } = must(samples[i]);
      const ms = Math.max(0, Math.min(must(samples[i + 1]).at, to) - Math.max(start, from));
      if (!ms) continue;
      const seen = new Set<string>();
      for (let id: number | undefined = node, self = true; id !== undefined; id = nodes.get(id)?.parent, self = false) {
        const key = nodes.get(id)?.key ?? '?';
        if (key.startsWith('(root)')) break;
        const entry = out.get(key) ?? { self: 0, total: 0 };
        if (self) entry.self += ms;
        if (!seen.has(key)) entry.total += ms;
        seen.add(key);
        out.set(key, entry);
      }
    }
  }
  return out;
}
