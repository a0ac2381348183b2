// Demo controls of résumé staging, so the e2e tests can reach the states a
// candidate meets only by waiting: every staged key expired at once (the frame
// must then resend the file), and the upload limit's counts forgotten (so test
// runs do not use up each other's 10 uploads). Staging 429/500 are fault modes.
import { Hono, type Context } from 'hono';
import type { JobsEnv } from './env.ts';
import { jsonOk } from '../../src/server/errors.ts';
import type { SlidingWindowLimiter } from './rate-limit.ts';
import type { StagedResumes } from './staged-resumes.ts';

/** A plain HTML form (the control page) is sent back to the page; a script gets JSON. */
function answer(c: Context<JobsEnv>, body: unknown): Response {
  const fromForm = /^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '');
  return fromForm ? c.redirect('/__demo', 303) : jsonOk(body);
}

/** Mounted at /__demo. */
export function resumeControls({
  staged,
  uploads,
  now,
}: {
  staged: StagedResumes;
  uploads: SlidingWindowLimiter;
  now: () => number;
}): Hono<JobsEnv> {
  const routes = new Hono<JobsEnv>();
  // Unspent, unexpired keys with what they were staged for.
  routes.get('/resume-keys', () =>
    jsonOk(
      staged.list(now()).map((s) => ({
        key: s.key,
        org: s.orgSlug,
        job: s.jobPublicId,
        file: s.file,
        type: s.type,
        ...(s.textSkipped ? { textSkipped: s.textSkipped } : {}),
        stagedAt: new Date(s.stagedAt).toISOString(),
        expiresAt: new Date(s.expiresAt).toISOString(),
      })),
    ),
  );
  routes.post('/resume-keys/expire', (c) => answer(c, { expired: staged.expireAll() }));
  routes.delete('/upload-limit', (c) => {
    uploads.clear();
    return answer(c, { cleared: true });
  });
  // The control page's button (an HTML form cannot send DELETE).
  routes.post('/upload-limit/clear', (c) => {
    uploads.clear();
    return answer(c, { cleared: true });
  });
  return routes;
}
