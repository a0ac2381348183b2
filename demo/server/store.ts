// The jobs host's data: in memory, seeded from demo/fixtures. Records keep the
// service's internal fields (id, status, applicationCount, …) on purpose, so the
// public projections (public-shapes.ts) are what keeps them out of the feed.
import { createHash } from 'node:crypto';
import { isOrgSlug } from '../../src/feed/paths.ts';
import { fixtures as defaultFixtures } from '../fixtures/index.ts';
import type { JobSeed, OrgFixture, ReferralState } from '../fixtures/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredOrg {
  id: string;
  slug: string;
  name: string;
  about: string | null;
  brandColor: string | null;
  logo: string | null;
  captchaSiteKey: string | null;
}

/** A seeded job as the service keeps it: the seed's fields plus the internal ones. */
export interface StoredJob extends Omit<JobSeed, 'publishedDaysAgo'> {
  id: string;
  orgSlug: string;
  interviewPlan: { rounds: { id: string; name: string; durationMinutes: number }[] } | null;
  applicationCount: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoredReferral {
  token: string;
  orgSlug: string;
  jobPublicId: string;
  candidateName: string;
  referrerName: string;
  state: ReferralState;
  expiresAt: number;
}

export interface Store {
  /** Every referral back to its seeded state (the demo's reset: one test's spent invite is not the next one's). */
  resetReferrals(): void;
  orgs(): StoredOrg[];
  /** The org, unless the slug is unknown or reserved. */
  org(slug: string): StoredOrg | undefined;
  /** Published jobs, newest `publishedAt` first. */
  publishedJobs(slug: string): StoredJob[];
  /** One job, only while it is published. */
  publishedJob(slug: string, publicId: string): StoredJob | undefined;
  /** A usable referral (valid state, not expired, job still open), with its job. */
  referral(slug: string, token: string, now: number): { referral: StoredReferral; job: StoredJob } | undefined;
  /** Spends a usable referral on the application just received; false when it was not usable. */
  spendReferral(slug: string, token: string, now: number): boolean;
  /**
   * Declines a usable referral. Idempotent: true also for one already declined
   * that has not expired; false for unknown, spent and expired tokens.
   */
  declineReferral(slug: string, token: string, now: number): boolean;
}

/** A stable UUID-shaped id, so internal ids do not change between restarts. */
function stableId(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

class MemoryStore implements Store {
  readonly #orgs = new Map<string, StoredOrg>();
  readonly #jobs = new Map<string, StoredJob[]>();
  readonly #referrals = new Map<string, StoredReferral>();
  readonly #seededStates = new Map<string, StoredReferral['state']>();

  constructor(seed: readonly OrgFixture[], baseTime: number) {
    for (const { org, jobs, referrals } of seed) {
      if (!isOrgSlug(org.slug)) throw new Error(`bad demo org slug: ${org.slug}`);
      this.#orgs.set(org.slug, { id: stableId(`org:${org.slug}`), ...org });
      this.#jobs.set(
        org.slug,
        jobs.map((job) => {
          const publishedMs = job.publishedDaysAgo === null ? null : baseTime - job.publishedDaysAgo * DAY_MS;
          const createdMs = (publishedMs ?? baseTime) - 3 * DAY_MS;
          const { publishedDaysAgo: _days, ...rest } = job;
          return {
            ...rest,
            id: stableId(`job:${org.slug}:${job.publicId}`),
            orgSlug: org.slug,
            interviewPlan: { rounds: [{ id: 'intro', name: 'Intro call', durationMinutes: 30 }] },
            applicationCount: (job.publicId.charCodeAt(4) || 0) % 40,
            publishedAt: publishedMs === null ? null : iso(publishedMs),
            createdAt: iso(createdMs),
            updatedAt: iso(publishedMs ?? createdMs),
          };
        }),
      );
      for (const r of referrals) {
        this.#referrals.set(`${org.slug}/${r.token}`, {
          token: r.token,
          orgSlug: org.slug,
          jobPublicId: r.jobPublicId,
          candidateName: r.candidateName,
          referrerName: r.referrerName,
          state: r.state,
          expiresAt: baseTime + r.expiresInDays * DAY_MS,
        });
        this.#seededStates.set(`${org.slug}/${r.token}`, r.state);
      }
    }
  }

  resetReferrals(): void {
    for (const [key, state] of this.#seededStates) {
      const r = this.#referrals.get(key);
      if (r) r.state = state;
    }
  }

  orgs(): StoredOrg[] {
    return [...this.#orgs.values()];
  }

  org(slug: string): StoredOrg | undefined {
    return !isOrgSlug(slug) ? undefined : this.#orgs.get(slug);
  }

  publishedJobs(slug: string): StoredJob[] {
    if (!this.org(slug)) return [];
    const published = (this.#jobs.get(slug) ?? []).filter((j) => j.status === 'published');
    // ISO strings of one format sort as dates; ties fall back to the publicId so the order is stable.
    return published.sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.publicId.localeCompare(b.publicId));
  }

  publishedJob(slug: string, publicId: string): StoredJob | undefined {
    if (!this.org(slug)) return undefined;
    return this.#jobs.get(slug)?.find((j) => j.publicId === publicId && j.status === 'published');
  }

  referral(slug: string, token: string, now: number): { referral: StoredReferral; job: StoredJob } | undefined {
    const referral = this.#referrals.get(`${slug}/${token}`);
    if (!referral || referral.state !== 'valid' || referral.expiresAt <= now) return undefined;
    const job = this.publishedJob(slug, referral.jobPublicId);
    return job ? { referral, job } : undefined;
  }

  spendReferral(slug: string, token: string, now: number): boolean {
    const found = this.referral(slug, token, now);
    if (found) found.referral.state = 'spent';
    return !!found;
  }

  declineReferral(slug: string, token: string, now: number): boolean {
    const found = this.referral(slug, token, now);
    if (found) found.referral.state = 'declined';
    const stored = this.#referrals.get(`${slug}/${token}`);
    return !!found || (stored?.state === 'declined' && stored.expiresAt > now);
  }
}

/**
 * A store seeded from fixtures. `baseTime` is the moment the seed's "days ago"
 * count from, rounded down to the minute so two stores built in one test agree.
 */
export function createStore(opts: { baseTime: number; fixtures?: readonly OrgFixture[] }): Store {
  const base = Math.floor(opts.baseTime / 60_000) * 60_000;
  return new MemoryStore(opts.fixtures ?? defaultFixtures, base);
}
