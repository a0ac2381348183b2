// Reading JSON that came from outside (the feed, storage, frame messages): the
// helpers every reader shares. A leaf: imports nothing.

/** `v` if it is a string, else null. */
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A JSON object (not null, not an array). */
export const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** `text` parsed as JSON; undefined when it is not JSON (or null: nothing saved). */
export function parseJson(text: string | null | undefined): unknown {
  try {
    // JSON.parse(null) is null and JSON.parse(undefined) throws: both are "nothing".
    return JSON.parse(text ?? '');
  } catch {
    // not JSON
  }
}
