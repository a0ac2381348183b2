// @vitest-environment happy-dom
// The React component in a DOM with React 19's development build (which checks
// hydration): hydrating the server's markup leaves the container's content as
// it was (the same nodes) with no warning; a client render (client navigation)
// in an engine without setHTMLUnsafe parses no markup and leaves a plain
// container; both mount through window.SvcJobs once, and unmount when React
// removes the board.
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SvcJobsBoardWritten } from '../../src/package/react-client.ts';
import { must } from '../support/must.ts';

const AHEAD =
  '<svc-jobs-board><template shadowrootmode="open"><style>p{}</style><p>board</p></template><a href="x">All</a></svc-jobs-board>';
const props = { org: 'acme', jobsUrl: 'https://jobs.example', apply: 'inline', html: AHEAD } as const;

// React's act() environment flag, as its testing docs set it.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let api: { mount: ReturnType<typeof vi.fn>; unmount: ReturnType<typeof vi.fn> };
let problems: string[];

beforeEach(() => {
  // embed.js as loaded: its host API (the component uses it when present, and adds no script then).
  api = { mount: vi.fn(() => Promise.resolve('ready')), unmount: vi.fn() };
  Reflect.set(window, 'SvcJobs', api);
  problems = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
  document.body.replaceChildren();
});
afterEach(() => Reflect.deleteProperty(window, 'SvcJobs'));

describe('<SvcJobsBoard> in the browser (React 19, development build)', () => {
  it("hydrates the server's markup without a warning and without touching the board, then mounts and unmounts it", async () => {
    const root = document.createElement('main');
    root.innerHTML = renderToString(createElement(SvcJobsBoardWritten, props));
    document.body.append(root);
    const board = must(root.querySelector('svc-jobs-board'));
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, createElement(SvcJobsBoardWritten, props));
      await Promise.resolve();
    });
    const container = must(root.querySelector('[data-svc-jobs]'));
    expect(problems).toEqual([]);
    // The same element the server sent: React wrote nothing into the container.
    expect(root.querySelector('svc-jobs-board')).toBe(board);
    expect(api.mount.mock.calls).toEqual([[container]]);
    expect(document.querySelectorAll('script').length).toBe(0);
    await act(async () => {
      app?.unmount();
      await Promise.resolve();
    });
    expect(api.unmount.mock.calls).toEqual([[container]]);
  });

  it('hydrates a fallback (the server wrote the children: the feed was down) without a warning, then mounts it', async () => {
    const fallback = { ...props, html: '' };
    const children = createElement('p', null, 'See ', createElement('a', { href: '/jobs' }, 'our jobs'));
    const root = document.createElement('main');
    root.innerHTML = renderToString(createElement(SvcJobsBoardWritten, fallback, children));
    document.body.append(root);
    const p = must(root.querySelector('p'));
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, createElement(SvcJobsBoardWritten, fallback, children));
      await Promise.resolve();
    });
    expect(problems).toEqual([]);
    expect(root.querySelector('p')).toBe(p);
    expect(api.mount.mock.calls).toEqual([[must(root.querySelector('[data-svc-jobs]'))]]);
    // embed.js swaps the board in for the fallback; a render of the page after that leaves the container alone.
    must(root.querySelector('[data-svc-jobs]')).replaceChildren(document.createElement('svc-jobs-board'));
    await act(async () => {
      app?.render(createElement(SvcJobsBoardWritten, fallback, createElement('p', null, 'changed')));
      await Promise.resolve();
    });
    expect(problems).toEqual([]);
    expect(root.querySelector('[data-svc-jobs]')?.innerHTML).toBe('<svc-jobs-board></svc-jobs-board>');
    act(() => app?.unmount());
  });

  // Where setHTMLUnsafe is (Chromium, Firefox), a client render's shadow root is checked by e2e/recipe-checks.ts.
  it('on a client render in an engine without setHTMLUnsafe (as happy-dom), parses no markup: a plain container, mounted', async () => {
    expect('setHTMLUnsafe' in Element.prototype).toBe(false);
    const root = document.createElement('main');
    document.body.append(root);
    const app = createRoot(root);
    await act(async () => {
      app.render(createElement(SvcJobsBoardWritten, props));
      await Promise.resolve();
    });
    expect(root.querySelector('svc-jobs-board')).toBeNull();
    expect(root.querySelector('[data-svc-jobs]')?.getAttribute('data-apply')).toBe('inline');
    expect(api.mount).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
    await act(async () => {
      app.unmount();
      await Promise.resolve();
    });
    expect(api.unmount).toHaveBeenCalledTimes(1);
  });

  it('loads embed.js once for the page, however many boards, when it is not there yet', async () => {
    Reflect.deleteProperty(window, 'SvcJobs');
    const root = document.createElement('main');
    document.body.append(root);
    const app = createRoot(root);
    await act(async () => {
      app.render(
        createElement(
          'div',
          null,
          createElement(SvcJobsBoardWritten, { ...props, key: 'a' }),
          createElement(SvcJobsBoardWritten, { ...props, department: 'Sales', key: 'b' }),
        ),
      );
      await Promise.resolve();
    });
    const scripts = [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(['https://jobs.example/embed.js?v=3']);
    act(() => app.unmount());
  });
});
