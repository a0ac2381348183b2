// Projections of stored records onto the public shapes of CONTRACT.md. Each one
// names every public property explicitly: nothing stored is ever spread into the
// feed, so internal fields cannot leak by accident.
import {
  DEFAULT_FORM,
  type Captcha,
  type JobDetail,
  type JobForm,
  type JobSummary,
  type OrgHeader,
  type ReferralInvite,
} from '../../src/feed/types.ts';
import type { StoredJob, StoredOrg, StoredReferral } from './store.ts';

export { DEFAULT_FORM };

/** A stored logo is an absolute URL or a path on this host. */
export function logoUrl(org: StoredOrg, origin: string): string | null {
  if (org.logo === null) return null;
  return org.logo.startsWith('/') ? `${origin}${org.logo}` : org.logo;
}

export function careersUrl(org: StoredOrg, origin: string): string {
  return `${origin}/${org.slug}`;
}

export function jobUrl(org: StoredOrg, job: StoredJob, origin: string): string {
  return `${origin}/${org.slug}/${encodeURIComponent(job.publicId)}`;
}

export function orgHeader(org: StoredOrg, origin: string): OrgHeader {
  return {
    name: org.name,
    slug: org.slug,
    logoUrl: logoUrl(org, origin),
    about: org.about,
    brandColor: org.brandColor,
    careersUrl: careersUrl(org, origin),
  };
}

export function jobSummary(org: StoredOrg, job: StoredJob, origin: string): JobSummary {
  return {
    publicId: job.publicId,
    title: job.title,
    department: job.department,
    location: job.location,
    employmentType: job.employmentType,
    shortDescription: job.shortDescription,
    compensation: job.compensation,
    publishedAt: job.publishedAt,
    url: jobUrl(org, job, origin),
  };
}

function copyForm(form: JobForm): JobForm {
  // A deep copy, so a caller mutating an answer can never change the store.
  return structuredClone(form);
}

export function jobDetail(org: StoredOrg, job: StoredJob, origin: string): JobDetail {
  const captcha: Captcha | null = org.captchaSiteKey ? { provider: 'turnstile', siteKey: org.captchaSiteKey } : null;
  return {
    ...jobSummary(org, job, origin),
    description: job.description,
    requirements: job.requirements ? [...job.requirements] : null,
    form: copyForm(job.form ?? DEFAULT_FORM),
    org: { name: org.name, slug: org.slug, logoUrl: logoUrl(org, origin), brandColor: org.brandColor },
    captcha,
  };
}

export function referralInvite(referral: StoredReferral, job: StoredJob): ReferralInvite {
  return {
    candidateName: referral.candidateName,
    referrerName: referral.referrerName,
    job: { publicId: job.publicId, title: job.title },
  };
}
