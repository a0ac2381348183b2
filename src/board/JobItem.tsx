import { h, type ComponentChildren } from 'preact';
import type { JobSummary } from '../feed/types.ts';
import { employmentTypeText, relativeTime } from '../ui/format.ts';
import type { Words } from '../ui/i18n.ts';
import type { BoardProps } from './Board.tsx';

interface Props {
  job: JobSummary;
  href: string;
  words: Words;
  on: BoardProps['on'];
  /** The title's heading level: 4 under group headings. */
  level?: 3 | 4;
  /** What follows the facts: the inline apply control, when asked for. */
  children?: ComponentChildren;
}

/**
 * The facts under a title; CSS draws the dots between them. A plain function
 * (as is jobItem), not a component: a page of openings renders 50 of each,
 * and a component instance apiece is most of a first render's cost.
 */
export function jobMeta({ job, words }: { job: JobSummary; words: Words }) {
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

export function jobItem({ job, href, words, on, level = 3, children }: Props) {
  const posted = relativeTime(job.publishedAt, words.lang);
  const H = level === 4 ? 'h4' : 'h3';
  return (
    <li key={job.publicId} class="job">
      <H class="title">
        <a href={href} onClick={() => on('job-open', job.publicId)}>
          {job.title}
        </a>
      </H>
      {jobMeta({ job, words })}
      {job.shortDescription && <p class="summary">{job.shortDescription}</p>}
      {posted && job.publishedAt && (
        <p class="posted">
          <time dateTime={job.publishedAt}>{words.t('posted', { when: posted })}</time>
        </p>
      )}
      {children}
    </li>
  );
}
