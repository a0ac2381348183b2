// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
// Read before applying: an Apply disclosure of the list shows the job's
// description and requirements above the form, fetched when it opens.
import { act, fireEvent, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnFilters } from '../support/filters.ts';
import { createBoardModel, type LoadJob } from '../../src/board/model.ts';
import { renderBoard } from '../../src/board/render.tsx';
import type { Config } from '../../src/board/options.ts';
import type { JobPage } from '../../src/feed/job.ts';
import { wordsFor } from '../../src/ui/i18n.ts';
import { makeConfig } from '../support/config.ts';
import { afterPaint } from '../support/paint.ts';
import { must } from '../support/must.ts';
import { bareJob as job } from '../support/job.ts';

const JOBS = 'https://jobs.example';

const LIST = [job('eng-1', 'Firmware Engineer'), job('eng-2', 'Robotics Engineer'), job('eng-3', 'Test Engineer')];
const page = (publicId: string): JobPage => ({
  ...must(LIST.find((j) => j.publicId === publicId)),
  description: `You will **own** the ${publicId} stack.\n\n## The role\n\n<img src=x onerror=alert(1)>`,
  requirements: [`C for ${publicId}`, 'Oscilloscopes'],
});

/** A loadJob whose answers the test gives, one pending promise per call. */
function loader() {
  const pending: { id: string; resolve: (j: JobPage | null) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn<LoadJob>((id) => new Promise((resolve, reject) => pending.push({ id, resolve, reject })));
  return { load, pending };
}

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  document.body.replaceChildren();
});

function show(load: LoadJob, over: Partial<Config> = {}) {
  const config = makeConfig({ applyInline: true, ...over });
  const model = createBoardModel(
    {
      org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: `${JOBS}/acme` },
      jobs: LIST,
      etag: null,
    },
    null,
    null,
    load,
  );
  const host = document.createElement('svc-jobs-board');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const words = wordsFor('en');
  disposers.push(
    renderBoard(host, shadow, { model, filters: drawnFilters(model.jobs, config, words), config, jobsOrigin: JOBS, words, on: vi.fn() }),
  );
  const screen = within(shadow as unknown as HTMLElement);
  const item = (title: string) => within(must(screen.getByRole('link', { name: title }).closest('li')));
  return { screen, item, model };
}

/** Lets the loader's answer reach the board. */
const settle = () => act(async () => void (await Promise.resolve()));
const before = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('read before applying', () => {
  it('shows loading, then the description and requirements above the form, in place', async () => {
    const { load, pending } = loader();
    const { item } = show(load);
    const first = item('Firmware Engineer');
    fireEvent.click(first.getByRole('button', { name: 'Apply for Firmware Engineer' }));
    await afterPaint();
    const loading = first.getByText('Loading the job description…');
    // The form loads meanwhile, unseen, so that the description does not push it down under the candidate's eyes.
    const frame = first.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer');
    expect(before(loading, frame)).toBe(true);
    expect(frame.style.visibility).toBe('hidden');
    expect(load).toHaveBeenCalledWith('eng-1');

    must(pending[0]).resolve(page('eng-1'));
    await settle();
    expect(first.queryByText('Loading the job description…')).toBeNull();
    const own = first.getByText('own');
    expect(own.tagName).toBe('STRONG');
    // The feed's text is never markup.
    expect(first.getByText('<img src=x onerror=alert(1)>').tagName).toBe('P');
    // Headings sit under the job's title (h3), as they sit under the h2 of a detail page.
    expect(first.getByRole('heading', { name: 'The role' }).tagName).toBe('H4');
    const heading = first.getByRole('heading', { name: 'Requirements' });
    expect(heading.tagName).toBe('H4');
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['C for eng-1', 'Oscilloscopes']);
    expect(before(own, heading) && before(heading, frame)).toBe(true);
    expect(first.getByTitle('Apply for Firmware Engineer')).toBe(frame);
    expect(frame.style.visibility).toBe('');
    // All of it inside the region the Apply button controls.
    const region = must(first.getByTitle('Apply for Firmware Engineer').closest('[id]'));
    expect(region.id).toBe(first.getByRole('button', { name: 'Apply for Firmware Engineer' }).getAttribute('aria-controls'));
    expect(region.contains(own)).toBe(true);
  });

  it('puts its headings one level under the job’s title in a grouped list', async () => {
    const { load, pending } = loader();
    const { item } = show(load, { groupBy: 'department' });
    const first = item('Firmware Engineer');
    expect(first.getByRole('heading', { name: 'Firmware Engineer' }).tagName).toBe('H4');
    fireEvent.click(first.getByRole('button', { name: 'Apply for Firmware Engineer' }));
    must(pending[0]).resolve(page('eng-1'));
    await settle();
    expect(first.getByRole('heading', { name: 'The role' }).tagName).toBe('H5');
    expect(first.getByRole('heading', { name: 'Requirements' }).tagName).toBe('H5');
  });

  it('says the description failed and still shows the form', async () => {
    const { load, pending } = loader();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { item } = show(load);
    const first = item('Firmware Engineer');
    fireEvent.click(first.getByRole('button', { name: 'Apply for Firmware Engineer' }));
    await afterPaint();
    must(pending[0]).reject(new Error('NETWORK'));
    await settle();
    expect(first.getByText('The job description could not be loaded.')).toBeTruthy();
    expect(first.queryByText('Loading the job description…')).toBeNull();
    expect(first.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer').style.visibility).toBe('');
  });

  it('shows the form after a few seconds when the description is slow, still loading above it', async () => {
    vi.useFakeTimers();
    try {
      const { load, pending } = loader();
      const { item } = show(load);
      const first = item('Firmware Engineer');
      fireEvent.click(first.getByRole('button', { name: 'Apply for Firmware Engineer' }));
      await afterPaint();
      const frame = first.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer');
      act(() => void vi.advanceTimersByTime(2880));
      expect(frame.style.visibility).toBe('hidden');
      act(() => void vi.advanceTimersByTime(200));
      expect(frame.style.visibility).toBe('');
      expect(first.getByText('Loading the job description…')).toBeTruthy();
      must(pending[0]).resolve(page('eng-1'));
      await settle();
      expect(first.getByText('Oscilloscopes')).toBeTruthy();
      expect(first.getByTitle('Apply for Firmware Engineer')).toBe(frame);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so for a job that closed meanwhile (404), form still there', async () => {
    const { load, pending } = loader();
    const { item } = show(load);
    const second = item('Robotics Engineer');
    fireEvent.click(second.getByRole('button', { name: 'Apply for Robotics Engineer' }));
    await afterPaint();
    must(pending[0]).resolve(null);
    await settle();
    expect(second.getByText('The job description could not be loaded.')).toBeTruthy();
    expect(second.getByTitle('Apply for Robotics Engineer')).toBeTruthy();
  });

  it('requests only the job whose disclosure opens, once, and again only after a failure', async () => {
    const { load, pending } = loader();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { item } = show(load);
    expect(load).not.toHaveBeenCalled();
    const button = (title: string) => item(title).getByRole('button', { name: `Apply for ${title}` });

    fireEvent.click(button('Firmware Engineer'));
    must(pending[0]).resolve(page('eng-1'));
    await settle();
    fireEvent.click(button('Firmware Engineer')); // close
    fireEvent.click(button('Firmware Engineer')); // and open again: kept
    expect(item('Firmware Engineer').getByText('Oscilloscopes')).toBeTruthy();
    expect(load.mock.calls).toEqual([['eng-1']]);

    fireEvent.click(button('Robotics Engineer'));
    expect(load.mock.calls).toEqual([['eng-1'], ['eng-2']]);
    must(pending[1]).reject(new Error('NETWORK'));
    await settle();
    fireEvent.click(button('Firmware Engineer'));
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.click(button('Robotics Engineer'));
    expect(load.mock.calls).toEqual([['eng-1'], ['eng-2'], ['eng-2']]);
    expect(item('Robotics Engineer').getByText('Loading the job description…')).toBeTruthy();
  });

  it('shows no description when jobs have pages of their own on the host site (data-href-pattern)', async () => {
    const { load } = loader();
    const { item } = show(load, { hrefPattern: '/careers/{publicId}' });
    const first = item('Firmware Engineer');
    fireEvent.click(first.getByRole('button', { name: 'Apply for Firmware Engineer' }));
    await afterPaint();
    expect(first.getByTitle('Apply for Firmware Engineer')).toBeTruthy();
    expect(first.queryByText('Loading the job description…')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
