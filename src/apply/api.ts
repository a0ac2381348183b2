// The frame's five requests, all to its own origin (the jobs host).
import { getJson } from '../feed/http.ts';
import { apiUrl, jobApiUrl } from '../feed/paths.ts';
import { postForm } from './submit.ts';

export interface ApiDeps {
  fetch?: typeof fetch;
  /** The jobs host's origin; the frame's own by default. */
  base?: string;
  /** For the GETs' retry backoff (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

export function createApi(org: string, job: string, deps: ApiDeps = {}) {
  const { fetch: f, sleep } = deps;
  const base = deps.base ?? location.origin;
  const root = apiUrl(base, org);
  const jobUrl = jobApiUrl(base, org, job);
  const get = async (url: string, signal?: AbortSignal): Promise<unknown> =>
    (await getJson(url, { signal, ...(f && { fetch: f }), ...(sleep && { sleep }) })).body;

  return {
    job: (signal?: AbortSignal) => get(jobUrl, signal),
    referral: (token: string, signal?: AbortSignal) => get(`${root}/referrals/${encodeURIComponent(token)}`, signal),
    /** Stages a résumé: the file as the part `file`, by convention. */
    stageResume(file: File, signal?: AbortSignal): Promise<unknown> {
      const fd = new FormData();
      fd.append('file', file, file.name);
      return postForm(`${jobUrl}/resume`, fd, { fetch: f, signal, timeoutMs: 60_000 });
    },
    // A 5 MB upload on a slow line takes a while: generous, but not forever.
    apply: (body: FormData) => postForm(`${jobUrl}/apply`, body, { fetch: f, timeoutMs: 120_000 }),
    declineReferral: (token: string) => postForm(`${root}/referrals/${encodeURIComponent(token)}/decline`, null, { fetch: f }),
  };
}

export type Api = ReturnType<typeof createApi>;
