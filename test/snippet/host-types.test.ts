// dist/embed.d.ts, as scripts/host-types.ts writes it from the widget's source:
// a host's TypeScript compiles against it, its mistakes do not, and it says
// what the widget does, every option of the rule book with its words.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostTypes } from '../../scripts/host-types.ts';
import { OPTION_NAMES } from '../../src/board/options.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'svc-host-types-'));
const TYPES = path.join(dir, 'embed.d.ts');
let written = '';
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILES: Record<string, string> = {};
let diagnostics: readonly ts.Diagnostic[] = [];

/** The host files' errors, from one strict program over the types and every file (lib.dom is slow to check: once). */
function compile(name: string): string[] {
  return diagnostics
    .filter((d) => d.file && path.basename(d.file.fileName) === name)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

beforeAll(() => {
  written = hostTypes();
  writeFileSync(TYPES, written);
  for (const [name, source] of Object.entries(FILES)) writeFileSync(path.join(dir, name), source);
  const program = ts.createProgram([TYPES, ...Object.keys(FILES).map((n) => path.join(dir, n))], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  diagnostics = ts.getPreEmitDiagnostics(program);
}, 120_000);

FILES['host.ts'] = `export {};
const el = document.querySelector<HTMLElement>('[data-svc-jobs]')!;
el.addEventListener('svc-jobs:applied', (e) => { const id: string = e.detail.publicId; console.log(id, e.detail.org); });
el.addEventListener('svc-jobs:ready', (e) => { const n: number = e.detail.count; console.log(n); });
document.addEventListener('svc-jobs:filter', (e) => { const n: number = e.detail.count; console.log(n); });
window.addEventListener('svc-jobs:error', (e) => { const code: string = e.detail.code; console.log(code); });
async function retry(): Promise<void> {
  const result: 'ready' | 'failed' | undefined = await window.SvcJobs?.mount(el);
  SvcJobs?.unmount(el);
  SvcJobs?.scan();
  const v: string | undefined = SvcJobs?.version;
  console.log(result, v);
}
const attrs: SvcJobsAttributes = { 'data-svc-jobs': 'acme', 'data-apply': 'inline', 'data-type': 'internship', 'data-group-by': 'location', 'data-page-size': 20 };
const names: SvcJobsEventName[] = ['svc-jobs:job-open', 'svc-jobs:apply-open'];
console.log(retry, attrs, names);
`;
FILES['mistakes.ts'] = `export {};
const el = document.createElement('div');
el.addEventListener('svc-jobs:applied', (e) => console.log(e.detail.email));
const attrs: SvcJobsAttributes = { 'data-svc-jobs': 'acme', 'data-apply': 'popup' };
void SvcJobs?.mount('acme');
console.log(attrs);
`;
FILES['same.ts'] = `
import type { SvcJobsEventMap as Widget } from ${JSON.stringify(path.join(ROOT, 'src/embed/events.ts'))};
import type { SnippetAttribute } from ${JSON.stringify(path.join(ROOT, 'src/snippet/snippet.ts'))};
import type { SvcJobsApi as WidgetApi } from ${JSON.stringify(path.join(ROOT, 'src/embed/api.ts'))};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const events: Same<Widget, SvcJobsEventMap> = true;
const attributes: Same<SnippetAttribute, keyof SvcJobsAttributes> = true;
const api: Same<WidgetApi, SvcJobsApi> = true;
console.log(events, attributes, api);
`;

describe('dist/embed.d.ts for hosts', () => {
  it('types SvcJobs, every event on elements, the document and the window, and the attributes', () => {
    const errors = compile('host.ts');
    expect(errors.join('\n')).toBe('');
  });

  it('refuses a host’s mistakes: a detail field that does not exist, a wrong attribute value, a mount without an element', () => {
    const errors = compile('mistakes.ts');
    expect(errors, errors.join('\n')).toHaveLength(3);
    expect(errors[0]).toMatch(/Property 'email' does not exist/);
    expect(errors[1]).toMatch(/"popup"/);
    expect(errors[2]).toMatch(/'string' is not assignable to parameter of type 'Element'/);
  });

  it('matches the widget: the event map of src/embed/events.ts, window.SvcJobs of src/embed/api.ts and the attributes the snippet writes', () => {
    const errors = compile('same.ts');
    expect(errors.join('\n')).toBe('');
  });
});

it('names every option of the rule book as an attribute, in its order, each with the words that say what it does', () => {
  const attributes = [...written.matchAll(/^ {2}\/\*\* (.+) \*\/\n {2}'(data-[a-z-]+)'\??:/gm)];
  expect(attributes.map((m) => m[2])).toEqual(['data-svc-jobs', ...OPTION_NAMES.map((n) => `data-${n}`)]);
  expect(attributes.every((m) => (m[1] ?? '').length > 20)).toBe(true);
  // One global script: nothing exported, nothing imported, nothing of the source's own aliases left.
  expect(written).not.toMatch(/^\s*(export|import)\b/m);
  expect(written).not.toContain('MountResult');
});

it('the build writes it to dist/embed.d.ts, byte for byte', async () => {
  const out = (await build({ configFile: path.join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'silent', build: { write: false } })) as
    Rollup.RollupOutput | Rollup.RollupOutput[];
  const asset = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).find((o) => o.fileName === 'embed.d.ts');
  expect(asset?.type).toBe('asset');
  expect(String((asset as Rollup.OutputAsset).source)).toBe(readFileSync(TYPES, 'utf8'));
  expect(readFileSync(TYPES, 'utf8')).toBe(written);
}, 60_000);
