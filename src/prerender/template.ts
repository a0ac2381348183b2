// The page a board page is filled into: pages/embed/board.html's markers, and a
// minimal page with them for when it is not built.
import { SCRIPT_PATH } from '../feed/paths.ts';

/** The markers of pages/embed/board.html that a server (or the writer of pages ahead) fills. */
export const MARK = {
  lang: '<html lang="en">',
  title: '<title>Careers</title>',
  head: '<!--svc:head-->',
  header: '<!--svc:header-->',
  container: 'data-svc-jobs=""',
  board: '<!--svc:fallback-->',
} as const;

/** Used while dist/embed/board.html is not built yet (or lacks the markers). */
export const MINIMAL_BOARD_HTML = `<!doctype html>
${MARK.lang}
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${MARK.title}
${MARK.head}
</head>
<body>
<header class="site-head">${MARK.header}</header>
<main class="page">
<div id="svc-board" ${MARK.container}>${MARK.board}</div>
</main>
<script defer src="${SCRIPT_PATH}"></script>
</body>
</html>
`;

/** Whether a template carries every marker this fills. */
export const isBoardTemplate = (html: string): boolean => Object.values(MARK).every((m) => html.includes(m));
