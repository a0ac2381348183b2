// One board, every door: every option's good and bad values through every
// door — the container's attributes (embed.js's parseConfig), the CLI
// (scripts/snippet.ts's arguments), the live snippet's query, the Node API's
// attributes object, the React and Vue props, the WordPress plugin's
// shortcode and block (its PHP, run by php-cli) — and the verdicts compared:
// the same values accepted, the same refused, with the same words (the
// plugin's own notice words aside).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPTION_NAMES, optionProblem, type OptionName } from '../../src/board/options.ts';
import { parseConfig } from '../../src/board/config.ts';
import { OptionError, snippetArgs } from '../../src/cli/snippet.ts';
import { containerOf } from '../../src/package/props.ts';
import { isLiveProblem, liveSnippetUrl, parseLiveQuery } from '../../src/snippet/live.ts';
import { propName } from '../../src/snippet/options.ts';
import { parseArgs } from '../../scripts/snippet.ts';
import { PLUGIN_RUNTIMES, pluginPhp, type PluginPhp } from '../support/plugin-php.ts';

/** Each option's values a board takes, and values it refuses. */
const VALUES: Record<OptionName, { good: string[]; bad: string[] }> = {
  apply: { good: ['inline', 'link'], bad: ['popup', 'inlin', 'INLINE'] },
  src: { good: ['newsletter', 'x'.repeat(200)], bad: ['x'.repeat(201)] },
  'href-pattern': {
    good: ['/careers/{publicId}', '/careers?job={publicId}', 'https://www.acme.example/jobs/{publicId}'],
    bad: [
      'javascript:alert(document.domain)//{publicId}',
      'data:text/html,{publicId}',
      '//evil.example/{publicId}',
      '/\\evil.example/{publicId}',
      'https:evil.example/{publicId}',
      '/jobs/\t{publicId}',
      '/careers/',
      '/a/{publicId}/{publicId}',
      '/careers/{publicId}#top',
    ],
  },
  empty: { good: ['No openings right now'], bad: [] },
  filters: { good: ['none', 'department', 'search,location', 'department,location,type,search'], bad: ['map', 'department,map'] },
  department: { good: ['Engineering'], bad: [] },
  location: { good: ['Berlin, Germany'], bad: [] },
  type: { good: ['full_time', 'internship'], bad: ['permanent', 'Full-time'] },
  'group-by': { good: ['department', 'location', 'none'], bad: ['team'] },
  'page-size': { good: ['10', '20', '200'], bad: ['5', '201', 'ten', '12.5'] },
  'sync-url': { good: ['', 'false'], bad: [] },
  lang: { good: ['de', 'de-AT', 'pt-BR', 'xx'], bad: ['en_US', 'english!'] },
  storage: { good: ['none'], bad: ['local', 'None'] },
};

/** A door's verdict on one option's value: the attribute it writes (null: none), or the problem's words. */
type Verdict = { accepted: string | null } | { refused: string };

const DOORS: Record<string, (name: OptionName, value: string) => Verdict> = {
  attributes: (name, value) => {
    const r = parseConfig({ getAttribute: (n) => (n === 'data-svc-jobs' ? 'acme' : n === `data-${name}` ? value : null) }, null);
    return r.ok ? { accepted: value.trim() === '' && name !== 'sync-url' ? null : value } : { refused: r.problems.join('; ') };
  },
  cli: (name, value) => {
    const r = parseArgs(['https://jobs.example', 'acme', value === '' ? name : `${name}=${value}`]);
    return 'error' in r ? { refused: r.error } : { accepted: r.attributes[`data-${name}`] ?? null };
  },
  query: (name, value) => {
    const r = parseLiveQuery('acme', new URLSearchParams([[name, value]]));
    return isLiveProblem(r) ? { refused: r.message } : { accepted: r.attributes[`data-${name}`] ?? null };
  },
  'node api': (name, value) => {
    try {
      return {
        accepted: snippetArgs('https://jobs.example', 'acme', [[name, value === '' ? true : value]]).attributes[`data-${name}`] ?? null,
      };
    } catch (err) {
      return { refused: err instanceof OptionError ? err.message : String(err) };
    }
  },
  'react and vue props': (name, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A flag is a boolean prop (syncUrl); every other value as written, with a fresh key so each warning is heard.
    const prop = name === 'sync-url' ? value !== 'false' : value;
    const attributes = containerOf({ org: 'acme', jobsUrl: 'https://jobs.example', [propName(name)]: prop });
    const said = warn.mock.calls.map((c) => String(c[0]));
    warn.mockRestore();
    const words = said.map((s) => /: ([^:]+(?::[^;]+)?); left out/.exec(s)?.[1] ?? s);
    return said.length ? { refused: `data-${name}="${value}": ${words.join('; ')}` } : { accepted: attributes[`data-${name}`] ?? null };
  },
};

/** Every option's good and bad values, as [name, value] pairs. */
const PAIRS = OPTION_NAMES.flatMap((name) => [...VALUES[name].good, ...VALUES[name].bad].map((value) => [name, value] as const));

/**
 * The WordPress door: the plugin's svc_jobs_query (includes/options.php, with the options.json the build
 * zips beside it) run by php-cli on every pair at once, as a shortcode's attributes. Each answer: the
 * query the plugin sends to the live snippet, and the notices it shows editors.
 */
let wordpress: Map<string, { query: Record<string, string>; problems: string[] }>;
/** The other runtime's answers, the same as php-cli's (test below). */
let wordpress74: typeof wordpress;
const WORDPRESS_DOOR = `$out = array();
foreach ( $input as $pair ) {
  list( $query, $problems ) = svc_jobs_query( '' === $pair[1] ? array( $pair[0] ) : array( $pair[0] => $pair[1] ) );
  $out[] = array( 'query' => (object) $query, 'problems' => $problems );
}
echo json_encode( $out );`;
beforeAll(async () => {
  const [cli, old] = await Promise.all(PLUGIN_RUNTIMES.map((r) => pluginPhp(r)));
  const answers = async (php: PluginPhp | undefined) => {
    const list = (await php?.run<{ query: Record<string, string>; problems: string[] }[]>(WORDPRESS_DOOR, PAIRS)) ?? [];
    php?.remove();
    return new Map(PAIRS.map(([name, value], i) => [`${name}=${value}`, list[i] ?? { query: {}, problems: ['no answer'] }]));
  };
  wordpress = await answers(cli);
  wordpress74 = await answers(old);
}, 30_000);

/** The WordPress door's verdict: its own notice, else what the live snippet says of the query the plugin sends. */
function wordpressDoor(name: OptionName, value: string): Verdict {
  const answer = wordpress.get(`${name}=${value}`);
  if (!answer) throw new Error(`no WordPress answer for ${name}=${value}`);
  if (answer.problems.length) return { refused: answer.problems.join('; ') };
  const r = parseLiveQuery('acme', new URLSearchParams(Object.entries(answer.query)));
  return isLiveProblem(r) ? { refused: r.message } : { accepted: r.attributes[`data-${name}`] ?? null };
}

/** The problem's own words, whatever the door put before them; a flag turned off ('false') is not written. */
const words = (v: Verdict): string =>
  'refused' in v ? v.refused.replace(/^.*?: (?=[^:]*$)/s, '') : `accepted ${JSON.stringify(v.accepted === 'false' ? null : v.accepted)}`;

afterEach(() => vi.restoreAllMocks());

describe('one board, every door: the same verdict on every value', () => {
  const cases = OPTION_NAMES.flatMap((name) => [
    ...VALUES[name].good.map((value) => ({ name, value, good: true })),
    ...VALUES[name].bad.map((value) => ({ name, value, good: false })),
  ]);
  const table: string[] = [];

  it.each(cases)('$name=$value', ({ name, value, good }) => {
    const verdicts = Object.entries(DOORS).map(([door, read]) => [door, read(name, value)] as const);
    for (const [door, verdict] of verdicts) expect('refused' in verdict, `${door} on ${name}=${value}`).toBe(!good);
    const [[, first] = ['', { accepted: null }]] = verdicts;
    for (const [door, verdict] of verdicts) expect(words(verdict), `${door}'s words on ${name}=${value}`).toBe(words(first));
    // The plugin: the same verdict; when it accepts, the same attribute as the others.
    const wp = wordpressDoor(name, value);
    expect('refused' in wp, `wordpress on ${name}=${value}`).toBe(!good);
    // A flag it sends on as `true`, which the container carries as data-sync-url="true": on, as "" is.
    const on = (w: string) => w.replace(/^accepted "true"$/, 'accepted ""');
    if (good) expect(on(words(wp)), `wordpress on ${name}=${value}`).toBe(on(words(first)));
    table.push(`${name}=${JSON.stringify(value).slice(0, 40)}: ${words(first)}`);
  });

  it('every option the rule book refuses a value of has a value here that every door refuses', () => {
    // Probes of every kind a rule refuses: too long, a bad number, a bad scheme, a control character, a bad case.
    const probes = ['x'.repeat(300), '5', '12.5', 'ten', 'javascript:x', '/a\t{publicId}', 'INLINE', 'en_US', 'map'];
    for (const name of OPTION_NAMES) {
      expect(VALUES[name].good.length, name).toBeGreaterThan(0);
      const refusesAny = probes.some((p) => optionProblem(name, p, { pageOrigin: null }));
      expect(VALUES[name].bad.length > 0, `${name}: the rule book refuses a value, so the table needs one`).toBe(refusesAny);
    }
    console.log(`${cases.length} values × ${Object.keys(DOORS).length} doors, verdicts alike:\n${table.join('\n')}`);
  });

  it('the WordPress door says the same under PHP 7.4 as under php-cli', () => {
    expect([...wordpress74]).toEqual([...wordpress]);
  });

  it('no door takes a name only Object.prototype has', () => {
    for (const key of ['__proto__', 'toString', 'constructor', 'hasOwnProperty']) {
      expect(parseArgs(['https://jobs.example', 'acme', `${key}=x`])).toHaveProperty('error');
      expect(isLiveProblem(parseLiveQuery('acme', new URLSearchParams([[key, 'x']])))).toBe(true);
      expect(() => snippetArgs('https://jobs.example', 'acme', [[key, 'x']])).toThrow(OptionError);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(containerOf({ org: 'acme', jobsUrl: 'https://jobs.example', [`${key}x`]: 'x' })).toEqual({ 'data-svc-jobs': 'acme' });
      warn.mockRestore();
    }
  });
});

describe("a component's live snippet URL (a client-side route's fetch)", () => {
  it('reads back at the live snippet as the same attributes, for every good value of every option', () => {
    for (const name of OPTION_NAMES)
      for (const value of VALUES[name].good) {
        const container = { 'data-svc-jobs': 'acme', [`data-${name}`]: value };
        const url = new URL(liveSnippetUrl('https://jobs.example', container));
        expect(url.pathname).toBe('/acme/embed.html');
        expect(parseLiveQuery('acme', url.searchParams)).toEqual({ attributes: container, accent: null });
      }
  });

  it('keeps a jobs URL path, with or without its trailing slash', () => {
    const container = { 'data-svc-jobs': 'acme', 'data-apply': 'inline', 'data-department': 'R&D / Ops' };
    for (const jobsUrl of ['https://example.com/jobs', 'https://example.com/jobs/'])
      expect(liveSnippetUrl(jobsUrl, container)).toBe('https://example.com/jobs/acme/embed.html?apply=inline&department=R%26D+%2F+Ops');
  });
});
