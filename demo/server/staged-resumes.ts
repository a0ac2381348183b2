// Staged résumés (API-SPEC.md, "States"): a file uploaded ahead of its
// application, known by a key `rk_…` that the first application claiming it
// spends. Unclaimed, it is gone after one hour. A key belongs to the org and
// job it was staged for and means nothing anywhere else.
import { randomBytes } from 'node:crypto';
import type { FileMeta, ResumeType } from './resume-file.ts';
import type { SkipReason } from './resume-limits.ts';
import type { Suggested } from './resume-suggest.ts';

export const STAGED_LIFETIME_MS = 60 * 60 * 1000;

export interface StagedResume {
  key: string;
  orgSlug: string;
  jobPublicId: string;
  file: FileMeta;
  type: ResumeType;
  suggested: Suggested;
  /** Why the text was not read (a cap of resume-limits.ts); absent when it was. */
  textSkipped?: SkipReason;
  stagedAt: number;
  expiresAt: number;
}

export type KeyProblem = 'unknown' | 'other-job';

export class StagedResumes {
  readonly #byKey = new Map<string, StagedResume>();

  stage(input: Omit<StagedResume, 'key' | 'stagedAt' | 'expiresAt'>, now: number): StagedResume {
    this.#purge(now);
    const staged: StagedResume = {
      ...input,
      key: `rk_${randomBytes(18).toString('base64url')}`,
      stagedAt: now,
      expiresAt: now + STAGED_LIFETIME_MS,
    };
    this.#byKey.set(staged.key, staged);
    return staged;
  }

  /**
   * The staged résumé `key` names for this org and job, without spending it
   * (an application refused for another reason keeps its key). Unknown, spent
   * and expired keys are all `unknown`.
   */
  peek(key: string, orgSlug: string, jobPublicId: string, now: number): StagedResume | KeyProblem {
    this.#purge(now);
    const staged = this.#byKey.get(key);
    if (!staged) return 'unknown';
    return staged.orgSlug === orgSlug && staged.jobPublicId === jobPublicId ? staged : 'other-job';
  }

  /** Spends a key: it becomes the résumé of the application just stored. */
  spend(key: string): void {
    this.#byKey.delete(key);
  }

  /** Unspent, unexpired keys, oldest first. */
  list(now: number): StagedResume[] {
    this.#purge(now);
    return [...this.#byKey.values()];
  }

  /** Expires every staged key at once (a demo control); answers how many there were. */
  expireAll(): number {
    const n = this.#byKey.size;
    this.#byKey.clear();
    return n;
  }

  #purge(now: number): void {
    for (const [key, staged] of this.#byKey) if (staged.expiresAt <= now) this.#byKey.delete(key);
  }
}
