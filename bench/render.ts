// npm run bench: time from script start to a rendered list of 1,000 openings in
// Chromium, for dist/embed.js and for a plain-DOM baseline (bench/baseline.js)
// measured in the same run, alternating, each in a fresh browser context.
// "Script start" is the moment the script finished downloading (its resource
// timing's responseEnd); "rendered" is the first frame after the ready event.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { benchApply } from './apply.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const COUNT = 1000;
const DEPARTMENTS = ['Engineering', 'Product', 'Design', 'Sales', 'Operations', 'People'];
const LOCATIONS = ['Berlin, Germany', 'Lisbon, Portugal', 'Remote (EU)', 'New York, United States'];
const TYPES = ['full_time', 'part_time', 'contract', 'internship'];

function feed(origin: string) {
  const now = Date.now();
  const jobs = Array.from({ length: COUNT }, (_, i) => ({
    publicId: `job-${i}`,
    title: `Role number ${i}: ${DEPARTMENTS[i % 6]} specialist`,
    department: DEPARTMENTS[i % 6],
    location: LOCATIONS[i % 4],
    employmentType: TYPES[i % 4],
    shortDescription: 'Work with a small team on the things that matter to our customers, every day.',
    compensation: i % 3 ? null : '€60k–80k',
    publishedAt: new Date(now - i * 3600_000).toISOString(),
    url: `${origin}/bench/job-${i}`,
  }));
  const org = { name: 'Bench Co', slug: 'bench', logoUrl: null, about: null, brandColor: '#0f766e', careersUrl: `${origin}/bench` };
  return { org: JSON.stringify(org), jobs: JSON.stringify(jobs) };
}

const page = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>
<div data-svc-jobs="bench">Loading…</div>
<script>
document.addEventListener('svc-jobs:ready', () => requestAnimationFrame(() => setTimeout(() => {
  const start = performance.getEntriesByType('resource').find((e) => e.name.includes('${script}')).responseEnd;
  window.__result = performance.now() - start;
})));
</script>
<script async src="/${script}?v=3"></script></body></html>`;

async function main(): Promise<void> {
  const executablePath = ensureChromium();
  if (!executablePath) process.exit(1);
  const files: Record<string, string> = {
    '/embed.js': readFileSync('dist/embed.js', 'utf8'),
    '/baseline.js': readFileSync('bench/baseline.js', 'utf8'),
  };
  let data = { org: '', jobs: '' };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const send = (type: string, body: string) => {
      res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(body);
    };
    if (path === '/api/v1/public/bench') return send('application/json', data.org);
    if (path === '/api/v1/public/bench/jobs') return send('application/json', data.jobs);
    if (files[path]) return send('text/javascript', files[path]);
    if (path === '/widget.html') return send('text/html', page('embed.js'));
    if (path === '/baseline.html') return send('text/html', page('baseline.js'));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  data = feed(origin);

  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const times: Record<'widget' | 'baseline', number[]> = { widget: [], baseline: [] };
  const measure = async (kind: 'widget' | 'baseline') => {
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(`${origin}/${kind}.html`);
    const ms = await p.waitForFunction(() => (window as unknown as { __result?: number }).__result).then((h) => h.jsonValue());
    const items = await p.locator('li').count();
    if (items !== COUNT) throw new Error(`${kind} rendered ${items} items, not ${COUNT}`);
    await context.close();
    return ms as number;
  };
  await measure('widget'); // warm-up: the browser's first page is always slower
  await measure('baseline');
  for (let i = 0; i < RUNS; i++) {
    times.widget.push(await measure('widget'));
    times.baseline.push(await measure('baseline'));
  }
  await browser.close();
  server.close();

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const w = median(times.widget);
  const b = median(times.baseline);
  const embed = files['/embed.js']!;
  const { gzipSync, brotliCompressSync } = await import('node:zlib');
  console.log(`dist/embed.js: ${embed.length} B raw, ${gzipSync(embed, { level: 9 }).length} B gzip -9, ${brotliCompressSync(embed).length} B brotli`);
  console.log(`script start → ${COUNT} openings rendered, median of ${RUNS} runs each (fresh context, loopback):`);
  console.log(`  embed.js          ${w.toFixed(1)} ms`);
  console.log(`  plain-DOM baseline ${b.toFixed(1)} ms`);
  console.log(`  ratio             ${(w / b).toFixed(2)}× the baseline`);
  await benchApply();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
