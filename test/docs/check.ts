// The docs' checks, as pure functions over Markdown text, so each one can be
// shown to fail on a planted mistake (docs.test.ts) as well as run over the repo.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Writable } from 'node:stream';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Node } from 'unist';
import { engine, type FileSet } from 'unified-engine';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import type { VFile } from 'vfile';

export const ROOT = join(import.meta.dirname, '..', '..');

/** A problem found in one Markdown file, for a readable failure. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** The lines of each fenced block with one of `langs` as its info string. */
export function fencedBlocks(md: string, langs: readonly string[]): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let lang: string | null = null;
  md.split('\n').forEach((text, i) => {
    const fence = /^\s*```\s*([\w-]*)/.exec(text);
    if (fence) {
      lang = lang === null ? (fence[1] ?? '') : null;
      return;
    }
    if (lang !== null && langs.includes(lang)) out.push({ line: i + 1, text });
  });
  return out;
}

/** Inline code spans outside fenced blocks, with their line. */
export function inlineCode(md: string): { line: number; code: string }[] {
  const out: { line: number; code: string }[] = [];
  let fenced = false;
  md.split('\n').forEach((text, i) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const m of text.matchAll(/`([^`\n]+)`/g)) out.push({ line: i + 1, code: m[1] ?? "" });
  });
  return out;
}

// Folders of this repository whose files the docs name; `dist/` is built, so not here.
const REPO_PATH = /^(?:src|scripts|e2e|e2e-webkit|docs|bench|test|demo|pages|types|public)\/[\w./-]*$/;

/** A repository path mentioned in backticks (`src/feed/http.ts`) that does not exist. */
export function missingPaths(md: string, exists: (path: string) => boolean): { line: number; message: string }[] {
  return inlineCode(md)
    .filter(({ code }) => REPO_PATH.test(code) && !exists(code.replace(/\/$/, '')))
    .map(({ line, code }) => ({ line, message: `\`${code}\` names a path that does not exist` }));
}

/**
 * In fenced sh/bash/shell blocks: `npm run X` (and `npm start`/`npm test`) must name a
 * script of package.json; `npx tsx F`, `tsx F`, `node F` and any repository path must exist.
 */
export function badCommands(
  md: string,
  scripts: Record<string, string>,
  exists: (path: string) => boolean,
): { line: number; message: string }[] {
  const out: { line: number; message: string }[] = [];
  for (const { line, text } of fencedBlocks(md, ['sh', 'bash', 'shell'])) {
    const command = text.replace(/\s#.*$/, '');
    for (const m of command.matchAll(/\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test)\b)/g)) {
      const name = m[1] ?? m[2] ?? '';
      if (!(name in scripts)) out.push({ line, message: `npm script "${name}" is not in package.json` });
    }
    for (const m of command.matchAll(/(?:^|\s)(?:npx tsx|tsx|node) ([^\s;&|]+)/g)) {
      const file = m[1] ?? '';
      if (!file.startsWith('-') && !exists(file)) out.push({ line, message: `${file} does not exist` });
    }
    for (const word of command.split(/\s+/)) {
      if (REPO_PATH.test(word) && !exists(word.replace(/\/$/, ''))) out.push({ line, message: `${word} does not exist` });
    }
  }
  return out;
}

/**
 * A code map: a fenced block without a language whose first line is a folder
 * (`src/`), then one entry a line, indented two spaces a level. Every entry that
 * names a file (`index.ts`) or a folder (`embed/`) must exist there.
 */
export function missingInCodeMap(md: string, exists: (path: string) => boolean): { line: number; message: string }[] {
  const out: { line: number; message: string }[] = [];
  const lines = md.split('\n');
  lines.forEach((text, i) => {
    if (!/^```\s*$/.test(text) || !/^[\w-]+\/$/.test(lines[i + 1] ?? '')) return;
    const stack: { indent: number; name: string }[] = [];
    for (const [k, line] of lines.slice(i + 1).entries()) {
      if (line.startsWith('```')) break;
      const entry = /^( *)([\w.-]+\/|[\w.-]+\.[a-z]+)(?:\s{2,}|$)/.exec(line);
      const [indent, name] = [entry?.[1]?.length ?? 0, entry?.[2]];
      if (name === undefined) continue;
      while ((stack.at(-1)?.indent ?? -1) >= indent) stack.pop();
      const path = [...stack.map((s) => s.name), name].join('');
      if (!exists(path.replace(/\/$/, ''))) out.push({ line: i + k + 2, message: `the code map names ${path}, which does not exist` });
      if (name.endsWith('/')) stack.push({ indent, name });
    }
  });
  return out;
}

/** A file test: relative to the repository's root, or to the Markdown file's own folder. */
export const existsFor =
  (file: string) =>
  (path: string): boolean =>
    existsSync(join(ROOT, path)) || existsSync(join(ROOT, dirname(file), path));

/** The engine hands each plugin its file set: what lets remark-validate-links check anchors across files. */
const isFileSet = (x: unknown): x is FileSet => typeof x === 'object' && x !== null && 'valueOf' in x && 'use' in x;

/** remark-validate-links with this repository's settings (no Git host: links are checked on disk). */
function validateLinks(this: Processor, _options: unknown, fileSet: unknown) {
  const transform = remarkValidateLinks.call(this, { repository: false, root: ROOT }, isFileSet(fileSet) ? fileSet : undefined);
  return async (tree: Node, file: VFile): Promise<void> => {
    if (isRoot(tree)) await transform(tree, file);
  };
}

const isRoot = (tree: Node): tree is Root => tree.type === 'root';

/**
 * remark-validate-links over the files: every relative link and #anchor must
 * resolve (headings by GitHub's slugs). `files` are paths, or VFiles already read.
 */
export async function brokenLinks(files: (string | VFile)[]): Promise<Problem[]> {
  const context = await new Promise<{ files: VFile[] }>((resolve, reject) =>
    engine(
      {
        processor: remark(),
        files,
        cwd: ROOT,
        plugins: [validateLinks],
        silent: true,
        quiet: true,
        out: false,
        streamError: new Writable({ write: (_chunk, _encoding, done) => done() }),
      },
      (error, _code, ctx) => (ctx && !error ? resolve(ctx) : reject(error ?? new Error('remark did not run'))),
    ),
  );
  return context.files.flatMap((f) =>
    f.messages.map((m) => ({ file: relative(ROOT, f.path), line: m.line ?? 0, message: m.reason })),
  );
}

/** The Markdown files the docs tests read: the root's, `docs/`, and the READMEs beside the code. */
export function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'ARCHITECTURE.md', 'demo/README.md', 'src/ui/i18n/README.md', ...docs.sort()];
}

/** The names of the repository's TypeScript sources, wherever they are (not node_modules, not built). */
export function sourceNames(dir = ROOT, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    if (entry.isDirectory()) sourceNames(join(dir, entry.name), out);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) out.add(entry.name);
  }
  return out;
}

/** A bare source name in backticks (`catalog.ts`) that no file of the repository has. */
export function missingSourceNames(md: string, names: Set<string>): { line: number; message: string }[] {
  return inlineCode(md)
    .filter(({ code }) => /^[\w.-]+\.(ts|tsx|mts)$/.test(code) && !code.endsWith('.d.ts') && !names.has(code))
    .map(({ line, code }) => ({ line, message: `\`${code}\` names a source file the repository does not have` }));
}

/** The value cell of the row of a Markdown table whose first cell is `label`. */
export function tableValue(md: string, label: string): string | undefined {
  for (const row of md.split('\n')) {
    const cells = row.split('|').map((c) => c.trim());
    if (cells[1] === label) return cells[2];
  }
}

/** A number as the docs write it: `18,900 B`, `< 0.01`, `≤ 200 ms`, `8 s`. */
export const numberIn = (text: string | undefined): number | undefined => {
  const m = /(\d[\d,]*(?:\.\d+)?)/.exec(text ?? '');
  return m?.[1] === undefined ? undefined : Number(m[1].replace(/,/g, ''));
};

/** Dated measurement narratives ("On 23 Nov, …", "25 Nov 2026"): they belong in CHANGELOG or a tool's report. */
export function datedNarratives(md: string): { line: number; message: string }[] {
  const date = /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/;
  return md
    .split('\n')
    .flatMap((text, i) => (date.test(text) ? [{ line: i + 1, message: `a dated narrative: "${text.trim()}"` }] : []));
}
