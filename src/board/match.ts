// Matching openings against filters and search
// (docs/internals/finding-a-job.md). Pure functions: the filters model calls
// them from computeds.
import type { JobSummary } from '../feed/types.ts';
import { fold } from '../lib/fold.ts';
import { FACETS, type Facet } from './options.ts';

export type FacetValues = Partial<Record<Facet, string>>;

/** A job's value for a facet: `type` is its employmentType code. */
export const facetOf = (job: JobSummary, facet: Facet): string | null => (facet === 'type' ? job.employmentType : job[facet]);

/** The words of a search: folded, split on white space. */
export const searchWords = (q: string): string[] => fold(q).split(/\s+/).filter(Boolean);

/** What a search looks in, folded once per job (join writes null as nothing). */
export const haystack = (job: JobSummary): string => fold([job.title, job.department, job.location, job.shortDescription].join('\n'));

/** Every facet set must equal the job's value (other keys are not looked at). */
export const matchesFacets = (job: JobSummary, values: FacetValues): boolean =>
  FACETS.every((f) => !values[f] || facetOf(job, f) === values[f]);

/** Every word must occur in the job's text (words already folded). */
export const matchesWords = (text: string, words: string[]): boolean => words.every((w) => text.includes(w));
