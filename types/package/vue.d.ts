// svc-jobs/vue: <SvcJobsBoard>, the board written ahead by Vue's server
// renderer (renderToString) and made live in place after hydration; in an app
// rendered in the browser only, embed.js fills the container.
import type { DefineComponent } from 'vue';
import type { SvcJobsBoardProps } from './attributes.js';

export type { SvcJobsBoardProps };

export type SvcJobsBoardVueProps = SvcJobsBoardProps & {
  /** The container's content written ahead (renderBoardAhead(…).html), when your server has it already. */
  html?: string | null;
};

export declare const SvcJobsBoard: DefineComponent<SvcJobsBoardVueProps>;
