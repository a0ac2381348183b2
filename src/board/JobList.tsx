import type { Config } from '../embed/config.ts';
import type { Words } from '../ui/i18n.ts';
import { InlineApply } from './InlineApply.tsx';
import { JobItem } from './JobItem.tsx';
import { jobHref } from './links.ts';
import type { BoardModel } from './model.ts';

export interface BoardProps {
  model: BoardModel;
  config: Config;
  /** {jobs_url}, for what the board links to there. */
  jobsOrigin: string;
  /** The board's language and words. */
  words: Words;
  /** A candidate followed a job's link. */
  onOpen: (publicId: string) => void;
  /** An apply frame was shown. */
  onApplyOpen: (publicId: string) => void;
  /** An apply frame reported a sent application. */
  onApplied: (publicId: string) => void;
}

export function JobList(props: BoardProps) {
  const { model, config, words, onOpen } = props;
  const jobs = model.jobs.value;
  return (
    <section class="board" aria-labelledby="svc-openings">
      <h2 id="svc-openings">{words.t('openings')}</h2>
      {jobs.length === 0 ? (
        <p class="empty">{config.emptyText ?? words.t('empty')}</p>
      ) : (
        <>
          <p class="count">{words.plural('count', jobs.length)}</p>
          <ul class="jobs">
            {jobs.map((job, i) => (
              <JobItem key={job.publicId} job={job} href={jobHref(job, config)} words={words} onOpen={onOpen}>
                {config.applyInline && <InlineApply {...props} job={job} id={`svc-apply-${i}`} />}
              </JobItem>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
