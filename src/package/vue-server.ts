// svc-jobs/vue on Node (the export's `node` condition: Vue's server renderer):
// the board written ahead while the page renders (serverPrefetch), else the
// container's fallback (the default slot, or a link to the board page).
import { writeAhead } from './ahead.ts';
import { defineBoard } from './vue-board.ts';

export const SvcJobsBoard = defineBoard(writeAhead);
