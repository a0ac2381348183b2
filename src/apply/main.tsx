// The entry of /embed/apply (pages/embed/apply.html).
import './styles.css';
import { error } from '../log';
import { startApplyFrame } from './start';

const root = document.getElementById('app');
if (root) {
  startApplyFrame(root, {
    // Reading sessionStorage throws in some sandboxed or privacy modes: then no draft.
    storage: () => window.sessionStorage,
  });
} else {
  error('apply frame: no #app element');
}
