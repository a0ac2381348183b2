// The light Markdown of job descriptions (CONTRACT.md): blank-line paragraphs,
// `- `/`* `/`1. ` lists, **bold**, *italic*, [text](https://…), `## headings`.
// Never HTML: a `<tag>` stays text. One parse, two outputs: Preact nodes for
// the board, escaped HTML for JSON-LD.
import { h, type ComponentChildren } from 'preact';

type Inline = string | { tag: 'strong' | 'em'; kids: Inline[] } | { tag: 'a'; href: string; kids: Inline[] };
export type Block = { tag: 'p' | 'h3' | 'h4'; kids: Inline[] } | { tag: 'ul' | 'ol'; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
const ITEM = /^(?:[-*]|\d+\.)\s+/;

function inline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push({ tag: 'strong', kids: inline(m[1]) });
    else if (m[2] !== undefined) out.push({ tag: 'em', kids: inline(m[2]) });
    else out.push({ tag: 'a', href: m[4]!, kids: inline(m[3]!) });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean);
    const first = lines[0];
    if (!first) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      blocks.push({ tag: heading[1]!.length <= 2 ? 'h3' : 'h4', kids: inline(heading[2]!) });
    } else if (lines.every((l) => ITEM.test(l))) {
      blocks.push({ tag: /^\d/.test(first) ? 'ol' : 'ul', items: lines.map((l) => inline(l.replace(ITEM, ''))) });
    } else {
      blocks.push({ tag: 'p', kids: inline(lines.join(' ')) });
    }
  }
  return blocks;
}

/** Walks the parsed tree once for either output: `el` makes an element, `text` a text. */
function walk<T>(blocks: Block[], el: (tag: string, href: string | null, kids: T[]) => T, text: (s: string) => T): T[] {
  const inl = (i: Inline): T => (typeof i === 'string' ? text(i) : el(i.tag, i.tag === 'a' ? i.href : null, i.kids.map(inl)));
  return blocks.map((b) =>
    'items' in b ? el(b.tag, null, b.items.map((item) => el('li', null, item.map(inl)))) : el(b.tag, null, b.kids.map(inl)),
  );
}

export function toNodes(blocks: Block[]): ComponentChildren {
  return walk<ComponentChildren>(blocks, (tag, href, kids) => h(tag, href ? { href, rel: 'nofollow noopener' } : null, kids), (s) => s);
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escaped HTML (a string for JSON-LD, never put into the page's DOM). */
export function toHtml(blocks: Block[]): string {
  return walk<string>(
    blocks,
    (tag, href, kids) => `<${tag}${href ? ` href="${escapeHtml(href)}"` : ''}>${kids.join('')}</${tag}>`,
    escapeHtml,
  ).join('');
}
