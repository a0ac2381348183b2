// The board's stylesheet for Node callers of the renderer (scripts/snippet.ts,
// the demo host): the same file embed.js adopts, read once. The builder page
// imports it through Vite instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactCss } from './style.ts';

let css: string | undefined;

export const boardCss = (): string =>
  (css ??= compactCss(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../board/board.css'), 'utf8')));
