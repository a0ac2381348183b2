// The board written ahead for a component's server render (React's server
// component, Vue's serverPrefetch), by the Node API: null when the feed cannot
// be read and nothing is kept, so the component writes its fallback instead;
// with `strict`, an Error, so a static build or ISR fails rather than publish
// a board without its openings.
import { renderBoardAhead } from './index.ts';
import { apiAttributes, containerOf } from './props.ts';
import type { SvcJobsBoardProps } from './types.ts';

export async function writeAhead(props: SvcJobsBoardProps): Promise<string | null> {
  try {
    const options = { strict: true, ...(props.timeout === undefined ? {} : { timeout: props.timeout }) };
    return (await renderBoardAhead(props.jobsUrl, props.org, apiAttributes(containerOf(props)), options)).html;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    if (props.strict) throw new Error(`[svc-jobs] the board of ${props.org} could not be written ahead (strict): ${why}`, { cause: err });
    console.warn(`[svc-jobs] the board of ${props.org} was not written ahead (${why}): the container carries its fallback`);
    return null;
  }
}
