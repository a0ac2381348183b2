// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFilters, type FilterState, type FiltersModel } from '../../src/board/filters.ts';
import { AT_ONCE, SLICE, SLICE_MS } from '../../src/board/slices.ts';
import { createBoardModel, type BoardModel } from '../../src/board/model.ts';
import type { Config } from '../../src/board/options.ts';
import { renderBoard } from '../../src/board/render.tsx';
import type { JobSummary } from '../../src/feed/types.ts';
import { wordsFor } from '../../src/ui/i18n.ts';
import { makeConfig } from '../support/config.ts';
import { must } from '../support/must.ts';

// The board as the mount renders it (renderBoard: one effect, in a shadow root);
// board() queries inside that shadow root.
let stops: (() => void)[] = [];
let root: HTMLElement | null = null;
let shadowRoot: ShadowRoot | null = null;
const focused = () => must(shadowRoot).activeElement;
const board = () => within(must(root));

function mount(model: BoardModel, filters: FiltersModel, config: Config): void {
  const host = document.body.appendChild(document.createElement('div'));
  const shadow = host.attachShadow({ mode: 'open' });
  stops.push(renderBoard(host, shadow, { model, filters, config, jobsOrigin: 'https://jobs.example', words: wordsFor('en'), on: vi.fn() }));
  shadowRoot = shadow;
  root = shadow.querySelector('div');
}
function cleanup(): void {
  for (const stop of stops) stop();
  stops = [];
  document.body.replaceChildren();
}
afterEach(cleanup);

const DEPTS = ['Engineering', 'Sales', 'Design'];
const PLACES = ['Berlin, Germany', 'Lisbon, Portugal'];
const TYPES = ['full_time', 'part_time', 'contract'] as const;

function jobs(n: number, over: (i: number) => Partial<JobSummary> = () => ({})): JobSummary[] {
  return Array.from({ length: n }, (_, i) => ({
    publicId: `job-${i}`,
    title: `Role ${i}`,
    department: must(DEPTS[i % 3]),
    location: must(PLACES[i % 2]),
    employmentType: must(TYPES[i % 3]),
    shortDescription: null,
    compensation: null,
    publishedAt: null,
    url: `https://jobs.example/acme/job-${i}`,
    ...over(i),
  }));
}

/** The board's frame rendered, none of its openings drawn yet. */
function frame(list: JobSummary[], over: Partial<Config> = {}, initial: Partial<FilterState> = {}) {
  const model = createBoardModel({
    org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: 'https://jobs.example/acme' },
    jobs: list,
    etag: null,
  });
  const config = makeConfig(over);
  const words = wordsFor('en');
  const onChange = vi.fn();
  const filters = createFilters(model.jobs, config, words, { initial, onChange });
  mount(model, filters, config);
  return { filters, onChange, model };
}

function show(list: JobSummary[], over: Partial<Config> = {}, initial: Partial<FilterState> = {}) {
  const shown = frame(list, over, initial);
  // As the mount does in the next tasks, before the board is swapped in.
  while (!shown.filters.drawNext());
  return shown;
}

const titles = () =>
  board()
    .queryAllByRole('listitem')
    .map((li) => within(li).getByRole('link').textContent);
const status = () => board().getByRole('status').textContent;
const select = (name: string) => board().getByRole<HTMLSelectElement>('combobox', { name });
const choose = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
// "Show more" as the browser clicks it: fireEvent wraps a click in act(), which holds Preact's
// renders until it ends, while the board renders within the click (src/board/watch.ts) and
// focuses what it drew.
const showMore = (name: string) => board().getByRole('button', { name }).click();
const search = (text: string) => fireEvent.input(board().getByRole('searchbox', { name: 'Search' }), { target: { value: text } });

describe('the controls', () => {
  it('shows all four on a list of more than 8 openings, in a labelled search region', () => {
    show(jobs(9));
    const region = board().getByRole('search', { name: 'Filter open positions' });
    expect(
      within(region)
        .getAllByRole('combobox')
        .map((s) => s.getAttribute('aria-label') ?? must(s.closest('label')?.firstChild).textContent),
    ).toEqual(['Department', 'Location', 'Type']);
    expect(within(region).getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('shows none on a list of 8 or fewer', () => {
    show(jobs(8));
    expect(board().queryByRole('search')).toBeNull();
    expect(board().queryByRole('combobox')).toBeNull();
    expect(status()).toBe('8 open positions');
  });

  it('shows what data-filters names, even on a short list; none shows none', () => {
    show(jobs(3), { filters: ['search', 'location'] });
    expect(board().getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    expect(select('Location')).toBeTruthy();
    expect(board().queryByRole('combobox', { name: 'Department' })).toBeNull();
    cleanup();
    show(jobs(30), { filters: [] });
    expect(board().queryByRole('search')).toBeNull();
  });

  it('hides a facet with fewer than two values', () => {
    show(jobs(12, () => ({ location: 'Remote' })));
    expect(board().queryByRole('combobox', { name: 'Location' })).toBeNull();
    expect(select('Department')).toBeTruthy();
  });

  it('lists "all" first, then the values sorted by collation, types in words', () => {
    show(jobs(12, (i) => ({ department: must(['zeta', 'Émile', 'alpha', 'Beta'][i % 4]) })));
    expect([...select('Department').options].map((o) => o.text)).toEqual(['All departments', 'alpha', 'Beta', 'Émile', 'zeta']);
    expect([...select('Type').options].map((o) => [o.value, o.text])).toEqual([
      ['', 'All types'],
      ['contract', 'Contract'],
      ['full_time', 'Full-time'],
      ['part_time', 'Part-time'],
    ]);
  });
});

describe('filtering and search', () => {
  it('narrows instantly, keeps feed order and counts every match', () => {
    const { onChange } = show(jobs(12));
    choose('Department', 'Sales');
    expect(titles()).toEqual(['Role 1', 'Role 4', 'Role 7', 'Role 10']);
    expect(status()).toBe('4 of 12 open positions match');
    expect(onChange).toHaveBeenLastCalledWith(false);
    choose('Location', 'Lisbon, Portugal');
    expect(titles()).toEqual(['Role 1', 'Role 7']);
    search('7');
    expect(titles()).toEqual(['Role 7']);
    expect(status()).toBe('1 of 12 open positions matches');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('says when nothing matches, and its control clears everything and takes focus to the first control', async () => {
    show(jobs(12));
    choose('Department', 'Sales');
    search('nothing like this');
    expect(board().queryAllByRole('listitem')).toHaveLength(0);
    expect(status()).toBe('0 of 12 open positions match');
    expect(board().getByText(/No open positions match your search/)).toBeTruthy();
    fireEvent.click(board().getByRole('button', { name: 'Clear all filters' }));
    // A screenful at once, the rest in the next task.
    expect(titles()).toHaveLength(AT_ONCE);
    await vi.waitFor(() => expect(titles()).toHaveLength(12));
    expect(status()).toBe('12 open positions');
    expect(select('Department').value).toBe('');
    expect(board().getByRole<HTMLInputElement>('searchbox').value).toBe('');
    expect(board().queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    expect(focused()).toBe(select('Department'));
  });

  it('has exactly one live region', () => {
    show(jobs(12));
    search('zzz');
    expect(board().getAllByRole('status')).toHaveLength(1);
    expect(must(shadowRoot).querySelectorAll('[aria-live], [role="alert"]')).toHaveLength(0);
  });

  it('starts from a shared URL, for shown controls and known values only', () => {
    show(jobs(12), {}, { department: 'Design', q: 'role 1', location: 'Atlantis' });
    expect(select('Department').value).toBe('Design');
    expect(select('Location').value).toBe('');
    expect(titles()).toEqual(['Role 11']);
    cleanup();
    show(jobs(12), { filters: ['search'] }, { department: 'Design' });
    expect(titles()).toHaveLength(12);
  });
});

describe('presets', () => {
  it('narrow the list and hide their own control; the count is of the preset list', () => {
    show(jobs(30), { presets: { department: 'Engineering' } });
    expect(titles()).toHaveLength(10);
    expect(status()).toBe('10 open positions');
    expect(board().queryByRole('combobox', { name: 'Department' })).toBeNull();
    expect(select('Location')).toBeTruthy();
  });

  it('count toward the "more than 8" rule after narrowing', () => {
    show(jobs(20), { presets: { type: 'contract' } });
    expect(titles()).toHaveLength(6);
    expect(board().queryByRole('search')).toBeNull();
  });

  it('that match nothing show the empty text, not a failure', () => {
    show(jobs(12), { presets: { location: 'Mars' }, emptyText: 'Nothing on Mars yet.' });
    expect(board().getByText('Nothing on Mars yet.')).toBeTruthy();
    expect(board().queryByRole('list')).toBeNull();
  });
});

describe('groups', () => {
  it('puts matches under one heading per value with its count, sorted, "Other" last', () => {
    show(
      jobs(7, (i) => ({ department: i === 2 ? null : must(['Sales', 'Design', 'Sales'][i % 3]) })),
      { groupBy: 'department' },
    );
    const headings = board()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Design (2)', 'Sales (4)', 'Other (1)']);
    const design = board().getByRole('region', { name: 'Design' });
    expect(
      within(design)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Role 1', 'Role 4']);
    expect(within(board().getByRole('region', { name: 'Other' })).getByRole('link').textContent).toBe('Role 2');
  });

  it('follow the filters', () => {
    show(jobs(12), { groupBy: 'location' });
    choose('Department', 'Engineering');
    expect(
      board()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Berlin, Germany (2)', 'Lisbon, Portugal (2)']);
  });
});

describe('long lists', () => {
  it('renders one page; "Show more" adds the next and focuses the first it added', () => {
    show(jobs(25), { pageSize: 10 });
    expect(titles()).toHaveLength(10);
    expect(status()).toBe('25 open positions');
    showMore('Show 10 more');
    expect(titles()).toHaveLength(20);
    expect(focused()).toBe(board().getByRole('link', { name: 'Role 10' }));
    showMore('Show 5 more');
    expect(titles()).toHaveLength(25);
    expect(focused()).toBe(board().getByRole('link', { name: 'Role 20' }));
    expect(board().queryByRole('button', { name: /Show/ })).toBeNull();
  });

  it('starts again from one page after a change, counting every match', () => {
    show(jobs(90), { pageSize: 10 });
    fireEvent.click(board().getByRole('button', { name: 'Show 10 more' }));
    choose('Location', 'Berlin, Germany');
    expect(titles()).toHaveLength(10);
    expect(status()).toBe('45 of 90 open positions match');
  });

  it('draws the frame first and the page’s openings a slice per drawNext(), the count and "Show more" right from the start', () => {
    // Every render takes no time: each later slice is the most (SLICE).
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const list = jobs(60);
    const { filters } = frame(list, { pageSize: 50 });
    expect(titles()).toEqual([]);
    expect(board().getByRole('combobox', { name: 'Department' })).toBeTruthy();
    expect(status()).toBe('60 open positions');
    expect(board().getByRole('button', { name: 'Show 10 more' })).toBeTruthy();
    // A screen's worth first (the board paints with it), then a slice at a time.
    expect(filters.drawNext()).toBe(false);
    expect(titles()).toEqual(list.slice(0, AT_ONCE).map((j) => j.title));
    expect(filters.drawNext()).toBe(false);
    expect(titles()).toEqual(list.slice(0, AT_ONCE + SLICE).map((j) => j.title));
    expect(filters.drawNext()).toBe(true);
    expect(titles()).toEqual(list.slice(0, 50).map((j) => j.title));
    fireEvent.click(board().getByRole('button', { name: 'Show 10 more' }));
    expect(titles()).toHaveLength(60);
  });

  it('after a choice, a keystroke or "Show more" draws a screenful at once and the rest of the page a slice per task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      const list = jobs(150);
      const { filters } = show(list, { pageSize: 50 });
      expect(titles()).toHaveLength(50);
      choose('Location', 'Berlin, Germany');
      const berlin = list.filter((j) => j.location === 'Berlin, Germany');
      // The count is every match at once; the openings, one slice.
      expect(status()).toBe('75 of 150 open positions match');
      expect(titles()).toEqual(berlin.slice(0, AT_ONCE).map((j) => j.title));
      vi.advanceTimersByTime(0);
      expect(titles()).toEqual(berlin.slice(0, AT_ONCE + SLICE).map((j) => j.title));
      vi.runAllTimers();
      expect(titles()).toEqual(berlin.slice(0, 50).map((j) => j.title));

      showMore('Show 25 more');
      expect(titles()).toHaveLength(50 + AT_ONCE);
      expect(focused()).toBe(board().getByRole('link', { name: must(berlin[50]).title }));
      vi.runAllTimers();
      expect(titles()).toHaveLength(75);

      search('role 1');
      expect(titles()).toEqual(
        berlin
          .filter((j) => /^Role 1/.test(j.title))
          .slice(0, AT_ONCE)
          .map((j) => j.title),
      );
      vi.runAllTimers();
      expect(titles()).toEqual(
        berlin
          .filter((j) => /^Role 1/.test(j.title))
          .slice(0, 50)
          .map((j) => j.title),
      );
      expect(filters.drawNext()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sizes each later slice by the pace of the one before: a slow render draws fewer openings a task, a fast one the most', () => {
    const { filters } = frame(jobs(100), { pageSize: 100 });
    const now = vi.spyOn(performance, 'now');
    // A phone's pace: the first 10 openings take 40 ms, four times the budget's worth.
    now.mockReturnValueOnce(0).mockReturnValueOnce(4 * SLICE_MS);
    filters.drawNext();
    expect(titles()).toHaveLength(AT_ONCE);
    // So the next is the fewest, AT_ONCE (the budget fits 4: never fewer than a screenful); it takes half the budget.
    now.mockReturnValueOnce(0).mockReturnValueOnce(SLICE_MS / 2);
    filters.drawNext();
    expect(titles()).toHaveLength(2 * AT_ONCE);
    // At twice the budget's pace, the next one is twice as big: 20; it takes no time at all.
    now.mockReturnValue(0);
    filters.drawNext();
    expect(titles()).toHaveLength(4 * AT_ONCE);
    // So the next is the most, SLICE.
    filters.drawNext();
    expect(titles()).toHaveLength(4 * AT_ONCE + SLICE);
  });

  it('once the page is drawn whole, drawNext() draws nothing and the next page still draws in slices of its pace', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      const { filters } = frame(jobs(130), { pageSize: 50 });
      // As a board written ahead is adopted: the whole page at once, then the mount's own drawNext().
      while (!filters.drawNext());
      expect(filters.drawNext()).toBe(true);
      expect(titles()).toHaveLength(50);
      showMore('Show 50 more');
      expect(titles()).toHaveLength(50 + AT_ONCE);
      vi.runAllTimers();
      expect(titles()).toHaveLength(100);
      showMore('Show 30 more');
      vi.runAllTimers();
      expect(titles()).toHaveLength(130);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a page of a screenful or less in one drawNext()', () => {
    const list = jobs(30);
    const model = createBoardModel({
      org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: 'https://jobs.example/acme' },
      jobs: list,
      etag: null,
    });
    const filters = createFilters(model.jobs, makeConfig({ pageSize: AT_ONCE }), wordsFor('en'));
    expect(filters.groups.value).toEqual([]);
    expect(filters.drawNext()).toBe(true);
    expect(must(filters.groups.value[0]).jobs).toHaveLength(AT_ONCE);
  });

  it('takes pages in group order when grouped', () => {
    show(jobs(12), { pageSize: 10, groupBy: 'department' });
    // Design (4), Engineering (4), Sales (4): the first page ends inside Sales.
    expect(
      board()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Design (4)', 'Engineering (4)', 'Sales (4)']);
    expect(within(board().getByRole('region', { name: 'Sales' })).getAllByRole('listitem')).toHaveLength(2);
    showMore('Show 2 more');
    expect(focused()).toBe(board().getByRole('link', { name: 'Role 7' }));
  });
});
