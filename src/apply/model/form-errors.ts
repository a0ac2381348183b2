// What is wrong with the answers: a message per control and the error summary
// above the form, from the client's own checks or from the server's 422.
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { ValidationIssue } from '../../feed/types.ts';
import type { Control } from '../controls.ts';
import { T } from '../text.ts';
import { checkFile, validateValue, type Value } from '../validate.ts';

/** One line of the error summary; `id` is the control it links to (none: plain text). */
export interface SummaryItem {
  message: string;
  id: string | null;
}

/** The id of the captcha's box, for a summary link to it. */
export const CAPTCHA_ID = 'captcha';

/** The summary: each control's message in the form's order, then each of `extra` not said already. */
function summaryOf(controls: readonly Control[], next: Record<string, string>, extra: readonly SummaryItem[]): SummaryItem[] {
  const items: SummaryItem[] = controls.flatMap((c) => {
    const message = next[c.name];
    return message ? [{ message, id: c.id }] : [];
  });
  for (const x of extra) if (!items.some((i) => i.message === x.message)) items.push(x);
  return items;
}

/** The client's checks of every control (files by content): a message per control at fault. */
async function checkAll(controls: readonly Control[], value: (name: string) => Value): Promise<Record<string, string>> {
  const next: Record<string, string> = {};
  for (const c of controls) {
    const v = value(c.name);
    const problem = validateValue(c, v) ?? (v instanceof File ? await checkFile(v) : null);
    if (problem) next[c.name] = problem;
  }
  return next;
}

/** The server's 422 issues, in the client's words where a control matches: per control, and the rest. */
function readIssues(issues: readonly ValidationIssue[], controls: readonly Control[], value: (name: string) => Value) {
  const byName = new Map(controls.map((c) => [c.name, c]));
  const next: Record<string, string> = {};
  const loose: SummaryItem[] = [];
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
  return { next, loose };
}

export function createFormErrors(controls: readonly Control[], value: (name: string) => Value) {
  const errors = signal<Readonly<Record<string, string>>>({});
  const summary = signal<readonly SummaryItem[]>([]);

  /** Shows (or, with null, clears) one control's error, without touching the summary. */
  function setError(name: string, message: string | null): void {
    const next = { ...errors.value };
    if (message) next[name] = message;
    else delete next[name];
    errors.value = next;
  }

  function show(next: Record<string, string>, extra: readonly SummaryItem[] = []): readonly SummaryItem[] {
    const items = summaryOf(controls, next, extra);
    batch(() => {
      errors.value = next;
      summary.value = items;
    });
    return items;
  }

  /** Checks every control (files by content); shows and returns the problems, `extra` last. */
  async function validate(extra: SummaryItem[] = []): Promise<readonly SummaryItem[]> {
    return show(await checkAll(controls, value), extra);
  }

  /** The server's 422 issues, `extra` first among those no control shows. */
  function showIssues(issues: readonly ValidationIssue[], extra: SummaryItem[] = []): readonly SummaryItem[] {
    const { next, loose } = readIssues(issues, controls, value);
    return show(next, [...extra, ...loose]);
  }

  function clearErrors(): void {
    show({});
  }

  return {
    errors: errors as ReadonlySignal<Readonly<Record<string, string>>>,
    summary: summary as ReadonlySignal<readonly SummaryItem[]>,
    setError,
    validate,
    showIssues,
    clearErrors,
  };
}
