// The components' types and their container, without a browser: a user's TSX
// compiled against the published types (a wrong prop is a type error), and the
// React and Vue components rendered by each framework's own server renderer
// (React 19's react-dom/server, Vue's @vue/server-renderer) — one container with
// the snippet's attributes and the board written ahead, an unknown prop left
// out with one [svc-jobs] warning. The browser half runs in e2e/nextjs.spec.ts
// and e2e/vue.spec.ts.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createElement } from 'react';
import { renderToString as reactToString } from 'react-dom/server';
import { createSSRApp, h, type VNode } from 'vue';
import { renderToString as vueToString } from '@vue/server-renderer';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SvcJobsBoard as ReactBoard, SvcJobsBoardWritten } from '../../src/package/react-client.ts';
import { packageTypes } from '../../scripts/package-types.ts';
import { fakeFetch, json } from '../feed/fake.ts';
import { SvcJobsBoard as VueBoard } from '../../src/package/vue.ts';
import { ROOT } from '../support/packed.ts';

/** The snippet's feed hint (src/snippet/snippet.ts feedHints): each renderer writes its two preloads before the container. */
const feedPaths = (jobs: string): string[] => [`${jobs}/api/v1/public/acme`, `${jobs}/api/v1/public/acme/jobs`];
/** React's markup: the preloads (hoisted into the head when React renders the document), then the container. */
const reactBoard = (container: string, jobs = 'https://jobs.example'): string =>
  feedPaths(jobs)
    .map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin=""/>`)
    .join('') + container;
/** Vue's: a fragment of the preloads and the container. */
const vueBoard = (container: string, jobs = 'https://jobs.example'): string =>
  `<!--[-->${feedPaths(jobs)
    .map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin>`)
    .join('')}${container}<!--]-->`;

const AHEAD =
  '<svc-jobs-board><template shadowrootmode="open"><style>p{}</style><p>board</p></template><a href="x">All</a></svc-jobs-board>';

describe('the published types', () => {
  // Inside the checkout, so the user's file resolves react's and vue's types from node_modules.
  const dir = path.join(ROOT, '.scratch/types-test');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('take every attribute as a camelCase prop and refuse a wrong one, in TSX and for the Node API', () => {
    mkdirSync(dir, { recursive: true });
    const user = path.join(dir, 'user.tsx');
    writeFileSync(
      user,
      `import { SvcJobsBoard } from 'svc-jobs/react';
import type { SvcJobsBoardProps } from 'svc-jobs/vue';
import { renderSnippet, renderBoardAhead, writeBoardPages, OptionError } from 'svc-jobs';
export const ok = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" department="Engineering" apply="inline" groupBy="department" hrefPattern="/jobs/{publicId}" pageSize={20} syncUrl lang="de-AT" storage="none" filters="department,search" type="full_time" />;
export const none = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" filters="none" pageSize="30" />;
export const fallback = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" strict timeout={5000}><p>See <a href="/jobs">our jobs</a></p></SvcJobsBoard>;
// @ts-expect-error: timeout is a number of ms
export const slowText = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" timeout="5s" />;
// @ts-expect-error: not an attribute of the board
export const wrong = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" colour="red" />;
// @ts-expect-error: an attribute's name is not a prop (hyphenated names are checked too)
export const attribute = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" data-apply="inline" />;
// @ts-expect-error: the prop is groupBy
export const hyphen = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" group-by="department" />;
// @ts-expect-error: a value the board refuses
export const typo = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" apply="inlin" />;
// @ts-expect-error: a value the board refuses
export const badType = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" type="permanent" />;
// @ts-expect-error: a value the board refuses
export const badFilters = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" filters="map" />;
// @ts-expect-error: no caller hands the component markup
export const markup = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" html="<b>x</b>" />;
export const isOptionError = (e: unknown): string | null => (e instanceof OptionError ? e.option : null);
// @ts-expect-error: org is required
export const noOrg = <SvcJobsBoard jobsUrl="https://jobs.example" />;
// @ts-expect-error: syncUrl is a boolean
export const syncText = <SvcJobsBoard org="acme" jobsUrl="https://jobs.example" syncUrl={3} />;
export const vue: SvcJobsBoardProps = { org: 'acme', jobsUrl: 'https://jobs.example', groupBy: 'location' };
// @ts-expect-error: not an attribute of the board
export const vueWrong: SvcJobsBoardProps = { org: 'acme', jobsUrl: 'https://jobs.example', colour: 'red' };
// @ts-expect-error: a value the board refuses
export const vueValue: SvcJobsBoardProps = { org: 'acme', jobsUrl: 'https://jobs.example', groupBy: 'team' };
export const s: Promise<string> = renderSnippet('https://jobs.example', 'acme', { department: 'x', 'data-apply': 'inline' }, { plain: true });
// @ts-expect-error: not an attribute of the board
export const bad = renderSnippet('https://jobs.example', 'acme', { colour: 'x' });
// @ts-expect-error: a value the board refuses
export const badValue = renderSnippet('https://jobs.example', 'acme', { apply: 'popup' });
export const parts = renderBoardAhead('https://jobs.example', 'acme', {}, { strict: true, timeout: 1000 }).then((a) => (a.ahead ? a.html + a.styleHash : a.html));
export const pages = writeBoardPages({ jobsUrl: 'https://jobs.example', org: 'acme', outDir: 'out', lang: 'de' }).then((w) => w.files);
`,
    );
    // The types as the build emits them into lib/ (scripts/package-types.ts), written beside the user's file.
    const types = path.join(dir, 'lib');
    for (const [name, text] of packageTypes()) {
      mkdirSync(path.dirname(path.join(types, name)), { recursive: true });
      writeFileSync(path.join(types, name), text);
    }
    const program = ts.createProgram([user], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      baseUrl: ROOT,
      paths: {
        'svc-jobs': [path.join(types, 'index.d.ts')],
        'svc-jobs/react': [path.join(types, 'react.d.ts')],
        'svc-jobs/vue': [path.join(types, 'vue.d.ts')],
      },
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    // Every @ts-expect-error above met its error (an unused one is an error itself), and nothing else failed.
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('the React component, rendered by react-dom/server (React 19)', () => {
  it('renders one container with the attributes in the snippet order and the board written ahead as its content', () => {
    const html = reactToString(
      createElement(SvcJobsBoardWritten, {
        org: 'acme',
        jobsUrl: 'https://jobs.example',
        groupBy: 'location',
        apply: 'inline',
        syncUrl: true,
        html: AHEAD,
      }),
    );
    expect(html).toBe(reactBoard(`<div data-svc-jobs="acme" data-apply="inline" data-group-by="location" data-sync-url="">${AHEAD}</div>`));
  });

  it('leaves out a prop it does not know with one [svc-jobs] warning, however often it renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { org: 'acme', jobsUrl: 'https://jobs.example', html: AHEAD, colour: 'red' };
    const first = reactToString(createElement(SvcJobsBoardWritten, props));
    reactToString(createElement(SvcJobsBoardWritten, props));
    expect(first).toBe(reactBoard(`<div data-svc-jobs="acme">${AHEAD}</div>`));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^\[svc-jobs\] <SvcJobsBoard colour>: no such prop/)]);
  });

  it('a value the board refuses is left out with one warning, and the board still renders without it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // As a JavaScript caller passes them: no types stop a wrong value there.
    const untyped: Record<string, unknown> = { apply: 'inlin', groupBy: 'location', hrefPattern: 'javascript:alert({publicId})' };
    const props = { org: 'acme', jobsUrl: 'https://jobs.example', html: AHEAD, ...untyped };
    const first = reactToString(createElement(SvcJobsBoardWritten, props));
    reactToString(createElement(SvcJobsBoardWritten, props));
    expect(first).toBe(reactBoard(`<div data-svc-jobs="acme" data-group-by="location">${AHEAD}</div>`));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[svc-jobs] <SvcJobsBoard apply="inlin">: use inline, link; left out, the board renders without it',
      '[svc-jobs] <SvcJobsBoard hrefPattern="javascript:alert({publicId})">: not a /path or http(s) URL; left out, the board renders without it',
    ]);
  });

  it('without html (a page rendered in the browser only): an empty container for embed.js, and no script in the markup', () => {
    expect(reactToString(createElement(ReactBoard, { org: 'acme', jobsUrl: 'https://jobs.example' }))).toBe(
      reactBoard('<div data-svc-jobs="acme"></div>'),
    );
  });
});

describe("the components write the snippet's feed hint", () => {
  it('React hoists the preloads into the head of the document it renders; none for an org that is no slug', () => {
    const page = reactToString(
      createElement(
        'html',
        null,
        createElement('head'),
        createElement('body', null, createElement(ReactBoard, { org: 'acme', jobsUrl: 'https://jobs.example/' })),
      ),
    );
    expect(page).toBe(`<html><head>${reactBoard('')}</head><body><div data-svc-jobs="acme"></div></body></html>`);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(reactToString(createElement(ReactBoard, { org: 'Acme Inc', jobsUrl: 'https://jobs.example' }))).not.toContain('<link');
  });

  it('Vue writes them before the container; none for an org that is no slug or a jobs URL that is no URL', async () => {
    const render = (org: string, jobsUrl: string) => vueToString(createSSRApp({ render: () => h(VueBoard, { org, jobsUrl }) }));
    expect(await render('acme', 'https://jobs.example')).toBe(vueBoard('<div data-svc-jobs="acme"></div>'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await render('Acme Inc', 'https://jobs.example')).not.toContain('<link');
    expect(await render('acme', 'jobs.example')).not.toContain('<link');
  });
});

describe('the Vue component, rendered by @vue/server-renderer', () => {
  it("the browser export renders the container with no content (hydration keeps the server's)", async () => {
    const app = createSSRApp({
      render: () => h(VueBoard, { org: 'acme', jobsUrl: 'https://jobs.example', department: 'Engineering' }),
    });
    expect(await vueToString(app)).toBe(vueBoard('<div data-svc-jobs="acme" data-department="Engineering"></div>'));
  });

  it('the node export writes the board ahead from the feed as the content; an unknown prop is left out with one warning', async () => {
    const { SvcJobsBoard } = await import('../../src/package/vue-server.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const org = { name: 'Acme', slug: 'acme', logoUrl: null, about: null, brandColor: null, careersUrl: 'https://jobs.example/acme' };
    const job = {
      publicId: 'eng-1',
      title: 'Firmware Engineer',
      department: 'Engineering',
      location: 'Berlin',
      employmentType: 'full_time',
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => (url.endsWith('/jobs') ? json([job]) : json(org))),
    );
    try {
      const app = createSSRApp({
        render: () => h(SvcJobsBoard, { org: 'acme', jobsUrl: 'https://jobs.example', pageSize: 20, shade: 'x' }),
      });
      const html = await vueToString(app);
      expect(html).toMatch(
        /^<!--\[-->(<link rel="preload" [^>]+>){2}<div data-svc-jobs="acme" data-page-size="20"><svc-jobs-board><template shadowrootmode="open">/,
      );
      expect(html).toContain('>Firmware Engineer</a>');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^\[svc-jobs\] <SvcJobsBoard shade>: no such prop/)]);
  });
});

describe('never an empty box: the server render with the feed unreadable and nothing kept', () => {
  // Each test its own jobs host: the process keeps the last good feed per host and org.
  const down = (host: string) => `https://${host}.example`;
  const LINK = (host: string) => `<a href="https://${host}.example/acme">See our open roles</a>`;
  const failing = () =>
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => new Response('{}', { status: 404 })),
    );

  async function reactServer(props: Record<string, unknown> & { jobsUrl: string }, children?: unknown): Promise<string> {
    const { SvcJobsBoard } = await import('../../src/package/react-server.ts');
    const node = await SvcJobsBoard({ org: 'acme', ...props, ...(children === undefined ? {} : { children: children as never }) });
    return reactToString(createElement(() => node));
  }

  it('React: the children are the fallback, written once as the container content', async () => {
    failing();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const html = await reactServer(
        { jobsUrl: down('down-1') },
        createElement('p', null, 'Our roles are on ', createElement('a', { href: '/jobs' }, 'our jobs page')),
      );
      expect(html).toBe(
        reactBoard('<div data-svc-jobs="acme"><p>Our roles are on <a href="/jobs">our jobs page</a></p></div>', down('down-1')),
      );
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^\[svc-jobs\] the board of acme was not written ahead \(.*\): the container carries its fallback$/,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('React: with no children, a link to the board page', async () => {
    failing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await reactServer({ jobsUrl: `${down('down-2')}/` })).toBe(
        reactBoard(`<div data-svc-jobs="acme">${LINK('down-2')}</div>`, down('down-2')),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('React: strict throws, so a static build or ISR fails instead of publishing the fallback', async () => {
    failing();
    try {
      await expect(reactServer({ jobsUrl: down('down-3'), strict: true })).rejects.toThrow(
        /^\[svc-jobs\] the board of acme could not be written ahead \(strict\): /,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('React: a hanging host costs the timeout prop, then the fallback', async () => {
    vi.stubGlobal('fetch', fakeFetch(['hang']));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const t0 = performance.now();
      const html = await reactServer({ jobsUrl: down('down-4'), timeout: 200 });
      expect(performance.now() - t0).toBeLessThan(1000);
      expect(html).toBe(reactBoard(`<div data-svc-jobs="acme">${LINK('down-4')}</div>`, down('down-4')));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  async function vueServer(props: { jobsUrl: string; department?: string }, slot?: () => VNode): Promise<string> {
    const { SvcJobsBoard } = await import('../../src/package/vue-server.ts');
    const app = createSSRApp({ render: () => h(SvcJobsBoard, { org: 'acme', ...props }, slot ? { default: slot } : {}) });
    return vueToString(app);
  }

  it('Vue: the default slot is the fallback; without one, a link to the board page', async () => {
    failing();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await vueServer({ jobsUrl: down('down-5'), department: 'Sales' }, () => h('p', 'See /jobs'))).toBe(
        vueBoard('<div data-svc-jobs="acme" data-department="Sales"><p>See /jobs</p></div>', down('down-5')),
      );
      expect(await vueServer({ jobsUrl: down('down-6') })).toBe(
        vueBoard(`<div data-svc-jobs="acme">${LINK('down-6')}</div>`, down('down-6')),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("Vue: strict hands the error to Vue's error handling (Nuxt: a 500, so a prerender fails); the container still carries the fallback", async () => {
    failing();
    const { SvcJobsBoard } = await import('../../src/package/vue-server.ts');
    const errors: unknown[] = [];
    const app = createSSRApp({ render: () => h(SvcJobsBoard, { org: 'acme', jobsUrl: down('down-7'), strict: true }) });
    app.config.errorHandler = (err) => void errors.push(err);
    try {
      expect(await vueToString(app)).toBe(vueBoard(`<div data-svc-jobs="acme">${LINK('down-7')}</div>`, down('down-7')));
      expect(errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/could not be written ahead \(strict\)/) })]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the browser export writes the slot into no container (the server did, or embed.js fills it)', async () => {
    const app = createSSRApp({
      render: () => h(VueBoard, { org: 'acme', jobsUrl: 'https://jobs.example' }, { default: () => h('p', 'x') }),
    });
    expect(await vueToString(app)).toBe(vueBoard('<div data-svc-jobs="acme"></div>'));
  });
});
