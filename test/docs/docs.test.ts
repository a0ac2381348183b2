// The docs are tested like code: links and anchors resolve, commands and paths
// exist, the budgets they state are the code's, and the README stays one screen
// of "add it". Each check also runs on a planted mistake, so it is known to fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, test } from 'vitest';
import { EMBED_GZIP_BYTES, LAYER_GZIP_BYTES } from '../../budgets.ts';
import {
  badCommands,
  brokenLinks,
  datedNarratives,
  existsFor,
  markdownFiles,
  missingInCodeMap,
  missingPaths,
  missingSourceNames,
  numberIn,
  ROOT,
  sourceNames,
  tableValue,
} from './check.ts';

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const files = markdownFiles();
const names = sourceNames();

/** A constant of the code, read from its source: the docs must state the same rule. */
function constantIn(file: string, pattern: RegExp, group = 1): number {
  const value = pattern.exec(read(file))?.[group];
  if (value === undefined) throw new Error(`${file} no longer matches ${pattern}: update the docs test with the code`);
  return Number(value);
}

const feedTimeoutSeconds = (): number => constantIn('src/feed/http.ts', /timeoutMs = (\d+)/) / 1000;
const frameTimeoutSeconds = (): number => constantIn('src/board/ApplyFrame.tsx', /const LATE_MS = (\d+);/) / 1000;

/** The budgets docs/performance.md states, each against the code that holds it. */
function budgetProblems(performance: string): string[] {
  const inp = /const BUDGET = \{ median: (\d+), max: (\d+) \}/;
  const cls = /budget: 'under ([\d.]+)'[^]*?budget: 'under ([\d.]+)/;
  const rules: [string, number][] = [
    ['`dist/embed.js`, gzip -9, Preact and signals included', EMBED_GZIP_BYTES],
    ['`dist/embed/structured-data.js`, gzip -9 (loaded only where one job is shown)', LAYER_GZIP_BYTES],
    ['layout shift (CLS), board written ahead, feed unchanged, 360 and 1280 px', constantIn('bench/cwv.ts', cls, 1)],
    ['layout shift (CLS), one opening added or closed since, a board of 10 or more', constantIn('bench/cwv.ts', cls, 2)],
    ['interaction to next paint at 4× CPU, 130 openings: median', constantIn('bench/inp.ts', inp, 1)],
    ['interaction to next paint at 4× CPU, 130 openings: slowest', constantIn('bench/inp.ts', inp, 2)],
    ['one feed request, before it counts as `TIMEOUT`', feedTimeoutSeconds()],
    ["the apply frame's first answer, before the board offers a link instead", frameTimeoutSeconds()],
  ];
  return rules.flatMap(([label, code]) => {
    const doc = numberIn(tableValue(performance, label));
    return doc === code ? [] : [`docs/performance.md says ${doc} for "${label}", the code ${code}`];
  });
}

/** Every size budget written anywhere (`18,900 B`) is the one budgets.ts holds; history aside. */
function sizeBudgetProblems(file: string, md: string): string[] {
  if (file === 'CHANGELOG.md') return [];
  return [...md.matchAll(/(\d{2},\d{3}) B\b/g)]
    .map((m) => Number(m[1]?.replace(',', '')))
    .filter((n) => n !== EMBED_GZIP_BYTES)
    .map((n) => `${file} states a size of ${n} B, the budget is ${EMBED_GZIP_BYTES} B`);
}

/** Timeouts in seconds stated beside "timeout" or "within" are the code's: the feed's or the apply frame's. */
function timeoutProblems(file: string, md: string): string[] {
  const seconds = [feedTimeoutSeconds(), frameTimeoutSeconds()];
  return md
    .split('\n')
    .filter((line) => /timeout|within|waits/i.test(line))
    .flatMap((line) => [...line.matchAll(/\b(\d+) s\b/g)].map((m) => Number(m[1])))
    .filter((s) => !seconds.includes(s))
    .map((s) => `${file} states a timeout of ${s} s, the code's are ${seconds.join(' and ')} s`);
}

describe('the docs', () => {
  // Every page parsed and every link followed: about 2 s alone, over 5 s with the suite on 2 busy cores.
  test('every relative link and #anchor resolves', async () => {
    expect(await brokenLinks(files)).toEqual([]);
  }, 30_000);

  test.each(files)('%s: commands, paths and code-map entries exist', (file) => {
    const md = read(file);
    const exists = existsFor(file);
    const problems = [
      ...badCommands(md, scripts, exists),
      ...missingPaths(md, exists),
      ...missingSourceNames(md, names),
      ...missingInCodeMap(md, exists),
    ];
    expect(problems).toEqual([]);
  });

  test('the budgets in docs/performance.md are the code’s', () => {
    expect(budgetProblems(read('docs/performance.md'))).toEqual([]);
  });

  test('no page states another size budget or feed timeout', () => {
    expect(files.flatMap((f) => [...sizeBudgetProblems(f, read(f)), ...timeoutProblems(f, read(f))])).toEqual([]);
  });

  test('no dated measurement narratives outside CHANGELOG.md', () => {
    const narratives = files.filter((f) => f !== 'CHANGELOG.md').flatMap((f) => datedNarratives(read(f)).map((p) => ({ file: f, ...p })));
    expect(narratives).toEqual([]);
  });

  test('the README is one screen of "add it": at most 250 lines, the board written ahead shown within 60', () => {
    const lines = read('README.md').split('\n');
    expect(lines.length).toBeLessThanOrEqual(250);
    const snippet = lines.findIndex((l) => l.includes('<template shadowrootmode="open">'));
    expect(snippet).toBeGreaterThanOrEqual(0);
    expect(snippet + 1).toBeLessThanOrEqual(60);
    expect(lines.slice(0, snippet).some((l) => l.startsWith('```html'))).toBe(true);
  });
});

describe('each check fails on a planted mistake', () => {
  test('a missing file, a missing anchor here and a missing anchor in another file', async () => {
    const planted = new VFile({
      path: join(ROOT, 'planted.md'),
      value: '# Planted\n\n[a](docs/nope.md) [b](#nope) [c](docs/install.md#nope) [d](docs/install.md#which-version-you-get)\n',
    });
    const problems = await brokenLinks(['docs/install.md', planted]);
    // In whatever order the checker reports them (it follows install.md's own links first).
    expect(problems).toHaveLength(3);
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Cannot find file `docs\/nope\.md`/),
        'Cannot find heading for `#nope`',
        'Cannot find heading for `#nope` in `docs/install.md`',
      ]),
    );
  });

  test('an npm script, a tsx file and a repository path that do not exist', () => {
    const md = '```sh\nnpm run nope\nnpx tsx scripts/nope.ts acme\nnpm run test:e2e -- e2e/nope.spec.ts\nnpm run build && npm start\n```\n';
    expect(badCommands(md, scripts, existsFor('README.md')).map((p) => p.line)).toEqual([2, 3, 3, 4]);
  });

  test('a path and a source name in backticks that do not exist', () => {
    const md = 'See `src/feed/nope.ts`, `docs/nope.md`, `nope.ts`, beside `src/feed/http.ts`, `http.ts` and `embed.d.ts`.\n';
    expect(missingPaths(md, existsFor('README.md'))).toHaveLength(2);
    expect(missingSourceNames(md, names)).toHaveLength(1);
  });

  test('a code map entry that does not exist', () => {
    const md = '```\nsrc/\n  feed/       the API\n    http.ts     getJson\n    nope.ts     planted\n  nope/\n```\n';
    expect(missingInCodeMap(md, existsFor('ARCHITECTURE.md')).map((p) => p.message)).toEqual([
      'the code map names src/feed/nope.ts, which does not exist',
      'the code map names src/nope/, which does not exist',
    ]);
  });

  test('a budget that disagrees with the code, in performance.md or on another page', () => {
    const doc = read('docs/performance.md');
    const size = doc.replace(/\| [\d,]+ B \|/, `| ${(EMBED_GZIP_BYTES + 1).toLocaleString('en')} B |`);
    expect(budgetProblems(size)).toHaveLength(1);
    expect(budgetProblems(doc.replace('| < 100 ms |', '| < 150 ms |'))).toHaveLength(1);
    expect(budgetProblems(doc.replace('| < 0.01 |', '| < 0.05 |'))).toHaveLength(1);
    expect(budgetProblems(doc.replace(/\| 8 s \|/g, '| 10 s |'))).toHaveLength(2);
    expect(sizeBudgetProblems('README.md', 'embed.js is held to 18,492 B gzip.')).toHaveLength(1);
    expect(timeoutProblems('docs/csp.md', 'no answer within 5 s')).toHaveLength(1);
  });

  test('a dated measurement narrative', () => {
    expect(datedNarratives('On 23 Nov, before the split, 9 of the 14 pages had one.')).toHaveLength(1);
  });
});
