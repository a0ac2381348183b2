// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_ONCE, SLICE } from '../../src/board/slices.ts';
import { createApi } from '../../src/embed/api.ts';
import { _resetShared } from '../../src/feed/share.ts';
import { CATALOGS } from '../../src/ui/i18n/all.ts';
import { nextIdle, nextTask } from '../support/tasks.ts';
import { must } from '../support/must.ts';
import { urlOf } from '../support/fetch.ts';

const JOBS = 'https://jobs.example';
const ORG = { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: '#0f766e', careersUrl: `${JOBS}/acme` };
const LIST = [
  {
    publicId: 'eng-1',
    title: 'Firmware Engineer',
    department: 'Engineering',
    location: 'Berlin',
    employmentType: 'full_time',
    shortDescription: null,
    compensation: null,
    publishedAt: '2026-11-01T00:00:00Z',
    url: `${JOBS}/acme/eng-1`,
  },
];

type Answer = { status: number; body: unknown; etag?: string; gate?: Promise<void> } | 'network';
let answers: Record<string, Answer>;
let calls: string[];

function fakeFetch(input: RequestInfo | URL, _init?: RequestInit): Promise<Response> {
  const url = urlOf(input);
  calls.push(url);
  const a = answers[url.replace(`${JOBS}/api/v1/public/`, '')] ?? { status: 404, body: { defined: true, code: 'NOT_FOUND', status: 404 } };
  if (a === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  const headers = new Headers({ 'content-type': 'application/json' });
  if (a.etag) headers.set('etag', a.etag);
  return (a.gate ?? Promise.resolve()).then(() => new Response(JSON.stringify(a.body), { status: a.status, headers }));
}

function container(html = '<a href="/fallback">See our open roles</a>', attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-svc-jobs', 'acme');
  el.setAttribute('class', 'careers');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = html; // test fixture only: the widget itself never sets HTML
  document.body.append(el);
  return el;
}

function events(el: Element) {
  const seen: { type: string; detail: unknown }[] = [];
  for (const type of ['svc-jobs:ready', 'svc-jobs:error', 'svc-jobs:job-open'])
    el.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  return seen;
}

beforeEach(() => {
  _resetShared();
  localStorage.clear();
  document.body.replaceChildren();
  calls = [];
  answers = { acme: { status: 200, body: ORG, etag: '"o1"' }, 'acme/jobs': { status: 200, body: LIST, etag: '"j1"' } };
  vi.stubGlobal('fetch', fakeFetch);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

const api = () => createApi({ jobsOrigin: JOBS, pageOrigin: location.origin }).api;

describe('mounting a container', () => {
  it('swaps the fallback for the board and says ready', async () => {
    const el = container();
    const seen = events(el);
    const load = api().mount(el);
    expect(el.getAttribute('data-svc-state')).toBe('loading');
    expect(el.getAttribute('aria-busy')).toBe('true');
    expect(el.querySelector('a[href="/fallback"]')).not.toBeNull();
    expect(await load).toBe('ready');
    expect(el.getAttribute('data-svc-state')).toBe('ready');
    expect(el.hasAttribute('aria-busy')).toBe(false);
    expect(el.querySelector('a[href="/fallback"]')).toBeNull();
    const board = el.querySelector('svc-jobs-board');
    expect(board?.shadowRoot?.textContent).toContain('Firmware Engineer');
    expect(seen).toEqual([{ type: 'svc-jobs:ready', detail: { org: 'acme', count: 1 } }]);
  });

  it('asks for header and list with no header and no credentials', async () => {
    const spy = vi.fn(fakeFetch);
    vi.stubGlobal('fetch', spy);
    await api().mount(container());
    expect(spy.mock.calls.map((c) => urlOf(c[0])).sort()).toEqual([`${JOBS}/api/v1/public/acme`, `${JOBS}/api/v1/public/acme/jobs`]);
    for (const [, init] of spy.mock.calls) {
      // GET and cors are fetch's defaults: what is not given is a simple GET.
      expect(init?.method ?? 'GET').toBe('GET');
      expect(init?.mode ?? 'cors').toBe('cors');
      expect(init?.credentials).toBeUndefined();
      expect(init?.headers).toBeUndefined();
    }
  });

  it.each([
    ['a 404', { acme: { status: 404, body: { defined: true, code: 'NOT_FOUND', status: 404 } } }, 'NOT_FOUND'],
    ['a list that is not an array', { 'acme/jobs': { status: 200, body: { jobs: [] } } }, 'MALFORMED'],
    ['a list with no usable item', { 'acme/jobs': { status: 200, body: [{ nope: 1 }] } }, 'MALFORMED'],
  ])('leaves the container exactly as it was on %s', async (_name, override, code) => {
    Object.assign(answers, override);
    const el = container('<p>Our <b>roles</b></p>', { 'aria-busy': 'false' });
    const before = el.outerHTML;
    const seen = events(el);
    expect(await api().mount(el)).toBe('failed');
    expect(el.outerHTML).toBe(before);
    expect(seen).toEqual([{ type: 'svc-jobs:error', detail: { org: 'acme', code } }]);
  });

  it('mounts on a later try once the feed is back', async () => {
    answers['acme/jobs'] = { status: 404, body: {} };
    const el = container();
    const a = api();
    expect(await a.mount(el)).toBe('failed');
    answers['acme/jobs'] = { status: 200, body: LIST };
    expect(await a.mount(el)).toBe('ready');
  });

  it('joins a load under way instead of starting another', async () => {
    const el = container();
    const a = api();
    const [one, two] = [a.mount(el), a.mount(el)];
    expect(await one).toBe('ready');
    expect(await two).toBe('ready');
    expect(calls).toHaveLength(2);
  });

  it('makes one request per org for two containers', async () => {
    const a = api();
    const results = await Promise.all([a.mount(container()), a.mount(container())]);
    expect(results).toEqual(['ready', 'ready']);
    expect(calls).toHaveLength(2);
  });

  it('reports a bad attribute once and leaves the container alone', async () => {
    const el = container('<p>fallback</p>', { 'data-href-pattern': '/careers/' });
    const before = el.outerHTML;
    const seen = events(el);
    expect(await api().mount(el)).toBe('failed');
    expect(el.outerHTML).toBe(before);
    expect(calls).toHaveLength(0);
    expect(seen).toEqual([{ type: 'svc-jobs:error', detail: { org: 'acme', code: 'CONFIG' } }]);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(must(vi.mocked(console.warn).mock.calls[0])[1])).toContain('needs {publicId} once');
  });

  it('puts the very same fallback nodes back on unmount', async () => {
    const el = container('<a href="/fallback">See our open roles</a>');
    const link = el.firstChild;
    const before = el.outerHTML;
    const a = api();
    await a.mount(el);
    a.unmount(el);
    expect(el.outerHTML).toBe(before);
    expect(el.firstChild).toBe(link);
  });

  it('stops a load on unmount and leaves the fallback', async () => {
    const el = container();
    const before = el.outerHTML;
    const a = api();
    const load = a.mount(el);
    a.unmount(el);
    expect(await load).toBe('failed');
    expect(el.outerHTML).toBe(before);
  });

  it('fires job-open when a job link is followed', async () => {
    const el = container();
    const seen = events(el);
    await api().mount(el);
    const link = must(el.querySelector('svc-jobs-board')?.shadowRoot?.querySelector('a'));
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    expect(seen.at(-1)).toEqual({ type: 'svc-jobs:job-open', detail: { org: 'acme', publicId: 'eng-1' } });
  });

  it('shows a returning visitor the saved copy while the answer is on its way, then the fresh one', async () => {
    await api().mount(container());
    await vi.waitFor(() => expect(localStorage.length).toBe(1));
    document.body.replaceChildren();
    let answer!: () => void;
    const gate = new Promise<void>((r) => (answer = r));
    answers['acme/jobs'] = { status: 200, body: [{ ...LIST[0], title: 'Fresh Title' }], etag: '"j2"', gate };
    const el = container();
    const pending = api().mount(el);
    // Loading while the Intl objects are made (no board could show sooner), then the saved board, before any answer.
    expect(el.getAttribute('data-svc-state')).toBe('loading');
    expect(await pending).toBe('ready');
    const root = must(el.querySelector('svc-jobs-board')?.shadowRoot);
    expect(el.hasAttribute('aria-busy')).toBe(false);
    expect(root.textContent).toContain('Firmware Engineer');
    answer();
    await vi.waitFor(() => expect(root.textContent).toContain('Fresh Title'));
    expect(el.querySelectorAll('svc-jobs-board')).toHaveLength(1);
  });

  it('swaps in the board once, a screenful drawn; every opening of the page is there when ready fires, the fallback until the swap', async () => {
    answers['acme/jobs'] = {
      status: 200,
      body: Array.from({ length: 30 }, (_, i) => ({ ...LIST[0], publicId: `eng-${i}`, title: `Role ${i}` })),
    };
    const el = container();
    const fallback = el.innerHTML;
    // Every change to the container's children, with how many openings the board had drawn then.
    const seen: number[] = [];
    const drawn = () => el.querySelector('svc-jobs-board')?.shadowRoot?.querySelectorAll('li').length ?? 0;
    new MutationObserver(() => seen.push(drawn())).observe(el, { childList: true });
    const atReady = { openings: 0, state: '' };
    el.addEventListener('svc-jobs:ready', () => Object.assign(atReady, { openings: drawn(), state: el.getAttribute('data-svc-state') }));
    expect(el.innerHTML).toBe(fallback);
    expect(await api().mount(el)).toBe('ready');
    expect(atReady).toEqual({ openings: 30, state: 'ready' });
    // One swap, made with the first screenful drawn; the rest drew inside the board.
    expect(seen).toEqual([AT_ONCE]);
  });

  it.each([
    [
      'its first render',
      () =>
        vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(() => {
          throw new Error('no shadow');
        }),
    ],
    // What Partytown's worker DOM did in Firefox: an uncaught TypeError, the container left loading.
    [
      'creating its element',
      () => {
        const create = document.createElement.bind(document);
        return vi.spyOn(document, 'createElement').mockImplementation((name: string, o?: ElementCreationOptions) => {
          if (name === 'svc-jobs-board') throw new TypeError('Illegal invocation');
          return create(name, o);
        });
      },
    ],
    [
      'swapping it in',
      () => {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- the spy calls it with its own this
        const append = Node.prototype.appendChild;
        return vi.spyOn(Node.prototype, 'appendChild').mockImplementation(function <T extends Node>(this: Node, child: T): T {
          if (child instanceof Element && child.localName === 'svc-jobs-board') throw new TypeError('proxy');
          return append.call(this, child) as T;
        });
      },
    ],
    // Dates are formatted per opening: the first slice's pass, then a throw in the next.
    [
      'the rest of its first page',
      () => {
        const proto: Intl.RelativeTimeFormat = Intl.RelativeTimeFormat.prototype;
        // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called with the spy's own `this`
        const format = proto.format;
        let n = 0;
        return vi.spyOn(proto, 'format').mockImplementation(function (this: Intl.RelativeTimeFormat, ...a) {
          if (++n > SLICE) throw new Error('cannot format');
          return format.apply(this, a);
        });
      },
    ],
  ])('a board that throws in %s leaves the fallback exactly as it was and says INTERNAL', async (_, breakIt) => {
    answers['acme/jobs'] = {
      status: 200,
      body: Array.from({ length: 30 }, (_, i) => ({ ...LIST[0], publicId: `eng-${i}`, title: `Role ${i}` })),
    };
    const el = container();
    const before = el.outerHTML;
    const seen = events(el);
    const broken = breakIt();
    try {
      expect(await api().mount(el)).toBe('failed');
    } finally {
      broken.mockRestore();
    }
    // No loading marker left, and one warning that names the reason (an uncaught error would fail the run).
    expect(el.outerHTML).toBe(before);
    expect(seen).toEqual([{ type: 'svc-jobs:error', detail: { org: 'acme', code: 'INTERNAL' } }]);
    expect(vi.mocked(console.warn).mock.calls).toEqual([['[svc-jobs]', 'could not mount the board', expect.any(Error)]]);
    // Not mounted: a later mount retries.
    expect(await api().mount(el)).toBe('ready');
  });

  it('never reads the saved copy when the answer comes first', async () => {
    await api().mount(container());
    await vi.waitFor(() => expect(localStorage.length).toBe(1));
    document.body.replaceChildren();
    answers['acme/jobs'] = { status: 200, body: [{ ...LIST[0], title: 'Fresh Title' }], etag: '"j2"' };
    const read = vi.spyOn(localStorage, 'getItem');
    const el = container();
    expect(await api().mount(el)).toBe('ready');
    expect(must(el.querySelector('svc-jobs-board')?.shadowRoot).textContent).toContain('Fresh Title');
    // The saved copy is read, if at all, when the page is next idle after the board's words are
    // ready (src/embed/mount.ts), queued before the mount settled: ours comes after it.
    await nextIdle();
    expect(read).not.toHaveBeenCalled();
    expect(el.querySelectorAll('svc-jobs-board')).toHaveLength(1);
    expect(must(el.querySelector('svc-jobs-board')?.shadowRoot).textContent).not.toContain('Firmware Engineer');
  });

  it('sends its requests in the task after the mount’s, before any Intl object; reads a saved catalog in a later task, and shows its words', async () => {
    // Spanish: a language no other test of this file makes Intl objects for (they are made once per page).
    localStorage.setItem(`svc-jobs:i18n:1:${JOBS}/es`, JSON.stringify(CATALOGS.es.board));
    // The catalog's request fails: what the board says comes from the saved copy.
    answers[`${JOBS}/embed/i18n/es.json`] = 'network';
    const read = vi.spyOn(localStorage, 'getItem');
    // What was asked for when the language's first Intl object was made.
    let sentBefore: string[] | null = null;
    const Collator = Intl.Collator;
    // A function, not an arrow: the widget calls it with `new`.
    vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: ConstructorParameters<typeof Collator>) {
      sentBefore ??= calls.map((u) => u.replace(JOBS, ''));
      return new Collator(...args);
    });
    const el = container(undefined, { 'data-lang': 'es' });
    const mounted = api().mount(el);
    // None in the mount's own task (on a phone a page's first fetch() takes tens of ms).
    expect(calls).toEqual([]);
    expect(await mounted).toBe('ready');
    expect(sentBefore).toEqual(['/embed/i18n/es.json', '/api/v1/public/acme', '/api/v1/public/acme/jobs']);
    expect(read).toHaveBeenCalledWith(`svc-jobs:i18n:1:${JOBS}/es`);
    expect(must(el.querySelector('svc-jobs-board')?.shadowRoot).textContent).toContain(CATALOGS.es.board.openings);
  });

  it('with data-storage="none" stores nothing and reads nothing: no saved copy, no catalog, and the frame is told', async () => {
    // The earlier tests' writes (a catalog's in a task, saved copies at idle time) land first.
    await nextTask();
    await nextIdle();
    // What another board of the page saved (a language no other test loads: one request per page): this one must not even read it.
    localStorage.clear();
    localStorage.setItem(`svc-jobs:i18n:1:${JOBS}/nl`, JSON.stringify(CATALOGS.nl.board));
    answers[`${JOBS}/embed/i18n/nl.json`] = { status: 200, body: CATALOGS.nl.board };
    const read = vi.spyOn(localStorage, 'getItem');
    const write = vi.spyOn(localStorage, 'setItem');
    const el = container(undefined, { 'data-lang': 'nl', 'data-storage': 'none', 'data-apply': 'inline' });
    expect(await api().mount(el)).toBe('ready');
    const root = must(el.querySelector('svc-jobs-board')?.shadowRoot);
    expect(root.textContent).toContain('Vacatures');
    // Past where a catalog would be written (the task after its answer) and a saved copy (idle time).
    await nextTask();
    await nextIdle();
    expect(read).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(1);
    must(root.querySelector<HTMLButtonElement>('.jobs .actions button')).click();
    await vi.waitFor(() => expect(root.querySelector('iframe')?.getAttribute('src')).toContain('&storage=none'));
  });

  it('keeps the saved copy when the refresh fails', async () => {
    await api().mount(container());
    await vi.waitFor(() => expect(localStorage.length).toBe(1));
    document.body.replaceChildren();
    answers.acme = 'network';
    const el = container();
    expect(await api().mount(el)).toBe('ready');
    expect(must(el.querySelector('svc-jobs-board')?.shadowRoot).textContent).toContain('Firmware Engineer');
  });

  it('sets the brand colour and a readable text colour as custom properties', async () => {
    const el = container();
    await api().mount(el);
    const board = must(el.querySelector<HTMLElement>('svc-jobs-board'));
    expect(board.style.getPropertyValue('--svc-brand')).toBe('#0f766e');
    expect(board.style.getPropertyValue('--svc-brand-text')).toBe('#ffffff');
    expect(must(board.shadowRoot).adoptedStyleSheets).toHaveLength(1);
  });
});
