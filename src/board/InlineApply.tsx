import { ApplyFrame, applyName, type JobProps } from './ApplyFrame.tsx';
import { JobAbout } from './JobAbout.tsx';

/** Read before applying: the job's description, fetched when its disclosure opens; a failure never holds the form back. */
function ReadFirst({ model, job, words, config }: JobProps) {
  const text = model.jobText(job.publicId).value;
  // In the description's place, spaced like it.
  if (typeof text === 'string') return <p class="description">{words.t(text === 'failed' ? 'jobFailed' : 'loadingJob')}</p>;
  // One level under the job's title (h3, or h4 in a group).
  return <JobAbout job={text} words={words} level={config.groupBy ? 5 : 4} />;
}

/** An Apply disclosure under a job in the list: opens the frame in place. */
export function InlineApply(props: JobProps & { id: string }) {
  const { model, job, id } = props;
  const open = model.applying.value === job.publicId;
  return (
    <>
      <p class="actions">
        <button
          type="button"
          class="button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          aria-label={applyName(props)}
          onClick={() => model.toggleApply(job.publicId)}
        >
          {props.words.t('apply')}
        </button>
      </p>
      {open && (
        <div id={id}>
          {/* With a pattern the job has a page of its own on the host site to read. */}
          {!props.config.hrefPattern && <ReadFirst {...props} />}
          {/* The form loads at once but shows when the description has (or a moment has passed): it never jumps. */}
          <ApplyFrame {...props} id={undefined} hidden={!props.config.hrefPattern && model.jobText(job.publicId).value === 'loading'} />
        </div>
      )}
    </>
  );
}
