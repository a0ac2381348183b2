// svc-jobs/server: the jobs host's rendered parts as one fetch handler
// (handler.ts), its feed source, and the platform's cache in front (edge-cache.ts).
export { createJobsHandler, isRenderedPath, type JobsHandler, type JobsHandlerOptions } from './handler.ts';
export { apiFeedSource, type ApiFeedSourceOptions, type FeedSource } from './feed-source.ts';
export {
  cachedJobsHandler,
  edgeCacheKey,
  STALE_IF_ERROR_S,
  type CachedJobsHandler,
  type EdgeCacheOptions,
  type EdgeContext,
} from './edge-cache.ts';
export { LiveRenderCache, type LiveCacheOptions } from '../snippet/live-cache.ts';
// The live snippet's renderer, for a LiveRenderCache of other limits (`cache` of createJobsHandler).
export { liveSnippet } from '../prerender/live-snippet.ts';
