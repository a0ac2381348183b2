// @vitest-environment happy-dom
// A mounted board's filters and the host page: the page's query (data-sync-url),
// the svc-jobs:filter event, and the ready count after presets.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/embed/api.ts';
import { _resetShared } from '../../src/feed/share.ts';
// The filter event and the page's query come in the task after a change (the change paints first).
import { nextTask } from '../support/tasks.ts';
import { must } from '../support/must.ts';
import { urlOf } from '../support/fetch.ts';

const JOBS = 'https://jobs.example';
const ORG = { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: `${JOBS}/acme` };
const DEPTS = ['Engineering', 'Sales', 'Design'];
const LIST = Array.from({ length: 12 }, (_, i) => ({
  publicId: `job-${i}`,
  title: `Role ${i}`,
  department: DEPTS[i % 3],
  location: i % 2 ? 'Berlin' : 'Lisbon',
  employmentType: 'full_time',
  shortDescription: null,
  compensation: null,
  publishedAt: null,
  url: `${JOBS}/acme/job-${i}`,
}));

beforeEach(() => {
  _resetShared();
  localStorage.clear();
  document.body.replaceChildren();
  history.replaceState(null, '', '/careers?utm_source=news%20letter&x#open');
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const path = urlOf(input).replace(`${JOBS}/api/v1/public/`, '');
    const body = path === 'acme' ? ORG : path === 'acme/jobs' ? LIST : null;
    return Promise.resolve(
      new Response(JSON.stringify(body ?? { defined: true, code: 'NOT_FOUND', status: 404 }), { status: body ? 200 : 404 }),
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('div');
  el.setAttribute('data-svc-jobs', 'acme');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  const seen: { type: string; detail: unknown }[] = [];
  for (const type of ['svc-jobs:ready', 'svc-jobs:filter'])
    el.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  expect(await createApi({ jobsOrigin: JOBS, pageOrigin: location.origin }).api.mount(el)).toBe('ready');
  const root = must(el.querySelector('svc-jobs-board')?.shadowRoot);
  return { el, root, seen };
}

const select = (root: ShadowRoot, label: string) =>
  must([...root.querySelectorAll('label')].find((l) => l.firstChild?.textContent === label)?.querySelector('select'));

function choose(el: HTMLSelectElement, value: string): void {
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('filters on a mounted board', () => {
  it('fires svc-jobs:filter with the match count in the task after a select', async () => {
    const { root, seen } = await mount();
    choose(select(root, 'Department'), 'Sales');
    expect(must(root.querySelector('[role="status"]')).textContent).toBe('4 of 12 open positions match');
    expect(seen.filter((e) => e.type === 'svc-jobs:filter')).toEqual([]);
    await nextTask();
    expect(seen.at(-1)).toEqual({ type: 'svc-jobs:filter', detail: { org: 'acme', count: 4 } });
    expect(must(root.querySelector('[role="status"]')).textContent).toBe('4 of 12 open positions match');
  });

  it('fires it once after typing settles, without the search text', async () => {
    const { root, seen } = await mount();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = must(root.querySelector<HTMLInputElement>('input[type="search"]'));
    for (const text of ['r', 'ro', 'rol', 'role 1']) {
      type(input, text);
      vi.advanceTimersByTime(100);
    }
    expect(seen.filter((e) => e.type === 'svc-jobs:filter')).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(seen.filter((e) => e.type === 'svc-jobs:filter')).toEqual([{ type: 'svc-jobs:filter', detail: { org: 'acme', count: 3 } }]);
  });

  it('leaves the URL alone without data-sync-url', async () => {
    const { root } = await mount();
    choose(select(root, 'Department'), 'Sales');
    await nextTask();
    expect(location.search).toBe('?utm_source=news%20letter&x');
  });

  it('with data-sync-url writes the query without a history entry, keeping the rest and the hash', async () => {
    const before = history.length;
    const { root } = await mount({ 'data-sync-url': '' });
    choose(select(root, 'Department'), 'Sales');
    await nextTask();
    expect(location.href).toBe(`${location.origin}/careers?utm_source=news%20letter&x&svc_department=Sales#open`);
    choose(select(root, 'Department'), '');
    await nextTask();
    expect(location.href).toBe(`${location.origin}/careers?utm_source=news%20letter&x#open`);
    expect(history.length).toBe(before);
  });

  it('with data-sync-url starts from the query', async () => {
    history.replaceState(null, '', '/careers?svc_department=Design&svc_q=role%201&svc_location=Nowhere');
    const { root } = await mount({ 'data-sync-url': '' });
    expect(select(root, 'Department').value).toBe('Design');
    expect(must(root.querySelector<HTMLInputElement>('input[type="search"]')).value).toBe('role 1');
    expect([...root.querySelectorAll('.title')].map((h) => h.textContent)).toEqual(['Role 11']);
  });

  it('says ready with the count after presets', async () => {
    const { seen } = await mount({ 'data-department': 'Engineering' });
    expect(seen[0]).toEqual({ type: 'svc-jobs:ready', detail: { org: 'acme', count: 4 } });
  });
});
