// parseConfig(element) reads a container's data attributes. Pure: it returns a
// config or the list of problems, and never throws.

export interface Config {
  /** The org slug from data-svc-jobs. */
  org: string;
  /** data-apply="inline": the apply form opens in place. */
  applyInline: boolean;
  /** data-src: source attribution added to board links and applications. */
  src: string | null;
  /** data-href-pattern: keeps clicks on the host site; contains {publicId} once. */
  hrefPattern: string | null;
  /** data-empty: the text shown when there are no openings. */
  emptyText: string | null;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESERVED = new Set(['embed', 'api', 'assets']);
export const PLACEHOLDER = '{publicId}';
const MAX_SRC = 200;

function attr(el: Element, name: string): string | null {
  const v = el.getAttribute(name);
  return v === null ? null : v.trim();
}

export function parseConfig(el: Element, pageOrigin: string): ConfigResult {
  const problems: string[] = [];
  const org = attr(el, 'data-svc-jobs') ?? '';
  if (!org) problems.push('data-svc-jobs needs your org slug');
  else if (org.length > 50 || !SLUG.test(org) || RESERVED.has(org))
    problems.push(`data-svc-jobs="${org}" is not an org slug`);

  const apply = attr(el, 'data-apply');
  if (apply !== null && apply !== '' && apply !== 'inline' && apply !== 'link')
    problems.push(`data-apply="${apply}" is not "inline"`);

  const src = attr(el, 'data-src') || null;
  if (src && src.length > MAX_SRC) problems.push(`data-src is over ${MAX_SRC} characters`);

  const pattern = attr(el, 'data-href-pattern') || null;
  const patternProblem = pattern === null ? null : checkPattern(pattern, pageOrigin);
  if (patternProblem) problems.push(patternProblem);

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    config: {
      org,
      applyInline: apply === 'inline',
      src,
      hrefPattern: pattern,
      emptyText: attr(el, 'data-empty') || null,
    },
  };
}

/** A pattern is a path (with an optional query) or an absolute URL of the page's own origin. */
function checkPattern(pattern: string, pageOrigin: string): string | null {
  const bad = `data-href-pattern="${pattern}"`;
  const count = pattern.split(PLACEHOLDER).length - 1;
  if (count !== 1) return `${bad} needs ${PLACEHOLDER} once`;
  if (pattern.includes('#')) return `${bad} has a #`;
  if (pattern.startsWith('/') && !pattern.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(pattern.replace(PLACEHOLDER, 'x'));
  } catch {
    return `${bad} is not a /path or URL`;
  }
  if (url.origin !== pageOrigin) return `${bad} is not on ${pageOrigin}`;
  return null;
}
