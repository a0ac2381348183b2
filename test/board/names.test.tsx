// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
// Names that tell jobs apart: when titles repeat on a board, each Apply control
// and its frame also name what differs (location, else department, else type).
import { fireEvent, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnFilters } from '../support/filters.ts';
import { createBoardModel, tellApart } from '../../src/board/model.ts';
import { renderBoard } from '../../src/board/render.tsx';
import type { JobSummary } from '../../src/feed/types.ts';
import { wordsFor } from '../../src/ui/i18n.ts';
import { makeConfig } from '../support/config.ts';
import { afterPaint } from '../support/paint.ts';

const JOBS = 'https://jobs.example';
const job = (publicId: string, title: string, over: Partial<JobSummary> = {}): JobSummary => ({
  publicId,
  title,
  department: 'Operations',
  location: 'Berlin, Germany',
  employmentType: 'full_time',
  shortDescription: null,
  compensation: null,
  publishedAt: null,
  url: `${JOBS}/acme/${publicId}`,
  ...over,
});
const feed = (jobs: JobSummary[]) => ({
  org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: `${JOBS}/acme` },
  jobs,
  etag: null,
});

describe('tellApart', () => {
  it('names the first fact that differs among openings of one title, and nothing for unique titles', () => {
    const told = tellApart([
      job('fst-ny', 'Field Service Technician', { location: 'New York, United States' }),
      job('fst-muc', 'Field Service Technician', { location: 'Munich, Germany' }),
      job('pm-1', 'Product Manager', { department: 'Product' }),
      job('pm-2', ' product manager ', { department: 'Platform' }),
      job('w-1', 'Writer', { employmentType: 'contract' }),
      job('w-2', 'Writer', { employmentType: 'part_time' }),
      job('solo', 'Firmware Engineer'),
      job('twin-1', 'Recruiter'),
      job('twin-2', 'Recruiter'),
    ]);
    expect(Object.fromEntries(told)).toEqual({
      'fst-ny': 'location',
      'fst-muc': 'location',
      'pm-1': 'department',
      'pm-2': 'department',
      'w-1': 'employmentType',
      'w-2': 'employmentType',
    });
  });
});

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  document.body.replaceChildren();
});

function show(jobs: JobSummary[]) {
  const config = makeConfig({ applyInline: true });
  const model = createBoardModel(feed(jobs));
  const host = document.createElement('svc-jobs-board');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const words = wordsFor('en');
  disposers.push(
    renderBoard(host, shadow, { model, filters: drawnFilters(model.jobs, config, words), config, jobsOrigin: JOBS, words, on: vi.fn() }),
  );
  return { screen: within(shadow as unknown as HTMLElement), model };
}

describe('Apply controls of openings that share a title', () => {
  it('are named with the location, and so are their frames', async () => {
    const { screen } = show([
      job('ops-txu9c', 'Field Service Technician', { location: 'New York, United States' }),
      job('ops-sxgdv', 'Field Service Technician', { location: 'Munich, Germany' }),
      job('eng-1', 'Firmware Engineer'),
    ]);
    const names = screen.getAllByRole('button', { name: /^Apply for / }).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Apply for Field Service Technician, New York, United States',
      'Apply for Field Service Technician, Munich, Germany',
      'Apply for Firmware Engineer',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Field Service Technician, Munich, Germany' }));
    await afterPaint();
    expect(screen.getByTitle('Apply for Field Service Technician, Munich, Germany').tagName).toBe('IFRAME');
  });

  it('fall back to the department, then to the type in the board’s words', () => {
    const { screen } = show([
      job('a', 'Analyst', { department: 'Finance' }),
      job('b', 'Analyst', { department: 'Sales' }),
      job('c', 'Courier', { employmentType: 'part_time' }),
      job('d', 'Courier', { employmentType: 'full_time' }),
    ]);
    expect(screen.getAllByRole('button', { name: /^Apply for / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Apply for Analyst, Finance',
      'Apply for Analyst, Sales',
      'Apply for Courier, Part-time',
      'Apply for Courier, Full-time',
    ]);
  });

  it('are worked out once per feed, not on every render', () => {
    const { screen, model } = show([job('a', 'Analyst', { department: 'Finance' }), job('b', 'Analyst', { department: 'Sales' })]);
    const once = model.twins.value;
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Analyst, Finance' }));
    expect(model.twins.value).toBe(once);
    model.update(feed([job('a', 'Analyst', { department: 'Finance' }), job('c', 'Courier')]));
    expect(model.twins.value).not.toBe(once);
    expect(screen.getByRole('button', { name: 'Apply for Analyst' })).toBeTruthy();
  });
});
