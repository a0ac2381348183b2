// The WordPress plugin's query for the live snippet (includes/options.php
// svc_jobs_query, run by php-cli): one board is one URL whatever the order of
// its attributes (one request, one kept board), and a value longer than the
// jobs host takes is left out with a note, counted in characters; an
// href-pattern that would send job links off the site is left out. Under
// Debian's php-cli and PHP 7.4, the oldest the plugin names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_VALUE_MAX } from '../../src/snippet/live.ts';
import { PLUGIN_RUNTIMES, pluginPhp, SITE_HOME, type PluginPhp } from '../support/plugin-php.ts';

describe.each(PLUGIN_RUNTIMES)("the plugin's live snippet query under %s", (runtime) => {
  let php: PluginPhp;
  beforeAll(async () => {
    php = await pluginPhp(runtime);
  });
  afterAll(() => php.remove());

  type Answer = { query: string; problems: string[] };
  /** The query string the plugin would send, and its notes, for each attributes object. */
  const queries = (atts: Record<string, string>[]): Promise<Answer[]> =>
    php.run<Answer[]>(
      `echo json_encode( array_map( static function ( $atts ) {
  list( $query, $problems ) = svc_jobs_query( $atts );
  return array( 'query' => http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ), 'problems' => $problems );
}, $input ) );`,
      atts,
    );

  it('is in the table’s order whatever the attributes’ order', async () => {
    const [a, b, c] = await queries([
      { department: 'Clinical', apply: 'inline', accent: '#aa3300' },
      { accent: '#aa3300', apply: 'inline', department: 'Clinical' },
      { apply: 'inline', accent: '#aa3300', department: 'Clinical' },
    ]);
    expect(a).toEqual({ query: 'apply=inline&department=Clinical&accent=%23aa3300', problems: [] });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('leaves out a value longer than the jobs host takes, in characters', async () => {
    const [long, umlauts] = await queries([{ department: 'x'.repeat(LIVE_VALUE_MAX + 1) }, { department: 'ä'.repeat(LIVE_VALUE_MAX) }]);
    expect(long).toEqual({ query: '', problems: [`department left out: longer than ${LIVE_VALUE_MAX} characters.`] });
    expect(umlauts?.problems).toEqual([]);
    expect(umlauts?.query).toBe(`department=${encodeURIComponent('ä'.repeat(LIVE_VALUE_MAX))}`);
  });

  it('keeps an href-pattern on the site: a path or the site’s own origin, nothing a browser reads as elsewhere', async () => {
    const kept = [
      '/careers/{publicId}',
      '/careers?job={publicId}',
      `${SITE_HOME}/jobs/{publicId}`,
      'HTTPS://WWW.ACME.EXAMPLE:443/jobs/{publicId}',
    ];
    const refused = [
      'https://jobs.evil.example/{publicId}',
      'http://www.acme.example/jobs/{publicId}',
      'https://www.acme.example.evil.example/{publicId}',
      'https://www.acme.example:8443/{publicId}',
      '//evil.example/{publicId}',
      '/\\evil.example/{publicId}',
      'https:evil.example/{publicId}',
      'javascript:alert(1)//{publicId}',
      'careers/{publicId}',
    ];
    const answers = await queries([...kept, ...refused].map((pattern) => ({ 'href-pattern': pattern })));
    expect(answers.slice(0, kept.length).map((a) => a.problems)).toEqual(kept.map(() => []));
    expect(answers.slice(0, kept.length).map((a) => decodeURIComponent(a.query))).toEqual(kept.map((p) => `href-pattern=${p}`));
    for (const [i, pattern] of refused.entries())
      expect(answers[kept.length + i], pattern).toEqual({
        query: '',
        problems: [
          `href-pattern="${pattern}" left out: job links must stay on this site (a path such as /careers/{publicId}, or an address on ${SITE_HOME}).`,
        ],
      });
  });
});
