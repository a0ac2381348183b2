// The three public writes of CONTRACT.md: staging a résumé, applying, and
// declining a referral. Same-origin only (same-origin.ts refuses other Origins;
// nothing here adds a CORS header). Unknown orgs, and jobs that are not open,
// answer 404 before any other check.
import { Hono, type Context } from 'hono';
import type { ValidationIssue } from '../../src/feed/types.ts';
import { checkAnswers, checkPartNames, singleText } from './application-check.ts';
import { checkFiles } from './application-files.ts';
import type { ReceivedApplications } from './applications.ts';
import { checkAttribution } from './attribution.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { clientAddress } from './client-address.ts';
import type { JobsEnv } from './env.ts';
import { apiError, jsonOk } from '../../src/server/errors.ts';
import { sleep, type FaultBoard } from './faults.ts';
import { groupParts, isFilePart, readParts, storedPart } from './multipart.ts';
import { DEFAULT_FORM } from './public-shapes.ts';
import type { SlidingWindowLimiter } from './rate-limit.ts';
import { checkResumeFile, fileMeta } from './resume-file.ts';
import { suggestFromText, SUGGEST_WINDOW } from './resume-suggest.ts';
import { sharedResumePool, type ResumeReader } from './resume-pool.ts';
import type { StagedResumes } from './staged-resumes.ts';
import type { Store, StoredJob, StoredOrg } from './store.ts';

export interface PublicWritesDeps {
  store: Store;
  faults: FaultBoard;
  now: () => number;
  staged: StagedResumes;
  uploads: SlidingWindowLimiter;
  applications: ReceivedApplications;
  captcha: CaptchaVerifier;
  /** The request header believed as the client's address (tests only; see client-address.ts). */
  clientAddressHeader: string | null;
  /** Reads a résumé's text for `suggested` (default: the worker of resume-pool.ts, under its caps). */
  readResume?: ResumeReader;
}

const NOT_MULTIPART: ValidationIssue = { path: [], message: 'Send multipart/form-data' };
const CAPTCHA_MESSAGE = 'Complete the security check';

function openJob(c: Context<JobsEnv>, store: Store): { org: StoredOrg; job: StoredJob } | undefined {
  const org = store.org(c.req.param('org') ?? '');
  const job = org && store.publishedJob(org.slug, c.req.param('publicId') ?? '');
  return org && job ? { org, job } : undefined;
}

/** Mounted at the public prefix, beside the public GETs. */
export function publicWrites(deps: PublicWritesDeps): Hono<JobsEnv> {
  const { store, faults, now, staged, uploads, applications, captcha } = deps;
  const api = new Hono<JobsEnv>();

  api.post('/:org/jobs/:publicId/resume', async (c) => {
    const open = openJob(c, store);
    if (!open) return apiError({ code: 'NOT_FOUND' });
    const fault = faults.get(open.org.slug);
    if (fault?.mode === 'resume-429') return apiError({ code: 'RATE_LIMITED', retryAfterSeconds: fault.delayMs / 1000 });
    if (fault?.mode === 'resume-500') return apiError({ code: 'INTERNAL', message: 'Demo fault: resume-500' });

    // The process's résumé worker starts on its first upload (not with the app: most apps never see one), and loads while the body is read.
    const readResume = deps.readResume ?? sharedResumePool().warmed();
    const hit = uploads.hit(clientAddress(c, deps.clientAddressHeader), now());
    if (!hit.ok) return apiError({ code: 'RATE_LIMITED', retryAfterSeconds: hit.retryAfterMs / 1000 });

    const parts = await readParts(c);
    if (!parts) return apiError({ code: 'VALIDATION', issues: [NOT_MULTIPART] });
    const files = parts.filter(isFilePart);
    const [only] = files;
    if (files.length !== 1 || !only) {
      const message = files.length ? 'Send one file at a time' : 'Choose a file to upload';
      return apiError({ code: 'VALIDATION', issues: [{ path: ['file'], message }] });
    }
    const file = only.file;
    const checked = await checkResumeFile(file);
    if (!checked.ok) return apiError({ code: 'VALIDATION', issues: [{ path: ['file'], message: checked.message }] });

    // Over a cap the file is staged all the same, with nothing suggested; the reason is kept with the key.
    const read = await readResume(checked.bytes, checked.type, SUGGEST_WINDOW);
    const suggested = 'text' in read ? suggestFromText(read.text) : {};
    const textSkipped = 'skipped' in read ? { textSkipped: read.skipped } : {};
    const { key } = staged.stage(
      { orgSlug: open.org.slug, jobPublicId: open.job.publicId, file: fileMeta(file), type: checked.type, suggested, ...textSkipped },
      now(),
    );
    return jsonOk({ key, suggested });
  });

  api.post('/:org/jobs/:publicId/apply', async (c) => {
    const open = openJob(c, store);
    if (!open) return apiError({ code: 'NOT_FOUND' });
    const { org, job } = open;
    // Demo fault: a slow network or server holds the application before it is read.
    const fault = faults.get(org.slug);
    if (fault?.mode === 'apply-slow' && !(await sleep(fault.delayMs, c.req.raw.signal))) return new Response(null, { status: 499 });
    const parts = await readParts(c);
    if (!parts) return apiError({ code: 'VALIDATION', issues: [NOT_MULTIPART] });
    const byName = groupParts(parts);
    const form = job.form ?? DEFAULT_FORM;

    const issues = [...checkPartNames(form, byName), ...checkAnswers(form, byName)];
    const files = await checkFiles({ form, parts: byName, staged, orgSlug: org.slug, jobPublicId: job.publicId, now: now() });
    issues.push(...files.issues);
    const attr = checkAttribution(byName, (token) => store.referral(org.slug, token, now())?.referral);
    issues.push(...attr.issues);
    if (org.captchaSiteKey) {
      const token = singleText(byName, 'turnstileToken');
      if ('issue' in token) issues.push(token.issue);
      else if (token.value === null || !(await captcha.verify(token.value, org.captchaSiteKey))) {
        issues.push({ path: ['turnstileToken'], message: CAPTCHA_MESSAGE });
      }
    }
    // Another application may have spent the key or the referral while this one was being read.
    if (files.claim && staged.peek(files.claim.key, org.slug, job.publicId, now()) !== files.claim) {
      issues.push({ path: ['resumeKey'], message: 'This résumé upload was already used: send the file again' });
    }
    if (attr.referral && !store.referral(org.slug, attr.referral.token, now())) {
      issues.push({ path: ['ref'], message: 'This referral link was already used' });
    }
    if (issues.length) return apiError({ code: 'VALIDATION', issues });

    if (files.claim) staged.spend(files.claim.key);
    if (attr.referral) store.spendReferral(org.slug, attr.referral.token, now());
    applications.add({
      org: org.slug,
      job: { publicId: job.publicId, title: job.title },
      receivedAt: new Date(now()).toISOString(),
      parts: parts.map(storedPart),
      resume: files.resume,
      attribution: attr.attribution,
    });
    return jsonOk({ received: true }, 201);
  });

  api.post('/:org/referrals/:token/decline', (c) => {
    const org = store.org(c.req.param('org'));
    // Unknown, spent and expired tokens share the referral GET's one 404.
    if (!org || !store.declineReferral(org.slug, c.req.param('token'), now())) return apiError({ code: 'NOT_FOUND' });
    return jsonOk({ declined: true });
  });

  return api;
}
