import type { BoardProps } from './Board.tsx';
import { Filters } from './Filters.tsx';
import { InlineApply } from './InlineApply.tsx';
import { jobItem } from './JobItem.tsx';
import { jobHref } from './links.ts';
import { h, Fragment } from 'preact';

export function JobList(props: BoardProps) {
  const { filters, config, words } = props;
  const total = filters.listed.value.length;
  const n = filters.matches.value.length;
  const hidden = filters.hidden.value;
  // Each opening's place on the board, across groups: its apply control's id.
  let index = 0;
  return (
    <section aria-labelledby="svc-openings">
      <h2 id="svc-openings">{words.t('openings')}</h2>
      {!total ? (
        <p class="empty">{config.emptyText ?? words.t('empty')}</p>
      ) : (
        <>
          <Filters {...props} />
          {/* The one live region: the number of every match, after every change. */}
          <p class="count" role="status">
            {filters.active.value ? words.plural('matchCount', n, { total }) : words.plural('count', total)}
          </p>
          {!n && (
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
          )}
          {filters.groups.value.map((g) => {
            const list = (
              <ul class="jobs">
                {g.jobs.map((job) =>
                  jobItem({
                    job,
                    href: jobHref(job, config),
                    words,
                    on: props.on,
                    level: config.groupBy ? 4 : 3,
                    children: config.applyInline && <InlineApply {...props} job={job} id={`svc-apply-${index++}`} />,
                  }),
                )}
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
          {hidden > 0 && (
            <p class="actions">
              <button
                type="button"
                class="button"
                onClick={(e) => {
                  // Focus moves to the first opening the page added (rendered synchronously). It
                  // takes the button's place, in view: no scrolling, so no layout forced here.
                  const root = e.currentTarget.getRootNode() as ParentNode;
                  const first = filters.more();
                  root.querySelectorAll<HTMLElement>('.jobs .title a')[first]?.focus({ preventScroll: true });
                }}
              >
                {words.t('showMore', { n: Math.min(hidden, config.pageSize) })}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
