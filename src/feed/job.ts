// One job for a detail view on the host site: the list item's facts plus its
// description and requirements. (The form is the apply frame's business.)
import { str } from '../lib/json.ts';
import { FeedError } from './errors.ts';
import { getJson, type GetOptions } from './http.ts';
import { parseJob, type FeedCtx } from './parse.ts';
import { apiUrl } from './paths.ts';
import type { JobSummary } from './types.ts';

export interface JobPage extends JobSummary {
  description: string | null;
  requirements: string[] | null;
}

/** The job, or null when it is not open (404): the widget then says so over the list. */
export async function fetchJob(jobsOrigin: string, slug: string, publicId: string, opts: GetOptions = {}): Promise<JobPage | null> {
  // paths.ts jobApiUrl's address, written out here: terser cannot inline that call (it writes an IIFE), and
  // embed.js is held to its budget.
  const url = `${apiUrl(jobsOrigin, slug)}/jobs/${encodeURIComponent(publicId)}`;
  try {
    const job = parseJobPage((await getJson(url, opts)).body, { jobsOrigin, slug });
    if (!job) throw new FeedError('MALFORMED');
    return job;
  } catch (e) {
    // Only a FeedError carries a string code (an AbortError's is a number).
    if ((e as FeedError).code === 'NOT_FOUND') return null;
    throw e;
  }
}

/** The answer of GET …/jobs/{publicId} (also read by the board pages' server, src/prerender): null when unusable. */
export function parseJobPage(body: unknown, ctx: FeedCtx): JobPage | null {
  const job = parseJob(body, ctx);
  if (!job) return null;
  // parseJob took it: an object.
  const { description, requirements } = body as Record<string, unknown>;
  return {
    ...job,
    description: str(description),
    requirements: Array.isArray(requirements) ? requirements.filter((r): r is string => typeof r === 'string') : null,
  };
}
