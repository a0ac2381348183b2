// The snippet's feed hint in WebKit (e2e/feed-hint.spec.ts in Chromium and
// Firefox): each preload is the widget's own request, asked once and handed over.
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { feedUrls, hintedPage, HINT_ORG, timings } from '../e2e/feed-hint.ts';
import { jobsHost, JOBS, logged, openHostPage, ready, session, until, type Browser } from './webkit.ts';

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

  it('a failed answer a preload got is not kept: the next page of the visit shows the board', async () => {
    // WebKit hands a later page's preload (and fetch) the 500 its memory cache keeps; the widget's retry asks the host.
    await jobsHost.fault(HINT_ORG, '500');
    await openHostPage(b, hintedPage(JOBS));
    await until(
      b,
      () => logged(b),
      (l) => l.some((x) => x.includes('feed failed')),
      'the feed failed',
    );
    await jobsHost.fault(HINT_ORG, 'ok');
    await openHostPage(b, hintedPage(JOBS));
    await ready(b);
  });
});
