// Shared by the bench modules: settings from the environment, medians, the
// figure record every result is written as, and the widget/baseline alternation.
import path from 'node:path';
import { must } from '../test/support/must.ts';

/** Runs per figure (medians; the issue asks for 7 at least): the whole `npm run bench` takes about 5 minutes on 2 shared cores. */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
/** The build measured: BENCH_DIST, else dist/. */
export const DIST = path.resolve(process.env.BENCH_DIST ?? 'dist');
/** The widget's first page (issue 6). */
export const PAGE_SIZE = 50;

export type Kind = 'widget' | 'baseline';

/** A check of what was timed failed: the figure is wrong, so the run stops. */
export class BenchError extends Error {}

export const median = (xs: number[]): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? must(s[mid]) : (must(s[mid - 1]) + must(s[mid])) / 2;
};

export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** A figure's median with its range (the reports write "median (min–max)"). */
export interface Spread {
  median: number;
  min: number;
  max: number;
}
export const spread = (xs: number[]): Spread => ({ median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)) });

/** One reported figure: the widget's value beside its baseline, as written to latest.json. */
export interface Figure {
  what: string;
  unit: string;
  value: number;
  baseline: number | null;
  /** value / baseline, 2 decimals; null without a baseline (or a zero one). */
  ratio: number | null;
  /** The goal in words, or null when the figure is only reported. */
  goal: string | null;
  met: boolean | null;
  /** What the baseline is, when it is not the plain-DOM list. */
  baselineIs?: string;
  /** Extra detail: per-run samples, spreads. */
  detail?: Record<string, unknown>;
}

export function figure(
  what: string,
  unit: string,
  value: number,
  baseline: number | null,
  goal: { text: string; met: (value: number, ratio: number | null) => boolean } | null = null,
  extra: Partial<Pick<Figure, 'baselineIs' | 'detail'>> = {},
): Figure {
  const v = round(value, unit === 'MB' ? 2 : 1);
  const b = baseline === null ? null : round(baseline, unit === 'MB' ? 2 : 1);
  const ratio = baseline ? round(value / baseline, 2) : null;
  return { what, unit, value: v, baseline: b, ratio, goal: goal?.text ?? null, met: goal ? goal.met(v, ratio) : null, ...extra };
}

/** Runs widget and baseline alternately (which goes first alternating too), after one warm-up pair. */
export async function alternate<T>(measure: (kind: Kind) => Promise<T>, runs = RUNS): Promise<Record<Kind, T[]>> {
  await measure('widget');
  await measure('baseline');
  const out: Record<Kind, T[]> = { widget: [], baseline: [] };
  for (let i = 0; i < runs; i++) {
    const order: Kind[] = i % 2 ? ['baseline', 'widget'] : ['widget', 'baseline'];
    for (const kind of order) out[kind].push(await measure(kind));
  }
  return out;
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
