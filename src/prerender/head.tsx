// The head tags of a board page: what a search engine and a link preview read
// (description, canonical, Open Graph, twitter:card), and the brand colours' style.
import { renderToString } from 'preact-render-to-string';
import type { OrgHeader } from '../feed/types.ts';
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
}

export const headTags = ({ title, description, canonical, gone, org, brandStyle }: HeadInput): string =>
  renderToString(
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {gone && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={org.name} />
      {org.logoUrl && <meta property="og:image" content={org.logoUrl} />}
      <meta name="twitter:card" content="summary" />
      <style>{brandStyle}</style>
    </>,
  );
