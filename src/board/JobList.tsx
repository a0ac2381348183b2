import type { Words } from '../ui/i18n.ts';
import type { FrameProps } from './ApplyFrame.tsx';
import type { FiltersModel } from './filters.ts';
import { Filters } from './Filters.tsx';
import { JobItem } from './JobItem.tsx';
import { watch } from './watch.ts';
import { h, Fragment } from 'preact';

export type JobListProps = Omit<FrameProps, 'job'> & {
  /** The list's filters, search, groups and pages. */
  filters: FiltersModel;
  /** Written ahead (src/prerender): Apply is a link to the job's page. */
  ahead?: boolean;
};

/**
 * The heading, filters, the count, the openings and "Show more". Each part
 * watches what it shows: a choice re-renders the count and the openings it
 * changes, not the list around them.
 */
export const JobList = watch((props: JobListProps) => {
  const { filters, config, words } = props;
  return (
    <section aria-labelledby="svc-openings">
      <h2 id="svc-openings">{words.t('openings')}</h2>
      {!filters.listed.value.length ? (
        <p class="empty">{config.emptyText ?? words.t('empty')}</p>
      ) : (
        <>
          <Filters filters={filters} words={words} />
          <Count filters={filters} words={words} />
          <Openings {...props} />
        </>
      )}
    </section>
  );
});

interface PartProps {
  filters: FiltersModel;
  words: Words;
}

/** The one live region: the number of every match, after every change. */
const Count = watch(({ filters, words }: PartProps) => {
  const total = filters.listed.value.length;
  return (
    <p class="count" role="status">
      {filters.active.value ? words.plural('matchCount', filters.matches.value.length, { total }) : words.plural('count', total)}
    </p>
  );
});

/**
 * The openings drawn, in their groups, or that nothing matches, with a way back to every
 * opening. An opening still shown after a change is not rendered again (JobItem). Its parts are
 * called, not rendered as components: one view, whose signal reads all re-render it.
 */
const Openings = watch(({ filters, ...board }: JobListProps) => {
  const { config, words } = board;
  if (!filters.matches.value.length) return noMatch(filters, words);
  const hidden = filters.hidden.value;
  // Each opening's place on the board, across groups: its Apply disclosure's id (only inline, so
  // that elsewhere an opening a change moves is not rendered again).
  let index = 0;
  return (
    <>
      {filters.groups.value.map((g) => {
        const list = (
          <ul class="jobs">
            {g.jobs.map((job) => (
              <JobItem
                key={job.publicId}
                {...board}
                job={job}
                level={config.groupBy ? 4 : 3}
                applyId={config.applyInline ? `svc-apply-${index++}` : undefined}
              />
            ))}
          </ul>
        );
        const name = g.value ?? words.t('other');
        return config.groupBy ? (
          <section key={name} aria-label={name}>
            <h3 class="group">
              {name} ({g.total})
            </h3>
            {list}
          </section>
        ) : (
          list
        );
      })}
      {hidden > 0 && showMore(filters, Math.min(hidden, config.pageSize), words)}
    </>
  );
});

/** That nothing matches, and a button that clears every filter. */
function noMatch(filters: FiltersModel, words: Words) {
  return (
    <p class="notice">
      {words.t('noMatch')}{' '}
      <button
        type="button"
        class="link"
        onClick={(e) => {
          // The button itself goes: focus moves to the first control (or the count).
          const root = e.currentTarget.getRootNode() as ParentNode;
          filters.clear();
          root.querySelector<HTMLElement>('.filters input, .filters select, .count')?.focus();
        }}
      >
        {words.t('clearFilters')}
      </button>
    </p>
  );
}

/** "Show more": the next `n` openings. */
function showMore(filters: FiltersModel, n: number, words: Words) {
  return (
    <p class="actions">
      <button
        type="button"
        class="button"
        onClick={(e) => {
          // Focus moves to the first opening the page added (rendered synchronously: ./watch.ts). It
          // takes the button's place, in view: no scrolling, so no layout forced here.
          const root = e.currentTarget.getRootNode() as ParentNode;
          const first = filters.more();
          root.querySelectorAll<HTMLElement>('.jobs .title a')[first]?.focus({ preventScroll: true });
        }}
      >
        {words.t('showMore', { n })}
      </button>
    </p>
  );
}
