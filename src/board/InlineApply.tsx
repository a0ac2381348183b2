import type { JobSummary } from '../feed/types.ts';
import { ApplyFrame } from './ApplyFrame.tsx';
import type { BoardProps } from './JobList.tsx';

/** The frame for one job, themed and in the page's language. */
export function Frame({ job, id, ...props }: BoardProps & { job: JobSummary; id: string }) {
  return (
    <ApplyFrame
      id={id}
      job={job}
      config={props.config}
      jobsOrigin={props.jobsOrigin}
      words={props.words}
      accent={props.model.palette.value.accent}
      onOpen={props.onApplyOpen}
      onApplied={props.onApplied}
    />
  );
}

/** An Apply disclosure under a job in the list: opens the frame in place. */
export function InlineApply(props: BoardProps & { job: JobSummary; id: string }) {
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
          aria-label={props.words.t('applyFor', { title: job.title })}
          onClick={() => model.toggleApply(job.publicId)}
        >
          {props.words.t('apply')}
        </button>
      </p>
      {open && <Frame {...props} />}
    </>
  );
}
