// The résumé as the form sees it: a chosen file is checked at once and, when
// fine, staged; what the server suggests then fills only what the candidate
// has not typed, and a polite note says what was filled.
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Api } from '../api.ts';
import { AUTOFILL_NAMES, T } from '../text.ts';
import { checkFile } from '../validate.ts';
import type { FormModel } from './form.ts';
import { createResumeModel } from './resume.ts';

/** The note's name for a filled field, looked up by any control's name (none: its key). */
const fieldNames: Readonly<Record<string, string | undefined>> = AUTOFILL_NAMES;

export function createResumeAutofill(api: Pick<Api, 'stageResume'>, form: FormModel) {
  /** The polite announcement of what the résumé filled in. */
  const note = signal('');
  const resume = createResumeModel(
    (file, signal) => api.stageResume(file, signal),
    (suggested) => {
      const names = form.autofill(suggested).map((k) => fieldNames[k] ?? k);
      note.value = names.length ? T.filledFrom(names) : '';
    },
  );

  /** The candidate chose (or removed) a file: checked at once, the résumé staged if fine. */
  async function chooseFile(name: string, file: File | null): Promise<void> {
    form.setValue(name, file);
    if (name === 'resume') resume.reset();
    if (!file) return form.setError(name, null);
    const problemText = await checkFile(file);
    if (form.value(name) !== file) return; // replaced meanwhile
    // The contract: a file too big or not PDF/DOCX is refused before any upload.
    form.setError(name, problemText);
    if (!problemText && name === 'resume') resume.choose(file);
  }

  return { resume, note: note as ReadonlySignal<string>, chooseFile };
}
