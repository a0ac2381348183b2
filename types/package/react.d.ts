// svc-jobs/react: <SvcJobsBoard>, the board written ahead on the server and
// made live in place after hydration.
import type { ReactNode } from 'react';
import type { SvcJobsBoardProps } from './attributes.js';

export type { SvcJobsBoardProps };

/** Props of the board in a client component or plain SSR: `html` is renderBoardAhead()'s, from your loader. */
export type SvcJobsBoardClientProps = SvcJobsBoardProps & {
  /** The container's content written ahead on the server (renderBoardAhead(…).html); absent: embed.js fills the container. */
  html?: string | null;
};

/**
 * In a React Server Component (Next.js App Router), an async component that
 * reads the feed and writes the board ahead; elsewhere the client component,
 * which takes the board written ahead as `html`.
 */
export declare function SvcJobsBoard(props: SvcJobsBoardClientProps): ReactNode | Promise<ReactNode>;
