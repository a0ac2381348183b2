// A container's config for component tests: the defaults parseConfig gives a
// bare `data-svc-jobs`, with what a test sets.
import { PAGE_SIZE, type Config } from '../../src/board/options.ts';

export function makeConfig(over: Partial<Config> = {}): Config {
  return {
    org: 'acme',
    applyInline: false,
    src: null,
    hrefPattern: null,
    emptyText: null,
    filters: null,
    presets: {},
    groupBy: null,
    pageSize: PAGE_SIZE,
    syncUrl: false,
    lang: null,
    store: true,
    ...over,
  };
}
