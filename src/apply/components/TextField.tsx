// One-line inputs, text areas and selects: a label, then hint, error and input.
import type { Control } from '../controls.ts';
import type { Application } from '../model/application.ts';
import { T } from '../text.ts';
import { Field, describedBy } from './FieldParts.tsx';
import { h } from 'preact';

const INPUT_TYPES: Partial<Record<Control['kind'], 'email' | 'tel' | 'url'>> = { email: 'email', tel: 'tel', url: 'url' };

export function TextField({ app, control: c }: { app: Application; control: Control }) {
  const error = app.form.errors.value[c.name] ?? null;
  const v = app.form.values[c.name]?.value;
  const value = typeof v === 'string' ? v : '';
  const shared = {
    id: c.id,
    name: c.name,
    required: c.required,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(c, error),
    onInput: (e: Event) => app.setValue(c.name, (e.currentTarget as HTMLInputElement).value),
  };
  let input;
  if (c.kind === 'long_text') {
    input = <textarea {...shared} class="input textarea" rows={6} value={value} />;
  } else if (c.kind === 'select') {
    input = (
      <select {...shared} class="input select" value={value} onChange={shared.onInput}>
        <option value="">{T.chooseOne}</option>
        {c.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else {
    const machine = c.kind === 'email' || c.kind === 'url' || c.kind === 'tel';
    input = (
      <input
        {...shared}
        class="input"
        // Preact types narrow by `type`; these four share every attribute used here.
        // The rule misreads the union as accepted: without the cast it is not.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
        type={(INPUT_TYPES[c.kind] ?? 'text') as 'text'}
        value={value}
        autocomplete={c.autocomplete ?? undefined}
        inputmode={c.inputMode ?? undefined}
        spellcheck={machine ? false : undefined}
      />
    );
  }
  return (
    <Field control={c} error={error}>
      {input}
    </Field>
  );
}
