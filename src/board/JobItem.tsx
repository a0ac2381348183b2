import type { ComponentChildren } from 'preact';
import type { JobSummary } from '../feed/types.ts';
import { employmentTypeText, relativeTime } from '../ui/format.ts';
import { t } from '../ui/i18n.ts';

interface Props {
  job: JobSummary;
  href: string;
  lang: string;
  onOpen: (publicId: string) => void;
  /** What follows the facts: the inline apply control, when asked for. */
  children?: ComponentChildren;
}

/** The facts under a title; CSS draws the dots between them. */
export function JobMeta({ job }: { job: JobSummary }) {
  const facts = [job.department, job.location, employmentTypeText(job.employmentType), job.compensation]
    .filter((f): f is string => !!f);
  if (!facts.length) return null;
  return (
    <p class="meta">
      {facts.map((fact, i) => (
        <span key={i}>{fact}</span>
      ))}
    </p>
  );
}

export function JobItem({ job, href, lang, onOpen, children }: Props) {
  const posted = relativeTime(job.publishedAt, lang);
  return (
    <li class="job">
      <h3 class="title">
        <a href={href} onClick={() => onOpen(job.publicId)}>
          {job.title}
        </a>
      </h3>
      <JobMeta job={job} />
      {job.shortDescription && <p class="summary">{job.shortDescription}</p>}
      {posted && job.publishedAt && (
        <p class="posted">
          <time dateTime={job.publishedAt}>{t('posted', { when: posted })}</time>
        </p>
      )}
      {children}
    </li>
  );
}
