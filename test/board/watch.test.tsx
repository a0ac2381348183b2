// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
// State read where it is shown (src/board/watch.ts): a change re-renders the
// components that show it, not the board.
import { signal } from '@preact/signals-core';
import { within } from '@testing-library/preact';
import { h, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_ONCE } from '../../src/board/slices.ts';
import { InlineApply } from '../../src/board/InlineApply.tsx';
import { JobItem } from '../../src/board/JobItem.tsx';
import { createBoardModel } from '../../src/board/model.ts';
import type { Config } from '../../src/board/options.ts';
import { renderBoard } from '../../src/board/render.tsx';
import { watch, watchAtOnce } from '../../src/board/watch.ts';
import type { JobSummary } from '../../src/feed/types.ts';
import { wordsFor } from '../../src/ui/i18n.ts';
import { drawnFilters } from '../support/filters.ts';
import { makeConfig } from '../support/config.ts';

const JOBS = 'https://jobs.example';
const jobs = Array.from({ length: 60 }, (_, i): JobSummary => ({
  publicId: `job-${i}`,
  title: `Role ${i}`,
  department: ['Engineering', 'Sales'][i % 2] ?? null,
  location: null,
  employmentType: null,
  shortDescription: null,
  compensation: null,
  publishedAt: null,
  url: `${JOBS}/acme/job-${i}`,
}));

const stops: (() => void)[] = [];
// happy-dom loads no frame page and says so on the console.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function show(config: Config) {
  const model = createBoardModel({
    org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: `${JOBS}/acme` },
    jobs,
    etag: null,
  });
  const host = document.body.appendChild(document.createElement('svc-jobs-board'));
  const shadow = host.attachShadow({ mode: 'open' });
  const words = wordsFor('en');
  const filters = drawnFilters(model.jobs, config, words);
  stops.push(renderBoard(host, shadow, { model, filters, config, jobsOrigin: JOBS, words, on: vi.fn() }));
  const board = within(shadow as unknown as HTMLElement);
  const titles = () => board.queryAllByRole('listitem').map((li) => li.querySelector('.title')?.textContent);
  return { filters, board, titles };
}

describe('a component that watches what it shows', () => {
  it('re-renders on a change to a signal its render read, not to one it did not, and not once unmounted', () => {
    const shown = signal('a');
    const other = signal(0);
    const view = vi.fn(({ label }: { label: string }) => (
      <p>
        {label}: {shown.value}
      </p>
    ));
    const Label = watch(view);
    const root = document.body.appendChild(document.createElement('div'));
    // Rendered by itself, not by renderBoard: it installs what renderBoard does.
    watchAtOnce();
    render(<Label label="x" />, root);
    expect(root.textContent).toBe('x: a');
    shown.value = 'b';
    // At once: the writer finds the DOM drawn.
    expect(root.textContent).toBe('x: b');
    other.value = 1;
    expect(view).toHaveBeenCalledTimes(2);
    render(null, root);
    shown.value = 'c';
    expect(view).toHaveBeenCalledTimes(2);
  });
});

describe('the board re-renders what a change shows', () => {
  it('a search every opening shown matches renders the count again, and none of the openings its task keeps', () => {
    const { filters, board, titles } = show(makeConfig({ pageSize: 50 }));
    expect(titles()).toHaveLength(50);
    const item = vi.spyOn(JobItem.prototype, 'render');
    filters.set('q', 'role');
    expect(board.getByRole('status').textContent).toBe('60 of 60 open positions match');
    // The keystroke's task keeps a screenful (the rest of the page follows a slice per task).
    expect(titles()).toEqual(jobs.slice(0, AT_ONCE).map((j) => j.title));
    expect(item).not.toHaveBeenCalled();
  });

  it('"Show more" renders the openings it adds, and only them', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { board, titles } = show(makeConfig({ pageSize: 20 }));
      const item = vi.spyOn(JobItem.prototype, 'render');
      board.getByRole('button', { name: 'Show 20 more' }).click();
      vi.runAllTimers();
      expect(titles()).toHaveLength(40);
      expect(item.mock.contexts.map((c) => (c as JobItem).props.job.title)).toEqual(jobs.slice(20, 40).map((j) => j.title));
    } finally {
      vi.useRealTimers();
    }
  });

  it('an Apply click renders its own disclosure again, not the list nor the other disclosures', () => {
    const { board } = show(makeConfig({ pageSize: 50, applyInline: true, hrefPattern: '/careers?job={publicId}' }));
    const item = vi.spyOn(JobItem.prototype, 'render');
    const disclosure = vi.spyOn(InlineApply.prototype, 'view');
    const [first] = board.getAllByRole('button', { name: /^Apply for / });
    first?.click();
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(item).not.toHaveBeenCalled();
    expect(disclosure.mock.contexts.map((c) => (c as InlineApply).props.job.publicId)).toEqual(['job-0']);
  });
});
