// The public API's shapes. The widget reads these; the demo jobs host
// serves them. Anything not promised here must be tolerated (extra props, null).

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** GET /api/v1/public/{orgSlug} — the careers page header. */
export interface OrgHeader {
  name: string;
  slug: string;
  logoUrl: string | null;
  about: string | null;
  brandColor: string | null;
  careersUrl: string;
}

/** One item of GET /api/v1/public/{orgSlug}/jobs. */
export interface JobSummary {
  publicId: string;
  title: string;
  department: string | null;
  location: string | null;
  employmentType: EmploymentType | null;
  shortDescription: string | null;
  compensation: string | null;
  publishedAt: string | null;
  url: string;
}

export const FIELD_KEYS = [
  'name',
  'email',
  'phone',
  'location',
  'linkedin_url',
  'github_url',
  'portfolio_url',
  'work_authorization',
  'salary_expectation',
  'notice_period',
  'resume',
  'cover_letter',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

export const FIELD_KINDS = ['text', 'email', 'tel', 'url', 'file', 'select', 'long_text'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FormField {
  key: FieldKey;
  kind: FieldKind;
  required: boolean;
  options?: string[];
  label?: string;
}

export const QUESTION_KINDS = ['short_text', 'long_text', 'single_select', 'multi_select', 'boolean', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface FormQuestion {
  id: string;
  label: string;
  kind: QuestionKind;
  required?: boolean;
  options?: string[];
}

export interface JobForm {
  fields: FormField[];
  questions: FormQuestion[];
}

/** The form the public API gives a job whose stored form is null. */
export const DEFAULT_FORM: JobForm = {
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'email', kind: 'email', required: true },
    { key: 'phone', kind: 'tel', required: false },
    { key: 'resume', kind: 'file', required: true },
  ],
  questions: [],
};

export interface Captcha {
  provider: 'turnstile';
  siteKey: string;
}

/** GET /api/v1/public/{orgSlug}/jobs/{publicId} — one job with its form. */
export interface JobDetail extends JobSummary {
  description: string | null;
  requirements: string[] | null;
  form: JobForm;
  org: Pick<OrgHeader, 'name' | 'slug' | 'logoUrl' | 'brandColor'>;
  captcha: Captcha | null;
}

/** GET /api/v1/public/{orgSlug}/referrals/{token}. */
export interface ReferralInvite {
  candidateName: string;
  referrerName: string;
  job: { publicId: string; title: string };
}

export interface ValidationIssue {
  path: (string | number)[];
  message?: string;
}

/** The error body of every non-2xx answer. */
export interface ErrorBody {
  defined: boolean;
  code: string;
  status: number;
  message?: string;
  data?: { issues: ValidationIssue[] };
}

export const API_CODES = [
  'UNAUTHORIZED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'CONFLICT',
  'VALIDATION',
  'UPGRADE_REQUIRED',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ApiCode = (typeof API_CODES)[number];

/** Codes the widget adds for failures that never reached an error body. */
export type ClientCode = 'NETWORK' | 'TIMEOUT' | 'MALFORMED' | 'CONFIG';
export type ErrorCode = ApiCode | ClientCode | (string & {});

export const CONTRACT_VERSION = 7;
export const MIN_CLIENT_CONTRACT = 1;
