// @vitest-environment happy-dom
import { wordsFor } from '../../src/ui/i18n.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobList } from '../../src/board/JobList.tsx';
import { warmRender } from '../../src/board/render.tsx';
import { drawnFilters } from '../support/filters.ts';
import { createBoardModel } from '../../src/board/model.ts';
import type { Config } from '../../src/board/options.ts';
import { makeConfig } from '../support/config.ts';
import type { Feed } from '../../src/feed/feed.ts';
import type { JobSummary } from '../../src/feed/types.ts';
import { h } from 'preact';
import { must } from '../support/must.ts';

afterEach(cleanup);

const JOBS = 'https://jobs.example';
const config: Config = makeConfig();
const day = 86400_000;

function job(over: Partial<JobSummary> = {}): JobSummary {
  return {
    publicId: 'eng-7f3k2',
    title: 'Senior Firmware Engineer',
    department: 'Engineering',
    location: 'Berlin, Germany',
    employmentType: 'full_time',
    shortDescription: 'Own the motor-control stack.',
    compensation: '€85k–105k',
    publishedAt: new Date(Date.now() - 3 * day).toISOString(),
    url: 'https://jobs.example/acme/eng-7f3k2',
    ...over,
  };
}

function feed(jobs: JobSummary[]): Feed {
  return {
    org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: 'https://jobs.example/acme' },
    jobs,
    etag: '"a","b"',
  };
}

function show(jobs: JobSummary[], over: Partial<Config> = {}, on = vi.fn()) {
  const model = createBoardModel(feed(jobs));
  const c = { ...config, ...over };
  const words = wordsFor('en');
  const filters = drawnFilters(model.jobs, c, words);
  render(<JobList model={model} filters={filters} config={c} jobsOrigin={JOBS} words={words} on={on} />);
  return { model, on };
}

describe('the job list', () => {
  it('shows each opening as a heading link with its facts', () => {
    show([job(), job({ publicId: 'ops-1', title: 'Warehouse Lead', department: null, employmentType: 'part_time', compensation: null })]);
    expect(screen.getByRole('heading', { level: 2, name: 'Open positions' })).toBeTruthy();
    expect(screen.getByText('2 open positions')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(must(items[0]));
    expect(first.getByRole('link', { name: 'Senior Firmware Engineer' }).getAttribute('href')).toBe('https://jobs.example/acme/eng-7f3k2');
    expect([...must(items[0]).querySelectorAll('.meta span')].map((s) => s.textContent)).toEqual([
      'Engineering',
      'Berlin, Germany',
      'Full-time',
      '€85k–105k',
    ]);
    expect(first.getByText('Own the motor-control stack.')).toBeTruthy();
    expect(first.getByText('Posted 3 days ago')).toBeTruthy();
    expect(must(items[1]).textContent).toContain('Part-time');
    expect(must(items[1]).textContent).not.toContain('null');
  });

  it('says one opening in the singular', () => {
    show([job()]);
    expect(screen.getByText('1 open position')).toBeTruthy();
  });

  it('shows the data-empty text for an empty feed', () => {
    show([], { emptyText: 'No roles right now — check back soon!' });
    expect(screen.getByText('No roles right now — check back soon!')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a default text for an empty feed', () => {
    show([]);
    expect(screen.getByText('There are no open positions right now.')).toBeTruthy();
  });

  it('links to the host pattern and adds src to board links', () => {
    show([job()], { hrefPattern: '/careers/{publicId}' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/careers/eng-7f3k2');
    cleanup();
    show([job()], { src: 'website' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://jobs.example/acme/eng-7f3k2?src=website');
  });

  it('shows markup in feed strings as text', () => {
    show([job({ title: '<img src=x onerror=alert(1)> Lead', shortDescription: '<b>bold</b>' })]);
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)> Lead' })).toBeTruthy();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('reports a job opened before navigation', () => {
    const { on } = show([job()]);
    fireEvent.click(screen.getByRole('link'), { button: 0 });
    expect(on).toHaveBeenCalledWith('job-open', 'eng-7f3k2');
  });
});

describe('warming Preact before the first board', () => {
  it('renders nothing into the page and leaves a later board as it would be', () => {
    const before = document.documentElement.outerHTML;
    warmRender();
    expect(document.documentElement.outerHTML).toBe(before);
    show([job()]);
    expect(screen.getByRole('link').textContent).toBe(job().title);
  });
});
