// Inlined after bench/probe.js on the breakdown's pages only (it costs a
// little itself, so the time-to-board figures never carry it). It times the
// web APIs the widget's costly steps go through, each call as a span in
// window.__benchSpans: the shadow root and its stylesheet, Intl objects (made
// and used), storage, JSON.parse, and the ready event. Wrappers call the real
// API and return its result: the page behaves the same.
(() => {
  const spans = (window.__benchSpans = []);
  const now = () => performance.now();
  const record = (name, t) => spans.push({ name, start: t, end: now() });

  /** A timed stand-in for a function or constructor. */
  function timed(name, fn) {
    const wrapped = function (...args) {
      const t = now();
      try {
        return new.target ? Reflect.construct(fn, args, new.target) : fn.apply(this, args);
      } finally {
        record(name, t);
      }
    };
    wrapped.prototype = fn.prototype;
    Object.setPrototypeOf(wrapped, fn);
    return wrapped;
  }
  function method(proto, key, name) {
    const d = Object.getOwnPropertyDescriptor(proto, key);
    if (!d) return;
    if (typeof d.value === 'function') Object.defineProperty(proto, key, { ...d, value: timed(name, d.value) });
    else if (d.get) {
      // Intl's format and compare are getters returning a bound function: time the calls of that.
      const bound = new WeakMap();
      Object.defineProperty(proto, key, {
        ...d,
        get() {
          let f = bound.get(this);
          if (!f) bound.set(this, (f = timed(name, d.get.call(this))));
          return f;
        },
      });
    }
  }
  function setter(proto, key, name) {
    const d = Object.getOwnPropertyDescriptor(proto, key);
    if (d?.set) Object.defineProperty(proto, key, { ...d, set: timed(name, d.set) });
  }

  method(Element.prototype, 'attachShadow', 'shadow root');
  window.CSSStyleSheet = timed('stylesheet', CSSStyleSheet);
  method(CSSStyleSheet.prototype, 'replaceSync', 'stylesheet');
  method(CSSStyleSheet.prototype, 'replace', 'stylesheet');
  setter(ShadowRoot.prototype, 'adoptedStyleSheets', 'stylesheet');
  for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
    const C = Intl[name];
    if (!C) continue;
    for (const key of ['format', 'formatToParts', 'compare', 'select']) method(C.prototype, key, 'Intl: formatting');
    Intl[name] = timed('Intl: new objects', C);
  }
  for (const key of ['getItem', 'setItem', 'removeItem']) method(Storage.prototype, key, 'storage');
  for (const key of ['localStorage', 'sessionStorage']) {
    const d = Object.getOwnPropertyDescriptor(window, key) ?? Object.getOwnPropertyDescriptor(Window.prototype, key);
    if (d?.get) Object.defineProperty(window, key, { ...d, get: timed('storage', d.get) });
  }
  JSON.parse = timed('JSON.parse', JSON.parse);
  JSON.stringify = timed('JSON.stringify', JSON.stringify);
  // The ready event is dispatched at the end of the render: its time closes the render span.
  window.addEventListener('svc-jobs:ready', () => spans.push({ name: 'ready event', start: now(), end: now() }), {
    capture: true,
    once: true,
  });
})();
