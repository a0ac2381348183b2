// The application's multipart parts, as the public API's apply endpoint names them: one part
// per field key and question id (a multi_select repeats its part per option,
// a boolean is `true`/`false`, a number its decimal string), the résumé as the
// file part `resume` or as `resumeKey`, and the reserved parts.
import type { Control } from './controls.ts';
import type { Value } from './validate.ts';

export type Via = 'board' | 'embed' | 'referral';

export interface Attribution {
  /** Source attribution (`src`). */
  src: string | null;
  /** The host page, origin and path: makes the application `via=embed`. */
  embed: string | null;
  /** A referral token still valid: makes it `via=referral`. */
  ref: string | null;
}

/** Where the candidate applied: a referral link first, then an embed, else the board. */
export function viaOf(a: Attribution): Via {
  return a.ref ? 'referral' : a.embed ? 'embed' : 'board';
}

export interface PartsInput extends Attribution {
  controls: readonly Control[];
  value: (name: string) => Value;
  /** A staged résumé key: sent instead of the `resume` file. */
  resumeKey: string | null;
  turnstileToken: string | null;
}

export function buildParts(input: PartsInput): FormData {
  const fd = new FormData();
  for (const c of input.controls) {
    const v = input.value(c.name);
    if (v === null) continue;
    if (v instanceof File) {
      // The staged copy stands in for the file; any other file part goes as it is.
      if (!(c.name === 'resume' && input.resumeKey)) fd.append(c.name, v, v.name);
    } else if (Array.isArray(v)) {
      for (const option of v) fd.append(c.name, option);
    } else if (v.trim()) {
      // Unanswered optional controls send no part rather than an empty one.
      fd.append(c.name, v.trim());
    }
  }
  if (input.resumeKey && input.value('resume') instanceof File) fd.append('resumeKey', input.resumeKey);
  if (input.turnstileToken) fd.append('turnstileToken', input.turnstileToken);
  const via = viaOf(input);
  fd.append('via', via);
  if (input.src) fd.append('src', input.src);
  if (via === 'embed' && input.embed) fd.append('embed', input.embed);
  if (via === 'referral' && input.ref) fd.append('ref', input.ref);
  return fd;
}
