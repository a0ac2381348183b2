// The bench's outputs: the printed table, bench/results/latest.json, and the
// README's Markdown table (written to a file the lead pastes from).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Breakdown } from './breakdown.ts';
import { cwvLines, cwvMarkdown, type CwvFigure } from './cwv.ts';
import { inpLines, inpMarkdown, type InpFigure } from './inp.ts';
import type { Figure } from './stats.ts';

export interface Results {
  date: string;
  dist: string;
  runs: number;
  machine: { chromium: string; node: string; cpus: string; cores: number; loadAverageAtStart: number[]; loadAverageAtEnd?: number[] };
  embed: { bytes: number; gzip: number; brotli: number };
  figures: Record<string, Figure>;
  /** bench/apply.ts's result as it returns it. */
  apply: unknown;
  /** bench/cwv.ts: layout shift and LCP on the careers pages (null: not run or failed). */
  cwv?: CwvFigure | null;
  /** bench/inp.ts: interaction latency at 4× CPU on the 130-opening board (null: not run or failed). */
  inp?: InpFigure | null;
  breakdown: Breakdown | null;
  errors: string[];
  seconds: number;
}

const num = (n: number | null, unit: string): string =>
  n === null ? '—' : unit === 'ms' ? `${n.toFixed(1)} ms` : unit === 'MB' ? `${n.toFixed(2)} MB` : `${n} ${unit}`;
const ratio = (f: Figure): string => (f.ratio === null ? '—' : `${f.ratio.toFixed(2)}×`);
const goal = (f: Figure): string => (f.goal === null ? '' : `${f.goal}: ${f.met ? 'met' : 'NOT MET'}`);

/** bench/apply.ts's headline, whatever its shape: a cold median if it has one, else its median. */
export function applyHeadline(apply: unknown): { label: string; ms: number }[] {
  const out: { label: string; ms: number }[] = [];
  const pick = (x: unknown): number | null =>
    typeof x === 'number'
      ? x
      : x && typeof x === 'object' && typeof (x as { median?: unknown }).median === 'number'
        ? (x as { median: number }).median
        : null;
  if (apply && typeof apply === 'object') {
    const a = apply as Record<string, unknown>;
    // bench/apply.ts: the cold figure at its top level (or under `cold`), the warm one under `warm`.
    const cold = pick(a.cold) ?? pick(apply);
    const warm = pick(a.warm);
    if (cold !== null) out.push({ label: warm === null ? 'median' : 'cold', ms: cold });
    if (warm !== null) out.push({ label: 'warm', ms: warm });
  }
  return out;
}

/** Writes bench/results/{name}.json (every figure) and {name}.md (the table a doc links to), and prints the table. */
export function writeResult(name: string, figures: unknown, md: string): void {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  writeFileSync(path.join(dir, `${name}.md`), md);
  console.log(md);
}

export function printTable(r: Results): string[] {
  const w = 100;
  const lines = [
    `medians of ${r.runs} runs, a fresh context each, widget and baseline alternating; Chromium ${r.machine.chromium}, loopback`,
    '',
    `${'figure'.padEnd(w)}${'embed.js'.padStart(11)}${'baseline'.padStart(11)}${'ratio'.padStart(8)}  goal`,
  ];
  for (const f of Object.values(r.figures)) {
    const paired = typeof f.detail?.pairedRatio === 'number' ? `  (paired runs: ${f.detail.pairedRatio.toFixed(2)}×)` : '';
    lines.push(
      `${f.what.slice(0, w - 1).padEnd(w)}${num(f.value, f.unit).padStart(11)}${num(f.baseline, f.unit).padStart(11)}${ratio(f).padStart(8)}  ${goal(f)}${paired}`,
    );
  }
  for (const a of applyHeadline(r.apply))
    lines.push(`${`click Apply → form interactive, demo host (bench/apply.ts), ${a.label}`.padEnd(w)}${num(a.ms, 'ms').padStart(11)}`);
  lines.push('', `${r.dist}/embed.js: ${r.embed.bytes} B raw, ${r.embed.gzip} B gzip -9, ${r.embed.brotli} B brotli`);
  if (r.cwv) lines.push('', ...cwvLines(r.cwv));
  if (r.inp) lines.push('', ...inpLines(r.inp));
  return lines;
}

export function writeJson(dir: string, r: Results): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  return file;
}

/** What each figure's row says in the README, by key (the JSON's `what` is longer). */
const README_LABELS: Record<string, string> = {
  timeToBoard10: 'time to board, 10 openings',
  timeToBoard50: 'time to board, 50 openings',
  timeToBoard100: 'time to board, 100 openings',
  timeToBoard1000: 'time to board, 1,000 openings',
  timeToBoard5000: 'time to board, 5,000 openings',
  firstPageVsAll1000: '1,000 openings against a plain list of all 1,000 (issue 6)',
  longestTask1000: 'longest task while 1,000 mount',
  totalBlocking1000: 'total blocking time while 1,000 mount',
  longestTask5000: 'longest task while 5,000 mount',
  totalBlocking5000: 'total blocking time while 5,000 mount',
  returning: 'returning visitor, 50 openings: second visit (baseline: its first visit)',
  returningSlow: '… the same with each feed answer 100 ms late (a visitor’s network)',
  phoneLongest: 'at 4× CPU (a phone), 50 openings: the longest task',
  phoneScript: '… the longest attributed to the script (its own code in a long frame)',
  phoneLongTasks: '… tasks over 50 ms',
  phoneTimeToBoard: '… time to board',
  emptyPageScript: 'a page without a container: the script’s main-thread time',
  emptyPageEvaluate: '… of which its evaluation (compile + top level)',
  emptyPageRequests: 'a page without a container: requests after embed.js',
  memoryApi: 'JS heap after 200 unmount/mount (baseline: after the first mount)',
  memoryElement: 'JS heap after 200 more remove/re-add of the element',
  memoryObjectsApi: '… of which JS values (compiled code aside), after the 200 API rounds',
  memoryObjectsElement: '… the same after the 200 element rounds',
  memoryNoJitApi: 'JS heap after 200 unmount/mount, V8 interpreting only (no compiled code to grow)',
  memoryNoJitElement: '… the same after 200 more remove/re-add of the element',
  keystrokeWork: 'a search keystroke on 5,000 → the list updated in the DOM',
  keystroke: 'the same → the next frame painted (frames every 16.7 ms)',
};

export function readmeMarkdown(r: Results): string {
  const rows = Object.entries(r.figures).map(([key, f]) => {
    const g = f.goal === null ? '' : `${f.goal}: ${f.met ? 'met' : '**not met**'}`;
    return `| ${README_LABELS[key] ?? f.what} | ${num(f.value, f.unit)} | ${num(f.baseline, f.unit)} | ${ratio(f)} | ${g} |`;
  });
  for (const a of applyHeadline(r.apply)) rows.push(`| click Apply → the apply form interactive (${a.label}) | ${num(a.ms, 'ms')} | | | |`);
  const breakdown = r.breakdown
    ? [
        '',
        `Where a ${r.breakdown.size}-opening board's time goes (\`npx tsx bench/breakdown.ts\`, a Chrome trace and timed API calls, median of ${r.breakdown.runs}; tracing slows both sides, so compare rows, not totals):`,
        '',
        '| | embed.js | baseline |',
        '|---|---|---|',
        ...r.breakdown.sections.flatMap((s) => [
          `| **${s.title}** | | |`,
          ...s.rows.map(
            (x) =>
              `| ${x.label} | ${x.widget === null ? '—' : `${x.widget.toFixed(1)} ms`} | ${x.baseline === null ? '—' : `${x.baseline.toFixed(1)} ms`} |`,
          ),
        ]),
      ]
    : [];
  const runs = r.figures.memoryApi?.detail?.runs;
  const memoryRuns = typeof runs === 'number' ? runs : '?';
  return [
    `\`npm run bench\` measures in Chromium ${r.machine.chromium} on loopback (${r.machine.cores} cores, ${r.machine.cpus}, shared with other work: load average ${r.machine.loadAverageAtStart[0]} at the start${r.machine.loadAverageAtEnd ? ` and ${r.machine.loadAverageAtEnd[0]} at the end` : ''}, so figures move between runs), medians of ${r.runs} runs with a fresh browser context each, the widget and a plain-DOM baseline alternating in the same run. Time to board runs from the moment the script finished downloading (its resource timing's \`responseEnd\`) to the first frame after \`svc-jobs:ready\`, with the first page of openings and the count on screen (checked every run). The baseline is the widget's markup in plain DOM, no framework: the same heading, filters, count and first 50 openings with their facts and dates, element for element and word for word (\`bench/baseline-search.js\`; each round checks that the two rendered the same markup), so what the widget costs beyond it is its own: its framework and models, its shadow root and stylesheet, its yielding to the page. Long tasks come from a \`longtask\` observer from the page's start to 500 ms after ready. The returning visitor opens the same page again in the same context once the saved copy is written (the board shows from it when the answers are not in by the time the Intl objects are made, while the feed revalidates; with the ETags unchanged nothing re-renders), against its own first visit. The phone rows run with Chromium's CPU slowed 4× through CDP (what Lighthouse's mobile run simulates), and attribute long frames to scripts with Long Animation Frames. The page without a container is read from a Chrome trace (the main-thread time of spans of \`embed.js\`). The heap is CDP \`Performance.getMetrics\`' \`JSHeapUsedSize\` after three forced GCs (\`--expose-gc\`), median of ${memoryRuns} runs; the JS values beside it come from a heap snapshot less compiled code and Blink's own objects (what grows with mounts is V8's code for the same functions, compiled and optimised again). \`embed.js\`: ${(r.embed.gzip / 1024).toFixed(1)} KB gzip. Every figure with its definition is in \`bench/results/latest.json\` (${r.date.slice(0, 10)}).`,
    '',
    '| | embed.js | baseline | ratio | goal |',
    '|---|---|---|---|---|',
    ...rows,
    ...breakdown,
    ...(r.cwv ? ['', ...cwvMarkdown(r.cwv)] : []),
    ...(r.inp ? ['', ...inpMarkdown(r.inp)] : []),
    '',
  ].join('\n');
}
