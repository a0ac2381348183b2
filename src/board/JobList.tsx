import type { Config } from '../embed/config.ts';
import { plural, t } from '../ui/i18n.ts';
import { JobItem } from './JobItem.tsx';
import { jobHref } from './links.ts';
import type { BoardModel } from './model.ts';

export interface BoardProps {
  model: BoardModel;
  config: Config;
  /** {jobs_url}, for what the board links to there. */
  jobsOrigin: string;
  lang: string;
  onOpen: (publicId: string) => void;
}

export function JobList({ model, config, lang, onOpen }: BoardProps) {
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
            {jobs.map((job) => (
              <JobItem key={job.publicId} job={job} href={jobHref(job, config)} lang={lang} onOpen={onOpen} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
