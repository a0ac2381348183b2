/**
 * `value`, or an Error when it is null or undefined: where a test needs an
 * element, a match or an entry to go on, its absence fails the test here, at
 * the line that needed it, rather than as a TypeError further on.
 */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value == null) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}
