import type { JobPage } from '../feed/job.ts';
import { ApplyFrame } from './ApplyFrame.tsx';
import { JobAbout } from './JobAbout.tsx';
import { jobMeta } from './JobItem.tsx';
import type { BoardProps } from './Board.tsx';
import { jobHref } from './links.ts';
import { listHref } from './route.ts';
import { h } from 'preact';

/** One job on the host's own page: what it is, what it asks, how to apply. */
export function JobDetail(props: BoardProps & { job: JobPage }) {
  const { job, config, words } = props;
  return (
    <article aria-labelledby="svc-job">
      <h2 id="svc-job">{job.title}</h2>
      {jobMeta(props)}
      <JobAbout {...props} />
      {config.applyInline &&
        (props.ahead ? (
          // Written ahead (src/prerender) the frame is not there yet (its URL is the page's): a link until the board is
          // live, in a box of the frame's first height (.ahead), so nothing below moves when the frame takes its place.
          <div class="apply ahead" id="svc-apply">
            <p class="actions">
              <a class="button" href={jobHref(job, { ...config, hrefPattern: null })}>
                {words.t('applyOnBoard')}
              </a>
            </p>
          </div>
        ) : (
          <ApplyFrame {...props} id="svc-apply" />
        ))}
      <p class="actions">
        {!config.applyInline && (
          <a class="button" href={jobHref(job, { ...config, hrefPattern: null })}>
            {words.t('applyOnBoard')}
          </a>
        )}
        {config.hrefPattern && <a href={listHref(config.hrefPattern)}>{words.t('allJobs')}</a>}
      </p>
    </article>
  );
}
