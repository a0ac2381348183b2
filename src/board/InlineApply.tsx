import { ApplyFrame, applyName, type JobProps } from './ApplyFrame.tsx';
import { JobAbout } from './JobAbout.tsx';
import { jobHref } from './links.ts';

/**
 * An Apply disclosure under a job in the list: opens the frame in place. While
 * a pointer or focus is on the control, the job's form loads hidden (one per
 * board, model.warming): the click then only shows it. A frame is a frame, so
 * no host CSP treats it as anything new.
 */
export function InlineApply(props: JobProps & { id: string }) {
  const { model, job: { publicId }, id } = props;
  const open = model.applying.value == publicId;
  // Read before applying: without a pattern (no page of its own on the host site), the job's
  // description shows above the form, fetched when the disclosure warms or opens.
  const text = open && !props.config.hrefPattern && model.jobText(publicId).value;
  const warmUp = () => {
    // The description too: it holds the form back until it is there.
    if (!props.config.hrefPattern) model.jobText(publicId);
    model.warming.value = publicId;
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
          // A touch, too, enters before it presses.
          onPointerEnter={warmUp}
          onFocus={warmUp}
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
      {(open || model.warming.value == publicId) && (
        <div id={id} hidden={!open}>
          {/* In the description's place, spaced like it; a failure never holds the form back. One level under the job's title (h3, or h4 in a group). */}
          {typeof text === 'string' ? (
            <p class="description">{props.words.t(text == 'failed' ? 'jobFailed' : 'loadingJob')}</p>
          ) : (
            text && <JobAbout job={text} words={props.words} level={props.config.groupBy ? 5 : 4} />
          )}
          {/* The form loads at once but shows when the description has (or a moment has passed): it never jumps. */}
          <ApplyFrame {...props} id={undefined} hidden={text == 'loading'} />
        </div>
      )}
    </>
  );
}
