// svc-jobs/astro's server half (src/package/astro.ts), what SvcJobsBoard.astro
// renders, against the demo jobs host: the board written ahead with the
// container's attributes, a refused prop warned about once and left out (never
// no board), embed.js's script line and the feed hint's preloads once a page, and with the host unreachable
// the fallback (null: the slot, else the link) or, with strict, a rejection.
// (e2e/astro.spec.ts builds the component itself with astro build.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/start.ts';
import { astroBoard, type SvcJobsBoardAstroProps } from '../../src/package/astro.ts';
import { makeDist, NOW } from '../server/helpers.ts';

const dist = makeDist();
let demo: RunningDemo;

beforeAll(async () => {
  demo = await startDemo({ jobsPort: 0, sitePort: 0, distDir: dist.dist, jobs: { now: () => NOW } });
});
afterAll(async () => {
  await demo.close();
  dist.cleanup();
});

/** A port nothing listens on: the jobs host down. */
const DOWN = 'http://127.0.0.1:9';

describe('svc-jobs/astro on the server', () => {
  it('writes the board ahead with the container the snippet writes, and embed.js once a page', async () => {
    const page = new Request('http://site.example/careers/');
    const first = await astroBoard({ org: 'acme', jobsUrl: demo.jobsOrigin, apply: 'inline', groupBy: 'department' }, page);
    expect(first.attributes).toEqual({ 'data-svc-jobs': 'acme', 'data-apply': 'inline', 'data-group-by': 'department' });
    expect(first.html).toContain('<svc-jobs-board><template shadowrootmode="open">');
    expect(first.html).toContain('>Senior Firmware Engineer</a>');
    expect(first.script).toBe(`${demo.jobsOrigin}/embed.js?v=3`);
    // The snippet's feed hint: the board's two feed addresses, preloaded before the container.
    expect(first.hints).toEqual([`${demo.jobsOrigin}/api/v1/public/acme`, `${demo.jobsOrigin}/api/v1/public/acme/jobs`]);
    // A second board on the same page: no second script, and preloads only of a feed not preloaded yet; another page gets its own.
    const lumen = await astroBoard({ org: 'lumen', jobsUrl: demo.jobsOrigin }, page);
    expect(lumen.script).toBeNull();
    expect(lumen.hints).toEqual([`${demo.jobsOrigin}/api/v1/public/lumen`, `${demo.jobsOrigin}/api/v1/public/lumen/jobs`]);
    expect((await astroBoard({ org: 'acme', jobsUrl: demo.jobsOrigin, department: 'Sales' }, page)).hints).toEqual([]);
    const other = await astroBoard({ org: 'acme', jobsUrl: demo.jobsOrigin }, new Request('http://site.example/'));
    expect(other.script).toBe(`${demo.jobsOrigin}/embed.js?v=3`);
    expect(other.hints).toHaveLength(2);
  });

  it('leaves a refused prop out with one [svc-jobs] warning, and still writes the board', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // From plain JavaScript (no type check): a value the board refuses.
      const props = { org: 'acme', jobsUrl: demo.jobsOrigin, apply: 'inlin' } as unknown as SvcJobsBoardAstroProps;
      for (const n of [1, 2]) {
        const board = await astroBoard(props, new Request(`http://site.example/${n}`));
        expect(board.attributes).toEqual({ 'data-svc-jobs': 'acme' });
        expect(board.html).toContain('>Senior Firmware Engineer</a>');
      }
      const said = warn.mock.calls.map((c) => String(c[0])).filter((t) => t.includes('apply="inlin"'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^\[svc-jobs\] <SvcJobsBoard apply="inlin">: .*; left out, the board renders without it$/);
    } finally {
      warn.mockRestore();
    }
  });

  it('with the jobs host down and nothing kept: no board (the slot or the link goes there), or with strict, a rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const board = await astroBoard({ org: 'acme', jobsUrl: DOWN, timeout: 500 }, new Request('http://site.example/'));
      expect(board.html).toBeNull();
      expect(board.link).toBe(`<a href="${DOWN}/acme">See our open roles</a>`);
      expect(String(warn.mock.calls.at(-1)?.[0])).toContain('[svc-jobs] the board of acme was not written ahead');
      await expect(
        astroBoard({ org: 'acme', jobsUrl: DOWN, timeout: 500, strict: true }, new Request('http://site.example/')),
      ).rejects.toThrow('[svc-jobs] the board of acme could not be written ahead (strict)');
    } finally {
      warn.mockRestore();
    }
  });

  it('types its props from the one options table: a wrong name or value is a type error', () => {
    const ok: SvcJobsBoardAstroProps = { org: 'acme', jobsUrl: 'https://jobs.example', pageSize: 10, strict: true };
    // @ts-expect-error: a value the board refuses
    const value: SvcJobsBoardAstroProps = { org: 'acme', jobsUrl: 'https://jobs.example', apply: 'inlin' };
    // @ts-expect-error: the option's hyphenated name is not a prop
    const hyphen: SvcJobsBoardAstroProps = { org: 'acme', jobsUrl: 'https://jobs.example', 'group-by': 'department' };
    expect([ok, value, hyphen]).toHaveLength(3);
  });
});
