// The npm package as a user gets it: `npm pack`'s file list and size, then the
// tarball installed into a fresh folder with npm: `npx svc-jobs` prints and
// writes what scripts/snippet.ts and scripts/board-pages.ts do, byte for byte,
// with their exit codes, and the Node API returns the same snippet. Against the
// demo jobs host on a port of its own.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/start.ts';
import { makeDist, NOW } from '../server/helpers.ts';
import { installPacked, packed, ROOT } from '../support/packed.ts';

const run = promisify(execFile);
const dist = makeDist();
const user = mkdtempSync(path.join(tmpdir(), 'svc-packed-'));
let demo: RunningDemo;
let tgz = '';

beforeAll(async () => {
  tgz = packed();
  installPacked(user, tgz);
  demo = await startDemo({ jobsPort: 0, sitePort: 0, distDir: dist.dist, jobs: { now: () => NOW } });
}, 180_000);
afterAll(async () => {
  await demo.close();
  dist.cleanup();
  rmSync(user, { recursive: true, force: true });
});

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** A command's exit code and output, whatever the code. */
async function exec(file: string, args: string[], cwd: string): Promise<Ran> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const npx = (args: string[]): Promise<Ran> => exec('npx', ['--offline', 'svc-jobs', ...args], user);
const script = (name: string, args: string[]): Promise<Ran> =>
  exec(path.join(ROOT, 'node_modules/.bin/tsx'), [`scripts/${name}.ts`, ...args], ROOT);

/** Every file under a folder, relative, with its bytes. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const r = path.join(rel, name);
      if (statSync(path.join(dir, r)).isDirectory()) walk(r);
      else out[r] = readFileSync(path.join(dir, r), 'utf8');
    }
  };
  walk('');
  return out;
}

// npm itself (its start, the pack) is most of this time: the same allowance as the other runs of npm here.
describe('npm pack', { timeout: 60_000 }, () => {
  it('packs only the built lib, its types, the README, the LICENSE and package.json, in a small tarball', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT });
    const [pack] = JSON.parse(stdout) as { size: number; files: { path: string }[] }[];
    const files = (pack?.files ?? []).map((f) => f.path).sort();
    // The Astro component is shipped as written: Astro compiles it in the user's build.
    for (const file of files)
      expect(file).toMatch(/^(LICENSE|README\.md|package\.json|lib\/[\w/-]+\.(js|d\.ts)|lib\/astro\/SvcJobsBoard\.astro)$/);
    for (const needed of ['LICENSE', 'README.md', 'package.json', 'lib/index.js', 'lib/index.d.ts', 'lib/cli.js', 'lib/embed.d.ts'])
      expect(files).toContain(needed);
    for (const entry of ['react', 'react-server', 'vue', 'vue-server', 'astro']) expect(files).toContain(`lib/${entry}.js`);
    expect(files).toContain('lib/astro/SvcJobsBoard.astro');
    const bytes = statSync(tgz).size;
    console.log(`svc-jobs tarball: ${bytes} B, ${files.length} files`);
    // A bound against shipping what is not the package (a stray folder, a source map), not a byte budget:
    // 100,605 B once the fetch handler learned ETags, one deadline and its cache's keys (issue 45).
    expect(bytes).toBeLessThan(110_000);
  });

  it("is built as a release is: no development build's JSX source positions, no path of the machine that built it", () => {
    const lib = tree(path.join(user, 'node_modules/svc-jobs/lib'));
    const leaks = Object.entries(lib).filter(([, text]) => text.includes(ROOT.replace(/\/$/, '')) || /\b__source:/.test(text));
    expect(leaks.map(([file]) => file)).toEqual([]);
  });

  it('declares what npm needs: a bin, exports with types, optional framework peers, no runtime dependencies', () => {
    const pkg = JSON.parse(readFileSync(path.join(user, 'node_modules/svc-jobs/package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
    expect(pkg.bin).toEqual({ 'svc-jobs': 'lib/cli.js' });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.peerDependenciesMeta).toEqual({
      react: { optional: true },
      'react-dom': { optional: true },
      vue: { optional: true },
      astro: { optional: true },
    });
    expect(Object.keys(pkg.exports as object)).toEqual([
      '.',
      './react',
      './vue',
      './astro',
      './server',
      './server/worker',
      './embed',
      './package.json',
    ]);
  });
});

describe('npx svc-jobs, from the installed tarball', { timeout: 90_000 }, () => {
  it('snippet prints what scripts/snippet.ts prints, byte for byte (stdout and stderr), written ahead and plain', async () => {
    for (const args of [
      ['acme', 'department=Engineering', 'apply=inline', '--accent=#7c3aed'],
      ['acme', 'data-lang=de', 'data-sync-url', 'page-size=10'],
      ['lumen', '--plain'],
    ]) {
      const [org = '', ...rest] = args;
      const [fromPackage, fromScript] = await Promise.all([
        npx(['snippet', demo.jobsOrigin, org, ...rest]),
        script('snippet', [demo.jobsOrigin, org, ...rest]),
      ]);
      expect(fromPackage.code).toBe(0);
      expect(fromScript.code).toBe(0);
      expect(fromPackage.stdout).toContain(`data-svc-jobs="${org}"`);
      expect(fromPackage.stdout).toBe(fromScript.stdout);
      expect(fromPackage.stderr).toBe(fromScript.stderr);
    }
  });

  it('exits as the script does: 2 for a usage mistake or a refused value (before any request), 1 when the feed cannot be read', async () => {
    const mistakes = [
      [demo.jobsOrigin, 'acme', 'colour=red'],
      [demo.jobsOrigin, 'acme', '--accent=red'],
      ['not a url', 'acme'],
      [demo.jobsOrigin],
      [demo.jobsOrigin, 'Acme!'],
      [demo.jobsOrigin, 'acme', 'page-size=5'],
      [demo.jobsOrigin, 'acme', 'apply=popup'],
      [demo.jobsOrigin, 'acme', 'href-pattern=javascript:alert(document.domain)//{publicId}'],
      [demo.jobsOrigin, 'acme', 'href-pattern=/\\evil.example/{publicId}'],
      // Refused before any request: the same exit with no jobs host listening.
      ['http://127.0.0.1:9', 'acme', 'page-size=5'],
    ];
    for (const args of mistakes) {
      const [a, b] = await Promise.all([npx(['snippet', ...args]), script('snippet', args)]);
      expect(a.code).toBe(2);
      expect(b.code).toBe(2);
      expect(a.stdout).toBe('');
      // The same message; the usage line after it names the command run.
      expect(a.stderr.replaceAll('svc-jobs snippet', 'COMMAND')).toBe(b.stderr.replaceAll('npx tsx scripts/snippet.ts', 'COMMAND'));
    }
    const unknown = await npx(['snippet', demo.jobsOrigin, 'no-such-org']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`no org "no-such-org" on ${demo.jobsOrigin}`);
    // Nothing listens there: the feed is down.
    const down = await npx(['snippet', 'http://127.0.0.1:9', 'acme']);
    expect(down.code).toBe(1);
    expect((await script('snippet', ['http://127.0.0.1:9', 'acme'])).code).toBe(1);
  });

  it('pages writes the files scripts/board-pages.ts writes, and says the same', async () => {
    const [a, b] = [mkdtempSync(path.join(tmpdir(), 'svc-pages-a-')), mkdtempSync(path.join(tmpdir(), 'svc-pages-b-'))];
    try {
      const [fromPackage, fromScript] = await Promise.all([
        npx(['pages', demo.jobsOrigin, 'acme', a, '--lang=de']),
        script('board-pages', [demo.jobsOrigin, 'acme', b, '--lang=de']),
      ]);
      expect(fromPackage.code).toBe(0);
      expect(fromPackage.stdout.replaceAll(a, 'OUT')).toBe(fromScript.stdout.replaceAll(b, 'OUT'));
      const written = tree(a);
      expect(Object.keys(written)).toContain('acme/index.html');
      expect(Object.keys(written).length).toBeGreaterThan(10);
      expect(written).toEqual(tree(b));
      expect((await npx(['pages', demo.jobsOrigin, 'acme'])).code).toBe(2);
      expect((await npx(['pages', demo.jobsOrigin, 'no-such-org', a])).code).toBe(1);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });

  it('--help prints the usage of both commands; an unknown command exits 2 with it', async () => {
    const help = await npx(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('svc-jobs snippet <jobs_url> <org>');
    expect(help.stdout).toContain('svc-jobs pages <jobs_url> <orgSlug> <outdir>');
    const wrong = await npx(['publish']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown command publish');
    expect(wrong.stderr).toContain('svc-jobs snippet');
  });
});

describe("the Node API, imported from 'svc-jobs'", { timeout: 60_000 }, () => {
  it('renderSnippet returns what the command prints (its stdout is the string and a line break)', async () => {
    const code = `import { renderSnippet } from 'svc-jobs';
const s = await renderSnippet(process.argv[1], 'acme', { department: 'Engineering', 'data-apply': 'inline' }, { accent: '#7c3aed' });
process.stdout.write(JSON.stringify(s));`;
    const [api, cli] = await Promise.all([
      exec('node', ['--input-type=module', '-e', code, demo.jobsOrigin], user),
      npx(['snippet', demo.jobsOrigin, 'acme', 'department=Engineering', 'apply=inline', '--accent=#7c3aed']),
    ]);
    expect(api.stderr).toBe('');
    expect(`${JSON.parse(api.stdout) as string}\n`).toBe(cli.stdout);
  });

  it('renderSnippet and renderBoardAhead reject an unknown attribute or a refused value with an OptionError; renderBoardAhead gives the container in parts', async () => {
    const code = `import { renderSnippet, renderBoardAhead } from 'svc-jobs';
const refused = (p) => p.then(() => 'resolved', (e) => ({ name: e.name, option: e.option, value: e.value, message: e.message }));
const bad = await refused(renderSnippet(process.argv[1], 'acme', { colour: 'red' }));
const value = await refused(renderBoardAhead('http://127.0.0.1:9', 'acme', { apply: 'popup' }));
const ahead = await renderBoardAhead(process.argv[1], 'acme', { department: 'Engineering' });
process.stdout.write(JSON.stringify({ bad, value, attributes: ahead.attributes, starts: ahead.html.slice(0, 55), hash: ahead.styleHash }));`;
    const out = JSON.parse((await exec('node', ['--input-type=module', '-e', code, demo.jobsOrigin], user)).stdout) as Record<
      string,
      unknown
    >;
    expect(out.bad).toMatchObject({
      name: 'OptionError',
      option: null,
      message: expect.stringMatching(/^colour: unknown: use apply, src, href-pattern/),
    });
    // Refused by the rule book before any request (nothing listens on that port).
    expect(out.value).toEqual({ name: 'OptionError', option: 'apply', value: 'popup', message: 'data-apply="popup": use inline, link' });
    expect(out.attributes).toEqual({ 'data-svc-jobs': 'acme', 'data-department': 'Engineering' });
    expect(out.starts).toBe('<svc-jobs-board><template shadowrootmode="open"><style>');
    expect(out.hash).toMatch(/^'sha256-[A-Za-z0-9+/=]{44}'$/);
  });
});
