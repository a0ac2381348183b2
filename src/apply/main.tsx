// The entry of /embed/apply (pages/embed/apply.html): small on purpose. It
// sends the job's request at once, while the form's code (a chunk of its own,
// which the page preloads beside this one) is still on its way.
import './styles.css';
import { error } from '../log.ts';
import { createApi } from './api.ts';
import { readParams, readScheme } from './params.ts';

// The paper in the host page's scheme at once, before the form's code arrives: until
// a scheme is set the frame draws nothing, so a dark page never sees it white.
document.documentElement.dataset['scheme'] = readScheme(location.search);
const root = document.getElementById('app');
if (root) {
  const params = readParams(location.search);
  const job = params ? createApi(params.org, params.job).job() : undefined;
  // Its failure is the app's to show (a retry button), once the app is there.
  job?.catch(() => {});
  void import('./start.tsx').then(({ bootApplyFrame }) => bootApplyFrame(root, job));
} else {
  error('apply frame: no #app element');
}
