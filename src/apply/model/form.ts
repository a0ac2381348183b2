// The form's state, one concern per part: the answers and what the candidate
// typed (form-values.ts), the errors and their summary (form-errors.ts), and
// the draft that survives a reload of the frame (form-draft.ts).
import type { Control } from '../controls.ts';
import { createFormDraft, type FormOptions } from './form-draft.ts';
import { createFormErrors } from './form-errors.ts';
import { createFormValues } from './form-values.ts';

export { draftKey, type FormOptions } from './form-draft.ts';
export { CAPTCHA_ID, type SummaryItem } from './form-errors.ts';

export function createFormModel(controls: Control[], opts: FormOptions = {}) {
  const answers = createFormValues(controls);
  const draft = createFormDraft(controls, answers, opts);
  const problems = createFormErrors(controls, answers.value);
  return {
    controls,
    values: answers.values,
    typed: answers.typed,
    errors: problems.errors,
    summary: problems.summary,
    value: answers.value,
    setValue: answers.setValue,
    setError: problems.setError,
    autofill: answers.autofill,
    validate: problems.validate,
    showIssues: problems.showIssues,
    clearErrors: problems.clearErrors,
    clearDraft: draft.clear,
    dispose: draft.dispose,
  };
}

export type FormModel = ReturnType<typeof createFormModel>;
