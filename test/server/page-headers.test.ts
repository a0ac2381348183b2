// The headers of the jobs host's own pages (src/page-headers.ts): what
// the demo host sends, and dist/_headers as Netlify and Cloudflare Pages read it
// (every matching rule applies; a repeated header is joined with ", ").
import { afterAll, describe, expect, it } from 'vitest';
import { aheadSourcesOf, applyCsp, boardCsp, CAPTCHA_ORIGIN, headersFile } from '../../src/page-headers.ts';
import { makeApp, makeDist, url } from './helpers.ts';
import { must } from '../support/must.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());

/** directive → values, for each policy of a header that may hold several (joined with ", "). */
function policies(header: string): Map<string, string[]>[] {
  return header.split(/,\s*(?=[a-z-]+ )/).map(
    (p) =>
      new Map(
        p
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([n, ...v]) => [must(n), v]),
      ),
  );
}

/** The headers a Netlify-style host sends for `path` from a _headers file. */
function served(file: string, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  let matches = false;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/\*/g, '.*')
          .replace(/:[a-z]+/g, '[^/]+')}$`,
      );
      matches = pattern.test(path);
      continue;
    }
    if (!matches) continue;
    const [name, ...rest] = line.trim().split(':');
    const key = must(name).toLowerCase();
    const value = rest.join(':').trim();
    out[key] = out[key] ? `${out[key]}, ${value}` : value;
  }
  return out;
}

/** Would every policy let `value` through `directive` (with default-src as fallback)? */
function allows(header: string, directive: string, value: string): boolean {
  return policies(header).every((p) => {
    const list = p.get(directive) ?? (directive === 'frame-ancestors' ? undefined : p.get('default-src'));
    return !list || list.includes(value) || list.includes('*');
  });
}

describe('page policies', () => {
  it('the apply frame: own files only, any framer, no captcha origin unless asked, Trusted Types without one', () => {
    const plain = applyCsp({ captcha: false });
    expect(plain).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; " +
        "form-action 'self'; object-src 'none'; frame-ancestors *; require-trusted-types-for 'script'; trusted-types 'none'",
    );
    expect(plain).not.toContain(CAPTCHA_ORIGIN);
    const captcha = applyCsp({ captcha: true });
    expect(allows(captcha, 'script-src', CAPTCHA_ORIGIN) && allows(captcha, 'frame-src', CAPTCHA_ORIGIN)).toBe(true);
    expect(allows(captcha, 'connect-src', CAPTCHA_ORIGIN)).toBe(false);
    expect(captcha).toContain('frame-ancestors *');
  });

  it('the board pages: never framed, frame only their own origin, JSON-LD through the svc-jobs policy', () => {
    const csp = boardCsp();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(allows(csp, 'frame-src', "'self'")).toBe(true);
    expect(allows(csp, 'script-src', CAPTCHA_ORIGIN)).toBe(false);
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types svc-jobs");
  });

  it("a rendered board page: its styles by hash and its logo's origin, nothing else", () => {
    const csp = boardCsp({ styleHashes: ["'sha256-abc='"], imageOrigin: 'https://cdn.example' });
    expect(allows(csp, 'style-src', "'sha256-abc='")).toBe(true);
    expect(allows(csp, 'img-src', 'https://cdn.example')).toBe(true);
    expect(allows(csp, 'script-src', 'https://cdn.example')).toBe(false);
    expect(allows(csp, 'style-src', 'https://cdn.example')).toBe(false);
    expect(csp).not.toContain('unsafe-inline');
    // Anything but a bare http(s) origin is not written into the policy.
    expect(boardCsp({ imageOrigin: 'https://x.example; script-src *' })).toBe(boardCsp());
  });
});

describe('the demo host sends them', () => {
  const app = makeApp(dist.dist);

  it.each([
    ['/embed/apply?org=acme&job=eng-7f3k2', applyCsp({ captcha: false })],
    ['/embed/apply?org=harbor&job=caf-h4rb1', applyCsp({ captcha: true })],
    ['/embed/apply', applyCsp({ captcha: false })],
    ['/acme', boardCsp()],
    ['/acme/eng-7f3k2', boardCsp()],
    ['/embed/board.html', boardCsp()],
  ])('%s', async (p, csp) => {
    const res = await app.request(url(p));
    expect(res.status).toBe(200);
    // A rendered board page adds the hashes of its own <style> elements (test/server/board-pages.test.ts checks them).
    expect(must(res.headers.get('content-security-policy')).replace(/ 'sha256-[^']+'/g, '')).toBe(csp);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('static files are never sniffed', async () => {
    for (const p of ['/embed.js', '/embed/i18n/de.json'])
      expect((await app.request(url(p))).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('dist/_headers', () => {
  const file = headersFile();

  it('the apply frame, matched by its own rule and by /:org/:job, stays frameable by anyone and strict', () => {
    for (const p of ['/embed/apply', '/embed/apply.html']) {
      const h = served(file, p);
      expect(allows(must(h['content-security-policy']), 'frame-ancestors', 'https://shop.example')).toBe(true);
      // X-Frame-Options is ignored by browsers where a CSP names frame-ancestors.
      expect(h['content-security-policy']).toContain('frame-ancestors *');
      expect(allows(must(h['content-security-policy']), 'script-src', "'self'")).toBe(true);
      expect(allows(must(h['content-security-policy']), 'script-src', 'https://evil.example')).toBe(false);
      expect(allows(must(h['content-security-policy']), 'script-src', CAPTCHA_ORIGIN)).toBe(true);
      expect(allows(must(h['content-security-policy']), 'frame-src', CAPTCHA_ORIGIN)).toBe(true);
      expect(h).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    }
  });

  it.each(['/acme', '/acme/eng-7f3k2'])('the board page %s: strict, unframed, may frame the apply frame', (p) => {
    const h = served(file, p);
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['content-security-policy']).not.toContain('frame-ancestors');
    expect(allows(must(h['content-security-policy']), 'frame-src', "'self'")).toBe(true);
    expect(allows(must(h['content-security-policy']), 'img-src', 'https://evil.example')).toBe(false);
    expect(allows(must(h['content-security-policy']), 'connect-src', "'self'")).toBe(true);
    expect(h['content-security-policy']).toContain("base-uri 'none'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['content-security-policy']).toContain("form-action 'self'");
  });

  it("pages written ahead: their style hashes and logo origin in the board pages' rule itself, and read back from the file", () => {
    const hashes = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='", "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"];
    const withPages = headersFile({
      styleHashes: [...hashes, must(hashes[0])],
      imageOrigins: ['https://cdn.acme.example', 'javascript:alert(1)'],
    });
    for (const p of ['/acme', '/acme/eng-7f3k2']) {
      const csp = must(served(withPages, p)['content-security-policy']);
      for (const h of hashes) expect(allows(csp, 'style-src', h), p).toBe(true);
      expect(allows(csp, 'style-src', "'unsafe-inline'")).toBe(false);
      expect(allows(csp, 'img-src', 'https://cdn.acme.example')).toBe(true);
      expect(allows(csp, 'script-src', 'https://cdn.acme.example')).toBe(false);
      expect(csp).not.toContain('javascript:');
    }
    expect(aheadSourcesOf(withPages)).toEqual({ styleHashes: hashes, imageOrigins: ['https://cdn.acme.example'] });
    expect(aheadSourcesOf(file)).toEqual({ styleHashes: [], imageOrigins: [] });
  });

  it('assets get nosniff and no page policy', () => {
    expect(served(file, '/embed/assets/apply-x.js')).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('usb=()'),
    });
  });
});
