// The board pages' head tags as data (src/ui/head-tags.ts): the list the server renders and
// board.html's script makes as elements.
import { describe, expect, it } from 'vitest';
import { headTagList, type HeadFacts } from '../../src/ui/head-tags.ts';

const FACTS: HeadFacts = {
  title: 'Clinical Data Engineer — Lumen Health',
  description: 'Build the pipelines.',
  canonical: 'https://jobs.example/lumen/eng-1',
  gone: false,
  siteName: 'Lumen Health',
  image: 'https://cdn.example/lumen.svg',
};

describe('headTagList', () => {
  it('names the page for search engines and link previews: description, canonical, Open Graph, twitter:card', () => {
    expect(headTagList(FACTS)).toEqual([
      ['meta', { name: 'description', content: 'Build the pipelines.' }],
      ['link', { rel: 'canonical', href: 'https://jobs.example/lumen/eng-1' }],
      ['meta', { property: 'og:type', content: 'website' }],
      ['meta', { property: 'og:title', content: 'Clinical Data Engineer — Lumen Health' }],
      ['meta', { property: 'og:description', content: 'Build the pipelines.' }],
      ['meta', { property: 'og:url', content: 'https://jobs.example/lumen/eng-1' }],
      ['meta', { property: 'og:site_name', content: 'Lumen Health' }],
      ['meta', { property: 'og:image', content: 'https://cdn.example/lumen.svg' }],
      ['meta', { name: 'twitter:card', content: 'summary' }],
    ]);
  });

  it('asks a job that is not open not to be indexed, and names no image without a logo', () => {
    const tags = headTagList({ ...FACTS, gone: true, image: null });
    expect(tags).toContainEqual(['meta', { name: 'robots', content: 'noindex' }]);
    expect(tags.some(([, attrs]) => 'property' in attrs && attrs.property === 'og:image')).toBe(false);
  });
});
