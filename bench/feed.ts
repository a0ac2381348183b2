// The bench's synthetic feeds: deterministic, varied like a real board (titles,
// six departments, accented cities, four types), and the reference of the
// search rules (CONTRACT.md "Search"), so each figure can check what it timed.
import { must } from '../test/support/must.ts';

const SENIORITY = ['', 'Senior ', 'Junior ', 'Staff ', 'Lead ', 'Principal '];
const ROLES = [
  'Firmware Engineer',
  'Backend Engineer',
  'Frontend Engineer',
  'Data Analyst',
  'Product Manager',
  'Product Designer',
  'Account Executive',
  'Customer Success Manager',
  'Support Specialist',
  'Recruiter',
  'Warehouse Operator',
  'Field Service Technician',
  'Financial Controller',
  'Marketing Lead',
  'Quality Inspector',
  'Site Reliability Engineer',
];
const DEPARTMENTS = ['Engineering', 'Product', 'Design', 'Sales', 'Operations', 'People'];
const LOCATIONS = [
  'Berlin, Germany',
  'München, Germany',
  'Zürich, Switzerland',
  'Kraków, Poland',
  'Montréal, Canada',
  'São Paulo, Brazil',
  'Lisbon, Portugal',
  'Malmö, Sweden',
  'New York, United States',
  'Remote (EU)',
  'Bogotá, Colombia',
];
const TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
const BLURBS = [
  'Work with a small team on the things that matter to our customers, every day.',
  'Own a part of the product end to end, from the first sketch to the support ticket.',
  'Help our warehouses run smoothly: robots, people and software together.',
  'Talk to customers every week and turn what you hear into better tools.',
  'Keep our fleet healthy, measured and boring in the best sense of the word.',
  'Build the reports our managers read on Monday morning.',
  null,
];

export interface BenchJob {
  publicId: string;
  title: string;
  department: string | null;
  location: string | null;
  employmentType: (typeof TYPES)[number];
  shortDescription: string | null;
  compensation: string | null;
  publishedAt: string;
  url: string;
}

export function benchJobs(count: number, origin: string, slug: string): BenchJob[] {
  const now = Date.now();
  // Strides prime to each list's length, so the fields vary independently.
  return Array.from({ length: count }, (_, i) => ({
    publicId: `job-${i}`,
    title: `${SENIORITY[(i * 7) % SENIORITY.length]}${ROLES[(i * 5) % ROLES.length]}`,
    department: i % 13 === 0 ? null : must(DEPARTMENTS[i % DEPARTMENTS.length]),
    location: i % 17 === 0 ? null : must(LOCATIONS[(i * 3) % LOCATIONS.length]),
    employmentType: must(TYPES[(i * 11) % TYPES.length]),
    shortDescription: BLURBS[i % BLURBS.length] ?? null,
    compensation: i % 3 ? null : '€60k–80k',
    publishedAt: new Date(now - i * 3600_000).toISOString(),
    url: `${origin}/${slug}/job-${i}`,
  }));
}

export function benchOrg(origin: string, slug: string) {
  return { name: 'Bench Co', slug, logoUrl: null, about: null, brandColor: '#0f766e', careersUrl: `${origin}/${slug}` };
}

// The search rules, written out again (not imported from src/) so a widget
// that drifts from the contract shows up as a wrong count.
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** How many jobs match a search: case- and accent-insensitive, every word in title, department, location or short description. */
export function matchCount(jobs: BenchJob[], q: string): number {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return jobs.filter((j) => {
    const text = fold([j.title, j.department, j.location, j.shortDescription].filter(Boolean).join('\n'));
    return words.every((w) => text.includes(w));
  }).length;
}
