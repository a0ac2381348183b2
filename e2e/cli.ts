// The two commands a company runs, as it runs them: scripts/snippet.ts and
// scripts/board-pages.ts in a process of their own (tsx, as the README says).
// The specs never import the renderer's .tsx: Playwright's Babel transform
// drops a classic JSX factory's import (h) as unused.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SnippetAttributes } from '../src/snippet/snippet.ts';

const run = promisify(execFile);
const TSX = 'node_modules/.bin/tsx';

/** `npx tsx scripts/snippet.ts <jobs_url> <org> [name=value …] [--accent=… --plain]`: the snippet written ahead, as printed. */
export async function cliSnippet(jobsUrl: string, attributes: SnippetAttributes, flags: readonly string[] = []): Promise<string> {
  const org = attributes['data-svc-jobs'] ?? '';
  const args = Object.entries(attributes)
    .filter(([name]) => name !== 'data-svc-jobs')
    .map(([name, value]) => (value === '' ? name : `${name}=${value ?? ''}`));
  const { stdout } = await run(TSX, ['scripts/snippet.ts', jobsUrl, org, ...args, ...flags]);
  return stdout.trimEnd();
}

/** `npx tsx scripts/board-pages.ts <jobs_url> <org> <outdir> [--lang=…]`: an org's pages written ahead. */
export async function cliBoardPages(jobsUrl: string, org: string, outDir: string, lang?: string): Promise<void> {
  await run(TSX, ['scripts/board-pages.ts', jobsUrl, org, outDir, ...(lang ? [`--lang=${lang}`] : [])]);
}
