// The head tags of a board page (docs/board-pages.md): what a
// search engine and a link preview read, as data. One list for both renderings:
// the server's HTML (src/prerender/head.tsx) and board.html's script on a plain
// static host (src/board-page/main.ts), which makes them as elements.

export interface HeadFacts {
  title: string;
  description: string;
  /** The page's one URL (the list's, for a job that is not open). */
  canonical: string;
  /** A job that is not open: the page asks not to be indexed. */
  gone: boolean;
  /** The org's name (og:site_name) and its logo (og:image), when it has one. */
  siteName: string;
  image: string | null;
}

export type HeadTag =
  ['meta', { name: string; content: string } | { property: string; content: string }] | ['link', { rel: string; href: string }];

export const headTagList = ({ title, description, canonical, gone, siteName, image }: HeadFacts): HeadTag[] => [
  ['meta', { name: 'description', content: description }],
  ['link', { rel: 'canonical', href: canonical }],
  ...(gone ? [['meta', { name: 'robots', content: 'noindex' }] as HeadTag] : []),
  ['meta', { property: 'og:type', content: 'website' }],
  ['meta', { property: 'og:title', content: title }],
  ['meta', { property: 'og:description', content: description }],
  ['meta', { property: 'og:url', content: canonical }],
  ['meta', { property: 'og:site_name', content: siteName }],
  ...(image ? [['meta', { property: 'og:image', content: image }] as HeadTag] : []),
  ['meta', { name: 'twitter:card', content: 'summary' }],
];
