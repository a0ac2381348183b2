// The frame's URL is its whole configuration:
// /embed/apply?org=&job=[&src=&ref=&embed=&parent=&accent=&lang=&scheme=dark&storage=none]
// Everything here is checked, because anyone can link to the frame.
import { exactOrigin } from '../protocol.ts';
import { isOrgSlug } from '../feed/paths.ts';
import { isHexColor } from '../lib/hex.ts';
import type { Scheme } from '../ui/theme.ts';

export interface ApplyParams {
  org: string;
  job: string;
  /** Source attribution, passed through to the application. */
  src: string | null;
  /** Referral token. */
  ref: string | null;
  /** The host page (origin and path) the frame is embedded in. */
  embed: string | null;
  /** The host page's origin: the only target of our messages. Null: post nothing. */
  parent: string | null;
  accent: string | null;
  lang: string | null;
  /** False with storage=none (the container's data-storage="none"): no draft is kept. */
  store: boolean;
}

// Language tags only (`de`, `pt-BR`): the value lands in an attribute and a file name.
const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/i;

function text(value: string | null, max: number): string | null {
  const v = value?.trim();
  return v && v.length <= max ? v : null;
}

/** An http(s) URL reduced to origin + path: the contract never sends the host's query or hash. */
function pageUrl(value: string | null): string | null {
  if (!value || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin + url.pathname : null;
  } catch {
    return null;
  }
}

/** The frame's parameters, or null when `org` or `job` is missing or malformed. */
export function readParams(search: string): ApplyParams | null {
  const q = new URLSearchParams(search);
  const org = q.get('org') ?? '';
  const job = text(q.get('job'), 100);
  if (!isOrgSlug(org) || !job) return null;
  const accent = q.get('accent');
  const lang = q.get('lang');
  return {
    org,
    job,
    src: text(q.get('src'), 200),
    ref: text(q.get('ref'), 500),
    embed: pageUrl(q.get('embed')),
    parent: exactOrigin(q.get('parent')),
    accent: isHexColor(accent) ? accent.toLowerCase() : null,
    lang: lang && LANG.test(lang) ? lang : null,
    store: q.get('storage') !== 'none',
  };
}

/** The host page's colour scheme where the board sits (`scheme=dark`); light otherwise, as a frame opened on its own is. */
export function readScheme(search: string): Scheme {
  return new URLSearchParams(search).get('scheme') === 'dark' ? 'dark' : 'light';
}
