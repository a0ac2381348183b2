// svc-jobs/react in a React Server Component (the export's `react-server`
// condition: Next.js App Router): an async component that reads the feed and
// writes the board ahead on the server, then hands it to the client component
// as `html`, which adopts it after hydration.
import { createElement, type ReactNode } from 'react';
import { renderBoardAhead } from './index.ts';
import { apiAttributes, containerOf, knownProps } from './props.ts';
import { SvcJobsBoard as ClientBoard, SvcJobsBoardWritten, type SvcJobsBoardReactProps } from './react-client.ts';

export async function SvcJobsBoard(props: SvcJobsBoardReactProps): Promise<ReactNode> {
  const attributes = containerOf(props);
  // Only the props the container takes go on to the browser (a refused one was warned about here, once).
  const known = knownProps(props);
  try {
    const ahead = await renderBoardAhead(props.jobsUrl, props.org, apiAttributes(attributes));
    return createElement(SvcJobsBoardWritten, { ...known, html: ahead.html });
  } catch (err) {
    // The feed is down or an attribute is wrong: an empty container, which embed.js fills (or reports on) in the browser.
    console.warn(`[svc-jobs] the board of ${props.org} was not written ahead: ${err instanceof Error ? err.message : String(err)}`);
    return createElement(ClientBoard, known);
  }
}
