// The applications the jobs host received, kept in memory for the demo page
// and the tests: every part as sent (files by name, type and size, never their
// bytes), the résumé it resolved to, and where the application came from.
import type { ResolvedResume } from './application-files.ts';
import type { Attribution } from './attribution.ts';
import type { StoredPart } from './multipart.ts';

export interface ReceivedApplication {
  /** `A-1001`, `A-1002`, … in the order received. */
  ref: string;
  org: string;
  job: { publicId: string; title: string };
  /** ISO 8601, from the app's clock. */
  receivedAt: string;
  parts: StoredPart[];
  resume: ResolvedResume | null;
  attribution: Attribution;
}

const FIRST_REF = 1001;

export class ReceivedApplications {
  readonly #items: ReceivedApplication[] = [];
  #next = FIRST_REF;

  add(input: Omit<ReceivedApplication, 'ref'>): ReceivedApplication {
    const received: ReceivedApplication = { ref: `A-${this.#next++}`, ...input };
    this.#items.push(received);
    return received;
  }

  /** Newest first. */
  list(): ReceivedApplication[] {
    return this.#items.map((a) => structuredClone(a)).reverse();
  }

  clear(): void {
    this.#items.length = 0;
  }
}
