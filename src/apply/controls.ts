// A job's form (fields and questions, as the server sent it) → the list of
// controls the frame renders, validates and sends. Everything the server sent
// is checked here once, within the spec's limits, so the rest of the frame can
// trust a Control.
import { warn } from '../log.ts';
import { DEFAULT_FORM, FIELD_KEYS, FIELD_KINDS, QUESTION_KINDS, type FieldKey, type FieldKind, type QuestionKind } from '../feed/types.ts';
import { FIELD_HINTS, FIELD_LABELS, FIELD_NOUNS, T } from './text.ts';

export type ControlKind =
  'text' | 'email' | 'tel' | 'url' | 'number' | 'long_text' | 'select' | 'radios' | 'checkboxes' | 'yes_no' | 'file';

export type InputMode = 'email' | 'tel' | 'url' | 'decimal';

export interface Control {
  /** The multipart part name: the field key or the question id. */
  name: string;
  /** DOM id of the control (the first input of a group): error links point here. */
  id: string;
  kind: ControlKind;
  label: string;
  required: boolean;
  options: string[];
  hint: string | null;
  /** How error messages name it: "your email address", "an answer for “Why us?”". */
  noun: string;
  /** The field key (fields only): what the résumé's suggestions are matched to. */
  fieldKey: FieldKey | null;
  autocomplete: string | null;
  inputMode: InputMode | null;
}

export const LIMITS = { fields: 32, questions: 50, options: 50, optionLength: 200, questionId: 64, label: 500 };

/** Part names the contract keeps for itself: a question may not take them. */
export const RESERVED_PARTS = ['resumeKey', 'turnstileToken', 'via', 'src', 'embed', 'ref'] as const;

/** Radios are quicker to scan than a select, up to this many options. */
const MAX_RADIOS = 5;

const AUTOCOMPLETE: Partial<Record<FieldKey, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  location: 'address-level2',
  linkedin_url: 'url',
  github_url: 'url',
  portfolio_url: 'url',
};

const INPUT_MODES: Partial<Record<ControlKind, InputMode>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'decimal',
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => (list as readonly unknown[]).includes(v);

/** Options within the limits (1–200 chars, at most 50, no repeats); the rest noted in `dropped`. */
function readOptions(v: unknown, what: string, dropped: string[]): string[] {
  if (!Array.isArray(v)) return [];
  const kept: string[] = [];
  for (const o of v) {
    if (typeof o !== 'string' || !o.length || o.length > LIMITS.optionLength || kept.includes(o)) {
      dropped.push(`an option of ${what}`);
    } else if (kept.length >= LIMITS.options) {
      dropped.push(`options of ${what} past ${LIMITS.options}`);
      break;
    } else kept.push(o);
  }
  return kept;
}

/** A choice kind with no usable option can't be answered: it becomes free text. */
function choiceKind(kind: 'single' | 'multi', options: string[]): ControlKind {
  if (!options.length) return 'text';
  if (kind === 'multi') return 'checkboxes';
  return options.length <= MAX_RADIOS ? 'radios' : 'select';
}

const FIELD_CONTROL: Record<Exclude<FieldKind, 'select'>, ControlKind> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  file: 'file',
  long_text: 'long_text',
};

function domId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40)}`;
}

function label(v: unknown): string | null {
  const s = typeof v === 'string' ? v.trim() : '';
  return s && s.length <= LIMITS.label ? s : null;
}

function readField(v: unknown, seen: Set<string>, dropped: string[]): Control | null {
  if (!isObj(v) || !oneOf(FIELD_KEYS, v.key) || !oneOf(FIELD_KINDS, v.kind) || seen.has(v.key)) {
    dropped.push(`a field (${isObj(v) ? String(v.key) : typeof v})`);
    return null;
  }
  const key: FieldKey = v.key;
  const kind: FieldKind = v.kind;
  const own = label(v.label);
  const options = readOptions(v.options, `field ${key}`, dropped);
  const ck = kind === 'select' ? choiceKind('single', options) : FIELD_CONTROL[kind];
  seen.add(key);
  return {
    name: key,
    id: domId('f', key),
    kind: ck,
    label: own ?? FIELD_LABELS[key],
    required: v.required === true,
    options: ck === 'radios' || ck === 'select' ? options : [],
    // A key's hint fits the kind it is meant for; a file gets the file rules whatever its key.
    hint: ck === 'file' ? T.fileHint : ck === 'radios' || ck === 'select' ? null : (FIELD_HINTS[key] ?? null),
    noun: own ? T.answerNoun(own) : FIELD_NOUNS[key],
    fieldKey: key,
    // Browsers fill these from the candidate's saved details; no file or choice takes one.
    autocomplete: ck === 'file' || ck === 'radios' || ck === 'select' ? null : (AUTOCOMPLETE[key] ?? null),
    inputMode: INPUT_MODES[ck] ?? null,
  };
}

const QUESTION_CONTROL: Record<QuestionKind, (options: string[]) => ControlKind> = {
  short_text: () => 'text',
  long_text: () => 'long_text',
  single_select: (o) => choiceKind('single', o),
  multi_select: (o) => choiceKind('multi', o),
  boolean: () => 'yes_no',
  number: () => 'number',
};

function readQuestion(v: unknown, index: number, seen: Set<string>, dropped: string[]): Control | null {
  const id = isObj(v) ? v.id : undefined;
  const text = isObj(v) ? label(v.label) : null;
  if (
    !isObj(v) ||
    typeof id !== 'string' ||
    !id.length ||
    id.length > LIMITS.questionId ||
    !text ||
    !oneOf(QUESTION_KINDS, v.kind) ||
    seen.has(id) ||
    oneOf(RESERVED_PARTS, id)
  ) {
    dropped.push(`a question (${typeof id === 'string' ? id : typeof v})`);
    return null;
  }
  const options = readOptions(v.options, `question ${id}`, dropped);
  const kind = QUESTION_CONTROL[v.kind](options);
  seen.add(id);
  return {
    name: id,
    id: domId(`q${index}`, id),
    kind,
    label: text,
    required: v.required === true,
    options: kind === 'radios' || kind === 'select' || kind === 'checkboxes' ? options : [],
    hint: kind === 'checkboxes' ? T.selectAll : null,
    noun: T.answerNoun(text),
    fieldKey: null,
    autocomplete: null,
    inputMode: INPUT_MODES[kind] ?? null,
  };
}

/**
 * The controls of `form`, fields first. What breaks the spec's limits (more than
 * 32 fields, 50 questions, 50 options, an option outside 1–200 chars, an unknown
 * kind, a repeated key) is left out with one warning listing it.
 */
export function readControls(form: unknown): Control[] {
  const f = isObj(form) ? form : DEFAULT_FORM;
  const fields = Array.isArray(f.fields) ? f.fields : [];
  const questions = Array.isArray(f.questions) ? f.questions : [];
  const dropped: string[] = [];
  if (fields.length > LIMITS.fields) dropped.push(`${fields.length - LIMITS.fields} field(s) past ${LIMITS.fields}`);
  if (questions.length > LIMITS.questions) {
    dropped.push(`${questions.length - LIMITS.questions} question(s) past ${LIMITS.questions}`);
  }
  const seen = new Set<string>();
  const controls: Control[] = [];
  for (const v of fields.slice(0, LIMITS.fields)) {
    const c = readField(v, seen, dropped);
    if (c) controls.push(c);
  }
  questions.slice(0, LIMITS.questions).forEach((v, i) => {
    const c = readQuestion(v, i, seen, dropped);
    if (c) controls.push(c);
  });
  if (dropped.length) warn(`apply form: ignored ${dropped.join('; ')}`);
  return controls;
}
