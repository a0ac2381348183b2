// The Eleventy recipe of docs/platforms/static-site.md, its code as written
// (e2e/eleventy-recipe.spec.ts builds and opens a site from the same blocks):
// the data file fails a build at its deadline when the jobs host never
// answers, names a refusal with its status and words, and returns the board;
// the page declares its doctype and charset (no quirks mode, no mojibake).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DOC = 'docs/platforms/static-site.md';
const md = readFileSync(DOC, 'utf8');
const block = (lang: string): string => new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(md)?.[1] ?? '';
const DEADLINE = 'const DEADLINE_MS = 10_000;';

type BoardData = () => Promise<{ html: string; script: string }>;

const dir = mkdtempSync(path.join(tmpdir(), 'svc-eleventy-data-'));
let server: http.Server | undefined;
let origin = '';

/** The doc's data file, its deadline shortened to `ms`, loaded for an org as the build's environment names it. */
async function dataFile(org: string, ms: number): Promise<BoardData> {
  const code = block('js');
  expect(code, `${DOC} has the data file with its deadline`).toContain(DEADLINE);
  const file = path.join(dir, `careersBoard-${org}-${ms}.mjs`);
  writeFileSync(file, code.replace(DEADLINE, `const DEADLINE_MS = ${ms};`));
  const saved = { url: process.env.SVC_JOBS_URL, org: process.env.SVC_JOBS_ORG };
  process.env.SVC_JOBS_URL = origin;
  process.env.SVC_JOBS_ORG = org;
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default: BoardData };
    return mod.default;
  } finally {
    for (const [name, value] of [
      ['SVC_JOBS_URL', saved.url],
      ['SVC_JOBS_ORG', saved.org],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

beforeAll(async () => {
  // A jobs host: "hangs" never answers, "nope" is unknown, any other org has its board.
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/hangs/')) return;
    if (req.url?.startsWith('/nope/')) res.writeHead(404).end('<!-- svc-jobs: no org "nope" on this jobs host -->\n');
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<div data-svc-jobs="acme">$70k–82k</div>\n');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe(`the Eleventy recipe (${DOC})`, () => {
  it('fails the build at its deadline when the jobs host never answers, naming the URL and the wait', async () => {
    const load = await dataFile('hangs', 300);
    const started = Date.now();
    await expect(load()).rejects.toThrow(`${origin}/hangs/embed.html?apply=inline: no answer in 0.3 s`);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails the build on a refusal, with its status and words, and returns the board and the script otherwise', async () => {
    await expect((await dataFile('nope', 5000))()).rejects.toThrow(
      `${origin}/nope/embed.html?apply=inline: 404 <!-- svc-jobs: no org "nope" on this jobs host -->`,
    );
    expect(await (await dataFile('acme', 5000))()).toEqual({
      html: '<div data-svc-jobs="acme">$70k–82k</div>\n',
      script: `${origin}/embed.js?v=3`,
    });
  });

  it('writes a page with its doctype and charset, the board where it goes', () => {
    const page = block('njk');
    const afterFrontMatter = page.replace(/^---\n[\s\S]*?\n---\n/, '');
    expect(afterFrontMatter).toMatch(/^<!doctype html>\n/i);
    expect(afterFrontMatter).toContain('<meta charset="utf-8">');
    expect(afterFrontMatter.indexOf('<meta charset="utf-8">')).toBeLessThan(afterFrontMatter.indexOf('<title>'));
    expect(afterFrontMatter).toContain('{{ careersBoard.html | safe }}');
  });
});
