// The snippet's feed hint in WebKit (e2e/feed-hint.spec.ts in Chromium and
// Firefox): each preload is the widget's own request, asked once and handed over.
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { feedUrls, hintedPage, HINT_ORG, timings } from '../e2e/feed-hint.ts';
import { jobsHost, JOBS, openHostPage, ready, session, type Browser } from './webkit.ts';

let b: Browser;
beforeEach(async () => {
  await jobsHost.reset();
  b = await session();
});
afterEach(async () => {
  await b?.deleteSession();
});

describe("the snippet's feed hint", () => {
  it('each preload is the widget’s request: asked once, handed over, sent before embed.js has arrived', async () => {
    await openHostPage(b, hintedPage(JOBS));
    await ready(b);
    const asked = (await jobsHost.requests()).filter((r) => r.path.startsWith(`/api/v1/public/${HINT_ORG}`));
    expect(asked.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      `GET /api/v1/public/${HINT_ORG}`,
      `GET /api/v1/public/${HINT_ORG}/jobs`,
    ]);
    const seen = await b.execute(timings);
    const script = seen.find((t) => t.name.includes('/embed.js'));
    expect(script).toBeDefined();
    for (const url of feedUrls(JOBS)) {
      const entries = seen.filter((t) => t.name === url);
      expect(entries.map((t) => t.initiatorType)).toEqual(['link']);
      expect(entries[0]?.startTime ?? Infinity).toBeLessThan(script?.responseEnd ?? 0);
    }
  });
});
