// npx tsx bench/inp-profile.ts <interaction> [distDir]: where one interaction
// of bench/inp.ts goes at 4× CPU (/find.html, 360 px). Prints the long
// animation frames around it (script, forced and rendering style and layout)
// and a CPU profile of the interaction (V8's sampler at 100 µs), self time by
// function. Use an unminified build for names (vite build --minify false).
import { chromium } from '@playwright/test';
import { startDemo } from '../demo/start.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.ts';
import { recordingContext } from './cwv.ts';
import { act, check, INTERACTIONS, openSlowed } from './inp.ts';
import { benchPort } from './ports.ts';
import { must } from '../test/support/must.ts';

const what = process.argv[2] as (typeof INTERACTIONS)[number];
if (!INTERACTIONS.includes(what)) throw new Error(`one of ${INTERACTIONS.join(', ')}`);
const demo = await startDemo({
  jobsPort: benchPort('inpJobs'),
  sitePort: benchPort('inpSite'),
  ...(process.argv[3] ? { distDir: process.argv[3] } : {}),
});
const browser = await chromium.launch({ executablePath: must(ensureChromium()), args: CHROMIUM_ARGS });
try {
  const context = await recordingContext(browser, { viewport: { width: 360, height: 740 }, hasTouch: true });
  await context.addInitScript({
    content: `window.__loaf = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) __loaf.push({ start: Math.round(e.startTime), duration: Math.round(e.duration), blocking: Math.round(e.blockingDuration), renderStart: Math.round(e.renderStart - e.startTime), styleAndLayout: Math.round(e.startTime + e.duration - e.styleAndLayoutStart), scripts: e.scripts.map((s) => ({ invoker: s.invoker, fn: s.sourceFunctionName, duration: Math.round(s.duration), forced: Math.round(s.forcedStyleAndLayoutDuration), pause: Math.round(s.pauseDuration) })) }); }).observe({ type: 'long-animation-frame', buffered: true });`,
  });
  const { page, cdp } = await openSlowed(context, `${demo.siteOrigin}/find.html`, 1500);
  const t0 = await page.evaluate(() => performance.now());
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // The profile covers the interaction alone: it starts just before the key or the press.
  await act(page, what, () => cdp.send('Profiler.start').then(() => {}));
  await page.waitForTimeout(800);
  const { profile } = await cdp.send('Profiler.stop');
  await check(page, what);
  const r = await page.evaluate(
    (t0) => ({
      events: __cwv.events,
      loaf: (window as unknown as { __loaf: { start: number }[] }).__loaf.filter((f) => f.start >= t0 - 50),
    }),
    t0,
  );
  console.log(
    'event timing:',
    JSON.stringify(
      r.events.map((e) => ({
        id: e.id,
        name: e.name,
        duration: e.duration,
        wait: Math.round(e.processingStart - e.start),
        handlers: Math.round(e.processingEnd - e.processingStart),
        afterHandlers: Math.round(e.start + e.duration - e.processingEnd),
      })),
    ),
  );
  for (const f of r.loaf) console.log('long frame', JSON.stringify(f));
  // Self time by function (url:line), from the samples.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  must(profile.samples).forEach((id, i) => {
    const n = must(byId.get(id));
    const c = n.callFrame;
    const key = `${c.functionName || '(anonymous)'} ${c.url.replace(/^.*\//, '')}:${c.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (must(profile.timeDeltas)[i] ?? 0) / 1000);
  });
  // Inclusive time of the script's own functions (the unminified build names them).
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  must(profile.samples).forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const c = must(byId.get(at)).callFrame;
      if (!c.url.includes('embed.js') || !c.functionName || c.functionName.length < 3) continue;
      const key = `${c.functionName} :${c.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + (must(profile.timeDeltas)[i] ?? 0) / 1000);
    }
  });
  console.log('embed.js functions, inclusive (named ones):');
  for (const [k, ms] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${k}`);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`CPU profile: ${total.toFixed(0)} ms sampled (4× slowed), self time:`);
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${k}`);
  await context.close();
} finally {
  await browser.close();
  await demo.close();
}
