// An application's files: the résumé, sent as the file part `resume` or as the
// key of a résumé staged earlier (`resumeKey`), and any other file field. A
// refused key is a 422 on ["resumeKey"] and nothing else: the frame then sends
// the file itself, so no application is lost to a spent or expired key.
import type { JobForm, ValidationIssue } from '../../src/feed/types.ts';
import { fieldRequiredMessage, MESSAGES } from './answer-rules.ts';
import { singleText } from './application-check.ts';
import { isFilePart, type Part } from './multipart.ts';
import { checkResumeFile, fileMeta, type FileMeta, type ResumeType } from './resume-file.ts';
import type { StagedResume, StagedResumes } from './staged-resumes.ts';

/** Where an application's résumé came from. */
export type ResolvedResume =
  | { source: 'staged'; key: string; file: FileMeta; type: ResumeType; stagedAt: string }
  | { source: 'file'; file: FileMeta; type: ResumeType };

export const KEY_MESSAGES = {
  unknown: 'This résumé upload has expired or was already used: send the file again',
  otherJob: 'This résumé was uploaded for another job: send the file again',
} as const;

type FileCheck = { issue: ValidationIssue } | { file: null } | { file: File; type: ResumeType };

/** The one file part `name` (null when absent); text in its place is refused unless blank. */
async function oneFile(parts: Map<string, Part[]>, name: string): Promise<FileCheck> {
  const found = parts.get(name) ?? [];
  const issue = (message: string): FileCheck => ({ issue: { path: [name], message } });
  if (found.length > 1) return issue(MESSAGES.oneValue);
  const part = found[0];
  if (!part) return { file: null };
  if (!isFilePart(part)) return part.value.trim() ? issue(MESSAGES.notFile) : { file: null };
  const checked = await checkResumeFile(part.file);
  return checked.ok ? { file: part.file, type: checked.type } : issue(checked.message);
}

export interface FilesInput {
  form: JobForm;
  parts: Map<string, Part[]>;
  staged: StagedResumes;
  orgSlug: string;
  jobPublicId: string;
  now: number;
}

export interface FilesResult {
  issues: ValidationIssue[];
  resume: ResolvedResume | null;
  /** The staged résumé to spend once the application is stored. */
  claim: StagedResume | null;
}

/** A file part wins over a key: the key is then neither checked nor spent. */
async function resolveResume(input: FilesInput, required: boolean): Promise<Omit<FilesResult, 'issues'> & { issue?: ValidationIssue }> {
  const file = await oneFile(input.parts, 'resume');
  if ('issue' in file) return { issue: file.issue, resume: null, claim: null };
  if (file.file) return { resume: { source: 'file', file: fileMeta(file.file), type: file.type }, claim: null };
  const key = singleText(input.parts, 'resumeKey');
  if ('issue' in key) return { issue: key.issue, resume: null, claim: null };
  if (key.value !== null) {
    const staged = input.staged.peek(key.value, input.orgSlug, input.jobPublicId, input.now);
    if (staged === 'unknown' || staged === 'other-job') {
      const message = staged === 'unknown' ? KEY_MESSAGES.unknown : KEY_MESSAGES.otherJob;
      return { issue: { path: ['resumeKey'], message }, resume: null, claim: null };
    }
    const resume: ResolvedResume = {
      source: 'staged',
      key: staged.key,
      file: staged.file,
      type: staged.type,
      stagedAt: new Date(staged.stagedAt).toISOString(),
    };
    return { resume, claim: staged };
  }
  if (!required) return { resume: null, claim: null };
  const field = input.form.fields.find((f) => f.key === 'resume');
  const message = field ? fieldRequiredMessage(field) : 'Choose your résumé';
  return { issue: { path: ['resume'], message }, resume: null, claim: null };
}

export async function checkFiles(input: FilesInput): Promise<FilesResult> {
  const issues: ValidationIssue[] = [];
  const resumeField = input.form.fields.find((f) => f.key === 'resume');
  const { issue, resume, claim } = await resolveResume(input, resumeField?.required ?? false);
  if (issue) issues.push(issue);
  // Other file fields (a form may ask for more than a résumé): the same rules, no staging.
  for (const field of input.form.fields) {
    if (field.kind !== 'file' || field.key === 'resume') continue;
    const file = await oneFile(input.parts, field.key);
    if ('issue' in file) issues.push(file.issue);
    else if (!file.file && field.required) issues.push({ path: [field.key], message: fieldRequiredMessage(field) });
  }
  return { issues, resume, claim };
}
