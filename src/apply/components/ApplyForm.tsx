// The form: title, referral, error summary, every control in the job's order,
// the captcha, why the last send failed, and the send button.
import type { CaptchaProvider } from '../captcha';
import type { Control } from '../controls';
import type { Application } from '../model/application';
import type { ReferralModel } from '../model/referral';
import { T } from '../text';
import { CaptchaSlot } from './CaptchaSlot';
import { ChoiceField } from './ChoiceField';
import { ErrorSummary } from './ErrorSummary';
import { FileField } from './FileField';
import { ProblemBox } from './ProblemBox';
import { ReferralNotice } from './Referral';
import { TextField } from './TextField';
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
