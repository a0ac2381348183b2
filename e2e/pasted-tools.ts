// The real tools that stand between a company's paste and its visitors (CONTRACT.md,
// widget 3.3), as both browser suites put the snippet through them: e2e/pasted.spec.ts
// (Chromium, Firefox) and e2e-webkit/pasted.test.ts (WebKit). Each suite gives
// DOMPurify its own engine to run in, as an editor runs it in the browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { autop } from '@wordpress/autop';
import { minify } from 'html-minifier-terser';
import sanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);

/** DOMPurify's browser build, to be run in a page; it leaves `window.DOMPurify`. */
export const DOMPURIFY = readFileSync(require.resolve('dompurify/dist/purify.min.js'), 'utf8');

/** The snippet's script tag (each case puts it back after the tool, as a theme's footer loads it). */
export const SCRIPT = /<script async[^>]*><\/script>/;

/**
 * The sanitize-html options docs/pasting.md recommends (copied there as is): its defaults, plus the snippet's
 * own tags and attributes. Nothing in the snippet runs: the <style> is CSS, the script tag is outside it.
 */
export const SANITIZE_HTML_SNIPPET: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'svc-jobs-board',
    'template',
    'style',
    'label',
    'select',
    'option',
    'input',
    'button',
  ],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['class', 'id', 'lang', 'role', 'aria-*', 'data-*', 'hidden'],
    template: ['shadowrootmode'],
    time: ['datetime'],
    label: ['for'],
    option: ['value', 'selected'],
    input: ['type', 'value', 'placeholder', 'autocomplete', 'enterkeyhint', 'spellcheck'],
    button: ['type', 'disabled'],
  },
  // <style> is in no default list: sanitize-html asks for this to keep one.
  allowVulnerableTags: true,
};

export interface Tool {
  name: string;
  /** Keeps the declarative shadow root: the board paints before any script, and must not move. */
  keepsShadowRoot: boolean;
  /** Keeps the container (its data-svc-jobs): sanitize-html's defaults drop every data- attribute. */
  keepsContainer: boolean;
  /** What the tool makes of `html`; `purify` runs DOMPurify (its defaults) in the suite's browser. */
  through: (html: string, purify: (html: string) => Promise<string>) => Promise<string>;
}

export const TOOLS: Tool[] = [
  { name: "WordPress's autop", keepsShadowRoot: true, keepsContainer: true, through: (html) => Promise.resolve(autop(html)) },
  {
    name: 'html-minifier-terser (aggressive)',
    keepsShadowRoot: true,
    keepsContainer: true,
    through: (html) =>
      minify(html, {
        collapseWhitespace: true,
        removeComments: true,
        removeAttributeQuotes: true,
        removeOptionalTags: true,
        removeRedundantAttributes: true,
      }),
  },
  { name: 'DOMPurify (defaults)', keepsShadowRoot: false, keepsContainer: true, through: (html, purify) => purify(html) },
  {
    name: 'sanitize-html (defaults)',
    keepsShadowRoot: false,
    keepsContainer: false,
    through: (html) => Promise.resolve(sanitizeHtml(html)),
  },
  {
    name: 'sanitize-html (the allow-list of docs/pasting.md)',
    keepsShadowRoot: true,
    keepsContainer: true,
    through: (html) => Promise.resolve(sanitizeHtml(html, SANITIZE_HTML_SNIPPET)),
  },
];
