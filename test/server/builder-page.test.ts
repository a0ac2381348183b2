// The snippet builder as the jobs host ships it: dist/embed/builder.html at
// /embed/builder under its own strict CSP (the demo host's headers and
// dist/_headers for static hosts), and a control for every container attribute
// (test/build.test.ts keeps its code out of embed.js).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { builderCsp, headersFile } from '../../src/page-headers.ts';
import { ATTRIBUTE_ORDER } from '../../src/snippet/snippet.ts';
import { makeApp, makeDist, ORIGIN } from './helpers.ts';

const dist = makeDist();
dist.write('embed/builder.html', '<!doctype html><title>Snippet builder</title>');
afterAll(() => dist.cleanup());
const app = makeApp(dist.dist);

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('the builder page', () => {
  it.each(['/embed/builder', '/embed/builder.html'])('%s is served with the builder’s strict policy', async (p) => {
    const res = await app.request(`${ORIGIN}${p}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<title>Snippet builder</title>');
    expect(res.headers.get('content-security-policy')).toBe(builderCsp());
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('its policy allows nothing inline and only this origin: scripts, styles, the feed, the apply frame; it is never framed', () => {
    const d = directives(builderCsp());
    expect(builderCsp()).not.toContain("'unsafe-inline'");
    expect(builderCsp()).not.toContain("'unsafe-eval'");
    expect(d.get('default-src')).toEqual(["'none'"]);
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'frame-src']) expect(d.get(name), name).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(d.get('trusted-types')).toEqual(['svc-jobs']);
  });

  it('dist/_headers gives static hosts the same policy at both paths, and the live snippet CORS', () => {
    const file = headersFile();
    expect(file).toContain(`/embed/builder\n  content-security-policy: ${builderCsp()}\n`);
    expect(file).toContain(`/embed/builder.html\n  content-security-policy: ${builderCsp()}\n`);
    expect(file).toContain(
      '/:org/embed.html\n  access-control-allow-origin: *\n  cache-control: public, max-age=300, stale-while-revalidate=86400\n',
    );
  });

  it('has a control for every container attribute of the snippet (ATTRIBUTE_ORDER, one list)', () => {
    const html = readFileSync(new URL('../../pages/embed/builder.html', import.meta.url), 'utf8');
    const named = new Set([...html.matchAll(/<(?:input|select)\b[^>]*\bname="(data-[a-z-]+)"/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual([...ATTRIBUTE_ORDER].sort());
  });
});
