// svc-jobs/vue in the browser: the container embed.js fills, or adopts when
// the server wrote the board ahead (vue-server.ts) and this app hydrates it.
import { defineBoard } from './vue-board.ts';

export const SvcJobsBoard = defineBoard(null);
export type { SvcJobsBoardProps } from './types.ts';
