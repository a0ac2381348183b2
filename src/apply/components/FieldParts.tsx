// The pieces every control shares: its label or legend text with the optional
// marker, its hint, its inline error (the same words as the error summary),
// and the ids that tie them to the input for assistive technology.
import { h, Fragment, type ComponentChildren } from 'preact';
import type { Control } from '../controls.ts';
import { T } from '../text.ts';

export const hintId = (c: Control): string => `${c.id}-hint`;
export const errorId = (c: Control): string => `${c.id}-error`;

/** `aria-describedby` of a control: its hint, then its error. */
export function describedBy(c: Control, error: string | null): string | undefined {
  return [c.hint ? hintId(c) : '', error ? errorId(c) : ''].filter(Boolean).join(' ') || undefined;
}

export function LabelText({ control: c }: { control: Control }) {
  return (
    <>
      {c.label}
      {!c.required && <span class="optional"> {T.optional}</span>}
    </>
  );
}

export function Hint({ control: c }: { control: Control }) {
  return c.hint ? (
    <p id={hintId(c)} class="hint">
      {c.hint}
    </p>
  ) : null;
}

export function ErrorText({ control: c, error }: { control: Control; error: string | null }) {
  if (!error) return null;
  return (
    <p id={errorId(c)} class="error-message">
      <span class="visually-hidden">{T.errorPrefix} </span>
      {error}
    </p>
  );
}

/** One labelled control: label, hint and inline error above the input itself. */
export function Field({ control: c, error, children }: { control: Control; error: string | null; children: ComponentChildren }) {
  return (
    <div class={error ? 'field field--error' : 'field'}>
      <label class="label" for={c.id}>
        <LabelText control={c} />
      </label>
      <Hint control={c} />
      <ErrorText control={c} error={error} />
      {children}
    </div>
  );
}
