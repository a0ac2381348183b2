// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
// Warming the apply frame: a mouse or a keyboard's focus on an Apply control
// loads its frame, hidden; the click only shows that same frame. A finger's
// approach asks for the description only.
import { act, fireEvent, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawnFilters } from '../support/filters.ts';
import { createBoardModel } from '../../src/board/model.ts';
import { renderBoard } from '../../src/board/render.tsx';
import type { Config } from '../../src/board/options.ts';
import type { JobPage } from '../../src/feed/job.ts';
import { wordsFor } from '../../src/ui/i18n.ts';
import { makeConfig } from '../support/config.ts';
import { afterPaint, taskAfterPaint } from '../support/paint.ts';
import { must } from '../support/must.ts';
import { bareJob as job } from '../support/job.ts';

const JOBS = 'https://jobs.example';

const disposers: (() => void)[] = [];
// happy-dom loads no frame page and says so on the console.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  document.body.replaceChildren();
});

function show(config: Config, loadJob?: (id: string) => Promise<JobPage | null>) {
  const model = createBoardModel(
    {
      org: { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: '#0f766e', careersUrl: `${JOBS}/acme` },
      jobs: [job('eng-1', 'Firmware Engineer'), job('eng-2', 'Robotics Engineer')],
      etag: null,
    },
    null,
    null,
    loadJob,
  );
  const on = vi.fn();
  const host = document.createElement('svc-jobs-board');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const words = wordsFor('en');
  disposers.push(
    renderBoard(host, shadow, { model, filters: drawnFilters(model.jobs, config, words), config, jobsOrigin: JOBS, words, on }),
  );
  const screen = within(shadow as unknown as HTMLElement);
  const frames = () => [...shadow.querySelectorAll('iframe')];
  return { on, screen, frames };
}

const inline = makeConfig({ applyInline: true, hrefPattern: '/careers?job={publicId}' });

describe('warming the apply frame', () => {
  it('loads the frame, hidden, while a mouse is on an Apply control; the click shows that same frame', async () => {
    const { on, screen, frames } = show(inline);
    const [first] = screen.getAllByRole('button', { name: /^Apply for / });
    expect(frames()).toHaveLength(0);
    act(() => void fireEvent.pointerEnter(must(first), { pointerType: 'mouse' }));
    // No press is waiting for a paint: the warmed frame comes in the task after it.
    await taskAfterPaint();
    const [warm] = frames();
    expect(new URL(must(warm).src).searchParams.get('job')).toBe('eng-1');
    // Not shown, not announced, not the disclosure's yet.
    expect(must(warm).closest('[hidden]')).not.toBeNull();
    expect(must(first).getAttribute('aria-expanded')).toBe('false');
    expect(on).not.toHaveBeenCalledWith('apply-open', expect.anything());
    act(() => void fireEvent.click(must(first)));
    expect(frames()).toEqual([warm]);
    expect(must(warm).closest('[hidden]')).toBeNull();
    expect(must(warm?.closest('[id]')).id).toBe(must(first).getAttribute('aria-controls'));
    expect(on.mock.calls.filter(([e]) => e === 'apply-open')).toEqual([['apply-open', 'eng-1']]);
    // Closing removes it.
    act(() => void fireEvent.click(must(first)));
    expect(frames()).toHaveLength(0);
  });

  it('loads no frame ahead for a finger: the tap opens the disclosure, its frame comes once that paint is on the screen', async () => {
    const loadJob = vi.fn(() => new Promise<JobPage | null>(() => {}));
    const { screen, frames } = show(makeConfig({ applyInline: true }), loadJob);
    const [first] = screen.getAllByRole('button', { name: /^Apply for / });
    act(() => void fireEvent.pointerEnter(must(first), { pointerType: 'touch' }));
    await afterPaint();
    expect(frames()).toHaveLength(0);
    // The description is asked for all the same: it comes over the network, not with the paint.
    expect(loadJob.mock.calls).toEqual([['eng-1']]);
    act(() => void fireEvent.click(must(first)));
    expect(must(first).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Loading the job description…')).toBeTruthy();
    expect(frames()).toHaveLength(0);
    // Opened by the tap, the frame waits until the tap's paint is on the screen (ApplyFrame's ON_SCREEN_MS).
    await taskAfterPaint();
    expect(frames()).toHaveLength(0);
    await afterPaint();
    expect(frames().map((f) => new URL(f.src).searchParams.get('job'))).toEqual(['eng-1']);
  });

  it('warms on a keyboard’s focus too, one frame at a time', async () => {
    // happy-dom reads :focus-visible as document.activeElement, which is the board's host for a
    // button in its shadow root: here every focus is a keyboard's (the e2e spec tells a press apart).
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called with the spy's own `this`
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible'
        ? this.getRootNode() instanceof ShadowRoot && (this.getRootNode() as ShadowRoot).activeElement === this
        : matches.call(this, selector);
    });
    const { screen, frames } = show(inline);
    const [first, second] = screen.getAllByRole('button', { name: /^Apply for / });
    act(() => must(first).focus());
    await afterPaint();
    expect(frames().map((f) => new URL(f.src).searchParams.get('job'))).toEqual(['eng-1']);
    act(() => must(second).focus());
    await afterPaint();
    expect(frames().map((f) => new URL(f.src).searchParams.get('job'))).toEqual(['eng-2']);
  });

  it('asks for the description to read first while warming, when it shows above the form', () => {
    const loadJob = vi.fn(() => new Promise<JobPage | null>(() => {}));
    const { screen } = show(makeConfig({ applyInline: true }), loadJob);
    act(() => void fireEvent.pointerEnter(must(screen.getAllByRole('button', { name: /^Apply for / })[1]), { pointerType: 'mouse' }));
    expect(loadJob.mock.calls).toEqual([['eng-2']]);
  });

  it('warms nothing on a board without inline apply', async () => {
    const loadJob = vi.fn(() => Promise.resolve(null));
    const { screen, frames } = show(makeConfig({}), loadJob);
    for (const el of screen.getAllByRole('link')) {
      act(() => void fireEvent.pointerEnter(el, { pointerType: 'mouse' }));
      act(() => el.focus());
    }
    await afterPaint();
    expect(screen.queryAllByRole('button', { name: /^Apply for / })).toHaveLength(0);
    expect(frames()).toHaveLength(0);
    expect(loadJob).not.toHaveBeenCalled();
  });
});
