// Issue 6's keystroke: one search keystroke on a 5,000-job board → the list
// updated, against a plain-DOM search with the same rules that renders the
// widget's markup (bench/baseline-search.js). Keys are typed one at a time, then deleted;
// every key changes the matches, and the status count is checked after each.
import type { Browser } from '@playwright/test';
import { openBoard } from './browser.ts';
import { matchCount, type BenchJob } from './feed.ts';
import { slugOf, type BenchServer } from './server.ts';
import { alternate, BenchError, figure, median, type Figure, type Kind } from './stats.ts';
import { must } from '../test/support/must.ts';

const SIZE = 5000;
const KEYS = ['f', 'i', 'r', 'm', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];

/** The key sequence's expected counts, each different from the one before (or the keystroke changes nothing to time). */
function expectedCounts(jobs: BenchJob[]): number[] {
  let q = '';
  let previous = jobs.length;
  return KEYS.map((key) => {
    q = key === 'Backspace' ? q.slice(0, -1) : q + key;
    const n = matchCount(jobs, q);
    if (n === previous) throw new BenchError(`bench/feed.ts: typing up to "${q}" leaves ${n} matches; every key must change them`);
    previous = n;
    return n;
  });
}

type Time = { frame: number; dom: number };

async function searchRun(browser: Browser, server: BenchServer, kind: Kind, expected: number[]): Promise<Time[]> {
  const { page, close } = await openBoard(browser, server.page(kind === 'widget' ? 'embed' : 'baseline-search', { slug: slugOf(SIZE) }));
  try {
    const found = await page.evaluate(() => {
      const box = __bench.searchBox();
      box?.focus();
      return !!box && box.matches(':focus');
    });
    if (!found) throw new BenchError(`${kind}: no focusable <input type="search"> in the board of a ${SIZE}-job feed`);
    const times: Time[] = [];
    for (const [i, key] of KEYS.entries()) {
      await page.evaluate(() => __bench.arm());
      // A random phase against the display's frames, as a person's keys have.
      await new Promise((r) => setTimeout(r, Math.random() * 17));
      await page.keyboard.press(key);
      const ms = await page.evaluate(() => __bench.pending);
      if (ms === undefined) throw new BenchError(`${kind}: key ${i + 1} (${key}) was not timed`);
      if (typeof ms === 'string') throw new BenchError(`${kind}: key ${i + 1} (${key}): ${ms}`);
      times.push(ms);
      // What was timed must be the right answer: the status count of every match.
      const want = must(expected[i]);
      const count = await page
        .waitForFunction((n) => __bench.count() === n, want, { timeout: 2000 })
        .then(() => want)
        .catch(() => page.evaluate(() => __bench.count()));
      if (count !== want)
        throw new BenchError(`${kind}: after key ${i + 1} (${key}) the status says ${count}, the search rules give ${want}`);
    }
    return times;
  } finally {
    await close();
  }
}

export async function benchKeystroke(browser: Browser, server: BenchServer): Promise<Record<'keystrokeWork' | 'keystroke', Figure>> {
  const expected = expectedCounts(server.jobs(SIZE));
  const runs = await alternate((kind) => searchRun(browser, server, kind, expected));
  // The median keystroke of each run, then the median of those.
  const of = (kind: Kind, key: keyof Time) => median(runs[kind].map((run) => median(run.map((t) => t[key]))));
  const max = (kind: Kind) => Math.max(...runs[kind].flat().map((t) => t.frame));
  return {
    keystrokeWork: figure(
      `search keystroke → list updated (input event → first DOM change), ${SIZE.toLocaleString('en')} openings`,
      'ms',
      of('widget', 'dom'),
      of('baseline', 'dom'),
      { text: '< 16 ms', met: (v) => v < 16 },
      {
        baselineIs: "plain-DOM search, same rules, the widget's markup (bench/baseline-search.js)",
        detail: { keys: KEYS, samples: runs.widget.flat().length },
      },
    ),
    keystroke: figure(
      'the same → the next frame painted (frames every 16.7 ms)',
      'ms',
      of('widget', 'frame'),
      of('baseline', 'frame'),
      null,
      { detail: { max: { widget: max('widget'), baseline: max('baseline') } } },
    ),
  };
}
