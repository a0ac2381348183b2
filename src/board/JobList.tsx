import type { Config } from '../embed/config.ts';
import { plural, t } from '../ui/i18n.ts';
import { InlineApply } from './InlineApply.tsx';
import { JobItem } from './JobItem.tsx';
import { jobHref } from './links.ts';
import type { BoardModel } from './model.ts';

export interface BoardProps {
  model: BoardModel;
  config: Config;
  /** {jobs_url}, for what the board links to there. */
  jobsOrigin: string;
  lang: string;
  /** A candidate followed a job's link. */
  onOpen: (publicId: string) => void;
  /** An apply frame was shown. */
  onApplyOpen: (publicId: string) => void;
  /** An apply frame reported a sent application. */
  onApplied: (publicId: string) => void;
}

export function JobList(props: BoardProps) {
  const { model, config, lang, onOpen } = props;
  const jobs = model.jobs.value;
  return (
    <section class="board" aria-labelledby="svc-openings">
      <h2 id="svc-openings">{t('openings')}</h2>
      {jobs.length === 0 ? (
        <p class="empty">{config.emptyText ?? t('empty')}</p>
      ) : (
        <>
          <p class="count">{plural('count', jobs.length, lang)}</p>
          <ul class="jobs">
            {jobs.map((job, i) => (
              <JobItem key={job.publicId} job={job} href={jobHref(job, config)} lang={lang} onOpen={onOpen}>
                {config.applyInline && <InlineApply {...props} job={job} id={`svc-apply-${i}`} />}
              </JobItem>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
