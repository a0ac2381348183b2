// The net for boards written ahead and adopted (e2e/adopted-net.ts), driven by
// Playwright: its Driver, and the checks each framework recipe's spec runs on
// its app's long board (e2e/recipes.ts LONG_PATH).
import type { Page } from '@playwright/test';
import { cliSnippet } from './cli.ts';
import { stepComponentBoard, type Driver, type FeedJob, type Setup } from './adopted-net.ts';
import { LONG_ORG, LONG_PATH } from './recipes.ts';
import { board, JOBS, jobsHost, openHostPage, test } from './support.ts';

/** The board's interactions as a visitor makes them in this page. */
export function pageDriver(page: Page): Driver {
  const b = board(page);
  return {
    open: (body) => openHostPage(page, body),
    goto: async (url) => void (await page.goto(url)),
    evaluate: (expression) => page.evaluate(expression),
    click: (selector, nth = 0) => b.locator(selector).nth(nth).click(),
    choose: async (label, value) => void (await b.getByRole('combobox', { name: label }).selectOption(value)),
    search: (text) => b.getByRole('searchbox', { name: 'Search' }).fill(text),
    back: async () => void (await page.goBack()),
    forward: async () => void (await page.goForward()),
    reload: async () => void (await page.reload()),
    urlWhen: async (ok) => {
      await page.waitForURL((u) => ok(u.href));
      return page.url();
    },
  };
}

/** The long board's org on this engine's jobs host: its feed now, and the snippet the CLI writes for it. */
export async function longBoard(): Promise<Setup> {
  const feed = (await jobsHost.jobs(LONG_ORG)) as unknown as FeedJob[];
  return { jobs: JOBS, org: LONG_ORG, feed, snippet: (attributes = {}) => cliSnippet(JOBS, { 'data-svc-jobs': LONG_ORG, ...attributes }) };
}

/** A recipe app's long board keeps what it draws: "Show more" to the end, a choice and a search. */
export function adoptedRecipeChecks(name: keyof typeof LONG_PATH, origin: () => string): void {
  test(`${name}: the component's board written ahead of ${LONG_ORG}: "Show more" to the end, a choice and a search, each kept`, async ({
    page,
  }) => {
    await jobsHost.reset();
    await stepComponentBoard(pageDriver(page), await longBoard(), `${origin()}${LONG_PATH[name]}`);
  });
}
