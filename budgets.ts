// The rules the product keeps, written once: tests check the code against them,
// and the docs quote them from here (never a copy of a measured figure).

/**
 * embed.js, gzip -9 (Node's zlib), Preact and signals included (test/build.test.ts): what the readable
 * code measured when issue 28 re-set it (no property mangling, classic JSX, components that read
 * signals, terser), with issue 26's adoption, error guard and storage switch, rounded up to the next 10 B;
 * then raised by what issue 25's loader of the structured-data layer measured (18,869 → 18,957 B,
 * +88 B: src/board/layer.ts, and addJsonLd rewriting its script with the layer's JobPosting), rounded up
 * to the next 10 B; the layer itself stays out of embed.js. Then +47 B (18,957 → 19,004 B) for job
 * descriptions whose heading or list follows a line without a blank line between (src/ui/markdown.ts:
 * they showed "## You will - Answer…" as one paragraph on every job page), rounded up to the next 10 B.
 * Then issue 32's three, 19,004 → 19,377 B (+373 B), rounded up to the next 10 B: the one rule book of the
 * options that every door reads (src/board/options.ts, with the href-pattern rules that refuse `/\host`,
 * `https:host` and control characters, and the language-tag check: +184 B); no function over 60 lines
 * (the filters apart from the slice scheduler, the board model in three, JobList and InlineApply split, watch.ts
 * without a side effect on import: +126 B, terser inlines none of the new calls); and the one [svc-jobs]
 * line a blocked apply frame writes, as the troubleshooting page promised (+59 B).
 * Then issue 36's first screenful, 19,376 → 19,382 B (+6 B), rounded up to the next 10 B: the board
 * swapped in with its first 10 openings and the rest drawn in place a slice per task, so the style and
 * layout of a whole page is no longer one task at the swap (bench/live.ts measures the long tasks).
 * Then issue 36's two, 19,382 → 19,502 B (+120 B), rounded up to the next 10 B: the board's models in
 * one task and its first render in the next (+~70 B), and each slice sized by the pace of the one before
 * (src/board/slices.ts, +~50 B). At 4× CPU, 50 openings, 9 runs: the widget's own tasks were over 50 ms
 * in 4 runs (the models and render together up to 110 ms, a slice of 25 up to 84 ms) and are under it in
 * all 9 now; the long tasks left are the platform's locale data (the first Intl.Collator, NumberFormat).
 * Then issue 36's requests in a task of their own, 19,502 → 19,525 B (+23 B), rounded up to the next 10 B:
 * the mount's task, with a page's first fetch() in it, was the other task over 50 ms at 4× CPU; the
 * requests now go in the next task, one for every board mounted meanwhile (so boards of one org still
 * share their feed's answer), before the Intl objects, and the visit's source is read after them
 * (bench/live.ts counts the long tasks).
 * Issue 51's fix fits within it, 19,525 → 19,529 B: no slice's pace is learnt from the page's last slice, which
 * for a board written ahead (adopted whole) drew nothing, and the NaN it gave emptied the list on "Show more".
 * Then issue 50's dark sites, 19,529 → 19,649 B (+120 B, over the issue's 60 B), rounded up to the next 10 B:
 * the apply frame is told the page's scheme (src/board/scheme.ts reads the text colour the board inherits,
 * in rgb(), oklch(), lab() and lch(): +77 B; reading it once the frame's box is mounted and writing it in the
 * frame's URL: +41 B), and the board's :host inherits color-scheme (+2 B). Both schemes' colours are the
 * frame's and the board pages' own.
 * Issue 49's counts without a NumberFormat fit within it, 19,650 → 19,650 B: a count below 1,000 is written as
 * its digits (src/ui/intl.ts formatCount, +12 B), so a phone makes one Intl object less before the board,
 * paid by the Intl objects kept in a plain object by language (−12 B).
 */
export const EMBED_GZIP_BYTES = 19_650;

/**
 * The structured-data layer, dist/embed/structured-data.js, gzip -9 (test/build.test.ts): loaded by
 * embed.js only where one job is shown, and by nothing else on a host page. What it measured when this
 * budget was set (1,861 B), rounded up to the next 10 B. The measured figure is
 * bench/results/structured-data.json, written by bench/layer-size.ts (npm run bench), never by a test.
 */
export const LAYER_GZIP_BYTES = 1_870;
