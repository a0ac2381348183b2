// The form's draft in sessionStorage, so a reload of the frame loses nothing
// typed (never a file: it can't be stored, nor should it be). Storage may fail
// at any call (a sandboxed frame, disabled storage): then there is no draft.
import { effect, type ReadonlySignal } from '@preact/signals';
import type { Control } from '../controls.ts';
import { isEmpty, type Value } from '../validate.ts';

export interface FormOptions {
  /** Where drafts live; may throw (a sandboxed frame, disabled storage): then no draft. */
  storage?: () => Storage | null;
  /** The draft's storage key: one draft per org and job. */
  draftKey?: string;
}

const DRAFT_VERSION = 1;

const noDraft = (): void => {};

export const draftKey = (org: string, job: string): string => `svc-jobs:apply-draft:${org}/${job}`;

/** Storage calls that never throw: a failing storage just means no draft. */
function safeStorage(get: (() => Storage | null) | undefined) {
  const run = <R>(fn: (s: Storage) => R): R | null => {
    try {
      const s = get?.();
      return s ? fn(s) : null;
    } catch {
      return null;
    }
  };
  return {
    read: (key: string) => run((s) => s.getItem(key)),
    write: (key: string, value: string) => run((s) => s.setItem(key, value)),
    remove: (key: string) => run((s) => s.removeItem(key)),
  };
}

/** A drafted value, if it still fits the control (the form may have changed since). */
function draftValue(c: Control, v: unknown): Value | undefined {
  if (c.kind === 'file') return undefined;
  if (c.kind === 'checkboxes') {
    return Array.isArray(v) ? v.filter((o): o is string => typeof o === 'string' && c.options.includes(o)) : undefined;
  }
  return typeof v === 'string' && v.length <= 100_000 ? v : undefined;
}

/** The drafted values that still fit the form; none when the draft is missing or corrupt. */
function readDraft(saved: string | null, controls: readonly Control[]): Map<string, Value> {
  const out = new Map<string, Value>();
  let draft: { v?: unknown; values?: unknown } | null;
  try {
    draft = saved ? (JSON.parse(saved) as { v?: unknown; values?: unknown } | null) : null;
  } catch {
    return out;
  }
  if (draft?.v !== DRAFT_VERSION || !draft.values || typeof draft.values !== 'object') return out;
  const byName = new Map(controls.map((c) => [c.name, c]));
  for (const [name, v] of Object.entries(draft.values)) {
    const c = byName.get(name);
    const dv = c && draftValue(c, v);
    if (dv !== undefined && !isEmpty(dv)) out.set(name, dv);
  }
  return out;
}

/** What a draft keeps: the text and choices given, never a file nor an empty answer. */
function draftOf(controls: readonly Control[], values: Readonly<Record<string, ReadonlySignal<Value>>>) {
  const out: Record<string, string | string[]> = {};
  for (const c of controls) {
    const v = values[c.name]?.value;
    if ((typeof v === 'string' || Array.isArray(v)) && v.length) out[c.name] = v;
  }
  return { v: DRAFT_VERSION, values: out };
}

/** The part of the form a draft reads and fills. */
interface Drafted {
  values: Readonly<Record<string, ReadonlySignal<Value>>>;
  restore(saved: ReadonlyMap<string, Value>): void;
}

/** Restores the form's draft, then saves every change, until cleared (the application was sent) or disposed. */
export function createFormDraft(controls: readonly Control[], form: Drafted, opts: FormOptions) {
  const key = opts.draftKey;
  if (!key) return { clear: noDraft, dispose: noDraft };
  const store = safeStorage(opts.storage);
  // Restore first, then start saving (the first save writes back what was restored).
  form.restore(readDraft(store.read(key), controls));
  const stopSaving = effect(() => {
    store.write(key, JSON.stringify(draftOf(controls, form.values)));
  });
  const clear = (): void => {
    stopSaving();
    store.remove(key);
  };
  return { clear, dispose: stopSaving };
}
