// The light Markdown of job descriptions: blank-line paragraphs,
// `- `/`* `/`1. ` lists, **bold**, *italic*, [text](https://…), `## headings`.
// Never HTML: a `<tag>` stays text. One parse, two outputs: Preact nodes for
// the board, escaped HTML for JSON-LD.
import { h, type ComponentChildren } from 'preact';
import { escapeHtml } from '../lib/html.ts';

/** Text, or an element with its children (list items are elements too); `href` only on links. */
type MdNode = string | { tag: string; href?: string; kids: MdNode[] };
export type Block = { tag: 'p' | 'h3' | 'h4' | 'ul' | 'ol'; kids: MdNode[] };

const ITEM = /^(?:[-*]|\d+\.)\s+/;

/** **bold**, *italic*, [text](https://…) in one line of text. */
const inline = (text: string): MdNode[] =>
  text
    .split(/\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/)
    .map((s, i, p): MdNode => {
      // split keeps the groups: a text, then per match bold, italic, link text,
      // link target (undefined when not in the match), then a text again.
      const group = i % 5;
      if (!group) return s;
      // A match becomes one node at its first group; its other groups none.
      if (group > 1) return '';
      if (s) return { tag: 'strong', kids: inline(s) };
      const italic = p[i + 1];
      if (italic) return { tag: 'em', kids: inline(italic) };
      return { tag: 'a', href: p[i + 3], kids: inline(p[i + 2] ?? '') };
    })
    // Empty texts and the unused groups.
    .filter((n) => n);

export const parseMarkdown = (text: string): Block[] =>
  text
    .replace(/\r\n?/g, '\n')
    // A heading is a block of its own, and a list begins one, blank line before them or not
    // ("## You will" then "- Answer…" on the next line is how most descriptions are written).
    .replace(/^[ \t]*#{1,6}[ \t].*$/gm, '\n$&\n')
    .replace(/^(?![ \t]*(?:[-*]|\d+\.)[ \t]).*\S.*\n(?=[ \t]*(?:[-*]|\d+\.)[ \t])/gm, '$&\n')
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    // A blank chunk makes no block.
    .filter((lines): lines is [string, ...string[]] => !!lines[0])
    .map((lines): Block => {
      const first = lines[0];
      // "## Title": no marks, no heading.
      const [, marks = '', title = ''] = /^(#{1,6})\s+(.*)$/.exec(first) ?? [];
      return marks && !lines[1]
        ? { tag: marks.length < 3 ? 'h3' : 'h4', kids: inline(title) }
        : lines.every((l) => ITEM.test(l))
          ? { tag: /^\d/.test(first) ? 'ol' : 'ul', kids: lines.map((l) => ({ tag: 'li', kids: inline(l.replace(ITEM, '')) })) }
          : { tag: 'p', kids: inline(lines.join(' ')) };
    });

/** Walks the parsed tree for either output: `el` makes an element, `text` a text. */
const walk = <T>(nodes: MdNode[], el: (tag: string, href: string | undefined, kids: T[]) => T, text: (s: string) => T): T[] =>
  nodes.map((n) => (typeof n === 'string' ? text(n) : el(n.tag, n.href, walk(n.kids, el, text))));

export const toNodes = (blocks: Block[]): ComponentChildren =>
  walk<ComponentChildren>(
    blocks,
    (tag, href, kids) => h(tag, href ? { href, rel: 'nofollow noopener' } : null, kids),
    (s) => s,
  );

/** Escaped HTML (a string for JSON-LD, never put into the page's DOM). */
export const toHtml = (blocks: Block[]): string =>
  walk<string>(
    blocks,
    (tag, href, kids) => `<${tag}${href ? ` href="${escapeHtml(href)}"` : ''}>${kids.join('')}</${tag}>`,
    escapeHtml,
  ).join('');
