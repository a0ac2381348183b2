import type { JobPage } from '../feed/job.ts';
import { ApplyFrame, type FrameProps } from './ApplyFrame.tsx';
import { JobAbout } from './JobAbout.tsx';
import { JobMeta } from './JobItem.tsx';
import { boardHref } from './links.ts';
import { listHref } from './route.ts';
import { h } from 'preact';

/** A job's detail: the job (with its description) and what its apply frame needs. */
export interface JobDetailProps extends FrameProps {
  job: JobPage;
  /** Written ahead (src/prerender): a link to apply until the board is live. */
  ahead?: boolean;
}

/** One job on the host's own page: what it is, what it asks, how to apply. */
export function JobDetail(props: JobDetailProps) {
  const { job, config, words } = props;
  return (
    <article aria-labelledby="svc-job">
      <h2 id="svc-job">{job.title}</h2>
      <JobMeta job={job} words={words} />
      <JobAbout {...props} />
      {config.applyInline &&
        (props.ahead ? (
          // Written ahead (src/prerender) the frame is not there yet (its URL is the page's): a link until the board is
          // live, in a box of the frame's first height (.ahead), so nothing below moves when the frame takes its place.
          <div class="apply ahead" id="svc-apply">
            <p class="actions">
              <a class="button" href={boardHref(job, config)}>
                {words.t('applyOnBoard')}
              </a>
            </p>
          </div>
        ) : (
          <ApplyFrame {...props} id="svc-apply" />
        ))}
      <p class="actions">
        {!config.applyInline && (
          <a class="button" href={boardHref(job, config)}>
            {words.t('applyOnBoard')}
          </a>
        )}
        {config.hrefPattern && <a href={listHref(config.hrefPattern)}>{words.t('allJobs')}</a>}
      </p>
    </article>
  );
}
