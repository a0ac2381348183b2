// <SvcJobsBoard> for Vue 3, made for both sides: vue-server.ts gives it the
// writer of the board written ahead (Node only: the feed and the renderer),
// vue.ts none, so a browser bundle carries neither. The container's content is
// rendered once, by the server, never patched (the browser's vnode has no
// children, so hydration keeps the server's), then is embed.js's: the board, or
// when the feed could not be read and nothing is kept, the fallback (the
// default slot, else a link to the board page). A client-side route under
// <Suspense> (Nuxt's pages, or a RouterView in one) waits for the live snippet
// instead, so its first frame shows the board written ahead too (or, when the
// jobs host fails, the same fallback).
import {
  defineComponent,
  getCurrentInstance,
  h,
  onBeforeUnmount,
  onMounted,
  onServerPrefetch,
  ref,
  type DefineComponent,
  type PropType,
} from 'vue';
import { OPTION_NAMES } from '../board/options.ts';
import { boardLinkHtml, feedHints } from '../snippet/snippet.ts';
import { liveSnippetUrl } from '../snippet/live.ts';
import { adopt, fetchSnippet, setAhead, setFromSnippet } from './browser.ts';
import { containerOf, knownProps, propName } from './props.ts';
import type { SvcJobsBoardProps } from './types.ts';

/** Writes the board ahead for a board's props (null: it could not, and nothing is kept; the fallback is written). */
export type WriteAhead = (props: SvcJobsBoardProps) => Promise<string | null>;

/** <SvcJobsBoard> in Vue: its props are the org, the jobs host and the board's options (kebab-case in templates). */
export type SvcJobsBoardComponent = DefineComponent<SvcJobsBoardProps>;

/** A server renders the container's content; a browser never does (hydration keeps the server's, a client render sets it). */
const defineContainer = (onServer: boolean) =>
  defineComponent({
    name: 'SvcJobsContainer',
    props: {
      attributes: { type: Object as PropType<Record<string, string>>, required: true },
      html: { type: String as PropType<string | null>, default: null },
      /** In the browser: the live snippet's answer for these attributes, fetched by a client-side route. */
      snippet: { type: String as PropType<string | null>, default: null },
      jobsUrl: { type: String, required: true },
    },
    setup(props, { slots }) {
      const el = ref<HTMLElement | null>(null);
      let release: (() => void) | null = null;
      onMounted(() => {
        const container = el.value;
        if (!container) return;
        // A client render of a board written ahead (none when hydrating: the server's content is there, attached by the parser).
        if (props.html && !container.firstChild) setAhead(container, props.html);
        else if (props.snippet && !container.firstChild) setFromSnippet(container, props.snippet);
        release = adopt(container, props.jobsUrl);
      });
      onBeforeUnmount(() => release?.());
      const html = onServer ? props.html : null;
      // The fallback slot, when the board's parent gives it: on the server when the feed failed, in the browser when a
      // route's live snippet did (never when hydrating: the browser's vnode has none, so hydration leaves the server's nodes).
      return () =>
        h('div', { ref: el, ...props.attributes, ...(html ? { innerHTML: html } : {}) }, props.html ? undefined : slots.default?.());
    },
  });

const OPTION_PROPS = OPTION_NAMES.map(propName);

/** A client-side route waits at most this long for the board written ahead (less if `timeout` is less), then shows the fallback. */
const ROUTE_WAIT_MS = 1000;

/**
 * Whether this render may hold its route: in the browser, inside <Suspense>, and
 * not a hydration (there the server's board is already in place; Vue gives a
 * hydrating component its element before setup runs). Vue types the boundary
 * as internal and has no public way to ask for it, so it is read with `in`:
 * where a Vue lacks it, the route never waits and the board comes live, as
 * without Suspense. Async setup outside a boundary would render nothing.
 */
function mayWait(): boolean {
  const instance = getCurrentInstance();
  if (!instance || instance.vnode.el !== null) return false;
  return 'suspense' in instance && Boolean(instance.suspense);
}

/** The live snippet's answer, and for which container attributes (another set of attributes is another board). */
interface Fetched {
  key: string;
  text: string;
}

export function defineBoard(writeAhead: WriteAhead | null): SvcJobsBoardComponent {
  const Container = defineContainer(writeAhead !== null);
  return defineComponent({
    name: 'SvcJobsBoard',
    // An unknown attribute is warned about and left out, never passed through onto the container.
    inheritAttrs: false,
    props: {
      org: { type: String, required: true },
      jobsUrl: { type: String, required: true },
      timeout: { type: Number, default: undefined },
      strict: { type: Boolean, default: false },
      ...Object.fromEntries(OPTION_PROPS.map((name) => [name, { type: null, default: undefined }])),
    },
    setup(props, { attrs, slots }) {
      const board = (): SvcJobsBoardProps & Record<string, unknown> => ({ ...attrs, ...props });
      const html = ref<string | null>(null);
      // The feed could not be read and nothing is kept: the container carries the fallback.
      const failed = ref(false);
      onServerPrefetch(async () => {
        if (html.value !== null || !writeAhead) return;
        const { timeout, strict } = props;
        // With strict, the error goes to Vue's error handling (app.config.errorHandler: Nuxt answers 500, a prerender
        // fails); a handler that lets the page render anyway still gets the fallback, never an empty box.
        const written = writeAhead({ ...knownProps(board()), ...(timeout === undefined ? {} : { timeout }), strict });
        failed.value = true; // until written: a strict error leaves the fallback
        html.value = await written;
        failed.value = html.value === null;
      });
      const render = (fetched: Fetched | null) => () => {
        const attributes = containerOf(board());
        const key = JSON.stringify(attributes);
        // The page's slot, written once as the fallback; without one, the link, as markup like the board.
        const fallback = failed.value ? slots.default : undefined;
        const content = failed.value && !fallback ? boardLinkHtml(props.jobsUrl, props.org) : html.value;
        const snippet = fetched?.key === key ? fetched.text : null;
        // The snippet's feed hint before the container, as the snippet writes it: the feed is on its way while embed.js is.
        const hints = feedHints(props.jobsUrl, props.org).map((href) =>
          h('link', { key: href, rel: 'preload', as: 'fetch', href, crossorigin: '' }),
        );
        // Other attributes are another board: a container of its own, never a rewrite of this one.
        const container = h(
          Container,
          { key, attributes, html: content, snippet, jobsUrl: props.jobsUrl },
          fallback ? { default: fallback } : undefined,
        );
        return [...hints, container];
      };
      if (writeAhead || !mayWait()) return render(null);
      // A client-side route under <Suspense>: it shows once the live snippet has answered (or the wait is over).
      const attributes = containerOf(board());
      const wait = Math.min(props.timeout ?? ROUTE_WAIT_MS, ROUTE_WAIT_MS);
      return fetchSnippet(liveSnippetUrl(props.jobsUrl, attributes), wait).then((text) => {
        // No board from the jobs host: the fallback, as on the server, never an empty box (embed.js swaps the board in if it can).
        failed.value = text === null;
        return render(text ? { key: JSON.stringify(attributes), text } : null);
      });
    },
  });
}
