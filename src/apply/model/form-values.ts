// The candidate's answers, one signal per control, and which controls the
// candidate changed: a résumé's suggestions fill the others, never those.
import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { Control, ControlKind } from '../controls.ts';
import type { Value } from '../validate.ts';

/** The kinds a suggestion may fill: free text, never a choice or a file. */
const AUTOFILLED: readonly ControlKind[] = ['text', 'email', 'tel', 'url', 'long_text'];

const emptyValue = (c: Control): Value => (c.kind === 'checkboxes' ? [] : c.kind === 'file' ? null : '');

/** The text a suggestion puts in control `c`: a free-text field only, and a short string that is not blank. */
function suggestionFor(c: Control | undefined, v: unknown): string | null {
  if (!c?.fieldKey || !AUTOFILLED.includes(c.kind) || typeof v !== 'string' || !v.trim() || v.length > 500) return null;
  return v.trim();
}

export function createFormValues(controls: readonly Control[]) {
  const byName = new Map(controls.map((c) => [c.name, c]));
  const values: Record<string, Signal<Value>> = {};
  for (const c of controls) values[c.name] = signal(emptyValue(c));
  /** Names of the controls the candidate has changed: autofill leaves these alone. */
  const typed = signal<ReadonlySet<string>>(new Set());

  const value = (name: string): Value => values[name]?.peek() ?? null;

  /** The candidate changed a control. */
  function setValue(name: string, v: Value): void {
    const field = values[name];
    if (!field) return;
    batch(() => {
      field.value = v;
      if (!typed.value.has(name)) typed.value = new Set(typed.value).add(name);
    });
  }

  /** Puts back what a draft held: the candidate typed it, so autofill leaves it alone. */
  function restore(saved: ReadonlyMap<string, Value>): void {
    for (const [name, v] of saved) {
      const field = values[name];
      if (field) field.value = v;
    }
    typed.value = new Set(saved.keys());
  }

  /** Fills text fields from the résumé's `suggested`, skipping every field the candidate typed in. Returns the keys filled. */
  function autofill(suggested: unknown): string[] {
    if (!suggested || typeof suggested !== 'object') return [];
    const filled: string[] = [];
    batch(() => {
      for (const [key, v] of Object.entries(suggested as Record<string, unknown>)) {
        const field = values[key];
        const text = suggestionFor(byName.get(key), v);
        if (!field || text === null || typed.value.has(key)) continue;
        field.value = text;
        filled.push(key);
      }
    });
    return filled;
  }

  return {
    values: values as Readonly<Record<string, ReadonlySignal<Value>>>,
    typed: typed as ReadonlySignal<ReadonlySet<string>>,
    value,
    setValue,
    restore,
    autofill,
  };
}
