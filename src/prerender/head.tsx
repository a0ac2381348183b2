// The head tags of a board page: what a search engine and a link preview read
// (description, canonical, Open Graph, twitter:card: src/ui/head-tags.ts, which
// board.html's script uses too), and the brand colours' style.
import { renderToString } from 'preact-render-to-string';
import type { OrgHeader } from '../feed/types.ts';
import { headTagList } from '../ui/head-tags.ts';
import { h, Fragment } from 'preact';

export interface HeadInput {
  title: string;
  description: string;
  /** The page's one URL (the list's, for a job that is not open). */
  canonical: string;
  /** A job that is not open: the page asks not to be indexed. */
  gone: boolean;
  org: OrgHeader;
  /** The `<style>` of the brand colours (its hash is in the page's CSP). */
  brandStyle: string;
  /** Where the brand colours are a stylesheet file instead (pages written ahead): its URL. */
  brandHref?: string;
}

export const headTags = ({ title, description, canonical, gone, org, brandStyle, brandHref }: HeadInput): string =>
  renderToString(
    <>
      {headTagList({ title, description, canonical, gone, siteName: org.name, image: org.logoUrl }).map((tag) =>
        tag[0] === 'link' ? <link {...tag[1]} /> : <meta {...tag[1]} />,
      )}
      {brandHref ? <link rel="stylesheet" href={brandHref} /> : <style>{brandStyle}</style>}
    </>,
  );
