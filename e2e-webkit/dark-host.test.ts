// Dark sites in WebKit (issue 50; e2e/dark-host.spec.ts in Chromium and Firefox): the
// apply frame opens dark on a dark page, never light while it loads (screenshots of its
// box through a held load), readable (axe) through its errors, and each board tells
// its frame the look around it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DARK_HEAD, DARK_PAPER, SCHEME_HEAD, SCHEME_HOSTS, darkBody, lightShare, schemeHostsBody, toldScheme } from '../e2e/dark-host.ts';
import { click, inBoard, jobsHost, JOBS, openHostPage, ready, seriousViolations, session, SNIPPET, until, type Browser } from './webkit.ts';

const JOB = 'eng-5q3w6'; // acme's default form
const ITEM = `li:has(a[href*="/${JOB}"])`;

let b: Browser;
beforeEach(async () => {
  await jobsHost.reset();
  b = await session(1100, 1400);
});
afterEach(async () => {
  await b?.deleteSession();
});

/** The dark page with acme's board written ahead (inline apply) and embed.js, live. */
async function openDarkPage(): Promise<void> {
  const container = await (await fetch(`${JOBS}/acme/embed.html?apply=inline`)).text();
  await openHostPage(b, darkBody(container) + SNIPPET, { head: DARK_HEAD });
  await ready(b);
}

/** JOB's Apply control, pressed. */
async function pressApply(): Promise<void> {
  await click(await b.$('[data-svc-jobs] svc-jobs-board').shadow$(`${ITEM} button`).getElement());
}

/** JOB's apply box in the page: its iframe's src and its rectangle in the viewport. */
const applyBox = () =>
  inBoard(
    b,
    (root, item) => {
      const box = root.querySelector(`${item} .apply`)?.getBoundingClientRect();
      const src = root.querySelector(`${item} iframe`)?.getAttribute('src') ?? null;
      return box ? { src, x: box.x, y: box.y, width: box.width, height: box.height } : null;
    },
    ITEM,
  );

describe('a dark host page in WebKit', () => {
  it('the apply frame opens dark and never shows light while it loads, readable through its errors', async () => {
    await openDarkPage();
    // The job's request held 2 s: the frame's paper is read in screenshots while it waits.
    await jobsHost.fault('acme', 'slow', 2000);
    await pressApply();
    const shares: number[] = [];
    // Through the job's 2 s and the form's first paint after it.
    for (const start = Date.now(); Date.now() - start < 4000;) {
      const box = await applyBox();
      if (box) shares.push(lightShare(Buffer.from(await b.takeScreenshot(), 'base64'), box));
    }
    console.log(`webkit: ${shares.length} screenshots of the frame's box, light share max ${Math.max(...shares).toFixed(3)}`);
    // A screenshot takes WebKitWebDriver about a second: a few, over the whole held load.
    expect(shares.length).toBeGreaterThanOrEqual(3);
    for (const [i, share] of shares.entries()) expect(share, `screenshot ${i}: share of light pixels`).toBeLessThan(0.25);

    const box = await applyBox();
    expect(toldScheme(box?.src ?? null)).toBe('dark');
    await b.switchFrame(await b.$('[data-svc-jobs] svc-jobs-board').shadow$(`${ITEM} iframe`).getElement());
    await until(b, () => b.execute(() => !!document.querySelector('button[type=submit]')), Boolean, 'the form');
    expect(
      await b.execute(() => [
        getComputedStyle(document.documentElement).backgroundColor,
        getComputedStyle(document.documentElement).colorScheme,
      ]),
    ).toEqual([DARK_PAPER, 'dark']);
    expect(await seriousViolations(b)).toEqual([]);
    // Sent empty: the error summary and each field's message, on the dark paper (WebKitWebDriver's clicks miss inside the frame: apply.test.ts).
    await b.execute(() => document.querySelector<HTMLButtonElement>('button[type=submit]')?.click());
    await until(
      b,
      () => b.execute(() => document.body.innerText),
      (t) => t.includes('There is a problem'),
      'the error summary',
    );
    expect(await seriousViolations(b)).toEqual([]);
    await b.switchFrame(null);
  });

  it('each board tells its frame the look around it', async () => {
    await openHostPage(b, schemeHostsBody() + SNIPPET, { head: SCHEME_HEAD });
    await ready(b, SCHEME_HOSTS.length);
    const told: string[] = [];
    for (const [i] of SCHEME_HOSTS.entries()) {
      const apply = await b.$(`#host-${i} [data-svc-jobs] svc-jobs-board`).shadow$('li button').getElement();
      await click(apply);
      const src = await until(
        b,
        () =>
          b.execute(
            (n) => document.querySelector(`#host-${n} svc-jobs-board`)?.shadowRoot?.querySelector('li iframe')?.getAttribute('src') ?? null,
            i,
          ),
        (s) => s !== null,
        `board ${i}'s frame`,
      );
      told.push(toldScheme(src));
    }
    // MiniBrowser under Xvfb runs light: the hosts that follow the visitor are light.
    expect(told).toEqual(SCHEME_HOSTS.map((h) => (h.scheme === 'prefers' ? 'light' : h.scheme)));
  });
});
