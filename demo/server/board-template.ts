// The board pages' template for the demo host's fetch handler: dist/embed/board.html
// read on every request (a rebuilt dist/ is served at once), or the minimal
// page while it is not built or lacks the markers the renderer fills.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MINIMAL_BOARD_HTML, isBoardTemplate } from '../../src/prerender/template.ts';

export async function boardTemplate(distDir: string): Promise<string> {
  let html: string;
  try {
    html = await readFile(path.join(distDir, 'embed', 'board.html'), 'utf8');
  } catch {
    return MINIMAL_BOARD_HTML;
  }
  if (!isBoardTemplate(html)) {
    console.warn('[demo] dist/embed/board.html lacks the svc markers; serving the minimal board page');
    return MINIMAL_BOARD_HTML;
  }
  return html;
}
