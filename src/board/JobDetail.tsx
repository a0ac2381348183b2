import type { JobPage } from '../feed/job.ts';
import { parseMarkdown, toNodes } from '../ui/markdown.ts';
import { JobMeta } from './JobItem.tsx';
import { Frame } from './InlineApply.tsx';
import type { BoardProps } from './JobList.tsx';
import { jobHref } from './links.ts';
import { listHref } from './route.ts';

/** One job on the host's own page: what it is, what it asks, how to apply. */
export function JobDetail(props: BoardProps & { job: JobPage }) {
  const { job, config, words } = props;
  return (
    <article aria-labelledby="svc-job">
      <h2 id="svc-job">{job.title}</h2>
      <JobMeta job={job} words={words} />
      {job.description && <div class="description">{toNodes(parseMarkdown(job.description))}</div>}
      {job.requirements?.length ? (
        <>
          <h3>{words.t('requirements')}</h3>
          <ul class="description">
            {job.requirements.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
      {config.applyInline && <Frame {...props} id="svc-apply" />}
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
