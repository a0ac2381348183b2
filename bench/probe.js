// Inlined first in every bench page's head, before any other script, so it
// sees the whole page: long tasks from the start, the frame after the ready
// event, and, on demand, one keystroke from its input event to the next frame
// after the board's DOM changed. Reads window.__benchScript (the script timed).
(() => {
  const bench = (window.__bench = { longtasks: [], ready: null, readyAt: null });

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    bench.noLongtasks = String(e);
  }
  // Which script each long frame's work came from (Long Animation Frames): a
  // long task "attributed to" a script, as Lighthouse puts it.
  bench.scripts = [];
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries())
        for (const s of frame.scripts)
          bench.scripts.push({
            url: s.sourceURL,
            duration: s.duration,
            invoker: s.invoker,
            fn: s.sourceFunctionName,
            at: s.sourceCharPosition,
          });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Not in this browser: the attribution stays empty.
  }

  // Each Intl object made, and when (the page's first one loads the platform's
  // locale data: a long task that is not the widget's own code).
  bench.intl = [];
  for (const kind of ['Collator', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'DateTimeFormat', 'ListFormat', 'Segmenter']) {
    if (!Intl[kind]) continue;
    Intl[kind] = new Proxy(Intl[kind], {
      construct(target, args, newTarget) {
        const start = performance.now();
        const made = Reflect.construct(target, args, newTarget);
        bench.intl.push({ kind, start, end: performance.now() });
        return made;
      },
    });
  }

  // "On screen": the first frame after the ready event (the paint follows the rAF callback).
  document.addEventListener(
    'svc-jobs:ready',
    () => {
      bench.readyEvent = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const script = performance.getEntriesByType('resource').find((e) => e.name.includes(window.__benchScript));
          bench.readyAt = performance.now();
          bench.scriptEnd = script ? script.responseEnd : null;
          bench.ready = script ? bench.readyAt - script.responseEnd : -1;
          // The driver hears this from outside: waiting for it runs no code in the page.
          console.debug('bench:ready');
        }),
      );
    },
    { once: true },
  );

  /** What the board renders into: the widget's open shadow root, or the baseline's container. */
  bench.root = () => document.querySelector('svc-jobs-board')?.shadowRoot ?? document.querySelector('[data-svc-jobs]');

  /** The openings rendered: distinct links to a job's page. */
  bench.openings = () => new Set([...bench.root().querySelectorAll('a[href]')].map((a) => a.href).filter((h) => /\/job-\d+$/.test(h))).size;

  /** The first number in the status region's text ("3 of 5,000 openings match" → 3), or null. */
  bench.count = () => {
    const text = bench.root().querySelector('[role="status"]')?.textContent ?? '';
    const m = /\d[\d.,\u00a0\u202f ]*/.exec(text);
    return m ? Number(m[0].replace(/\D/g, '')) : null;
  };

  /**
   * The board's markup as text, one line per element (tag and attributes) or
   * text node: what the baseline must render alike. A <time>'s words are left
   * out (pages loaded a minute apart say "this minute" and "1 minute ago").
   */
  bench.markup = () => {
    const lines = [];
    const walk = (node, depth) => {
      for (const n of node.childNodes) {
        if (n.nodeType === Node.TEXT_NODE) {
          if (n.data.trim() && node.localName !== 'time') lines.push(' '.repeat(depth) + JSON.stringify(n.data));
        } else if (n.nodeType === Node.ELEMENT_NODE) {
          const attrs = [...n.attributes]
            .map((a) => ` ${a.name}="${a.value}"`)
            .sort()
            .join('');
          lines.push(`${' '.repeat(depth)}<${n.localName}${attrs}>`);
          walk(n, depth + 1);
        }
      }
    };
    walk(bench.root(), 0);
    return lines.join('\n');
  };

  bench.searchBox = () => bench.root().querySelector('input[type="search"]');

  /**
   * Arms one keystroke measurement: from the input event (a window capture
   * listener: the first script to see it) to the next frame after the first
   * DOM change under the board's root. Resolves to { frame, dom } (ms to the
   * next frame, and to the change itself: the script's work), or to a message.
   */
  bench.arm = () => {
    const root = bench.root();
    let t0 = null;
    bench.pending = new Promise((resolve) => {
      const onInput = () => {
        if (t0 === null) t0 = performance.now();
      };
      window.addEventListener('input', onInput, { capture: true });
      const done = (value) => {
        observer.disconnect();
        clearTimeout(timer);
        window.removeEventListener('input', onInput, { capture: true });
        resolve(value);
      };
      const observer = new MutationObserver(() => {
        if (t0 === null) return;
        const start = t0;
        const dom = performance.now() - start;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => setTimeout(() => done({ frame: performance.now() - start, dom })));
      });
      observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      const timer = setTimeout(() => done(t0 === null ? 'no input event within 3 s' : 'no DOM change within 3 s'), 3000);
    });
  };
})();
