// "No English word left": the words a rendered board or form shows (text and
// the names screen readers read) that belong to the English catalog and to no
// word of the language's own catalog (so shared words such as PDF, LinkedIn or
// Name are not counted). Feed text in the fixtures is in the language too.

type Tree = { readonly [k: string]: string | Tree };

const texts = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
const words = (s: string): string[] =>
  s
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}[\p{L}’'-]*\p{L}/gu) ?? [];

/** Everything a person perceives in `root`: text, and the accessible names and hints in attributes. */
export function perceived(root: ParentNode): string {
  const attrs = [...root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  );
  const own = root instanceof Element ? ['aria-label', 'title'].map((a) => root.getAttribute(a) ?? '') : [];
  return [root.textContent ?? '', ...attrs, ...own].join(' \n ');
}

export function englishLeft(text: string, english: Tree, theirs: Tree): string[] {
  const mine = new Set(texts(theirs).flatMap(words));
  const en = new Set(
    texts(english)
      .flatMap(words)
      .filter((w) => w.length >= 3 && !mine.has(w)),
  );
  return [...new Set(words(text))].filter((w) => en.has(w));
}
