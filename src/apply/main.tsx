// The entry of /embed/apply (pages/embed/apply.html).
import './styles.css';
import { error } from '../log';
import { startApplyFrame } from './start';
import { loadFrameWords } from './text';

const root = document.getElementById('app');
if (root) {
  // The words of the URL's language first (a chunk of this bundle; English is built in).
  void loadFrameWords(new URLSearchParams(location.search).get('lang')).then(() =>
    startApplyFrame(root, {
      // Reading sessionStorage throws in some sandboxed or privacy modes: then no draft.
      storage: () => window.sessionStorage,
    }),
  );
} else {
  error('apply frame: no #app element');
}
