// The snippet and its fallback: one pure implementation for the builder, the
// board pages and scripts/snippet.ts. Every value escaped, attributes in one
// order, only the set ones.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Feed } from '../../src/feed/feed.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { compactCss, styleHash } from '../../src/prerender/board.tsx';
import { aheadSnippet } from '../../src/prerender/ahead-snippet.ts';
import { feedFallback, feedSnippet, listedJobs, snippetFromFeed } from '../../src/snippet/from-feed.ts';
import { ATTRIBUTE_ORDER, containerAttributes, fallbackHtml, feedHints, safeHref, snippetHtml } from '../../src/snippet/snippet.ts';
import type { JobSummary } from '../../src/feed/types.ts';
import { parseArgs } from '../../scripts/snippet.ts';
import { must } from '../support/must.ts';

const HOSTILE = `<script>alert("x")</script> & 'quotes' <img src=x onerror=alert(1)>`;

function job(over: Partial<JobSummary>): JobSummary {
  return {
    publicId: 'eng-1',
    title: 'Engineer',
    department: 'Engineering',
    location: 'Berlin, Germany',
    employmentType: 'full_time',
    shortDescription: null,
    compensation: null,
    publishedAt: null,
    url: 'https://jobs.example/acme/eng-1',
    ...over,
  };
}

/** The container of a snippet, as a browser would parse it (a tiny attribute reader: no DOM in this file). */
function openTag(snippet: string): string {
  const m = /<div [^>]*>/.exec(snippet);
  if (!m) throw new Error('no container');
  return m[0];
}

describe('containerAttributes', () => {
  it('keeps only set attributes, in the one order, whatever order they are given in', () => {
    const attrs = containerAttributes({
      'data-lang': 'de',
      'data-sync-url': '',
      'data-page-size': '20',
      'data-group-by': 'department',
      'data-type': 'internship',
      'data-location': '',
      'data-department': null,
      'data-filters': 'search',
      'data-empty': '   ',
      'data-href-pattern': undefined,
      'data-src': 'website',
      'data-apply': 'inline',
      'data-svc-jobs': 'acme',
    });
    expect(attrs).toEqual([
      ['data-svc-jobs', 'acme'],
      ['data-apply', 'inline'],
      ['data-src', 'website'],
      ['data-filters', 'search'],
      ['data-type', 'internship'],
      ['data-group-by', 'department'],
      ['data-page-size', '20'],
      ['data-sync-url', ''],
      ['data-lang', 'de'],
    ]);
  });

  it('names every attribute of the widget once', () => {
    expect(new Set(ATTRIBUTE_ORDER).size).toBe(14);
    expect(containerAttributes({ 'data-sync-url': 'false' })).toEqual([]);
  });
});

describe('snippetHtml', () => {
  it('is the container with its attributes and a board link, then the script of the jobs host', () => {
    expect(
      snippetHtml({
        jobsUrl: 'https://jobs.example/',
        attributes: { 'data-svc-jobs': 'acme', 'data-sync-url': '', 'data-apply': 'inline' },
      }),
    ).toBe(
      '<link rel="preload" as="fetch" href="https://jobs.example/api/v1/public/acme" crossorigin>\n' +
        '<link rel="preload" as="fetch" href="https://jobs.example/api/v1/public/acme/jobs" crossorigin>\n' +
        '<div data-svc-jobs="acme" data-apply="inline" data-sync-url><a href="https://jobs.example/acme">See our open roles</a></div>\n' +
        '<script async src="https://jobs.example/embed.js?v=3"></script>',
    );
  });

  it('escapes every attribute value: no value can end the attribute or the tag', () => {
    const attributes = Object.fromEntries(ATTRIBUTE_ORDER.map((a) => [a, `${a}" onclick="alert(1)" x='<b>&`]));
    const snippet = snippetHtml({ jobsUrl: 'https://jobs.example', attributes });
    const tag = openTag(snippet);
    expect(tag).not.toMatch(/"\s+onclick=/);
    expect(tag.match(/&#34; onclick=&#34;alert\(1\)&#34; x=&#39;&#60;b&#62;&#38;/g)).toHaveLength(13);
    expect(tag).toContain('data-sync-url ');
    // A hostile org gets no board link and no style rule (neither is a slug).
    expect(snippet).not.toContain('<a href');
    expect(snippetHtml({ jobsUrl: 'https://jobs.example', attributes, accent: '#7c3aed' })).not.toContain('<style>');
  });

  it('escapes the jobs URL, and writes a brand colour only as a #hex with the text colour that contrasts', () => {
    expect(snippetHtml({ jobsUrl: 'https://jobs.example/"><script>', attributes: { 'data-svc-jobs': 'acme' } })).toContain(
      '<script async src="https://jobs.example/&#34;&#62;&#60;script&#62;/embed.js?v=3"></script>',
    );
    expect(snippetHtml({ jobsUrl: 'https://j.example', attributes: { 'data-svc-jobs': 'acme' }, accent: '#FDE68A' })).toMatch(
      /^<style>\[data-svc-jobs="acme"\] \{ --svc-accent: #fde68a; --svc-accent-text: #000000; \}<\/style>\n<link rel="preload"/,
    );
    for (const accent of ['red', '#12345', 'url(x)', '#fff;} body{display:none']) {
      expect(snippetHtml({ jobsUrl: 'https://j.example', attributes: { 'data-svc-jobs': 'acme' }, accent })).not.toContain('<style>');
    }
  });

  it("preloads the feed where the widget reads it (the script's origin), for a slug only", () => {
    expect(feedHints('https://jobs.example/careers/', 'acme')).toEqual([
      'https://jobs.example/api/v1/public/acme',
      'https://jobs.example/api/v1/public/acme/jobs',
    ]);
    for (const [jobsUrl, org] of [
      ['https://jobs.example', 'Acme'],
      ['https://jobs.example', 'embed'],
      ['jobs.example', 'acme'],
    ] as const)
      expect(feedHints(jobsUrl, org)).toEqual([]);
    // The live snippet's too (no script line: the page names embed.js itself).
    expect(snippetHtml({ jobsUrl: 'https://jobs.example', attributes: { 'data-svc-jobs': 'acme' }, script: false })).toMatch(
      /^<link rel="preload" as="fetch" href="https:\/\/jobs\.example\/api\/v1\/public\/acme" crossorigin>\n<link [^\n]+\n<div /,
    );
    expect(snippetHtml({ jobsUrl: 'https://jobs.example', attributes: { 'data-svc-jobs': 'Not a slug' } })).not.toContain('<link');
  });

  it('carries a note to refresh a fallback list, dated, with no comment-ending dashes', () => {
    const s = snippetHtml({
      jobsUrl: 'https://j.example',
      attributes: { 'data-svc-jobs': 'acme' },
      fallback: '<h2>x</h2>',
      madeOn: '2026-11-23-->',
    });
    expect(s).toContain('<!-- Openings as of 2026-11-23-&#62;: refresh this list when your jobs change. -->');
    expect(s.match(/-->/g)).toHaveLength(1);
  });
});

describe('fallbackHtml', () => {
  const en = { lang: 'en', heading: 'Jobs at {org}', org: 'Acme', emptyText: 'There are no open positions right now.' };

  it('is a heading, a list of links with department and location, and a link to the board, each feed string in <bdi>', () => {
    expect(
      fallbackHtml({
        ...en,
        jobs: [job({}), job({ title: 'Nurse', url: '/acme/n-1', department: null, location: null })],
        board: { url: 'https://jobs.example/acme', label: 'All open positions' },
      }),
    ).toBe(
      '<h2 lang="en">Jobs at <bdi>Acme</bdi></h2><ul lang="en"><li><a href="https://jobs.example/acme/eng-1"><bdi>Engineer</bdi></a> — ' +
        '<bdi>Engineering</bdi> · <bdi>Berlin, Germany</bdi></li>\n' +
        '<li><a href="/acme/n-1"><bdi>Nurse</bdi></a></li></ul>\n<p lang="en"><a href="https://jobs.example/acme">All open positions</a></p>',
    );
  });

  it('escapes a hostile title, department, location, org name, URL and board label', () => {
    const html = fallbackHtml({
      ...en,
      org: HOSTILE,
      jobs: [job({ title: HOSTILE, department: HOSTILE, location: HOSTILE, url: 'https://jobs.example/a?b="><script>' })],
      board: { url: 'https://jobs.example/x', label: HOSTILE },
    });
    expect(html).not.toMatch(/<script|<img|onerror="|='/);
    // Every tag is one of the list's own; the hostile text is whole once its line-break opportunities are taken out.
    expect(new Set(html.match(/<\/?\w+/g))).toEqual(
      new Set(['<h2', '</h2', '<bdi', '</bdi', '<wbr', '<ul', '</ul', '<li', '</li', '<a', '</a', '<p', '</p']),
    );
    expect(
      html
        .replace(/<wbr>/g, '')
        .match(/&#60;script&#62;alert\(&#34;x&#34;\)&#60;\/script&#62; &#38; &#39;quotes&#39; &#60;img src=x onerror=alert\(1\)&#62;/g),
    ).toHaveLength(5);
    expect(html).toContain('href="https://jobs.example/a?b=%22%3E%3Cscript%3E"');
  });

  it('never links a javascript: or protocol-relative URL: the title stays, as text', () => {
    const html = fallbackHtml({
      ...en,
      jobs: [job({ title: 'A', url: 'javascript:alert(1)' }), job({ title: 'B', url: '//evil.example/x' })],
    });
    expect(html).toBe(
      '<h2 lang="en">Jobs at <bdi>Acme</bdi></h2><ul lang="en"><li><bdi>A</bdi> — <bdi>Engineering</bdi> · <bdi>Berlin, Germany</bdi></li>\n' +
        '<li><bdi>B</bdi> — <bdi>Engineering</bdi> · <bdi>Berlin, Germany</bdi></li></ul>',
    );
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/careers/x')).toBe('/careers/x');
  });

  it('says when there is no opening, in the words it is given', () => {
    expect(fallbackHtml({ ...en, jobs: [] })).toBe(
      '<h2 lang="en">Jobs at <bdi>Acme</bdi></h2><p lang="en"><bdi>There are no open positions right now.</bdi></p>',
    );
    expect(fallbackHtml({ ...en, jobs: [], emptyText: '<b>None</b>' })).toContain(
      '<p lang="en"><bdi>&#60;b&#62;None&#60;/b&#62;</bdi></p>',
    );
  });

  it('keeps a right-to-left override inside its own <bdi>, and breaks a 5,000-character word every 20 letters, never inside one', () => {
    const override = 'Engineer \u202Egnp.exe';
    const word = 'W'.repeat(4_999) + '\u{1F469}\u200D\u{1F4BB}';
    const html = fallbackHtml({ ...en, jobs: [job({ title: override, location: word })] });
    // The override opens and ends inside one isolate: the words after it ("—", the location) keep their direction.
    expect(html).toContain(`<bdi>${override}</bdi></a> — <bdi>`);
    const location = must(/ · <bdi>(.*?)<\/bdi><\/li>/.exec(html)?.[1]);
    const runs = location.split('<wbr>');
    expect(runs).toHaveLength(250);
    expect(runs.slice(0, -1).every((run) => run === 'W'.repeat(20))).toBe(true);
    // The last stretch ends in one emoji of three code points (a woman at a computer), kept whole.
    expect(runs.at(-1)).toBe('W'.repeat(19) + '\u{1F469}\u200D\u{1F4BB}');
    // Short words and the spaces between words are left as written.
    expect(fallbackHtml({ ...en, jobs: [job({ title: 'Senior Softwareentwicklerin (m/w/d)' })] })).toContain(
      '<bdi>Senior Softwareentwicklerin (m/w/d)</bdi>',
    );
  });
});

describe('the fallback of a feed', () => {
  const feed: Pick<Feed, 'org' | 'jobs'> = {
    org: {
      name: 'Acme <Robotics>',
      slug: 'acme',
      logoUrl: null,
      about: null,
      brandColor: null,
      careersUrl: 'https://acme.example/careers',
    },
    jobs: [
      job({ publicId: 'a', title: 'Firmware', url: 'https://jobs.example/acme/a' }),
      job({ publicId: 'b', title: 'Intern', employmentType: 'internship', url: 'https://jobs.example/acme/b' }),
      job({ publicId: 'c', title: 'Sales', department: 'Sales', location: 'Munich, Germany', url: 'https://jobs.example/acme/c' }),
    ],
  };

  it('lists what the container lists: its presets narrow the feed as the board does', () => {
    expect(listedJobs(feed.jobs, { 'data-department': 'Engineering' }).map((j) => j.publicId)).toEqual(['a', 'b']);
    expect(listedJobs(feed.jobs, { 'data-department': 'Engineering', 'data-type': 'internship' }).map((j) => j.publicId)).toEqual(['b']);
    expect(listedJobs(feed.jobs, { 'data-location': 'Munich, Germany' }).map((j) => j.publicId)).toEqual(['c']);
    expect(listedJobs(feed.jobs, {}).length).toBe(3);
  });

  it('names the org (escaped, isolated) and links its whole board, in English by default', () => {
    const html = feedFallback('https://jobs.example/', feed, { 'data-svc-jobs': 'acme', 'data-department': 'Sales' });
    expect(html).toBe(
      '<h2 lang="en">Jobs at <bdi>Acme &#60;Robotics&#62;</bdi></h2><ul lang="en"><li><a href="https://jobs.example/acme/c"><bdi>Sales</bdi></a> — ' +
        '<bdi>Sales</bdi> · <bdi>Munich, Germany</bdi></li></ul>\n' +
        '<p lang="en"><a href="https://jobs.example/acme">All open positions</a></p>',
    );
  });

  it("speaks the board's language (data-lang, a regional tag by its base), from the catalogs, a hostile feed value kept in its place", () => {
    const hostile: Pick<Feed, 'org' | 'jobs'> = {
      org: { ...feed.org, name: 'Acme \u202EGmbH' },
      jobs: [
        job({
          publicId: 'x',
          title: `\u202E${'Ü'.repeat(5_000)}`,
          department: 'Vertrieb',
          location: 'Wien \u202E',
          url: 'https://jobs.example/acme/x',
        }),
      ],
    };
    const html = feedFallback('https://jobs.example', hostile, { 'data-svc-jobs': 'acme', 'data-lang': 'de-AT' });
    expect(html).toMatch(
      /^<h2 lang="de">Stellen bei <bdi>Acme \u202EGmbH<\/bdi><\/h2><ul lang="de"><li><a href="https:\/\/jobs\.example\/acme\/x"><bdi>\u202EÜ{19}(<wbr>Ü{20}){249}<wbr>Ü<\/bdi><\/a> — <bdi>Vertrieb<\/bdi> · <bdi>Wien \u202E<\/bdi><\/li><\/ul>\n/,
    );
    expect(html).toMatch(/<p lang="de"><a href="https:\/\/jobs\.example\/acme">Alle offenen Stellen<\/a><\/p>$/);
    // No opening: the board's own notice in German; an unsupported language is English.
    expect(feedFallback('https://jobs.example', { ...hostile, jobs: [] }, { 'data-svc-jobs': 'acme', 'data-lang': 'de' })).toContain(
      '<p lang="de"><bdi>Derzeit gibt es keine offenen Stellen.</bdi></p>',
    );
    expect(feedFallback('https://jobs.example', hostile, { 'data-svc-jobs': 'acme', 'data-lang': 'ja' })).toMatch(
      /^<h2 lang="en">Jobs at /,
    );
  });

  it('puts the list inside the container of the snippet, with the data-empty text when none match', () => {
    const s = feedSnippet(feed, {
      jobsUrl: 'https://jobs.example',
      attributes: { 'data-svc-jobs': 'acme', 'data-type': 'contract', 'data-empty': 'Nothing yet' },
      madeOn: '2026-11-23',
    });
    expect(s).toBe(
      '<link rel="preload" as="fetch" href="https://jobs.example/api/v1/public/acme" crossorigin>\n' +
        '<link rel="preload" as="fetch" href="https://jobs.example/api/v1/public/acme/jobs" crossorigin>\n' +
        '<!-- Openings as of 2026-11-23: refresh this list when your jobs change. -->\n' +
        '<div data-svc-jobs="acme" data-empty="Nothing yet" data-type="contract">\n' +
        '<h2 lang="en">Jobs at <bdi>Acme &#60;Robotics&#62;</bdi></h2><p lang="en"><bdi>Nothing yet</bdi></p>\n' +
        '<p lang="en"><a href="https://jobs.example/acme">All open positions</a></p>\n' +
        '</div>\n<script async src="https://jobs.example/embed.js?v=3"></script>',
    );
  });

  it('puts the board written ahead inside the container by default, with the hash its style needs under a strict CSP', async () => {
    const css = compactCss(readFileSync('src/board/board.css', 'utf8'));
    const a = await aheadSnippet(feed, {
      jobsUrl: 'https://jobs.example',
      attributes: { 'data-svc-jobs': 'acme', 'data-department': 'Engineering' },
      madeOn: '2026-11-25',
      css,
    });
    // The feed's two preloads first (./snippet.ts feedHints), then the board.
    const [hint1, hint2, ...lines] = a.snippet.split('\n');
    expect([hint1, hint2]).toEqual([
      '<link rel="preload" as="fetch" href="https://jobs.example/api/v1/public/acme" crossorigin>',
      '<link rel="preload" as="fetch" href="https://jobs.example/api/v1/public/acme/jobs" crossorigin>',
    ]);
    expect(lines[0]).toBe(
      '<!-- The board as of 2026-11-25, written ahead so the page never jumps: embed.js brings it up to date; write it again when your jobs change. -->',
    );
    expect(lines[1]).toMatch(
      /^<div data-svc-jobs="acme" data-department="Engineering"><svc-jobs-board><template shadowrootmode="open"><style>/,
    );
    // After the template, the host's light-DOM link to the whole board (shown only where the shadow root is not).
    expect(lines[1]).toMatch(/<\/template><a href="https:\/\/jobs\.example\/acme">All open positions<\/a><\/svc-jobs-board><\/div>$/);
    expect(lines[2]).toBe('<script async src="https://jobs.example/embed.js?v=3"></script>');
    // The preset narrows it as the board does: two of three, both linked.
    expect(a).toMatchObject({ listed: 2, shown: 2 });
    expect(lines[1]).toContain('<a href="https://jobs.example/acme/a">Firmware</a>');
    expect(lines[1]).not.toContain('>Sales</a>');
    const style = must(/<style>([^<]*)<\/style>/.exec(must(lines[1]))?.[1]);
    expect(a.styleHash).toBe(await styleHash(style));
  });

  it('asks the public API for the org and its jobs (an error fails loudly)', async () => {
    const asked: string[] = [];
    const fakeFetch = ((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(url.endsWith('/jobs') ? feed.jobs : feed.org), { status: 200 }));
    }) as typeof fetch;
    const s = await snippetFromFeed({
      jobsUrl: 'https://jobs.example',
      attributes: { 'data-svc-jobs': 'acme' },
      fetch: fakeFetch,
      madeOn: '2026-11-23',
    });
    expect(asked.sort()).toEqual(['https://jobs.example/api/v1/public/acme', 'https://jobs.example/api/v1/public/acme/jobs']);
    expect(s.match(/<li>/g)).toHaveLength(3);
    const failing = (() => Promise.resolve(new Response('{}', { status: 404 }))) as typeof fetch;
    await expect(
      snippetFromFeed({ jobsUrl: 'https://jobs.example', attributes: { 'data-svc-jobs': 'nope' }, fetch: failing }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('scripts/snippet.ts arguments', () => {
  it('reads attributes with or without data-, bare flags and a brand colour', () => {
    expect(
      parseArgs(['https://jobs.example', 'acme', 'apply=inline', 'data-sync-url', 'data-group-by=location', '--accent=#0e7490']),
    ).toEqual({
      jobsUrl: 'https://jobs.example',
      attributes: { 'data-svc-jobs': 'acme', 'data-apply': 'inline', 'data-sync-url': '', 'data-group-by': 'location' },
      accent: '#0e7490',
      plain: false,
      timeout: 3000,
    });
    expect(parseArgs(['https://jobs.example', 'acme', '--plain'])).toMatchObject({ plain: true });
    expect(parseArgs(['https://jobs.example', 'acme', '--timeout=10000'])).toMatchObject({ timeout: 10000 });
  });

  it('refuses a missing org, a non-http URL, an unknown attribute and a bad colour', () => {
    expect(parseArgs(['https://jobs.example'])).toHaveProperty('error');
    expect(parseArgs(['javascript:alert(1)', 'acme'])).toHaveProperty('error');
    expect(parseArgs(['https://jobs.example', 'acme', 'data-onclick=x'])).toMatchObject({
      error: expect.stringMatching(/^data-onclick: unknown: use apply, /),
    });
    expect(parseArgs(['https://jobs.example', 'acme', '--accent=red'])).toHaveProperty('error');
    for (const bad of ['--timeout=0', '--timeout=3s', '--timeout=', '--timeout=600001'])
      expect(parseArgs(['https://jobs.example', 'acme', bad])).toMatchObject({
        error: expect.stringMatching(/^--timeout=.*: a whole number of milliseconds/),
      });
  });
});

it('escapeHtml escapes the five characters', () => {
  expect(escapeHtml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
});
