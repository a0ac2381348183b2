import { computed } from '@preact/signals-core';
import { h, Fragment } from 'preact';
import { ApplyFrame, applyName, type FrameProps } from './ApplyFrame.tsx';
import { JobAbout } from './JobAbout.tsx';
import { boardHref } from './links.ts';
import { Watching } from './watch.ts';

type Props = FrameProps & {
  /** The disclosure's id, for its control's aria-controls. */
  id: string;
  /** Written ahead (src/prerender): a link to the job's page until the board is live. */
  ahead?: boolean;
};

/**
 * An Apply disclosure under a job in the list: opens the frame in place. While
 * a mouse or the keyboard's focus is on the control, the job's form loads
 * hidden (one per board, model.warming): the click then only shows it. A frame
 * is a frame, so no host CSP treats it as anything new.
 */
export class InlineApply extends Watching<Props> {
  // The board has one open frame and one warming: each disclosure watches
  // whether they are its own, so a hover or a click on Apply re-renders the one
  // or two disclosures it concerns, not every opening's.
  #open = computed(() => this.props.model.applying.value === this.props.job.publicId);
  #frame = computed(() => this.#open.value || this.props.model.warming.value === this.props.job.publicId);

  override view(props: Props) {
    const {
      model,
      job: { publicId },
      id,
    } = props;
    const open = this.#open.value;
    const frame = this.#frame.value;
    /**
     * The description is asked for on any approach (it holds the form back until it is there);
     * the frame loads ahead only for a mouse resting on the control or a keyboard's focus. A
     * finger's approach comes with its tap: a frame's process starting then held back the tap's
     * paint, while the form came no sooner.
     */
    const warmUp = (frame: boolean) => {
      if (!props.config.hrefPattern) model.jobText(publicId);
      if (frame) model.warming.value = publicId;
    };
    // Written ahead: a working link until embed.js makes the board live.
    if (props.ahead)
      return (
        <p class="actions">
          <a class="button" href={boardHref(props.job, props.config)} aria-label={applyName(props)}>
            {props.words.t('apply')}
          </a>
        </p>
      );
    return (
      <>
        <p class="actions">
          <button
            type="button"
            class="button"
            aria-expanded={open}
            aria-controls={open ? id : undefined}
            aria-label={applyName(props)}
            onPointerEnter={(e) => warmUp(e.pointerType === 'mouse')}
            // A press focuses a button too (not :focus-visible): that is the tap's own, see warmUp.
            onFocus={(e) => warmUp(e.currentTarget.matches(':focus-visible'))}
            onClick={() => {
              if (!open) props.on('apply-open', publicId);
              // Toggle first: a warm frame that opens stays the same frame (not reloaded).
              model.toggleApply(publicId);
              model.warming.value = null;
            }}
          >
            {props.words.t('apply')}
          </button>
        </p>
        {frame && disclosure(props, open)}
      </>
    );
  }
}

/** The disclosure: the open job's description when it has no page of its own, then the form. */
function disclosure(props: Props, open: boolean) {
  const { words, config } = props;
  // Read before applying without a pattern (no page of its own on the host site): the open job's
  // description, fetched when the disclosure warms or opens.
  const text = open && !config.hrefPattern && props.model.jobText(props.job.publicId).value;
  return (
    <div id={props.id} hidden={!open}>
      {/* In the description's place, spaced like it; a failure never holds the form back. One level under the job's title (h3, or h4 in a group). */}
      {typeof text === 'string' ? (
        <p class="description">{words.t(text === 'failed' ? 'jobFailed' : 'loadingJob')}</p>
      ) : (
        text && <JobAbout job={text} words={words} level={config.groupBy ? 5 : 4} />
      )}
      {/* The form loads at once but shows when the description has (or a moment has passed): it never jumps. */}
      <ApplyFrame {...props} id={undefined} hidden={text === 'loading'} pressed={open} />
    </div>
  );
}
