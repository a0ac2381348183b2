// The frame's one screen, chosen by the app's state.
import type { Application } from '../model/application.ts';
import type { AppModel } from '../model/app.ts';
import { ApplyForm } from './ApplyForm.tsx';
import { Closed } from './Closed.tsx';
import { Confirmation } from './Confirmation.tsx';
import { BadLink, LoadFailed, Loading } from './FrameStates.tsx';
import { Declined } from './Referral.tsx';
import { useFocusRequest } from './useFocusRequest.ts';
import { h } from 'preact';

function ClosedOnSend({ app, org, newTab }: { app: Application; org: string; newTab: boolean }) {
  const ref = useFocusRequest<HTMLHeadingElement>(app, 'closed');
  return <Closed org={org} newTab={newTab} headingRef={ref} />;
}

export function App({ model }: { model: AppModel }) {
  const org = model.params?.org ?? '';
  const newTab = !!model.params?.parent;
  switch (model.state.value) {
    case 'invalid':
      return <BadLink />;
    case 'loading':
      return <Loading />;
    case 'failed':
      return <LoadFailed onRetry={() => void model.retry()} />;
    case 'closed':
      return <Closed org={org} newTab={newTab} />;
    case 'ready':
      break;
  }
  const app = model.application.value;
  if (!app) return <Loading />;
  if (model.referral.state.value === 'declined') return <Declined frame={model.frame} />;
  switch (app.phase.value) {
    case 'sent':
      return <Confirmation app={app} />;
    case 'closed':
      return <ClosedOnSend app={app} org={org} newTab={newTab} />;
    default:
      return <ApplyForm app={app} referral={model.referral} captcha={model.captcha} />;
  }
}
