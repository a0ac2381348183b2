import { Component, h } from 'preact';
import type { JobSummary } from '../feed/types.ts';
import { employmentTypeText, relativeTime } from '../ui/format.ts';
import type { Words } from '../ui/i18n.ts';
import type { FrameProps } from './ApplyFrame.tsx';
import { InlineApply } from './InlineApply.tsx';
import { jobHref } from './links.ts';

/** The facts under a title; CSS draws the dots between them. */
export function JobMeta({
  job,
  words,
}: {
  job: Pick<JobSummary, 'department' | 'location' | 'employmentType' | 'compensation'>;
  words: Words;
}) {
  const facts = [job.department, job.location, employmentTypeText(job.employmentType, words), job.compensation].filter(
    (f): f is string => !!f,
  );
  if (!facts.length) return null;
  return (
    <p class="meta">
      {facts.map((fact, i) => (
        <span key={i}>{fact}</span>
      ))}
    </p>
  );
}

export interface JobItemProps extends FrameProps {
  /** The title's heading level: 4 under group headings. */
  level: 3 | 4;
  /** With data-apply="inline", the id of its Apply disclosure (its place on the board). */
  applyId?: string;
  /** Written ahead (src/prerender): Apply is a link until the board is live. */
  ahead?: boolean;
}

/**
 * One opening: title link, facts, summary, posted date and, inline, its Apply
 * disclosure. Its props are the job and the board's lasting objects, so it
 * re-renders only when they change: a filter, a keystroke or "Show more" leaves
 * the openings still shown as they are.
 */
export class JobItem extends Component<JobItemProps> {
  override shouldComponentUpdate(next: JobItemProps): boolean {
    return (Object.keys(next) as (keyof JobItemProps)[]).some((k) => next[k] !== this.props[k]);
  }

  override render() {
    const { job, words, on, level, config } = this.props;
    const posted = relativeTime(job.publishedAt, words.lang);
    const H = level === 4 ? 'h4' : 'h3';
    return (
      <li class="job">
        <H class="title">
          <a href={jobHref(job, config)} onClick={() => on('job-open', job.publicId)}>
            {job.title}
          </a>
        </H>
        <JobMeta job={job} words={words} />
        {job.shortDescription && <p class="summary">{job.shortDescription}</p>}
        {posted && job.publishedAt && (
          <p class="posted">
            <time dateTime={job.publishedAt}>{words.t('posted', { when: posted })}</time>
          </p>
        )}
        {this.props.applyId && <InlineApply {...this.props} id={this.props.applyId} />}
      </li>
    );
  }
}
