// The live snippet's allow-list (src/prerender/snippet-markup.ts): every body
// the renderer writes, for every org of the demo and options of every kind,
// passes it (a new element or attribute in the board fails here until the
// list has it); hostile bodies are refused with their reason; and the
// WordPress plugin's PHP (includes/markup.php, run by php-cli on the
// markup.json the build zips) says exactly what the TypeScript says of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../demo/fixtures/index.ts';
import { snippetMarkupProblem } from '../../src/prerender/snippet-markup.ts';
import { makeApp, makeDist, url, type TmpDist } from '../server/helpers.ts';
import { PLUGIN_RUNTIMES, pluginPhp, type PluginPhp } from '../support/plugin-php.ts';

/** Options of every kind the live snippet takes, each as its query. */
const QUERIES = [
  '',
  'accent=%23aa3300',
  'apply=inline&filters=department,location,type,search&group-by=department&page-size=10&sync-url=true&lang=de&src=x&href-pattern=%2Fjobs%2F%7BpublicId%7D',
  'group-by=location&lang=fr&apply=inline',
  'department=Nothing&empty=Nothing%20here&accent=%230f766e',
  'filters=none&storage=none&type=full_time&lang=pt-BR',
  'location=Berlin&lang=es&href-pattern=https%3A%2F%2Fwww.example.com%2Fjobs%3Fid%3D%7BpublicId%7D',
  'filters=search&lang=nl&page-size=200',
];

let dist: TmpDist;
const bodies: string[] = [];
beforeAll(async () => {
  dist = makeDist();
  const app = makeApp(dist.dist);
  for (const { org } of fixtures)
    for (const q of QUERIES) {
      const res = await app.request(url(`/${org.slug}/embed.html${q ? `?${q}` : ''}`));
      expect(res.status, `${org.slug}?${q}`).toBe(200);
      bodies.push(await res.text());
    }
}, 60_000);
afterAll(() => dist.cleanup());

/** A good body with `change` made to it: the hostile bodies a jobs host (or a path to it) could send. */
const HOSTILE: [what: string, change: (body: string) => string, problem: string | RegExp][] = [
  ['a script after the board', (b) => `${b}<script>alert(1)</script>`, 'something after the board'],
  ['a script inside it', (b) => b.replace('<ul class="jobs"', '<script>alert(1)</script><ul class="jobs"'), "<script> is not the board's"],
  ['an event handler', (b) => b.replace('<a href=', '<a onclick="alert(1)" href='), "<a onclick> is not the board's"],
  [
    'a script URL',
    (b) => b.replace(/<a href="[^"]*"/, '<a href="javascript:alert(1)"'),
    /^<a href="javascript:alert\(1\)"> is not a web address$/,
  ],
  ['an encoded script URL', (b) => b.replace(/<a href="[^"]*"/, '<a href="&#106;avascript:alert(1)"'), /is not a web address$/],
  ['a data URL', (b) => b.replace(/<a href="[^"]*"/, '<a href="data:text/html,x"'), /is not a web address$/],
  [
    'a frame',
    (b) => b.replace('<ul class="jobs"', '<iframe src="https://evil.example"></iframe><ul class="jobs"'),
    "<iframe> is not the board's",
  ],
  [
    'a stylesheet link',
    (b) => `<link rel="stylesheet" href="https://evil.example/x.css">${b}`,
    '<link rel="stylesheet"> is not the board\'s',
  ],
  [
    'a style that loads a file',
    (b) => b.replace('<style>:host{', '<style>:host{background:url(https://evil.example/p.png);'),
    '<style> loads a file',
  ],
  ['a page-wide style', (b) => `<style>body{display:none}</style>${b}`, '<style> outside the board is not the accent rule'],
  [
    'markup in a style',
    (b) => b.replace('<style>:host{', '<style></style ><script>alert(1)</script><style>:host{'),
    /^<style> holds markup$/,
  ],
  ['text after the board', (b) => `${b}Buy now`, 'text outside the board'],
  ['a second container', (b) => `${b}${b.slice(b.indexOf('<div data-svc-jobs'))}`, 'something after the board'],
  ['a cut body (a capped read)', (b) => b.slice(0, Math.floor(b.length / 2)), /is never closed$|is no tag of the board's$/],
  ['a comment that ends early', (b) => b.replace('<!--', '<!-- x --!> <script>alert(1)</script> <!--'), /is no tag of the board's$/],
  ['nothing but a comment', () => '<!-- svc-jobs: no board -->', 'no board'],
];

describe("the live snippet's allow-list", () => {
  it('takes every body the renderer writes: every demo org, options of every kind, six languages', () => {
    expect(bodies).toHaveLength(fixtures.length * QUERIES.length);
    for (const body of bodies) expect(snippetMarkupProblem(body), body.slice(0, 200)).toBe('');
    // What the bodies hold: the accent rule, preloads, the comment, the board's own style and the apply buttons.
    const all = bodies.join('');
    for (const part of ['<style>[data-svc-jobs=', '<link rel="preload"', '<!--', '<template shadowrootmode="open">', 'data-apply="inline"'])
      expect(all).toContain(part);
  });

  it.each(HOSTILE)('refuses %s', (_what, change, problem) => {
    const body = bodies.find((b) => b.includes('<a href=') && b.includes('<style>[data-svc-jobs=')) ?? '';
    expect(body).not.toBe('');
    const said = snippetMarkupProblem(change(body));
    if (typeof problem === 'string') expect(said).toBe(problem);
    else expect(said).toMatch(problem);
  });
});

describe.each(PLUGIN_RUNTIMES)("the WordPress plugin's includes/markup.php under %s", (runtime) => {
  let php: PluginPhp;
  beforeAll(async () => {
    php = await pluginPhp(runtime);
  });
  afterAll(() => php.remove());

  it('says of every body, good and hostile, exactly what the TypeScript says', async () => {
    const body = bodies.find((b) => b.includes('<a href=') && b.includes('<style>[data-svc-jobs=')) ?? '';
    const all = [...bodies, ...HOSTILE.map(([, change]) => change(body)), '', 'plain text', '<div data-svc-jobs="acme">\u00a0</div>'];
    const said = await php.run<string[]>("echo json_encode( array_map( 'svc_jobs_markup_problem', $input ) );", all);
    expect(said).toEqual(all.map(snippetMarkupProblem));
    expect(said.filter((p) => p === '').length).toBe(bodies.length + 1);
  }, 30_000);

  it('says of an answer WordPress cut at 1 MB (limit_response_size) that it is longer than a board; below, the markup check speaks', async () => {
    const board = bodies.find((b) => b.includes('<a href=') && b.includes('<style>[data-svc-jobs=')) ?? '';
    const MB = 1024 * 1024;
    // The board and a comment running on to the cap (where WordPress stopped reading), and to a byte short of it.
    const filler = (bytes: number) => 'x'.repeat(bytes - Buffer.byteLength(board) - '<!--'.length);
    const cut = `${board}<!--${filler(MB)}`;
    const under = `${board}<!--${filler(MB - 1)}`;
    expect([Buffer.byteLength(under), Buffer.byteLength(cut)]).toEqual([MB - 1, MB]);
    const said = await php.run<string[]>("echo json_encode( array_map( 'svc_jobs_answer_problem', $input ) );", [board, under, cut]);
    // Under the cap the markup check speaks (a comment after the board); at it, the cap.
    expect(said).toEqual(['', 'something after the board', 'longer than 1 MB']);
    expect(snippetMarkupProblem(under)).toBe('something after the board');
  }, 30_000);
});
