// GET …/jobs/{publicId} → what the frame needs of it. Only `title` is required;
// a missing or broken form falls back to the contract's default form.
import { FeedError } from '../feed/errors.ts';
import type { Captcha } from '../feed/types.ts';
import { isObj, str } from '../lib/json.ts';
import { readControls, type Control } from './controls.ts';

export interface ApplyJob {
  publicId: string;
  title: string;
  orgName: string;
  orgSlug: string;
  brandColor: string | null;
  captcha: Captcha | null;
  controls: Control[];
}

function readCaptcha(v: unknown): Captcha | null {
  if (!isObj(v) || v.provider !== 'turnstile') return null;
  const siteKey = str(v.siteKey);
  return siteKey ? { provider: 'turnstile', siteKey } : null;
}

/** Throws a MALFORMED FeedError when `body` is not a job. */
export function readJob(body: unknown, asked: { org: string; job: string }): ApplyJob {
  const title = isObj(body) ? str(body.title) : null;
  if (!isObj(body) || !title) throw new FeedError('MALFORMED');
  const org = isObj(body.org) ? body.org : {};
  // An empty string is no value here: it falls back like a missing one (`||`, not `??`).
  return {
    publicId: str(body.publicId) || asked.job,
    title,
    orgName: str(org.name) || asked.org,
    orgSlug: str(org.slug) || asked.org,
    brandColor: str(org.brandColor) || null,
    captcha: readCaptcha(body.captcha),
    controls: readControls(body.form),
  };
}
