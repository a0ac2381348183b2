import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [1280, 360]) for (const page of ['careers-link', 'careers-ahead', 'index']) {
  const p = await b.newPage({ viewport: { width, height: 800 } });
  await p.addInitScript(() => {
    (window as any).shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any) if (!e.hadRecentInput) (window as any).shifts.push([Math.round(e.startTime), +e.value.toFixed(4), e.sources.map((s: any) => s.node?.nodeName + '.' + (s.node?.className || s.node?.id || ''))]); }).observe({ type: 'layout-shift', buffered: true });
  });
  await p.goto(`http://localhost:5173/${page}.html`);
  await p.waitForSelector('[data-svc-state=ready]');
  await p.waitForTimeout(800);
  console.log(width, page, JSON.stringify(await p.evaluate(() => (window as any).shifts)));
  await p.close();
}
await b.close();
