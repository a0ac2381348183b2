// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createFrameLink } from '../../src/apply/frame.ts';
import { applyTheme } from '../../src/apply/theme.ts';
import { readScheme } from '../../src/apply/params.ts';
import { SURFACE, contrastRatio } from '../../src/ui/theme.ts';

const HOST = 'https://shop.example';

/** A window whose document height we set, and whose ResizeObserver or MutationObserver we trigger. */
function fakeWindow() {
  let height = 300;
  const fake = () => {
    const o = class {
      static notify: () => void = () => {};
      constructor(cb: () => void) {
        o.notify = cb;
      }
      observe(): void {}
      disconnect(): void {
        o.notify = () => {};
      }
    };
    return o;
  };
  const RO = fake();
  const MO = fake();
  const documentElement = { getBoundingClientRect: () => ({ height, top: 0 }) };
  const win = { document: { documentElement }, scrollY: 0, ResizeObserver: RO, MutationObserver: MO } as unknown as Window;
  return {
    win,
    resize: (h: number) => {
      height = h;
      RO.notify();
    },
    /** The DOM changed in a frame the browser is not rendering: no resize is observed. */
    mutate: (h: number) => {
      height = h;
      MO.notify();
    },
  };
}

describe('the frame link', () => {
  it('posts ready once with the height, then height only when it changes (rounded up)', () => {
    const { win, resize } = fakeWindow();
    const parent = { postMessage: vi.fn() };
    const link = createFrameLink(HOST, { win, target: parent });
    link.ready();
    link.ready();
    resize(300);
    resize(420.2);
    resize(420.9);
    resize(380);
    expect(parent.postMessage.mock.calls).toEqual([
      [{ source: 'svc-jobs', type: 'ready', height: 300 }, HOST],
      [{ source: 'svc-jobs', type: 'height', height: 421 }, HOST],
      [{ source: 'svc-jobs', type: 'height', height: 380 }, HOST],
    ]);
    link.dispose();
    resize(500);
    expect(parent.postMessage).toHaveBeenCalledTimes(3);
  });

  it('posts a height a DOM change brings even when no resize is observed (a frame out of view is not rendered)', () => {
    const { win, mutate, resize } = fakeWindow();
    const parent = { postMessage: vi.fn() };
    const link = createFrameLink(HOST, { win, target: parent });
    link.ready();
    mutate(68);
    mutate(652);
    resize(652);
    expect(parent.postMessage.mock.calls).toEqual([
      [{ source: 'svc-jobs', type: 'ready', height: 300 }, HOST],
      [{ source: 'svc-jobs', type: 'height', height: 68 }, HOST],
      [{ source: 'svc-jobs', type: 'height', height: 652 }, HOST],
    ]);
    link.dispose();
    mutate(700);
    expect(parent.postMessage).toHaveBeenCalledTimes(3);
  });

  it('asks the host to scroll to an element, in frame document offsets', () => {
    const { win } = fakeWindow();
    const parent = { postMessage: vi.fn() };
    const link = createFrameLink(HOST, { win, target: parent });
    link.reveal({ getBoundingClientRect: () => ({ top: 512.4 }) } as Element);
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'svc-jobs', type: 'scroll', top: 512 }, HOST);
  });

  it('posts nothing at all without a parent origin', () => {
    const { win, resize } = fakeWindow();
    const parent = { postMessage: vi.fn() };
    const link = createFrameLink(null, { win, target: parent });
    link.ready();
    resize(900);
    link.submitted('eng-7f3k2');
    link.error('NETWORK');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('the frame theme', () => {
  it.each(['#0f766e', '#fde047', '#ffffff', '#0a2540', '#000000', null])(
    'keeps AA contrast with accent %s, on light paper and dark',
    (accent) => {
      for (const scheme of ['light', 'dark'] as const) {
        const root = document.createElement('div');
        applyTheme(root, accent, scheme);
        expect(root.dataset['scheme']).toBe(scheme);
        const fill = root.style.getPropertyValue('--accent');
        expect(contrastRatio(fill, root.style.getPropertyValue('--accent-text'))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(root.style.getPropertyValue('--accent-ink'), SURFACE[scheme])).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('takes the scheme from the URL: dark only when it says dark', () => {
    expect(readScheme('?org=acme&job=x&scheme=dark')).toBe('dark');
    for (const search of ['?org=acme&job=x&scheme=light', '?org=acme&job=x', '?scheme=DARK', '?scheme=dim'])
      expect(readScheme(search)).toBe('light');
  });
});
