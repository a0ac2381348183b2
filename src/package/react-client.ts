// svc-jobs/react in the browser and in plain SSR (the build marks this module
// 'use client'): the container, with the board written ahead as its content
// when `html` carries it, else its fallback (the children), made live after
// hydration. React renders the container's content once: the parser's (the
// server's HTML) or this first render's, then embed.js's, which swaps the board
// in for the fallback.
import { createElement, Fragment, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { NotProps, SvcJobsBoardProps } from './types.ts';

export type { SvcJobsBoardProps };
import { adopt, setAhead } from './browser.ts';
import { containerOf } from './props.ts';
import { feedHints } from '../snippet/snippet.ts';

// Before paint on the client (a template attached late would show a frame without the board); nothing on the server.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const never = (): (() => void) => () => {};

function Container(props: { attributes: Record<string, string>; html: string; fallback: ReactNode; jobsUrl: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // True while rendering on the server and hydrating its HTML (React reads the server snapshot then), false on a client render.
  const fromServer = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  // How this container was first rendered, kept: React writes its content at most once, then it is embed.js's.
  const [content] = useState(() => (fromServer && props.html ? { __html: props.html } : null));
  // The fallback as first given, the same element on every render: React never patches it after embed.js took it.
  const [fallback] = useState(() => (props.html ? null : props.fallback));
  useBeforePaint(() => {
    const el = ref.current;
    if (!el) return;
    // A client render (client navigation): the board set here, where its shadow root is attached as the parser does.
    if (!content && props.html) setAhead(el, props.html);
    return adopt(el, props.jobsUrl);
  }, [props.jobsUrl]);
  // suppressHydrationWarning: the parser moved the server's <template shadowrootmode> into a shadow root, so the
  // container's markup is not the string React would compare it with; the content is the same board.
  return createElement(
    'div',
    { ref, ...props.attributes, ...(content ? { dangerouslySetInnerHTML: content, suppressHydrationWarning: true } : {}) },
    content ? undefined : fallback,
  );
}

/**
 * <SvcJobsBoard>'s props: the org, the jobs host and the board's options (a
 * wrong name or value is a type error), and the container's fallback: the
 * children, shown until embed.js swaps the board in, and written by the server
 * when the feed cannot be read and nothing is kept.
 */
export type SvcJobsBoardReactProps = SvcJobsBoardProps & NotProps & { children?: ReactNode };

/** The board, made live in the browser: embed.js fills the container (server components write it ahead: react-server.ts). */
export function SvcJobsBoard(props: SvcJobsBoardReactProps): ReactNode {
  return board(props, '');
}

/**
 * The board with its content written ahead by the server half (react-server.ts): the only caller that hands it markup.
 * @internal
 */
export function SvcJobsBoardWritten(props: SvcJobsBoardReactProps & { html: string }): ReactNode {
  return board(props, props.html);
}

function board(props: SvcJobsBoardReactProps, html: string): ReactNode {
  const attributes = containerOf(props);
  // The snippet's feed hint, so the feed is on its way while embed.js is: React 19 hoists each link into the head.
  const hints = feedHints(props.jobsUrl, props.org).map((href) =>
    createElement('link', { key: href, rel: 'preload', as: 'fetch', href, crossOrigin: '' }),
  );
  // Other attributes are another board: a container of its own (the old one unmounted), never a rewrite of this one.
  const container = createElement(Container, {
    key: JSON.stringify(attributes),
    attributes,
    html,
    fallback: props.children,
    jobsUrl: props.jobsUrl,
  });
  return createElement(Fragment, null, hints, container);
}
