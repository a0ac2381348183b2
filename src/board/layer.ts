// The structured-data layer (dist/embed/structured-data.js, src/structured-data/layer.ts),
// imported on demand where one job is shown: from {jobs_url}/embed/, the CSP source
// embed.js already has, as a module (no Trusted Types sink, no global). Loaded once
// a page; a failed load warns once and resolves to nothing: the widget's own JSON-LD stays.
import { warn } from '../log.ts';
import type * as Layer from '../structured-data/layer.ts';

let layer: Promise<typeof Layer | void> | undefined;

export const structuredData = (jobsOrigin: string): Promise<typeof Layer | void> =>
  (layer ??= (import(/* @vite-ignore */ `${jobsOrigin}/embed/structured-data.js?v=3`) as Promise<typeof Layer>).catch((e: unknown) =>
    warn('structured data not loaded', e),
  ));
