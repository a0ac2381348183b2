// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { must } from '../support/must.ts';

// Each page load of embed.js is a fresh copy of the module: import it anew per "page".
async function loadPage(path: string) {
  history.replaceState(null, '', path);
  vi.resetModules();
  return import('../../src/board/attribution.ts');
}

const none = { src: null };

const storage = must(Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage'));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  // Put back a storage made to throw.
  Object.defineProperty(globalThis, 'sessionStorage', storage);
  sessionStorage.clear();
});

describe('the source of a job', () => {
  it('is data-src first, whatever the URL says', async () => {
    const { sourceFor, visitSource } = await loadPage('/?src=a&utm_source=b');
    visitSource();
    expect(sourceFor({ src: 'careers-page' })).toBe('careers-page');
    expect(sourceFor(none)).toBe('a');
  });

  it.each([
    ['/?utm_source=u&gh_src=g&src=s', 's'],
    ['/?utm_source=u&gh_src=g', 'g'],
    ['/?utm_source=newsletter&utm_medium=email', 'newsletter'],
    ['/?src=&gh_src=g', 'g'],
  ])('takes the first of src, gh_src, utm_source from %s', async (path, src) => {
    const { sourceFor } = await loadPage(path);
    expect(sourceFor(none)).toBe(src);
  });

  it('is none on a visit that never had one', async () => {
    let page = await loadPage('/?utm_medium=email#top');
    expect(page.visitSource()).toBeNull();
    page = await loadPage('/careers');
    expect(page.sourceFor(none)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('stays the landing page’s for the visit when later pages have none or another', async () => {
    let page = await loadPage('/?utm_source=newsletter');
    page.visitSource();
    page = await loadPage('/about');
    expect(page.sourceFor(none)).toBe('newsletter');
    page = await loadPage('/careers?utm_source=ads');
    expect(page.sourceFor(none)).toBe('newsletter');
    expect(page.sourceFor({ src: 'careers-page' })).toBe('careers-page');
  });

  it('is this page’s own, neither read nor stored, on a page with a data-storage="none" container', async () => {
    sessionStorage.setItem('svc-jobs:src', 'earlier');
    const el = document.createElement('div');
    el.setAttribute('data-storage', 'none');
    document.body.append(el);
    try {
      const page = await loadPage('/?utm_source=newsletter');
      expect(page.visitSource()).toBe('newsletter');
    } finally {
      el.remove();
    }
    expect(sessionStorage.getItem('svc-jobs:src')).toBe('earlier');
    expect(sessionStorage.length).toBe(1);
  });

  it('is the first source seen when the landing page had none', async () => {
    let page = await loadPage('/');
    page.visitSource();
    page = await loadPage('/jobs?gh_src=board');
    page.visitSource();
    page = await loadPage('/careers?src=other');
    expect(page.sourceFor(none)).toBe('board');
  });

  it('is this page’s own when storage cannot even be reached, and never throws', async () => {
    sessionStorage.setItem('svc-jobs:src', 'stale');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    let page = await loadPage('/careers?utm_source=newsletter');
    expect(page.sourceFor(none)).toBe('newsletter');
    page = await loadPage('/careers');
    expect(page.sourceFor(none)).toBeNull();
  });

  it('is this page’s own when reading or writing storage throws', async () => {
    const refuse = (name: string) => () => {
      throw new DOMException('refused', name);
    };
    const stub = (over: Partial<Storage>) =>
      Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, value: { getItem: () => null, setItem() {}, ...over } });
    stub({ setItem: refuse('QuotaExceededError') });
    let page = await loadPage('/?gh_src=referral');
    expect(page.sourceFor(none)).toBe('referral');
    stub({ getItem: refuse('SecurityError') });
    page = await loadPage('/?utm_source=ads');
    expect(page.sourceFor(none)).toBe('ads');
  });

  it('keeps a long source to 200 characters', async () => {
    const { sourceFor } = await loadPage(`/?src=${'x'.repeat(500)}`);
    expect(sourceFor(none)).toBe('x'.repeat(200));
  });
});
