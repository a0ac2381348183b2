// The form's state: one signal per control, what the candidate typed, errors per
// control and the error summary, and a draft in sessionStorage so a reload of the
// frame loses nothing typed (never a file: it can't be stored, nor should it be).
import { batch, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { ValidationIssue } from '../../feed/types.ts';
import type { Control } from '../controls.ts';
import { T } from '../text.ts';
import { checkFile, isEmpty, validateValue, type Value } from '../validate.ts';

/** One line of the error summary; `id` is the control it links to (none: plain text). */
export interface SummaryItem {
  message: string;
  id: string | null;
}

export interface FormOptions {
  /** Where drafts live; may throw (a sandboxed frame, disabled storage): then no draft. */
  storage?: () => Storage | null;
  /** The draft's storage key: one draft per org and job. */
  draftKey?: string;
}

/** The id of the captcha's box, for a summary link to it. */
export const CAPTCHA_ID = 'captcha';

const DRAFT_VERSION = 1;

export const draftKey = (org: string, job: string): string => `svc-jobs:apply-draft:${org}/${job}`;

const emptyValue = (c: Control): Value => (c.kind === 'checkboxes' ? [] : c.kind === 'file' ? null : '');

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
function readDraft(saved: string | null, byName: Map<string, Control>): Map<string, Value> {
  const out = new Map<string, Value>();
  let draft: { v?: unknown; values?: unknown } | null;
  try {
    draft = saved ? (JSON.parse(saved) as { v?: unknown; values?: unknown } | null) : null;
  } catch {
    return out;
  }
  if (draft?.v !== DRAFT_VERSION || !draft.values || typeof draft.values !== 'object') return out;
  for (const [name, v] of Object.entries(draft.values)) {
    const c = byName.get(name);
    const dv = c && draftValue(c, v);
    if (dv !== undefined && !isEmpty(dv)) out.set(name, dv);
  }
  return out;
}

export function createFormModel(controls: Control[], opts: FormOptions = {}) {
  const store = safeStorage(opts.storage);
  const byName = new Map(controls.map((c) => [c.name, c]));
  const values: Record<string, Signal<Value>> = {};
  for (const c of controls) values[c.name] = signal(emptyValue(c));
  /** Names of the controls the candidate has changed: autofill leaves these alone. */
  const typed = signal<ReadonlySet<string>>(new Set());
  const errors = signal<Readonly<Record<string, string>>>({});
  const summary = signal<readonly SummaryItem[]>([]);

  const value = (name: string): Value => values[name]?.peek() ?? null;

  // Restore first, then start saving (the first save writes back what was restored).
  // What the draft holds was typed by the candidate: autofill leaves it alone.
  const restored = readDraft(opts.draftKey ? store.read(opts.draftKey) : null, byName);
  for (const [name, v] of restored) {
    const field = values[name];
    if (field) field.value = v;
  }
  typed.value = new Set(restored.keys());

  const saveKey = opts.draftKey;
  const stopSaving = saveKey
    ? effect(() => {
        const out: Record<string, string | string[]> = {};
        for (const c of controls) {
          const v = values[c.name]?.value;
          if (typeof v === 'string' ? v : Array.isArray(v) && v.length) out[c.name] = v as string | string[];
        }
        store.write(saveKey, JSON.stringify({ v: DRAFT_VERSION, values: out }));
      })
    : () => {};

  /** The candidate changed a control. */
  function setValue(name: string, v: Value): void {
    const field = values[name];
    if (!field) return;
    batch(() => {
      field.value = v;
      if (!typed.value.has(name)) typed.value = new Set(typed.value).add(name);
    });
  }

  /** Shows (or, with null, clears) one control's error, without touching the summary. */
  function setError(name: string, message: string | null): void {
    const next = { ...errors.value };
    if (message) next[name] = message;
    else delete next[name];
    errors.value = next;
  }

  /**
   * Fills text fields from the résumé's `suggested`, skipping every field the
   * candidate typed in. Returns the keys filled.
   */
  function autofill(suggested: unknown): string[] {
    if (!suggested || typeof suggested !== 'object') return [];
    const filled: string[] = [];
    batch(() => {
      for (const [key, v] of Object.entries(suggested as Record<string, unknown>)) {
        const c = byName.get(key);
        const field = values[key];
        if (!field || !c?.fieldKey || typed.value.has(key) || typeof v !== 'string' || !v.trim() || v.length > 500) continue;
        if (!['text', 'email', 'tel', 'url', 'long_text'].includes(c.kind)) continue;
        field.value = v.trim();
        filled.push(key);
      }
    });
    return filled;
  }

  function show(next: Record<string, string>, extra: SummaryItem[] = []): readonly SummaryItem[] {
    const items: SummaryItem[] = controls.flatMap((c) => {
      const message = next[c.name];
      return message ? [{ message, id: c.id }] : [];
    });
    for (const x of extra) if (!items.some((i) => i.message === x.message)) items.push(x);
    batch(() => {
      errors.value = next;
      summary.value = items;
    });
    return items;
  }

  /** Checks every control (files by content); shows and returns the problems, `extra` last. */
  async function validate(extra: SummaryItem[] = []): Promise<readonly SummaryItem[]> {
    const next: Record<string, string> = {};
    for (const c of controls) {
      const v = value(c.name);
      const problem = validateValue(c, v) ?? (v instanceof File ? await checkFile(v) : null);
      if (problem) next[c.name] = problem;
    }
    return show(next, extra);
  }

  /** The server's 422 issues, in the client's words where a control matches. */
  function showIssues(issues: readonly ValidationIssue[], extra: SummaryItem[] = []): readonly SummaryItem[] {
    const next: Record<string, string> = {};
    const loose: SummaryItem[] = [...extra];
    for (const issue of issues) {
      const head = issue.path[0];
      const c = typeof head === 'string' ? byName.get(head) : undefined;
      if (c) {
        const v = value(c.name);
        next[c.name] ??= validateValue(c, v) ?? (v instanceof File ? T.badFileType : T.check(c.noun));
      } else if (head === undefined) {
        loose.push({ message: T.tooLarge, id: null });
      } else if (head === 'turnstileToken') {
        loose.push({ message: T.captchaNeeded, id: CAPTCHA_ID });
      } else {
        // A part the form doesn't show (`src`, `ref`…): only the server has words for it.
        const m = typeof issue.message === 'string' && issue.message.trim() ? issue.message.trim() : T.unknownIssue;
        loose.push({ message: m, id: null });
      }
    }
    return show(next, loose);
  }

  function clearErrors(): void {
    show({});
  }

  function clearDraft(): void {
    stopSaving();
    if (opts.draftKey) store.remove(opts.draftKey);
  }

  return {
    controls,
    values: values as Readonly<Record<string, ReadonlySignal<Value>>>,
    typed: typed as ReadonlySignal<ReadonlySet<string>>,
    errors: errors as ReadonlySignal<Readonly<Record<string, string>>>,
    summary: summary as ReadonlySignal<readonly SummaryItem[]>,
    value,
    setValue,
    setError,
    autofill,
    validate,
    showIssues,
    clearErrors,
    clearDraft,
    dispose: stopSaving,
  };
}

export type FormModel = ReturnType<typeof createFormModel>;
