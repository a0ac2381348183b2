// The Vue and Nuxt recipes' client-side routes in WebKit (e2e/vue.spec.ts and
// e2e/nuxt.spec.ts hold them in Chromium and Firefox): the apps of
// docs/platforms/vue.md and nuxt.md, built from the packed tarball
// (e2e/recipes.ts), served against the demo jobs host. A click from the home
// page to Careers shows the board written ahead on the route's first frame, and
// nothing after it moves once embed.js makes it live; a first load's feed hint
// is taken over by embed.js.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApp, type AppServer } from '../e2e/app-server.ts';
import { handedOver, handover, timings } from '../e2e/feed-hint.ts';
import { builtRecipe } from '../e2e/recipes.ts';
import { freePort } from '../test/support/free-port.ts';
import { must } from '../test/support/must.ts';
import { FRAMES, JOBS, jobsHost, ready, session, shift, type Browser } from './webkit.ts';

let b: Browser;
beforeAll(async () => {
  b = await session();
});
afterAll(async () => {
  await b?.deleteSession();
});
// The demo host's fault switches are global: another file's last fault may still be on.
beforeEach(() => jobsHost.reset());

const APPS = {
  vue: async (port: number) => startApp(['node', 'server.js'], builtRecipe('vue').dir, port, { SVC_JOBS_URL: JOBS }, /listening on/),
  nuxt: async (port: number) =>
    startApp(
      ['node', '.output/server/index.mjs'],
      builtRecipe('nuxt').dir,
      port,
      { NUXT_PUBLIC_SVC_JOBS_URL: JOBS, HOST: '127.0.0.1' },
      /Listening on/,
    ),
};

/** Where a screenshot is written: inside the repository, beside Playwright's (test-results/, ignored by git). */
function shotPath(file: string): string {
  const dir = path.join('test-results', 'webkit');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, file);
}

const frames = () => b.execute(() => (window as unknown as { __frames: [number, number | null][] }).__frames);

for (const [name, start] of Object.entries(APPS))
  describe(name, () => {
    let app: AppServer | null = null;
    beforeAll(async () => {
      app = await start(await freePort());
    }, 300_000);
    afterAll(async () => {
      await app?.stop();
    });

    it("a first load: the page preloads the board's feed, and embed.js takes each preload over", async () => {
      // A session of its own: nothing of another page's feed in WebKit's memory cache.
      await b.deleteSession();
      b = await session();
      await b.url(`${app?.origin ?? ''}/careers`);
      await ready(b);
      // One timing entry per address, the preload's, started before embed.js was in: a second would be the widget asking again.
      expect(handover(JOBS, [], await b.execute(timings)).feed).toEqual(handedOver(JOBS).feed);
    });

    it('a client-side route to the board shows it written ahead on its first frame, and nothing moves after', async () => {
      await b.url(`${app?.origin ?? ''}/`);
      // From here on, every frame's footer and board position (the footer is the careers page's).
      await b.execute(FRAMES);
      await b.$('a=Careers').click();
      await ready(b);
      // The board was on the route's first frame, before embed.js had it live.
      const [first] = await frames();
      expect(must(first)[1]).not.toBeNull();
      // Every frame until two after ready: the footer and the board where the route first painted them.
      const moved = await shift(b, (await frames()).length + 1);
      console.log(`${name} in WebKit, client-side route: the footer and the board moved ${moved} px`);
      expect(moved).toBe(0);
      for (const [w, h] of [
        [1280, 900],
        [360, 800],
      ] as const) {
        await b.setWindowSize(w, h);
        await b.saveScreenshot(shotPath(`${name}-route-${w}-webkit.png`));
      }
      // The session's own size again, for the next app's test.
      await b.setWindowSize(1100, 900);
    });
  });
