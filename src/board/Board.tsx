import type { Words } from '../ui/i18n.ts';
import type { FiltersModel } from './filters.ts';
import { JobDetail } from './JobDetail.tsx';
import { JobList } from './JobList.tsx';
import type { BoardModel } from './model.ts';
import type { Config } from './options.ts';
import { h, Fragment } from 'preact';

/** What the board tells its host about a job (embed.js turns each into an svc-jobs: event). */
export type JobEvent = 'job-open' | 'apply-open' | 'applied';

export interface BoardProps {
  model: BoardModel;
  /** The list's filters, search, groups and pages. */
  filters: FiltersModel;
  config: Config;
  /** {jobs_url}, for what the board links to there. */
  jobsOrigin: string;
  /** The board's language and words. */
  words: Words;
  /** Tells the host page about a job: its link followed, its apply frame shown, an application sent. */
  on: (event: JobEvent, publicId: string) => void;
  /** Written ahead, for a page with no script yet (src/prerender): Apply is a link to the job's page. */
  ahead?: boolean;
}

/** The list, or on a host-site detail page the job its URL names. */
export function Board(props: BoardProps) {
  const { model } = props;
  const view = model.view.value;
  // "detail" means the page's job is there.
  const page = model.page.value;
  if (view === 'detail' && page) return <JobDetail {...props} job={page} />;
  return (
    <>
      {view === 'gone' && (
        // Not a live region: the list's count is the board's one.
        <p class="notice">{props.words.t('noLongerOpen')}</p>
      )}
      <JobList {...props} />
    </>
  );
}
