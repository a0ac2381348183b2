import type { Words } from '../ui/i18n.ts';
import type { FiltersModel } from './filters.ts';
import { JobDetail } from './JobDetail.tsx';
import { JobList } from './JobList.tsx';
import type { BoardModel } from './model.ts';
import type { Config, OnJob } from './options.ts';
import { watch } from './watch.ts';
import { h, Fragment } from 'preact';

export interface BoardProps {
  model: BoardModel;
  /** The list's filters, search, groups and pages. */
  filters: FiltersModel;
  config: Config;
  /** {jobs_url}, for what the board links to there. */
  jobsOrigin: string;
  /** The board's language and words. */
  words: Words;
  on: OnJob;
  /** Written ahead, for a page with no script yet (src/prerender): Apply is a link to the job's page. */
  ahead?: boolean;
}

/** The list, or on a host-site detail page the job its URL names. Re-renders when the view changes. */
export const Board = watch((props: BoardProps) => {
  const { model } = props;
  const view = model.view.value;
  const job = model.page.value;
  // "detail" means the page's job is there.
  if (view === 'detail' && job) return <JobDetail {...props} job={job} />;
  return (
    <>
      {view === 'gone' && (
        // Not a live region: the list's count is the board's one.
        <p class="notice">{props.words.t('noLongerOpen')}</p>
      )}
      <JobList {...props} />
    </>
  );
});
