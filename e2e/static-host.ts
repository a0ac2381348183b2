// A plain static host for e2e: dist/ served as files with only the three
// rewrites of CONTRACT.md "Static hosting", pages written ahead first when
// given. The API is the demo's: /api/* is forwarded to the jobs host with
// this origin's Host, as if both lived at one {jobs_url}. Plain Node: the
// Playwright suite and the WebKit suite (e2e-webkit/) both use it.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

/**
 * A _headers file as Netlify and Cloudflare Pages apply it: every rule whose
 * pattern (`*` splat, `:name` one segment) matches the path, a header repeated
 * by two rules joined with ", ". The pages written ahead bring their own
 * (scripts/board-pages.ts writes it beside them), else dist/_headers.
 */
function headersFor(pathname: string, ahead: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  let matches = false;
  const own = ahead ? path.join(ahead, '_headers') : null;
  const file = own && existsSync(own) ? own : path.join(DIST, '_headers');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      matches = new RegExp(
        `^${line
          .trim()
          .replace(/\*/g, '.*')
          .replace(/:[a-z]+/g, '[^/]+')}$`,
      ).test(pathname);
    } else if (matches) {
      const [name, value] = [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()];
      out[name] = out[name] ? `${out[name]}, ${value}` : value;
    }
  }
  return out;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** The file a static host answers a path with: a page written ahead, the file itself, else one of the three rewrites. */
async function fileFor(pathname: string, ahead: string | null): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  for (const root of ahead ? [ahead, DIST] : [DIST]) {
    // A directory's index.html, as static hosts serve /acme and /acme/ from acme/index.html.
    const own = path.join(root, path.normalize(decoded));
    if (!own.startsWith(root + path.sep)) continue;
    if (await isFile(own)) return own;
    if (await isFile(path.join(own, 'index.html'))) return path.join(own, 'index.html');
  }
  if (pathname === '/embed/apply') return path.join(DIST, 'embed/apply.html');
  if (pathname === '/embed/builder') return path.join(DIST, 'embed/builder.html');
  if (/^\/[^/]+\/?$/.test(pathname) || /^\/[^/]+\/[^/]+\/?$/.test(pathname)) return path.join(DIST, 'embed/board.html');
  return null;
}

function forward(jobs: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const target = new URL(jobs);
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/**
 * A plain static host over dist/ with the three rewrites, its /api/* (and the
 * demo's /demo-assets/*) forwarded to `jobs` (the demo's jobs host); `ahead`: a folder of
 * pages written ahead (scripts/board-pages.ts), served before the rewrites;
 * `headers`: its _headers (else dist/_headers) applied as Netlify does.
 */
export function staticHost(opts: {
  jobs: string;
  ahead?: string;
  headers?: boolean;
}): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    // The API, and the demo orgs' logos (their logoUrl is on {jobs_url}), are the jobs host's.
    if (pathname.startsWith('/api/') || pathname.startsWith('/demo-assets/')) return forward(opts.jobs, req, res);
    void fileFor(pathname, opts.ahead ?? null).then((file) => {
      if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return res.writeHead(404).end('not found');
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        ...(opts.headers ? headersFor(pathname, opts.ahead ?? null) : {}),
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
