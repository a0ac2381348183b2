// What a live snippet's body may hold, as an allow-list: the elements and
// attributes the snippet and the board written ahead emit (ahead-snippet.ts,
// board.tsx), and nothing else. A door that prints a body it fetched (the
// WordPress plugin, through markup.json beside its options) keeps it only when
// every tag passes; test/prerender/snippet-markup.test.ts renders boards of
// every kind and fails when the renderer emits something this list lacks.
import { OPTION_NAMES } from '../board/options.ts';

/** Each element the body may hold, and the attributes it may carry. */
export const SNIPPET_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  style: [],
  link: ['rel', 'as', 'href', 'crossorigin'],
  div: ['data-svc-jobs', ...OPTION_NAMES.map((n) => `data-${n}`), 'class', 'role', 'lang', 'aria-label'],
  'svc-jobs-board': [],
  template: ['shadowrootmode'],
  section: ['aria-label', 'aria-labelledby'],
  h2: ['id'],
  h3: ['class'],
  h4: ['class'],
  p: ['class', 'role'],
  ul: ['class'],
  li: ['class'],
  a: ['href', 'class', 'aria-label'],
  span: ['class'],
  time: ['datetime'],
  label: [],
  input: ['type', 'value'],
  select: [],
  option: ['value', 'selected'],
  button: ['type', 'class'],
};

/** Attributes held to fixed values: a `<link>` only preloads a fetch (never a stylesheet or a script). */
export const SNIPPET_VALUES: Readonly<Record<string, readonly string[]>> = {
  'link rel': ['preload'],
  'link as': ['fetch'],
  'template shadowrootmode': ['open'],
};

/** Elements with no end tag. */
const VOID: readonly string[] = ['link', 'input'];
/** A URL attribute's value: http(s), a path, a query or a fragment; never a script or a data URL. */
const SAFE_URL = /^(?:https?:\/\/|\/|\?|#)/i;

/** One token at the start of the rest: a comment, an end tag, or a start tag with its attributes. */
const COMMENT = /^<!--(?:[^<>-]|-(?!-))*-->/;
const END_TAG = /^<\/([a-z][a-z0-9-]*)>/;
// White space as HTML reads it (never \s, which also means other spaces in JavaScript but not in PCRE).
const START_TAG = /^<([a-z][a-z0-9-]*)((?:[ \t\n\f\r]+[a-z][a-z0-9-]*(?:="[^"<]*")?)*)[ \t\n\f\r]*\/?>/;
const ATTRIBUTE = /[ \t\n\f\r]+([a-z][a-z0-9-]*)(?:="([^"<]*)")?/g;

/** The problem with one start tag's name and attributes, or ''. */
function tagProblem(name: string, attributes: string): string {
  const allowed = SNIPPET_ELEMENTS[name];
  if (!allowed) return `<${name}> is not the board's`;
  for (const [, attr = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
    if (!allowed.includes(attr)) return `<${name} ${attr}> is not the board's`;
    const fixed = SNIPPET_VALUES[`${name} ${attr}`];
    if (fixed && !fixed.includes(value)) return `<${name} ${attr}="${value}"> is not the board's`;
    // As written, before any entity is decoded: no entity can make a value that starts so a script or data URL.
    if (attr === 'href' && !SAFE_URL.test(value)) return `<${name} href="${value.slice(0, 40)}"> is not a web address`;
  }
  return '';
}

/** The snippet's own style before the container: the accent rule snippet.ts writes, and nothing else. */
const ACCENT_RULE = /^\[data-svc-jobs="[a-z0-9-]+"\] \{ --svc-accent: #[0-9a-f]{6}; --svc-accent-text: #[0-9a-f]{6}; \}$/;

/** CSS that loads a file: the board's styles load nothing. */
const LOADS = /url\(|@import|image-set\(/i;

/** The problem with a `<style>`'s text: markup, or anything that loads. */
function styleProblem(css: string, topLevel: boolean): string {
  if (css.includes('<')) return '<style> holds markup';
  if (LOADS.test(css)) return '<style> loads a file';
  return topLevel && !ACCENT_RULE.test(css) ? '<style> outside the board is not the accent rule' : '';
}

/**
 * Why a live snippet's body is not only the board, or '' when it is: every tag on the allow-list, the
 * elements balanced, no style that loads anything, and the body one container (after the snippet's
 * accent rule, preloads and comment) with nothing after it. The WordPress plugin's
 * svc_jobs_markup_problem (includes/markup.php) is this, in PHP; the test holds the two equal.
 */
export function snippetMarkupProblem(body: string): string {
  const open: string[] = [];
  let rest = body.replace(/^[ \t\n\f\r]+|[ \t\n\f\r]+$/g, '');
  let seen: 'before' | 'in' | 'after' = 'before';
  while (rest) {
    // Between the top's parts only white space; inside the board, text (the renderer escapes every `<`).
    if (!open.length) rest = rest.replace(/^[ \t\n\f\r]+/, '');
    const lt = rest.indexOf('<');
    if (lt !== 0 && !open.length) return 'text outside the board';
    if (lt < 0) return `<${open.at(-1) ?? ''}> is never closed`;
    rest = rest.slice(lt);
    if (seen === 'after') return 'something after the board';
    const comment = COMMENT.exec(rest);
    const end = END_TAG.exec(rest);
    const start = START_TAG.exec(rest);
    if (comment) rest = rest.slice(comment[0].length);
    else if (end) {
      if (open.pop() !== end[1]) return `</${end[1]}> closes nothing open`;
      if (!open.length) seen = 'after';
      rest = rest.slice(end[0].length);
    } else if (start) {
      const [tag, name = '', attributes = ''] = start;
      const problem = tagProblem(name, attributes);
      if (problem) return problem;
      if (!open.length && name !== 'style' && name !== 'link' && name !== 'div') return `<${name}> outside the board`;
      if (!open.length && name === 'div') seen = 'in';
      rest = rest.slice(tag.length);
      if (name === 'style') {
        const close = rest.indexOf('</style>');
        const css = close < 0 ? '<' : rest.slice(0, close);
        const wrong = styleProblem(css, !open.length);
        if (wrong) return wrong;
        rest = rest.slice(close + '</style>'.length);
      } else if (!VOID.includes(name)) open.push(name);
    } else return `"${rest.slice(0, 40)}" is no tag of the board's`;
  }
  if (open.length) return `<${open.at(-1) ?? ''}> is never closed`;
  return seen === 'after' ? '' : 'no board';
}

/** The allow-list and its patterns as the WordPress plugin reads them (markup.json): PCRE reads each pattern as JavaScript does. */
export function snippetMarkupRules() {
  const pattern = (re: RegExp) => ({ source: re.source, flags: re.flags.replace('g', '') });
  return {
    elements: SNIPPET_ELEMENTS,
    values: SNIPPET_VALUES,
    void: VOID,
    patterns: {
      comment: pattern(COMMENT),
      endTag: pattern(END_TAG),
      startTag: pattern(START_TAG),
      attribute: pattern(ATTRIBUTE),
      safeUrl: pattern(SAFE_URL),
      accentRule: pattern(ACCENT_RULE),
      loads: pattern(LOADS),
    },
  };
}
