// Grouped choices in a fieldset with a legend: radios (one of a few options,
// or yes/no) and checkboxes (any number of options).
import type { Control } from '../controls.ts';
import type { Application } from '../model/application.ts';
import { T } from '../text.ts';
import { ErrorText, Hint, LabelText, describedBy } from './FieldParts.tsx';
import { h } from 'preact';

const YES_NO: [string, string][] = [
  ['true', T.yes],
  ['false', T.no],
];

export function ChoiceField({ app, control: c }: { app: Application; control: Control }) {
  const error = app.form.errors.value[c.name] ?? null;
  const v = app.form.values[c.name]?.value;
  const multi = c.kind === 'checkboxes';
  const picked = Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : [];
  const choices: [string, string][] = c.kind === 'yes_no' ? YES_NO : c.options.map((o) => [o, o]);

  const toggle = (option: string, on: boolean): void => {
    if (!multi) return app.setValue(c.name, option);
    // Kept in the form's order, whatever order they were ticked in.
    app.setValue(
      c.name,
      c.options.filter((o) => (o === option ? on : picked.includes(o))),
    );
  };

  return (
    <div class={error ? 'field field--error' : 'field'}>
      <fieldset class="fieldset" aria-describedby={describedBy(c, error)}>
        <legend class="legend">
          <LabelText control={c} />
        </legend>
        <Hint control={c} />
        <ErrorText control={c} error={error} />
        <div class={c.kind === 'yes_no' ? 'choices choices--inline' : 'choices'}>
          {choices.map(([value, text], i) => {
            const id = i === 0 ? c.id : `${c.id}-${i}`;
            return (
              <div class="choice" key={value}>
                <input
                  class="choice__input"
                  type={multi ? 'checkbox' : 'radio'}
                  id={id}
                  name={c.name}
                  value={value}
                  checked={picked.includes(value)}
                  required={!multi && c.required}
                  aria-invalid={error ? 'true' : undefined}
                  onChange={(e) => toggle(value, e.currentTarget.checked)}
                />
                <label class="choice__label" for={id}>
                  {text}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
