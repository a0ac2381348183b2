// <SvcJobsBoard> for Vue 3, made for both sides: vue-server.ts gives it the
// writer of the board written ahead (Node only: the feed and the renderer),
// vue.ts none, so a browser bundle carries neither. The container's content is
// rendered once, never patched (Vue does not hydrate a set markup), then is embed.js's.
import { defineComponent, h, onBeforeUnmount, onMounted, onServerPrefetch, ref, type DefineComponent, type PropType } from 'vue';
import { OPTION_NAMES } from '../board/options.ts';
import { adopt, setAhead } from './browser.ts';
import { containerOf, knownProps, propName } from './props.ts';
import type { SvcJobsBoardProps } from './types.ts';

/** Writes the board ahead for a board's props (null: it could not; embed.js fills the container). */
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
      jobsUrl: { type: String, required: true },
    },
    setup(props) {
      const el = ref<HTMLElement | null>(null);
      let release: (() => void) | null = null;
      onMounted(() => {
        const container = el.value;
        if (!container) return;
        // A client render of a board written ahead (none when hydrating: the server's content is there, attached by the parser).
        if (props.html && !container.firstChild) setAhead(container, props.html);
        release = adopt(container, props.jobsUrl);
      });
      onBeforeUnmount(() => release?.());
      const html = onServer ? props.html : null;
      return () => h('div', { ref: el, ...props.attributes, ...(html ? { innerHTML: html } : {}) });
    },
  });

const OPTION_PROPS = OPTION_NAMES.map(propName);

export function defineBoard(writeAhead: WriteAhead | null): SvcJobsBoardComponent {
  const Container = defineContainer(writeAhead !== null);
  return defineComponent({
    name: 'SvcJobsBoard',
    // An unknown attribute is warned about and left out, never passed through onto the container.
    inheritAttrs: false,
    props: {
      org: { type: String, required: true },
      jobsUrl: { type: String, required: true },
      ...Object.fromEntries(OPTION_PROPS.map((name) => [name, { type: null, default: undefined }])),
    },
    setup(props, { attrs }) {
      const board = (): SvcJobsBoardProps & Record<string, unknown> => ({ ...attrs, ...props });
      const html = ref<string | null>(null);
      onServerPrefetch(async () => {
        if (html.value === null && writeAhead) html.value = await writeAhead(knownProps(board()));
      });
      return () => {
        const attributes = containerOf(board());
        // Other attributes are another board: a container of its own, never a rewrite of this one.
        return h(Container, { key: JSON.stringify(attributes), attributes, html: html.value, jobsUrl: props.jobsUrl });
      };
    },
  });
}
