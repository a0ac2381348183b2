// The snippet's feed hint in WebKit (e2e/feed-hint.spec.ts in Chromium and
// Firefox): each preload is the widget's own request, asked once and handed over.
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { handedOver, handover, hintedPage, HINT_ORG, timings } from '../e2e/feed-hint.ts';
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
    expect(handover(JOBS, await jobsHost.requests(), await b.execute(timings))).toEqual(handedOver(JOBS));
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
