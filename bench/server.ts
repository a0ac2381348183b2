// The bench's own host on loopback: one origin serving the host pages, the
// script under test (BENCH_DIST/embed.js) or a plain-DOM baseline, and the
// public API's two GETs for feeds of every size. Answers carry an ETag and
// `cache-control: no-cache` (the browser revalidates, as with the real host),
// so a returning visit in the same context is what a returning visitor gets.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { benchJobs, benchOrg, type BenchJob } from './feed.ts';
import { benchPort } from './ports.ts';
import { must } from '../test/support/must.ts';
import { feedHintHtml } from '../src/snippet/snippet.ts';

const HERE = import.meta.dirname;
/** The feed sizes of the matrix; slug `n{size}`. */
export const SIZES = [10, 50, 100, 1000, 5000] as const;
export const slugOf = (size: number): string => `n${size}`;
/** How late the `-slow` org's answers come (ms): a modest mobile round trip. */
export const SLOW_MS = 100;

/** Which script a page loads: the widget, a variant of it (`embed-{name}`), or a plain-DOM baseline (bench/baseline*.js). */
export type Script = 'embed' | `embed-${string}` | 'baseline' | 'baseline-search' | 'baseline-none' | 'baseline-plain';

export interface PageOptions {
  /** The container's org, or null for a page without a container. */
  slug: string | null;
  /** Inline bench/instrument.js too (the breakdown's API timers). */
  instrument?: boolean;
  /** Extra container attributes (the memory page's: inline apply, URL sync, a pattern). */
  attrs?: string;
  /** The snippet's feed hint before the container (src/snippet/snippet.ts feedHintHtml, the one writer's lines). */
  hint?: boolean;
}

export interface BenchServer {
  origin: string;
  jobs: (size: number) => BenchJob[];
  /** A host page's URL. */
  page: (script: Script, opts: PageOptions) => string;
  /** Paths the server was asked for, in order (cleared by the caller). */
  log: string[];
  close: () => Promise<void>;
}

const read = (file: string): string => readFileSync(path.join(HERE, file), 'utf8');

function pageHtml(origin: string, script: Script, opts: PageOptions, probe: string, instrument: string): string {
  const src = `/${script}.js`;
  const hint = opts.hint && opts.slug !== null ? `${feedHintHtml(origin, opts.slug).join('\n')}\n` : '';
  const container =
    opts.slug === null ? '' : `${hint}<div id="c" data-svc-jobs="${opts.slug}"${opts.attrs ? ` ${opts.attrs}` : ''}>Loading…</div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>window.__benchScript = ${JSON.stringify(src)};\n${probe}${opts.instrument ? `\n${instrument}` : ''}</script></head><body>
<main id="host">${container}</main>
<script async src="${src}?v=3"></script></body></html>`;
}

/** `variants`: other builds of the widget by name, served as `/embed-{name}.js` (an experiment's). */
export async function startBenchServer(embed: string, variants: Record<string, string> = {}): Promise<BenchServer> {
  const probe = read('probe.js');
  const instrument = read('instrument.js');
  const scripts: Record<string, string> = { '/embed.js': embed };
  for (const [name, code] of Object.entries(variants)) scripts[`/embed-${name}.js`] = code;
  for (const s of ['baseline', 'baseline-search', 'baseline-none', 'baseline-plain']) scripts[`/${s}.js`] = read(`${s}.js`);
  const api = new Map<string, string>();
  const etags = new Map<string, string>();
  const log: string[] = [];
  const zipped = new Map<string, Buffer>();
  const gzipped = (body: string): Buffer => {
    let z = zipped.get(body);
    if (!z) zipped.set(body, (z = gzipSync(body)));
    return z;
  };
  const tag = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;

  /** Set once listening; requests come only after. */
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    log.push(url.pathname);
    const send = (type: string, body: string, cacheable: boolean) => {
      const headers: Record<string, string> = { 'content-type': type, 'access-control-allow-origin': '*', vary: 'accept-encoding' };
      if (cacheable) {
        let etag = etags.get(body);
        if (!etag) etags.set(body, (etag = tag(body)));
        headers.etag = etag;
        headers['cache-control'] = 'no-cache';
        headers['access-control-expose-headers'] = 'ETag';
        if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
      } else headers['cache-control'] = 'no-store';
      // Compressed as a real host serves it: on the phone profile's 1.6 Mbps the bytes on the wire are the time.
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        headers['content-encoding'] = 'gzip';
        res.writeHead(200, headers);
        return void res.end(gzipped(body));
      }
      res.writeHead(200, headers);
      res.end(body);
    };
    const p = url.pathname;
    // A `-slow` org answers SLOW_MS late: a visitor's network, which loopback lacks.
    if (api.has(p)) return void setTimeout(() => send('application/json', must(api.get(p)), true), p.includes('-slow') ? SLOW_MS : 0);
    if (scripts[p]) return send('text/javascript', scripts[p], true);
    const m = /^\/p\/([a-z-]+)\/([a-z0-9-]+)\.html$/.exec(p);
    if (m && scripts[`/${m[1]}.js`]) {
      const opts: PageOptions = {
        slug: m[2] === 'none' ? null : must(m[2]),
        instrument: url.searchParams.has('i'),
        attrs: url.searchParams.get('attrs') ?? '',
        hint: url.searchParams.has('hint'),
      };
      return send('text/html', pageHtml(origin, m[1] as Script, opts, probe, instrument), false);
    }
    // No favicon: answered empty so the browser logs no 404 (and asks once).
    if (p === '/favicon.ico') return void res.writeHead(204, { 'cache-control': 'max-age=3600' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(benchPort('server'), '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const feeds = new Map<number, BenchJob[]>();
  for (const size of SIZES) {
    const slug = slugOf(size);
    const jobs = benchJobs(size, origin, slug);
    feeds.set(size, jobs);
    api.set(`/api/v1/public/${slug}`, JSON.stringify(benchOrg(origin, slug)));
    api.set(`/api/v1/public/${slug}/jobs`, JSON.stringify(jobs));
  }
  // The 50-job feed again, its answers SLOW_MS late (the returning visitor's second figure).
  api.set(`/api/v1/public/${slugOf(50)}-slow`, JSON.stringify(benchOrg(origin, `${slugOf(50)}-slow`)));
  api.set(`/api/v1/public/${slugOf(50)}-slow/jobs`, must(api.get(`/api/v1/public/${slugOf(50)}/jobs`)));
  return {
    origin,
    log,
    jobs: (size) => must(feeds.get(size)),
    page: (script, opts) => {
      const q = new URLSearchParams();
      if (opts.instrument) q.set('i', '1');
      if (opts.attrs) q.set('attrs', opts.attrs);
      if (opts.hint) q.set('hint', '1');
      return `${origin}/p/${script}/${opts.slug ?? 'none'}.html${q.size ? `?${q}` : ''}`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
