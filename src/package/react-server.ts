// svc-jobs/react in a React Server Component (the export's `react-server`
// condition: Next.js App Router): an async component that reads the feed and
// writes the board ahead on the server, then hands it to the client component
// as `html`, which adopts it after hydration. When the feed cannot be read and
// nothing is kept, the container carries its fallback instead: the children,
// else a link to the board page; with `strict`, it throws.
import { createElement, type ReactNode } from 'react';
import { boardLinkHtml } from '../snippet/snippet.ts';
import { writeAhead } from './ahead.ts';
import { knownProps } from './props.ts';
import { SvcJobsBoardWritten, type SvcJobsBoardReactProps } from './react-client.ts';

export async function SvcJobsBoard(props: SvcJobsBoardReactProps): Promise<ReactNode> {
  // Only the props the container takes go on to the browser (a refused one was warned about here, once).
  const known = knownProps(props);
  const html = await writeAhead(props);
  if (html !== null) return createElement(SvcJobsBoardWritten, { ...known, html });
  // The page's own fallback, written once as React children; without one, the link, as markup like the board.
  return props.children === undefined || props.children === null
    ? createElement(SvcJobsBoardWritten, { ...known, html: boardLinkHtml(props.jobsUrl, props.org) })
    : createElement(SvcJobsBoardWritten, { ...known, html: '' }, props.children);
}
