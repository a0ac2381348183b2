// Where the bench's servers listen: BENCH_PORT=5480 puts them on fixed ports
// from there (each server at its own offset below), for a machine where the
// ports one may use are assigned; unset, each takes a free port (0).
export const PORT_OFFSET = { server: 0, lang: 1, applyJobs: 2, applySite: 3, cwvJobs: 4, cwvSite: 5, inpJobs: 6, inpSite: 7 } as const;

export function benchPort(which: keyof typeof PORT_OFFSET): number {
  const base = Number(process.env.BENCH_PORT);
  return Number.isInteger(base) && base > 0 ? base + PORT_OFFSET[which] : 0;
}
