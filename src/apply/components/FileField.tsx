// A file input: checked at once (PDF or DOCX by content, at most 5 MB), the
// résumé staged in the background, and what autofill did said politely.
import type { Control } from '../controls.ts';
import type { Application } from '../model/application.ts';
import { T } from '../text.ts';
import { Field, describedBy } from './FieldParts.tsx';
import { h } from 'preact';

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function FileField({ app, control: c }: { app: Application; control: Control }) {
  const error = app.form.errors.value[c.name] ?? null;
  const file = app.form.values[c.name]?.value;
  const isResume = c.name === 'resume';
  const uploading = isResume && app.resume.status.value === 'uploading';
  return (
    <Field control={c} error={error}>
      <input
        class="file"
        type="file"
        id={c.id}
        name={c.name}
        accept={ACCEPT}
        required={c.required}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(c, error)}
        onChange={(e) => void app.chooseFile(c.name, e.currentTarget.files?.[0] ?? null)}
      />
      {file instanceof File && <p class="hint">{T.fileChosen(file.name)}</p>}
      {isResume && (
        // Always in the page, so screen readers hear it when its text changes.
        <p class="note" role="status">
          {uploading ? T.reading : app.note.value}
        </p>
      )}
    </Field>
  );
}
