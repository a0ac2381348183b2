// `suggested`: what a pattern match over the start of a résumé's text finds.
// No model runs (API-SPEC.md): each property is present only when its pattern
// matched, and a candidate's own typing always wins in the frame anyway.

/** Only this much of the text is looked at. */
export const SUGGEST_WINDOW = 4000;

export interface Suggested {
  name?: string;
  email?: string;
  phone?: string;
  linkedin_url?: string;
  github_url?: string;
  portfolio_url?: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

// A run of digits and phone punctuation on one line, not glued to a word, a
// decimal point or a path.
const PHONE = /(?<![\w./])\+?\(?\d[\d \t().-]{4,24}\d(?![\w/])/g;

// Lines that head a résumé without naming anyone.
const HEADINGS = /^(?:curriculum vitae|cv|r[ée]sum[ée]|resume|profile|contact)$/i;
// Words that make a line a job title, not a name ("Senior Software Engineer").
const TITLE_WORDS = new Set(
  'engineer developer manager designer director consultant analyst scientist architect lead senior junior intern specialist officer assistant founder head'.split(
    ' ',
  ),
);
const PARTICLES = new Set(['van', 'von', 'de', 'da', 'di', 'del', 'della', 'der', 'den', 'du', 'la', 'le', 'bin', 'ibn', 'al']);
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*$/u;

function titleCase(word: string): string {
  return word.replace(/\p{L}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
}

/** The first meaningful line, when it reads as a name of 2–4 capitalised words. */
function findName(lines: string[]): string | undefined {
  const first = lines.find((l) => !HEADINGS.test(l));
  if (!first) return undefined;
  const words = first.split(/\s+/);
  if (words.length < 2 || words.length > 4) return undefined;
  const last = words.length - 1;
  const ok = words.every((w, i) => {
    if (TITLE_WORDS.has(w.toLowerCase())) return false;
    if (i > 0 && i < last && PARTICLES.has(w)) return true;
    return NAME_WORD.test(w) && w.length >= 2;
  });
  if (!ok) return undefined;
  // "MAYA LINDQVIST" is a name too; a form wants it as "Maya Lindqvist".
  const shouting = first === first.toUpperCase();
  return shouting ? words.map((w) => (PARTICLES.has(w.toLowerCase()) ? w.toLowerCase() : titleCase(w))).join(' ') : words.join(' ');
}

function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].replace(/[ \t]+/g, ' ').trim();
    const digits = candidate.replace(/\D/g, '').length;
    // A phone starts with +, ( or a trunk 0, or is long enough not to be a
    // year range or a date ("2016-2021", "2021-03-04" have 8 digits).
    const marked = /^[+(0]/.test(candidate);
    if (digits <= 15 && (marked ? digits >= 6 : digits >= 9)) return candidate;
  }
  return undefined;
}

const LINKEDIN = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\w%-]+\/?$/i;
const GITHUB = /^(?:https?:\/\/)?(?:www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[\w.-]+)*\/?$/i;
const WEB = /^(?:https?:\/\/|www\.)[^\s]+$/i;

const withScheme = (token: string): string => (/^https?:\/\//i.test(token) ? token : `https://${token}`);

function isWebUrl(token: string): boolean {
  try {
    const url = new URL(withScheme(token));
    return /^https?:$/.test(url.protocol) && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(url.hostname);
  } catch {
    return false;
  }
}

function findLinks(text: string): Pick<Suggested, 'linkedin_url' | 'github_url' | 'portfolio_url'> {
  const found: Pick<Suggested, 'linkedin_url' | 'github_url' | 'portfolio_url'> = {};
  // Tokens between spaces and the separators résumés put between contact items.
  for (const raw of text.split(/[\s·•|,;()<>[\]"]+/)) {
    const token = raw.replace(/[.:!?]+$/, '');
    if (!token || token.includes('@')) continue;
    if (LINKEDIN.test(token)) found.linkedin_url ??= withScheme(token);
    else if (GITHUB.test(token)) found.github_url ??= withScheme(token);
    else if (WEB.test(token) && isWebUrl(token) && !/(?:^|\.)(?:linkedin|github)\.com$/i.test(new URL(withScheme(token)).hostname)) {
      found.portfolio_url ??= withScheme(token);
    }
  }
  return found;
}

export function suggestFromText(fullText: string): Suggested {
  const text = fullText.slice(0, SUGGEST_WINDOW);
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const out: Suggested = {};
  const name = findName(lines);
  if (name) out.name = name;
  const email = EMAIL.exec(text)?.[0];
  if (email) out.email = email;
  // Emails and URLs hold digit runs of their own: out of the way before looking for a phone.
  const phone = findPhone(text.replace(new RegExp(EMAIL.source, 'g'), ' ').replace(/\S*(?:\/\/|www\.)\S*/gi, ' '));
  if (phone) out.phone = phone;
  return { ...out, ...findLinks(text) };
}
