// The commands under one deadline (issue 33): `snippet` and `pages` against a
// jobs host that never answers end with exit 1 within --timeout, not after
// getJson's 27 s (snippet) or never (pages); an answer past the size cap is
// refused, not read whole.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pagesCommand, writeBoardPages } from '../../src/cli/board-pages.ts';
import { snippetCommand } from '../../src/cli/snippet.ts';
import { fakeFetch, json } from '../feed/fake.ts';

const out = mkdtempSync(path.join(tmpdir(), 'svc-deadline-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
afterEach(() => vi.unstubAllGlobals());

/** A console that records what a command writes. */
function recorder() {
  const lines: string[] = [];
  const put = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { io: { log: put, error: put, warn: put }, lines };
}

/** A command's exit code and how long it took, in ms. */
async function timed(run: () => Promise<number>): Promise<{ code: number; ms: number }> {
  const t0 = performance.now();
  const code = await run();
  return { code, ms: performance.now() - t0 };
}

describe('a jobs host that never answers', () => {
  it('svc-jobs snippet --timeout=300: exit 1 naming the timeout, in about 300 ms', async () => {
    vi.stubGlobal('fetch', fakeFetch(['hang']));
    const { io, lines } = recorder();
    const ran = await timed(() => snippetCommand(['https://hang-1.example', 'acme', '--timeout=300'], 'usage', io));
    expect(ran.code).toBe(1);
    expect(ran.ms).toBeLessThan(1000);
    expect(lines).toEqual(['could not read the feed of acme from https://hang-1.example: no answer within 300 ms']);
  });

  it('svc-jobs pages --timeout=300: exit 1, nothing written, in about 300 ms', async () => {
    vi.stubGlobal('fetch', fakeFetch(['hang']));
    const { io, lines } = recorder();
    const ran = await timed(() => pagesCommand(['https://hang-2.example', 'acme', out, '--timeout=300'], 'usage', null, io));
    expect(ran.code).toBe(1);
    expect(ran.ms).toBeLessThan(1000);
    expect(lines).toEqual(['could not read the feed of acme from https://hang-2.example: no answer within 300 ms']);
    expect(existsSync(path.join(out, 'acme'))).toBe(false);
  });
});

describe('pages: every read of the same reader', () => {
  const org = { name: 'Acme', slug: 'acme' };
  const job = { publicId: 'p1', title: 'Engineer' };

  it("a job's answer that hangs fails the command within the deadline", async () => {
    const f = fakeFetch((url) => (url.endsWith('/jobs/p1') ? 'hang' : url.endsWith('/jobs') ? json([job]) : json(org)));
    const t0 = performance.now();
    await expect(
      writeBoardPages({ jobsUrl: 'https://hang-3.example', org: 'acme', outDir: out, lang: 'en', fetch: f, timeout: 200 }),
    ).rejects.toMatchObject({ code: 'TIMEOUT', message: 'GET https://hang-3.example/api/v1/public/acme/jobs/p1: no answer within 200 ms' });
    expect(performance.now() - t0).toBeLessThan(1500);
  });

  it("a job's answer over 5 MB is refused, not read whole", async () => {
    const big = new Response('{}', { headers: { 'content-length': String(50 * 1024 * 1024) } });
    const f = fakeFetch((url) => (url.endsWith('/jobs/p1') ? big : url.endsWith('/jobs') ? json([job]) : json(org)));
    await expect(writeBoardPages({ jobsUrl: 'https://big.example', org: 'acme', outDir: out, lang: 'en', fetch: f })).rejects.toMatchObject(
      {
        code: 'TOO_LARGE',
      },
    );
  });
});

describe('the Node API with the feed unreadable and nothing kept', () => {
  const failing = fakeFetch(() => new Response('', { status: 503 }));

  it('writes the snippet with a link to the board page, with one [svc-jobs] warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { renderSnippet } = await import('../../src/package/index.ts');
    const snippet = await renderSnippet('https://down-a.example', 'acme', {}, { fetch: failing, timeout: 100 });
    expect(snippet).toContain('<div data-svc-jobs="acme"><a href="https://down-a.example/acme">See our open roles</a></div>');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('strict: rejects with the feed failure instead', async () => {
    const { renderBoardAhead } = await import('../../src/package/index.ts');
    await expect(
      renderBoardAhead('https://down-b.example', 'acme', {}, { fetch: failing, timeout: 100, strict: true }),
    ).rejects.toMatchObject({
      // The host's own failure, which it kept answering until the deadline.
      code: 'INTERNAL',
      status: 503,
    });
  });
});
