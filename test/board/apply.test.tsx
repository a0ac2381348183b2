// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { wordsFor } from '../../src/ui/i18n.ts';
import { act, fireEvent, within, type BoundFunctions, type queries } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBoard } from '../../src/board/render.tsx';
import { drawnFilters } from '../support/filters.ts';
import { createBoardModel } from '../../src/board/model.ts';
import type { Config } from '../../src/board/options.ts';
import { makeConfig } from '../support/config.ts';
import { afterPaint } from '../support/paint.ts';
import { must } from '../support/must.ts';
import { bareJob as job } from '../support/job.ts';

const JOBS = 'https://jobs.example';
const config: Config = makeConfig({ applyInline: true, src: 'website' });

function show() {
  const model = createBoardModel({
    org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: '#0f766e', careersUrl: `${JOBS}/acme` },
    jobs: [job('eng-1', 'Firmware Engineer'), job('eng-2', 'Robotics Engineer')],
    etag: null,
  });
  const on = vi.fn();
  const host = document.createElement('svc-jobs-board');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const words = wordsFor('en');
  const filters = drawnFilters(model.jobs, config, words);
  disposers.push(renderBoard(host, shadow, { model, filters, config, jobsOrigin: JOBS, words, on }));
  screen = within(shadow as unknown as HTMLElement);
  return { on };
}

const disposers: (() => void)[] = [];
let screen: BoundFunctions<typeof queries>;

function fromFrame(source: unknown, data: unknown, origin = JOBS): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

/** happy-dom loads no frame page: each frame gets a stand-in window, compared by identity only. */
function frameWindow(frame: HTMLIFrameElement): object {
  const win = { stand: 'in' };
  Object.defineProperty(frame, 'contentWindow', { value: win });
  return win;
}

beforeEach(() => {
  history.replaceState(null, '', '/careers?utm_source=x&ref=tok-1#top');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('inline apply', () => {
  it('gives each job an Apply disclosure that opens the frame under it, in the task after the click has painted', async () => {
    const { on } = show();
    const buttons = screen.getAllByRole('button', { name: /^Apply for / });
    expect(buttons.map((b: HTMLElement) => b.getAttribute('aria-label'))).toEqual([
      'Apply for Firmware Engineer',
      'Apply for Robotics Engineer',
    ]);
    expect(must(buttons[0]).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(must(buttons[0]));
    expect(must(buttons[0]).getAttribute('aria-expanded')).toBe('true');
    // The click's paint shows the disclosure with an empty box of the frame's size; the frame comes after it.
    expect(screen.queryByTitle('Apply for Firmware Engineer')).toBeNull();
    const box = must(document.querySelector('svc-jobs-board')?.shadowRoot?.querySelector<HTMLElement>('.apply > .frame'));
    expect(box.style.height).toBe('480px');
    await afterPaint();
    expect(box.isConnected).toBe(false);
    const frame = screen.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer');
    expect(must(frame.closest('[id]')).id).toBe(must(buttons[0]).getAttribute('aria-controls'));
    expect(on).toHaveBeenCalledWith('apply-open', 'eng-1');
    // Opening another closes the first.
    fireEvent.click(must(buttons[1]));
    await afterPaint();
    expect(screen.queryByTitle('Apply for Firmware Engineer')).toBeNull();
    expect(screen.getByTitle('Apply for Robotics Engineer')).toBeTruthy();
  });

  it('passes org, job, the page without its query, the parent origin, theme, src and ref to the frame', async () => {
    show();
    fireEvent.click(must(screen.getAllByRole('button')[0]));
    await afterPaint();
    const url = new URL(screen.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer').src);
    expect(url.origin + url.pathname).toBe(`${JOBS}/embed/apply`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      org: 'acme',
      job: 'eng-1',
      embed: `${location.origin}/careers`,
      parent: location.origin,
      accent: '#0f766e',
      lang: 'en',
      // happy-dom's text is black: a light page.
      scheme: 'light',
      src: 'website',
      ref: 'tok-1',
    });
  });

  it('follows the height its own frame reports and ignores other windows and origins', async () => {
    const { on } = show();
    fireEvent.click(must(screen.getAllByRole('button')[0]));
    await afterPaint();
    const frame = screen.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer');
    const win = frameWindow(frame);
    fromFrame(win, { source: 'svc-jobs', type: 'ready', height: 612.4 });
    expect(frame.style.height).toBe('613px');
    fromFrame(window, { source: 'svc-jobs', type: 'height', height: 9000 });
    fromFrame(win, { source: 'svc-jobs', type: 'height', height: 9000 }, 'https://evil.example');
    fromFrame(win, { source: 'svc-jobs', type: 'height', height: -1 });
    expect(frame.style.height).toBe('613px');
    fromFrame(win, { source: 'svc-jobs', type: 'submitted', publicId: 'eng-1' });
    expect(on).toHaveBeenCalledWith('applied', 'eng-1');
  });

  it('keeps its height when the frame measured 0 px (warmed in a hidden disclosure), and says ready all the same', async () => {
    vi.useFakeTimers();
    show();
    fireEvent.click(must(screen.getAllByRole('button')[0]));
    await afterPaint();
    const frame = screen.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer');
    const win = frameWindow(frame);
    fromFrame(win, { source: 'svc-jobs', type: 'ready', height: 0 });
    expect(frame.style.height).toBe('480px');
    act(() => void vi.advanceTimersByTime(9000));
    expect(screen.queryByText('Apply for this job')).toBeNull();
    fromFrame(win, { source: 'svc-jobs', type: 'height', height: 622 });
    expect(frame.style.height).toBe('622px');
  });

  it('offers the board when the frame has not said ready within 8 seconds', () => {
    vi.useFakeTimers();
    show();
    fireEvent.click(must(screen.getAllByRole('button')[0]));
    act(() => void vi.advanceTimersByTime(7900));
    expect(screen.queryByText('Apply for this job')).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('link', { name: 'Apply for this job' }).getAttribute('href')).toBe(`${JOBS}/acme/eng-1?src=website`);
  });

  it('does not offer the board once the frame said ready', async () => {
    vi.useFakeTimers();
    show();
    fireEvent.click(must(screen.getAllByRole('button')[0]));
    await afterPaint();
    const frame = screen.getByTitle<HTMLIFrameElement>('Apply for Firmware Engineer');
    fromFrame(frameWindow(frame), { source: 'svc-jobs', type: 'ready', height: 500 });
    act(() => void vi.advanceTimersByTime(9000));
    expect(screen.queryByText('Apply for this job')).toBeNull();
  });
});
