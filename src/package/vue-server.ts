// svc-jobs/vue on Node (the export's `node` condition: Vue's server renderer):
// the board written ahead while the page renders (serverPrefetch).
import { renderBoardAhead } from './index.ts';
import { apiAttributes, containerOf } from './props.ts';
import { defineBoard } from './vue-board.ts';

export const SvcJobsBoard = defineBoard(async (props) => {
  try {
    return (await renderBoardAhead(props.jobsUrl, props.org, apiAttributes(containerOf(props)))).html;
  } catch (err) {
    console.warn(`[svc-jobs] the board of ${props.org} was not written ahead: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
});
