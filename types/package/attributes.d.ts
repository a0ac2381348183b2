// The board's attributes as component props: the container's attribute list
// (src/snippet/snippet.ts ATTRIBUTE_ORDER, which test/package/types.test.ts
// holds this list to), each less `data-` and in camelCase.

/** The container's attributes a component takes, as the snippet writes them (data-svc-jobs is `org`). */
export type BoardAttribute =
  | 'data-apply'
  | 'data-src'
  | 'data-href-pattern'
  | 'data-empty'
  | 'data-filters'
  | 'data-department'
  | 'data-location'
  | 'data-type'
  | 'data-group-by'
  | 'data-page-size'
  | 'data-sync-url'
  | 'data-lang'
  | 'data-storage';

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;

/** `data-href-pattern` → `hrefPattern`. */
export type BoardProp<A extends BoardAttribute = BoardAttribute> = A extends `data-${infer R}` ? Camel<R> : never;

/** A component's props: the org, the jobs host, and the board's attributes. */
export type SvcJobsBoardProps = {
  /** Your org slug (data-svc-jobs). */
  org: string;
  /** {jobs_url}, the jobs host embed.js and the feed come from, e.g. https://jobs.example. */
  jobsUrl: string;
} & {
  [P in BoardProp]?: P extends 'syncUrl' ? boolean : P extends 'pageSize' ? number | `${number}` : string;
};
