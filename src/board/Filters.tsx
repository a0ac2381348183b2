import type { Words } from '../ui/i18n.ts';
import { ALL, optionLabel, type FiltersModel } from './filters.ts';
import { watch } from './watch.ts';
import { h } from 'preact';

/** The controls a list shows: native labelled selects and a search box, instant. */
export const Filters = watch(({ filters, words }: { filters: FiltersModel; words: Words }) => {
  const controls = filters.controls.value;
  if (!controls.length) return null;
  return (
    // No <form>: Enter in the search box must never submit (and navigate) the host page.
    <div class="filters" role="search" aria-label={words.t('filters')}>
      {controls.map((c) => (
        <label key={c}>
          {words.t(c)}
          {c === 'search' ? (
            <input type="search" value={filters.q.value} onFocus={filters.warm} onInput={(e) => filters.set('q', e.currentTarget.value)} />
          ) : (
            <select value={filters[c].value} onChange={(e) => filters.set(c, e.currentTarget.value)}>
              <option value="">{words.t(ALL[c])}</option>
              {filters.options.value[c].map((value) => (
                <option key={value} value={value}>
                  {optionLabel(c, value, words)}
                </option>
              ))}
            </select>
          )}
        </label>
      ))}
    </div>
  );
});
