// The board pages {jobs_url}/{orgSlug} and {jobs_url}/{orgSlug}/{publicId}:
// board.html with the container set up and an escaped plain-HTML fallback.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { markdownBlocks } from '../../demo/server/fallback-html';
import { escapeHtml } from '../../src/lib/html';
import { errorBody, makeApp, makeDist } from './helpers';

const dist = makeDist();
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);

async function page(path: string, a = app): Promise<{ res: Response; html: string }> {
  const res = await a.request(`http://127.0.0.1:5174${path}`);
  return { res, html: await res.clone().text() };
}

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
    ['<img src=x onerror=alert(1)> Senior "Firmware" Engineer & <b>Lead</b>', '&#60;img src=x onerror=alert(1)&#62; Senior &#34;Firmware&#34; Engineer &#38; &#60;b&#62;Lead&#60;/b&#62;'],
    ["it's", 'it&#39;s'],
    ['&amp;', '&#38;amp;'],
    ['plain text', 'plain text'],
  ])('escapes %j', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});

describe('markdownBlocks (fallback description)', () => {
  it('turns headings, lists and paragraphs into escaped HTML, inline marks as text', () => {
    expect(markdownBlocks('Intro <b>x</b>\nsame para\n\n## What <i>you</i> do\n\n- one\n- **two**\n\n1. a\n2. b')).toBe(
      '<p>Intro &#60;b&#62;x&#60;/b&#62; same para</p><h3>What &#60;i&#62;you&#60;/i&#62; do</h3>' +
        '<ul><li>one</li><li>**two**</li></ul><ol><li>a</li><li>b</li></ol>',
    );
  });
});

describe('org board page', () => {
  it('serves board.html for the org, with the container, title, head and fallback list filled in', async () => {
    const { res, html } = await page('/acme');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<h1><a href="/acme">Careers at Acme Robotics</a></h1>');
    expect(html).toContain('<div id="svc-board" data-svc-jobs="acme" data-apply="inline" data-sync-url><h2>Open positions</h2><ul><li>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toContain('data-href-pattern');
    expect(html).toContain('<title>Careers at Acme Robotics</title>');
    expect(html).toMatch(/<meta name="description" content="44 open positions at Acme Robotics\.[^"]*">/);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:5174/acme">');
    expect(html).not.toContain('<!--svc:');
    expect(html).toContain('<li><a href="/acme/eng-7f3k2">Senior Firmware Engineer</a> — Engineering · Berlin, Germany</li>');
    expect(html.match(/<li><a href="\/acme\//g)?.length).toBe(44);
  });

  it('leaves out missing department and location, and never lists drafts or closed jobs', async () => {
    const { html } = await page('/acme');
    expect(html).toContain('<li><a href="/acme/ppl-muu9p">Workplace and Office Manager</a></li>');
    for (const hidden of ['eng-ki7gt', 'ops-a95s5', 'sls-w8uei', 'eng-iky84']) expect(html).not.toContain(hidden);
  });

  it('says so when an org has no openings', async () => {
    const { html } = await page('/stillwater');
    expect(html).toContain('<h1><a href="/stillwater">Careers at Stillwater Studio</a></h1>');
    expect(html).toContain('<h2>Open positions</h2><p>No open positions right now.</p>');
  });

  it.each(['/nope', '/embed', '/api', '/assets', '/nope/eng-7f3k2', '/api/eng-7f3k2', '/assets/x'])(
    '%s (unknown or reserved org) answers the 404 body',
    async (p) => {
      const { res } = await page(p);
      expect(res.status).toBe(404);
      expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('job board page', () => {
  it('titles the page for the job, sets the pattern and renders the job as plain HTML', async () => {
    const { res, html } = await page('/acme/eng-7f3k2');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Senior Firmware Engineer — Acme Robotics</title>');
    expect(html).toContain('data-svc-jobs="acme" data-href-pattern="/acme/{publicId}" data-apply="inline"');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:5174/acme/eng-7f3k2">');
    expect(html).toContain('<meta name="description" content="Own the motor-control stack');
    expect(html).toContain('<h1><a href="/acme">Careers at Acme Robotics</a></h1>');
    expect(html).toContain('<h2>Senior Firmware Engineer</h2>');
    expect(html).toContain('<p>Acme Robotics · Engineering · Berlin, Germany · Full-time · €85k–105k</p>');
    expect(html).toContain('<h3>What you&#39;ll do</h3>');
    expect(html).toContain('<h3>Requirements</h3><ul><li>Shipped firmware on ARM Cortex-M in production</li>');
    expect(html).toContain('<a href="/acme">All openings at Acme Robotics</a>');
  });

  it.each(['sls-w8uei', 'eng-ki7gt', 'eng-zzzzz'])('a job that is not open (%s) says so, lists the rest and asks not to be indexed', async (id) => {
    const { res, html } = await page(`/acme/${id}`);
    expect(res.status).toBe(200);
    expect(html).toContain('<p>This position is no longer open.</p><h2>Open positions</h2><ul><li>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`data-href-pattern="/acme/{publicId}"`);
  });
});

describe('job board page from the real board.html template', () => {
  // pages/embed/board.html is the template both ways: the server fills its
  // markers; a static host serves it as is and page.ts configures it.
  const template = readFileSync(path.resolve(import.meta.dirname, '../../pages/embed/board.html'), 'utf8');
  const local = makeDist();
  afterAll(() => local.cleanup());
  local.write('embed/board.html', template);
  const real = makeApp(local.dist);

  it('carries the markers the server fills, and loads embed.js after page.ts', () => {
    for (const marker of ['data-svc-jobs=""', '<!--svc:fallback-->', '<!--svc:head-->', '<!--svc:header-->', '<title>Careers</title>'])
      expect(template).toContain(marker);
    // Both deferred: document order makes page.ts set the org before embed.js scans.
    expect(template.indexOf('type="module"')).toBeLessThan(template.indexOf('/embed.js?v=3'));
    expect(template).toMatch(/<script defer src="\/embed\.js\?v=3"/);
    expect(template).not.toMatch(/<script async src="\/embed\.js/);
  });

  it('fills the job route: container with the pattern, title, one h1 and the job, no marker left', async () => {
    const warned = vi.spyOn(console, 'warn');
    const { res, html } = await page('/acme/eng-7f3k2', real);
    expect(res.status).toBe(200);
    expect(warned).not.toHaveBeenCalled();
    expect(html).toContain(
      '<div id="svc-board" data-svc-jobs="acme" data-href-pattern="/acme/{publicId}" data-apply="inline" data-sync-url><article><h2>Senior Firmware Engineer</h2>',
    );
    expect(html).toContain('<header class="page-head"><h1><a href="/acme">Careers at Acme Robotics</a></h1></header>');
    expect(html).toContain('<title>Senior Firmware Engineer — Acme Robotics</title>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toContain('data-svc-jobs=""');
    expect(html).not.toContain('<!--svc:');
    expect(html).toContain('<script defer src="/embed.js?v=3"');
  });

  it('fills the list route without a pattern: links go to the job pages', async () => {
    const { html } = await page('/acme', real);
    expect(html).toContain('<div id="svc-board" data-svc-jobs="acme" data-apply="inline" data-sync-url><h2>Open positions</h2>');
    expect(html).toContain('<a href="/acme/eng-7f3k2">Senior Firmware Engineer</a>');
    expect(html).not.toContain('data-href-pattern');
  });

  it.each(['/acme/eng.7f3k2', '/acme/eng-7f3k2/apply', `/acme/${'x'.repeat(65)}`, '/embed/eng-7f3k2'])(
    '%s is no job page (404)',
    async (p) => {
      expect((await page(p, real)).res.status).toBe(404);
    },
  );
});

describe('hostile strings on board pages', () => {
  it.each(['/xss', '/xss/xss-qsf7g', '/xss/xss-gkmxg'])('%s shows every string as text', async (p) => {
    const { html } = await page(p);
    expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>|<i>|<\/li><script>/);
    expect(html).not.toContain('"><script>');
  });

  it('escapes a title with markup in the title element, the heading and the list', async () => {
    const escaped = '&#60;img src=x onerror=alert(1)&#62; Senior &#34;Firmware&#34; Engineer &#38; &#60;b&#62;Lead&#60;/b&#62;';
    expect((await page('/xss')).html).toContain(`<a href="/xss/xss-qsf7g">${escaped}</a>`);
    const { html } = await page('/xss/xss-qsf7g');
    expect(html).toContain(`<title>${escaped} — &#60;script&#62;alert(1)&#60;/script&#62; Labs</title>`);
    expect(html).toContain(`<h2>${escaped}</h2>`);
  });

  it('keeps $-patterns in strings as typed', async () => {
    expect((await page('/xss/xss-qsf7g')).html).toContain('${template} and $&#38; stay as text');
  });
});

describe('when board.html is not built', () => {
  it('serves a minimal page with the same fallback and the script', async () => {
    const local = makeDist();
    try {
      local.remove('embed/board.html');
      const { res, html } = await page('/lumen', makeApp(local.dist));
      expect(res.status).toBe(200);
      expect(html).toContain('<script async src="/embed.js?v=3"></script>');
      expect(html).toContain('<h1><a href="/lumen">Careers at Lumen Health</a></h1>');
      expect(html).toContain('data-svc-jobs="lumen" data-apply="inline" data-sync-url><h2>Open positions</h2>');
      expect(html).toContain('<title>Careers at Lumen Health</title>');
    } finally {
      local.cleanup();
    }
  });

  it('falls back to the minimal page, with a warning, when board.html lacks the markers', async () => {
    const local = makeDist();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      local.write('embed/board.html', '<!doctype html><title>Careers</title><div id="app"></div>');
      const { html } = await page('/acme', makeApp(local.dist));
      expect(html).toContain('data-svc-jobs="acme"');
      expect(warned).toHaveBeenCalled();
    } finally {
      local.cleanup();
    }
  });
});
