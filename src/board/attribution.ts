// Where the candidate came from (docs/attributes.md, `data-src`): the container's
// data-src, else the source in the URL the visit landed on, which later pages
// of the visit (one tab) read from sessionStorage. The first source seen stays.
// A page with a container that says data-storage="none" neither reads nor
// writes it: the source is this page's own.

let visit: string | null | undefined;

/** The visit's source, remembered on first call (embed.js calls it at boot). Never throws. */
export function visitSource(): string | null {
  if (visit === undefined) {
    visit = null;
    try {
      // This page's source: the first of src, gh_src, utm_source in its URL (no page at all where the board is written ahead, in Node).
      const q = new URLSearchParams(location.search);
      visit = (q.get('src') || q.get('gh_src') || q.get('utm_source') || '').slice(0, 200) || null;
      if (document.querySelector('[data-storage=none]')) return visit;
      // Reading the property throws where storage is denied (sandboxed frames, some private modes).
      const s = sessionStorage;
      visit = s.getItem('svc-jobs:src') || visit;
      if (visit) s.setItem('svc-jobs:src', visit);
    } catch {
      // No storage: this page's own source is the best we know.
    }
  }
  return visit;
}

/** The `src` a container's links and applications carry. */
export const sourceFor = (config: { src: string | null }): string | null => config.src ?? visitSource();
