// The header of a board page as the server writes it: the one definition
// (src/ui/page-header.ts) rendered to HTML, escaped as Preact escapes.
import { renderToString } from 'preact-render-to-string';
import { headerParts, type HeaderInput, type Part } from '../ui/page-header.ts';
import { h, Fragment, type VNode } from 'preact';

const vnode = ({ tag, attrs, children }: Part): VNode => h(tag, attrs, ...children.map((c) => (typeof c === 'string' ? c : vnode(c))));

export const pageHeader = (input: HeaderInput): string => renderToString(<>{headerParts(input).map(vnode)}</>);
