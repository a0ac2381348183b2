// The net for boards written ahead and adopted (e2e/adopted-net.ts) in
// WebKit: every interaction of the live board on the default snippet's board
// of 130 openings, each kept over 2 s. Chromium and Firefox run the same steps
// in e2e/adopted.spec.ts, and the list's on the components' boards in the
// recipes' specs.
import { afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { cliSnippet } from '../e2e/cli.ts';
import { STEPS, type Driver, type FeedJob, type Setup } from '../e2e/adopted-net.ts';
import { click, JOBS, jobsHost, openHostPage, session, until, type Browser } from './webkit.ts';

const ORG = 'northwind';

/** The `nth` element of the first board that `selector` matches. */
async function nthInBoard(b: Browser, selector: string, nth: number): Promise<WebdriverIO.Element> {
  const all = b.$('[data-svc-jobs] svc-jobs-board').shadow$$(selector);
  const el = await until(
    b,
    async () => (await all.getElements())[nth],
    (e) => e !== undefined,
    `${selector} #${nth + 1} in the board`,
  );
  if (!el) throw new Error(`no ${selector} #${nth + 1}`);
  return el;
}

function driver(b: Browser): Driver {
  return {
    open: (body, opts) => openHostPage(b, body, opts),
    goto: async (url) => void (await b.url(url)),
    evaluate: (expression) =>
      b
        .executeAsync(
          `const done = arguments[arguments.length - 1];
          Promise.resolve(${expression}).then((value) => done({ value }), (e) => done({ error: String(e) }));`,
        )
        .then((r) => {
          const { value, error } = r as { value?: never; error?: string };
          if (error !== undefined) throw new Error(error);
          return value as never;
        }),
    click: async (selector, nth = 0) => click(await nthInBoard(b, selector, nth)),
    choose: async (label, value) => {
      // The select its label names (the label's own words, before the select), chosen by value ('' is "All …").
      const index = await b.execute(
        `return [...document.querySelector('[data-svc-jobs] svc-jobs-board').shadowRoot.querySelectorAll('select')]
          .findIndex((s) => s.closest('label').firstChild.textContent === arguments[0]);`,
        label,
      );
      const select = await nthInBoard(b, 'select', index as number);
      await select.selectByAttribute('value', value);
    },
    search: async (text) => {
      const box = await nthInBoard(b, 'input[type=search]', 0);
      await click(box);
      // Backspace over what it holds (WebDriver's element clear fires no input event: the board would not hear it),
      // then the text, by element send keys (b.keys() with an array loses a doubled letter).
      const held = String(await box.getValue());
      if (held) await box.addValue('\uE003'.repeat(held.length));
      if (text) await box.addValue(text);
    },
    back: () => b.back(),
    forward: () => b.forward(),
    reload: () => b.refresh(),
    urlWhen: (ok, what) => until(b, () => b.getUrl(), ok, what),
  };
}

let b: Browser;
let setup: Setup;
beforeAll(async () => {
  const feed = (await jobsHost.jobs(ORG)) as unknown as FeedJob[];
  setup = { jobs: JOBS, org: ORG, feed, snippet: (attributes = {}) => cliSnippet(JOBS, { 'data-svc-jobs': ORG, ...attributes }) };
});
// A session per step, as Playwright's context per test: WebKit serves the feed's preloads (the snippet's
// hint) from its memory cache within a session, so a step's first visit would not ask the jobs host.
beforeEach(async () => {
  await jobsHost.reset();
  b = await session(1280, 900);
});
afterEach(async () => {
  await b?.deleteSession();
});

describe('a board written ahead and adopted keeps what it draws, in WebKit', () => {
  for (const [name, step] of Object.entries(STEPS)) it(name, () => step(driver(b), setup));
});
