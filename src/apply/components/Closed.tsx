// The job is no longer open (404 on loading or on sending), with the way to the board.
import { h, type RefObject } from 'preact';
import { T } from '../text.ts';

export interface ClosedProps {
  org: string;
  /** In a frame, the board opens in a new tab rather than inside the frame. */
  newTab: boolean;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

export function Closed({ org, newTab, headingRef }: ClosedProps) {
  return (
    <section class="panel">
      <h1 class="title" tabindex={-1} ref={headingRef}>
        {T.closedTitle}
      </h1>
      <p>{T.closedNext}</p>
      <p>
        <a class="link" href={`/${encodeURIComponent(org)}`} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
          {T.seeOpenings}
          {newTab && <span class="visually-hidden"> {T.newTab}</span>}
        </a>
      </p>
    </section>
  );
}
