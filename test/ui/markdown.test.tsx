// @vitest-environment happy-dom
import { render, h, Fragment } from 'preact';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, toHtml, toNodes } from '../../src/ui/markdown.ts';
import { must } from '../support/must.ts';

const md = `## About the role

You will own the **motor-control** stack and *ship* it.
See [our blog](https://acme.test/blog) and [this](javascript:alert(1)).

- Write firmware
- Review **designs**

1. Apply
2. Talk to us

<script>alert(1)</script> & <b>not bold</b>`;

describe('the Markdown subset', () => {
  it('makes headings, paragraphs, lists, bold, italic and https links', () => {
    expect(toHtml(parseMarkdown(md))).toBe(
      '<h3>About the role</h3>' +
        '<p>You will own the <strong>motor-control</strong> stack and <em>ship</em> it. See <a href="https://acme.test/blog">our blog</a> and [this](javascript:alert(1)).</p>' +
        '<ul><li>Write firmware</li><li>Review <strong>designs</strong></li></ul>' +
        '<ol><li>Apply</li><li>Talk to us</li></ol>' +
        '<p>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;b&#62;not bold&#60;/b&#62;</p>',
    );
  });

  it('renders the same tree as elements, with markup as text', () => {
    const host = document.createElement('div');
    render(<>{toNodes(parseMarkdown(md))}</>, host);
    expect([...host.children].map((c) => c.tagName)).toEqual(['H3', 'P', 'UL', 'OL', 'P']);
    expect(must(host.querySelector('a')).getAttribute('href')).toBe('https://acme.test/blog');
    expect(host.querySelectorAll('a')).toHaveLength(1);
    expect(host.querySelector('script, b')).toBeNull();
    expect(must(host.lastElementChild).textContent).toBe('<script>alert(1)</script> & <b>not bold</b>');
  });

  it('ends a paragraph at a heading or a list on the next line, as descriptions are often written', () => {
    expect(toHtml(parseMarkdown('Intro\n## You will\n- Answer questions\n- Escalate **when it matters**\n\nWe offer:\n1. a budget'))).toBe(
      '<p>Intro</p><h3>You will</h3><ul><li>Answer questions</li><li>Escalate <strong>when it matters</strong></li></ul>' +
        '<p>We offer:</p><ol><li>a budget</li></ol>',
    );
    // An item's continuation line stays in its paragraph when it is no item; *emphasis* at a line's start is no item.
    expect(toHtml(parseMarkdown('*Remote* first\nthen more'))).toBe('<p><em>Remote</em> first then more</p>');
  });

  it('keeps a single line break inside a paragraph and ignores blank input', () => {
    expect(toHtml(parseMarkdown('one\ntwo\r\n\r\n\n  \nthree'))).toBe('<p>one two</p><p>three</p>');
    expect(parseMarkdown('   \n\n')).toEqual([]);
  });

  it('escapes quotes in link targets', () => {
    expect(toHtml(parseMarkdown('[x](https://a.test/"onmouseover=")'))).toBe(
      '<p><a href="https://a.test/&#34;onmouseover=&#34;">x</a></p>',
    );
  });
});
