// --timeout=<ms>, the one deadline of a command's feed reads (feed/within.ts),
// read alike by `snippet` and `pages`.
import { DEFAULT_TIMEOUT_MS } from '../feed/within.ts';

export { DEFAULT_TIMEOUT_MS };

/** The flag's milliseconds, or the problem with them (a whole number from 1 to 600000). */
export function timeoutOf(value: string): number | { error: string } {
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  return ms >= 1 && ms <= 600_000 ? ms : { error: `--timeout=${value}: a whole number of milliseconds, 1 to 600000` };
}
