// Where an application came from: the reserved parts `via`, `src`, `embed` and
// `ref` (CONTRACT.md). A referral token must be usable for this org; applying
// through it spends it (the route does, once the application is stored).
import type { ValidationIssue } from '../../src/feed/types.ts';
import { singleText } from './application-check.ts';
import type { Part } from './multipart.ts';
import type { StoredReferral } from './store.ts';

export const VIAS = ['board', 'embed', 'referral'] as const;
export type Via = (typeof VIAS)[number];

export interface Attribution {
  via: Via | null;
  src: string | null;
  /** The host page (origin and path) of an embedded form. */
  embed: string | null;
  ref: string | null;
  /** Who referred the candidate, when `ref` was a usable token. */
  referrer: string | null;
  /** The job the referral was made for (it may differ from the one applied to). */
  referredFor: string | null;
}

export const ATTRIBUTION_MESSAGES = {
  via: `Use one of ${VIAS.join(', ')}`,
  embed: 'Send the host page as an http(s) URL without a query',
  ref: 'This referral link is not valid for this company',
} as const;

const MAX_SRC = 200;
const MAX_EMBED = 2000;

function isPageUrl(s: string): boolean {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !s.includes('?') && !s.includes('#');
  } catch {
    return false;
  }
}

export interface AttributionResult {
  issues: ValidationIssue[];
  attribution: Attribution;
  /** The referral to spend once the application is stored. */
  referral: StoredReferral | null;
}

export function checkAttribution(
  parts: Map<string, Part[]>,
  findReferral: (token: string) => StoredReferral | undefined,
): AttributionResult {
  const issues: ValidationIssue[] = [];
  const text = (name: string, max?: number): string | null => {
    const single = singleText(parts, name, max);
    if ('issue' in single) {
      issues.push(single.issue);
      return null;
    }
    return single.value;
  };
  const attribution: Attribution = { via: null, src: null, embed: null, ref: null, referrer: null, referredFor: null };

  const via = text('via');
  if (via !== null) {
    if ((VIAS as readonly string[]).includes(via)) attribution.via = via as Via;
    else issues.push({ path: ['via'], message: ATTRIBUTION_MESSAGES.via });
  }
  attribution.src = text('src', MAX_SRC);
  const embed = text('embed', MAX_EMBED);
  if (embed !== null) {
    if (isPageUrl(embed)) attribution.embed = embed;
    else issues.push({ path: ['embed'], message: ATTRIBUTION_MESSAGES.embed });
  }
  let referral: StoredReferral | null = null;
  const ref = text('ref');
  if (ref !== null) {
    attribution.ref = ref;
    referral = findReferral(ref) ?? null;
    if (referral) {
      attribution.referrer = referral.referrerName;
      attribution.referredFor = referral.jobPublicId;
    } else {
      issues.push({ path: ['ref'], message: ATTRIBUTION_MESSAGES.ref });
    }
  }
  return { issues, attribution, referral };
}
