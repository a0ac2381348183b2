// Résumé bombs against the demo host (issue 33, part 5): a DOCX and a PDF of a
// few hundred KB that inflate to 100 and 200 MB. Read on the event loop, the
// PDF held it for minutes and the DOCX ran the host out of memory. Now the
// text is read in a worker under caps: the file is staged, nothing suggested,
// the reason kept, and the feed answers while the worker is busy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT_TIME_LIMIT_MS } from '../../demo/server/resume-limits.ts';
import { ResumeTextPool } from '../../demo/server/resume-pool.ts';
import { docxBomb, pdfBomb } from './bombs.ts';
import { makeApp, makeDist, url } from './helpers.ts';
import { formData, post, resumePath, resumePdf } from './writes-helpers.ts';

const dist = makeDist();
const FIRMWARE = resumePath('acme', 'eng-7f3k2');
const FEED = url('/api/v1/public/acme/jobs');
const MB = 1_000_000;
type App = ReturnType<typeof makeApp>;

let bombs: { docx: File; pdf: File };
beforeAll(async () => {
  bombs = { docx: await docxBomb(100), pdf: await pdfBomb(200) };
}, 60_000);
afterAll(() => dist.cleanup());

async function stage(app: App, file: File): Promise<{ ms: number; suggested: unknown; textSkipped: unknown }> {
  const started = performance.now();
  const res = await post(app, FIRMWARE, formData([['file', file]]), { 'x-demo-client': `c-${Math.random()}` });
  const ms = performance.now() - started;
  expect(res.status).toBe(200);
  const { key, suggested } = (await res.json()) as { key: string; suggested: unknown };
  const listed = (await (await app.request(url('/__demo/resume-keys'))).json()) as { key: string; textSkipped?: unknown }[];
  return { ms, suggested, textSkipped: listed.find((s) => s.key === key)?.textSkipped };
}

/** Feed GETs one after another while `pending` is unsettled: each one's time, and the host's RSS after each. */
async function feedWhile(app: App, pending: Promise<unknown>): Promise<{ times: number[]; rss: number[] }> {
  let settled = false;
  void pending.finally(() => (settled = true));
  const times: number[] = [];
  const rss: number[] = [];
  while (!settled) {
    const started = performance.now();
    expect((await app.request(FEED)).status).toBe(200);
    times.push(performance.now() - started);
    rss.push(process.memoryUsage().rss);
    // An in-memory GET settles in microtasks: the worker's answer (a macrotask) needs a turn of the loop.
    await new Promise(setImmediate);
  }
  return { times, rss };
}

describe('résumé bombs', () => {
  const app = makeApp(dist.dist, { clientAddressHeader: 'x-demo-client' });

  it.each([
    ['a DOCX that inflates to 100 MB', 'docx'],
    ['a PDF with a 200 MB content stream', 'pdf'],
  ] as const)(
    'stages %s at once, with nothing suggested, and the host grows by at most 50 MB',
    async (_name, kind) => {
      // The worker loaded and a real résumé read first: the baseline is a host that has seen uploads.
      expect((await stage(app, resumePdf())).textSkipped).toBeUndefined();
      const before = process.memoryUsage().rss;
      const upload = stage(app, bombs[kind]);
      const during = await feedWhile(app, upload);
      const staged = await upload;
      console.info(`${kind} bomb: staged in ${staged.ms.toFixed(0)} ms, feed GETs ${during.times.map((t) => t.toFixed(1)).join('/')} ms`);
      expect(staged).toMatchObject({ suggested: {}, textSkipped: 'too-large' });
      expect(staged.ms).toBeLessThan(EXTRACT_TIME_LIMIT_MS);
      const peak = Math.max(process.memoryUsage().rss, ...during.rss);
      console.info(`${kind} bomb: RSS +${((peak - before) / MB).toFixed(1)} MB`);
      expect(peak - before).toBeLessThanOrEqual(50 * MB);
    },
    30_000,
  );
});

describe('the time cap, with the size cap lifted', () => {
  // A pool that measures nothing: pdf.js is given the whole 200 MB stream, and only the clock stops it.
  const pool = new ResumeTextPool({ maxInflatedBytes: 1_000_000_000 });
  const app = makeApp(dist.dist, { clientAddressHeader: 'x-demo-client', readResume: pool.read });
  afterAll(() => pool.close());

  it('ends the worker at the limit, stages the file without suggestions, and the feed never waits on it', async () => {
    expect((await stage(app, resumePdf())).textSkipped).toBeUndefined();
    const upload = stage(app, bombs.pdf);
    const during = await feedWhile(app, upload);
    const staged = await upload;
    console.info(
      `time cap: staged in ${staged.ms.toFixed(0)} ms; ${during.times.length} feed GETs meanwhile, slowest ${Math.max(...during.times).toFixed(1)} ms`,
    );
    expect(staged).toMatchObject({ suggested: {} });
    // Either cap may stop pdf.js first: the clock, or the worker's heap.
    expect(['too-slow', 'too-much-memory']).toContain(staged.textSkipped);
    expect(during.times.length).toBeGreaterThan(5);
    expect(Math.max(...during.times)).toBeLessThan(100);
    // A new worker reads the next file.
    expect(await stage(app, resumePdf())).toMatchObject({
      textSkipped: undefined,
      suggested: expect.objectContaining({ name: 'Maya Lindqvist' }),
    });
  }, 60_000);
});

describe('the queue', () => {
  it('answers "busy" beyond its limit rather than making an upload wait behind many', async () => {
    const pool = new ResumeTextPool({ queueLimit: 1 });
    const bytes = new Uint8Array(await resumePdf().arrayBuffer());
    const results = await Promise.all([1, 2, 3, 4].map(() => pool.read(bytes, 'pdf', 100)));
    await pool.close();
    // The first is read (or waits for the worker to load), one more waits; the rest are not queued.
    expect(results.filter((r) => 'skipped' in r && r.skipped === 'busy').length).toBeGreaterThanOrEqual(2);
    expect(results[0]).toHaveProperty('text');
  }, 30_000);
});
