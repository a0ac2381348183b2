// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/embed/api.ts';
import { _resetShared } from '../../src/feed/share.ts';
import { must } from '../support/must.ts';
import { urlOf } from '../support/fetch.ts';

const JOBS = 'https://jobs.example';
const ORG = { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: `${JOBS}/acme` };
const item = (publicId: string, title: string) => ({
  publicId,
  title,
  department: 'Engineering',
  location: 'Remote (EU)',
  employmentType: 'full_time',
  shortDescription: null,
  compensation: null,
  publishedAt: '2026-11-01T00:00:00Z',
  url: `${JOBS}/acme/${publicId}`,
});
const LIST = [item('eng-1', 'Firmware Engineer'), item('eng-2', 'Robotics Engineer')];
const DETAIL: Record<string, unknown> = {
  'eng-1': { ...item('eng-1', 'Firmware Engineer'), description: '## The role\n\nBuild **robots**.', requirements: ['C++', '5 years'] },
  'eng-2': { ...item('eng-2', 'Robotics Engineer'), description: 'Move things.', requirements: null },
};

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const path = urlOf(input).replace(`${JOBS}/api/v1/public/`, '');
  const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
  if (path === 'acme') return json(200, ORG);
  if (path === 'acme/jobs') return json(200, LIST);
  const id = path.replace('acme/jobs/', '');
  return DETAIL[id] ? json(200, DETAIL[id]) : json(404, { defined: true, code: 'NOT_FOUND', status: 404 });
}

const mounted: [ReturnType<typeof createApi>['api'], Element][] = [];
const api = () => {
  const a = createApi({ jobsOrigin: JOBS, pageOrigin: location.origin }).api;
  const mount = a.mount.bind(a);
  a.mount = (el) => {
    mounted.push([a, el]);
    return mount(el);
  };
  return a;
};

function container(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-svc-jobs', 'acme');
  el.setAttribute('data-href-pattern', '/careers/{publicId}');
  el.append('fallback');
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => must(el.querySelector('svc-jobs-board')?.shadowRoot);
const jsonLd = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent));

beforeEach(() => {
  _resetShared();
  localStorage.clear();
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.stubGlobal('fetch', fakeFetch);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // Boards listen to the page's history: take every one down.
  for (const [a, el] of mounted.splice(0)) a.unmount(el);
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('a host-site detail page', () => {
  it('shows the job its URL names, with JSON-LD, and counts one opening', async () => {
    history.replaceState(null, '', '/careers/eng-1?utm_source=news');
    const el = container();
    const ready = vi.fn();
    el.addEventListener('svc-jobs:ready', (e) => ready((e as CustomEvent).detail));
    expect(await api().mount(el)).toBe('ready');
    const root = shadow(el);
    expect(must(root.querySelector('h2')).textContent).toBe('Firmware Engineer');
    expect(must(root.querySelector('.description h3')).textContent).toBe('The role');
    expect(must(root.querySelector('.description strong')).textContent).toBe('robots');
    expect([...root.querySelectorAll('ul.description li')].map((li) => li.textContent)).toEqual(['C++', '5 years']);
    // The board link carries the source the visit landed with (CONTRACT.md "Attribution").
    expect(must(root.querySelector('a.button')).getAttribute('href')).toBe(`${JOBS}/acme/eng-1?src=news`);
    expect(ready).toHaveBeenCalledWith({ org: 'acme', count: 1 });
    expect(jsonLd()).toMatchObject([{ '@type': 'JobPosting', title: 'Firmware Engineer', jobLocationType: 'TELECOMMUTE' }]);
  });

  it('says a closed job is no longer open, over the list, with no JSON-LD', async () => {
    history.replaceState(null, '', '/careers/gone-9');
    const el = container();
    expect(await api().mount(el)).toBe('ready');
    expect(must(shadow(el).querySelector('.notice')).textContent).toBe('This position is no longer open.');
    expect(shadow(el).querySelectorAll('.jobs > li')).toHaveLength(2);
    expect(jsonLd()).toEqual([]);
  });

  it('follows back and forward, and unmount takes the JSON-LD away', async () => {
    history.replaceState(null, '', '/careers/eng-1');
    const el = container();
    const a = api();
    await a.mount(el);
    history.pushState(null, '', '/careers/eng-2');
    dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(must(shadow(el).querySelector('h2')).textContent).toBe('Robotics Engineer'));
    expect(jsonLd().map((ld) => ld.title)).toEqual(['Robotics Engineer']);
    history.pushState(null, '', '/careers');
    dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(must(shadow(el).querySelector('h2')).textContent).toBe('Open positions'));
    expect(jsonLd()).toEqual([]);
    history.pushState(null, '', '/careers/eng-1');
    dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(jsonLd()).toHaveLength(1));
    a.unmount(el);
    expect(jsonLd()).toEqual([]);
    expect(el.textContent).toBe('fallback');
  });

  it("adds no second JobPosting where the page's server wrote the job's own", async () => {
    const written = document.createElement('script');
    written.type = 'application/ld+json';
    written.dataset.svcJob = 'eng-1';
    written.textContent = JSON.stringify({ '@type': 'JobPosting', title: 'Firmware Engineer', baseSalary: {} });
    document.head.append(written);
    history.replaceState(null, '', '/careers/eng-1');
    const el = container();
    const a = api();
    await a.mount(el);
    expect(jsonLd()).toEqual([{ '@type': 'JobPosting', title: 'Firmware Engineer', baseSalary: {} }]);
  });

  it('never adds JSON-LD to a list page', async () => {
    history.replaceState(null, '', '/careers');
    const el = container();
    await api().mount(el);
    expect(shadow(el).querySelectorAll('.jobs > li')).toHaveLength(2);
    expect(jsonLd()).toEqual([]);
  });
});
