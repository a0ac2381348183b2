// The form: title, referral, error summary, every control in the job's order,
// the captcha, why the last send failed, and the send button.
import type { CaptchaProvider } from '../captcha.ts';
import type { Control } from '../controls.ts';
import type { Application } from '../model/application.ts';
import type { ReferralModel } from '../model/referral.ts';
import { T } from '../text.ts';
import { CaptchaSlot } from './CaptchaSlot.tsx';
import { ChoiceField } from './ChoiceField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FileField } from './FileField.tsx';
import { ProblemBox } from './ProblemBox.tsx';
import { ReferralNotice } from './Referral.tsx';
import { TextField } from './TextField.tsx';
import { h, Fragment } from 'preact';

function Field({ app, control }: { app: Application; control: Control }) {
  switch (control.kind) {
    case 'radios':
    case 'checkboxes':
    case 'yes_no':
      return <ChoiceField app={app} control={control} />;
    case 'file':
      return <FileField app={app} control={control} />;
    default:
      return <TextField app={app} control={control} />;
  }
}

export interface ApplyFormProps {
  app: Application;
  referral: ReferralModel;
  captcha?: CaptchaProvider;
}

export function ApplyForm({ app, referral, captcha }: ApplyFormProps) {
  const { job } = app;
  const sending = app.phase.value === 'sending';
  return (
    <>
      <p class="org">{job.orgName}</p>
      <h1 class="title" id="apply-title">
        {T.applyFor(job.title)}
      </h1>
      <ReferralNotice referral={referral} />
      <ErrorSummary app={app} />
      <form
        class="form"
        novalidate
        aria-labelledby="apply-title"
        onSubmit={(e) => {
          e.preventDefault();
          void app.submit();
        }}
      >
        {job.controls.map((c) => (
          <Field key={c.name} app={app} control={c} />
        ))}
        {job.captcha && <CaptchaSlot app={app} siteKey={job.captcha.siteKey} provider={captcha} />}
        <ProblemBox app={app} />
        <button type="submit" class="button" aria-disabled={sending ? 'true' : undefined}>
          {T.send}
        </button>
        <p class="status" role="status">
          {sending ? T.sending : ''}
        </p>
      </form>
    </>
  );
}
