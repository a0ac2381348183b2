import { effect, untracked } from '@preact/signals-core';
import { Component, h, Fragment } from 'preact';
import { ApplyFrame, applyName, type JobProps } from './ApplyFrame.tsx';
import { JobAbout } from './JobAbout.tsx';
import { jobHref } from './links.ts';

/**
 * An Apply disclosure under a job in the list: opens the frame in place. While
 * a mouse or the keyboard's focus is on the control, the job's form loads
 * hidden (one per board, model.warming): the click then only shows it. A frame
 * is a frame, so no host CSP treats it as anything new.
 */
export class InlineApply extends Component<JobProps & { id: string }> {
  private unwatch: (() => void) | undefined;

  /**
   * What the disclosure shows of the model: open, its frame (open or warming,
   * loading hidden) and, read before applying without a pattern (no page of its
   * own on the host site), the open job's description, fetched when the
   * disclosure warms or opens.
   */
  private shows() {
    const {
      model,
      job: { publicId },
      config,
    } = this.props;
    const open = model.applying.value === publicId;
    return { open, frame: open || model.warming.value === publicId, text: open && !config.hrefPattern && model.jobText(publicId).value };
  }

  /**
   * The disclosure watches the model itself, and the board's render does not
   * (render() reads it untracked): src/board/render.tsx re-renders the whole
   * board for any signal its render reads, so a hover or a click on Apply would
   * re-render every opening instead of the one or two disclosures it concerns.
   */
  override componentDidMount(): void {
    let last: ReturnType<InlineApply['shows']> | undefined;
    this.unwatch = effect(() => {
      const now = this.shows();
      if (last && (now.open !== last.open || now.frame !== last.frame || now.text !== last.text)) this.forceUpdate();
      last = now;
    });
  }

  override componentWillUnmount(): void {
    this.unwatch?.();
  }

  override render() {
    const { props } = this;
    const {
      model,
      job: { publicId },
      id,
    } = props;
    const { open, frame, text } = untracked(() => this.shows());
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
          <a class="button" href={jobHref(props.job, { ...props.config, hrefPattern: null })} aria-label={applyName(props)}>
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
        {frame && (
          <div id={id} hidden={!open}>
            {/* In the description's place, spaced like it; a failure never holds the form back. One level under the job's title (h3, or h4 in a group). */}
            {typeof text === 'string' ? (
              <p class="description">{props.words.t(text === 'failed' ? 'jobFailed' : 'loadingJob')}</p>
            ) : (
              text && <JobAbout job={text} words={props.words} level={props.config.groupBy ? 5 : 4} />
            )}
            {/* The form loads at once but shows when the description has (or a moment has passed): it never jumps. */}
            <ApplyFrame {...props} id={undefined} hidden={text === 'loading'} pressed={open} />
          </div>
        )}
      </>
    );
  }
}
