// The pages of e2e/routers.spec.ts (Chromium, Firefox) and e2e-webkit/routers.test.ts
// (WebKit): real routers, a tag manager and a consent manager, as sites run them.
// Each suite drives them through its own browser API; what the pages are lives here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cliSnippet } from './cli.ts';
import { SCRIPT } from './pasted-tools.ts';

const require = createRequire(import.meta.url);
/** A file of an installed package's dist/ (where its main entry is), as the page would load it. */
export const dist = (pkg: string, file: string) => readFileSync(join(dirname(require.resolve(pkg)), file), 'utf8');

/** The board the CLI writes ahead for `org` now, without its script tag (each page puts embed.js where it does). */
export const writtenAhead = async (jobs: string, org: string) => (await cliSnippet(jobs, { 'data-svc-jobs': org })).replace(SCRIPT, '');
/** A plain container's fallback, as the browser serializes it back. */
export const fallback = (jobs: string, org: string) => `<a href="${jobs}/${org}">Open roles</a>`;
export const plain = (jobs: string, org: string) => `<div data-svc-jobs="${org}">${fallback(jobs, org)}</div>`;

export interface Router {
  name: string;
  /** The library's UMD build: [package, file in its dist/]. */
  lib: [string, string];
  /** A page of a site this router drives: a link to `next` and the container, embed.js (`snippet`) where such sites put it. */
  page: (container: string, next: string, snippet: string) => string;
  /** Starts the router once its library is in the page (Turbo and htmx start themselves). */
  start: string;
  /** The document event the router fires when it has shown a page. */
  shown: string;
}

export const ROUTERS: Router[] = [
  {
    name: 'Turbo 8 (Turbo Drive)',
    lib: ['@hotwired/turbo', 'turbo.es2017-umd.js'],
    // Turbo Drive swaps the whole body, and runs the body's scripts again: embed.js comes once more on each visit.
    page: (container, next, snippet) => `<nav><a id="next" href="${next}">Next</a></nav><main>${container}</main>${snippet}`,
    start: '',
    shown: 'turbo:load',
  },
  {
    name: 'swup 4',
    lib: ['swup', 'Swup.umd.js'],
    // swup swaps #swup only and runs no script in it: embed.js sits outside, loaded once.
    page: (container, next, snippet) => `<nav><a id="next" href="${next}">Next</a></nav><main id="swup">${container}</main>${snippet}`,
    // No CSS transitions on this site: swup is told so instead of looking for them.
    start: 'window.swup = new Swup({ animationSelector: false });',
    shown: 'swup:page:view',
  },
  {
    name: 'htmx 4 (a boosted link)',
    lib: ['htmx.org', 'htmx.js'],
    // A boosted link swaps the body for the next page's and runs its scripts; back, htmx 4 fetches the page again.
    page: (container, next, snippet) =>
      `<nav><a id="next" hx-boost="true" href="${next}">Next</a></nav><main>${container}</main>${snippet}`,
    start: '',
    shown: 'htmx:after:settle',
  },
];

/** jQuery's `.html()` on the page's main, as a site's own script swaps content in: `window.swapMain(markup)`. */
export const JQUERY_SWAP = `window.swapMain = (html) => void jQuery('main').html(html);`;

/** A careers page: the board written ahead, content after it, and `extra` (what loads embed.js) at the end. */
export const careersPage = (snippet: string, extra: string) => `
<header style="padding:2rem"><h1>Careers at Lumen</h1><p>Diagnostics that reach the clinic sooner.</p></header>
<main style="padding:0 2rem">${snippet}<section id="benefits"><h2>Benefits</h2><p>Thirty days off and a learning budget.</p></section></main>
<footer id="footer" style="padding:2rem">© Lumen</footer>${extra}`;

/** Where the written board and what follows it are, in page coordinates (the first call keeps the board's element as __written). */
export interface Boxes {
  board: [number, number, number, number];
  footer: number;
}
export const BOXES = `window.__boxes = () => {
  window.__written ??= document.querySelector('svc-jobs-board');
  const r = __written.getBoundingClientRect();
  return { board: [r.x, r.y + scrollY, r.width, r.height], footer: document.getElementById('footer').getBoundingClientRect().y + scrollY };
};`;

/**
 * A tag manager's custom HTML tag, fired at the window's load event `times` times: the boxes are kept
 * as __before just before, and __tags counts the copies of embed.js that have run.
 */
export const tagManagerLoader = (embed: string, times: number) => `<script>${BOXES}
addEventListener('load', () => {
  window.__before = __boxes();
  window.__tags = 0;
  for (let i = 0; i < ${times}; i++) {
    const s = document.createElement('script');
    s.src = ${JSON.stringify(embed)};
    s.onload = () => __tags++;
    document.head.append(s);
  }
});</script>`;

/** The way vanilla-cookieconsent holds a script back: not run (text/plain) and not fetched (data-src) until its category is accepted. */
export const consentLoader = (embed: string) =>
  `<script type="text/plain" data-category="analytics" data-src="${embed}"></script><script>${BOXES}</script>`;

export const COOKIE_CONSENT = {
  // Shown to a browser under automation too (the default hides it from bots, navigator.webdriver included).
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'Some help us count visits.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
        },
        preferencesModal: { title: 'Cookie preferences', sections: [{ title: 'Analytics', linkedCategory: 'analytics' }] },
      },
    },
  },
};
