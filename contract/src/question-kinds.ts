/**
 * The kinds of question in the bank and where a question comes from: names, counts and labels
 * that the API, the exam screen and the admin's editor compute alike. No zod here (the exam
 * screen imports this module, and Rollup keeps a module's top-level zod calls).
 *
 * A JEE or NEET paper's question types:
 * - `single`: one correct option; `multiple`: one or more (JEE Advanced);
 * - `numerical`: a number within an accepted range; `integer`: an exact whole number (JEE Main's
 *   section B);
 * - `matrix`: List-I matched to List-II, four coded options ("A-II, B-IV, C-I, D-III"), one correct;
 * - `assertion-reason` (NEET): an Assertion and a Reason, and the four standard options, whose
 *   words come from a template in the reader's language (the web's catalogue), so only their
 *   number is fixed here.
 * A paragraph (comprehension) is not a kind: any question may belong to a passage that two to four
 * questions share (`passageId`), and is shown beside it.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'numerical', 'integer', 'matrix', 'assertion-reason'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Kinds answered by choosing options; the others by typing a number. */
export type OptionKind = 'single' | 'multiple' | 'matrix' | 'assertion-reason';
export type NumberKind = 'numerical' | 'integer';

export const isNumberKind = (kind: QuestionKind): kind is NumberKind => kind === 'numerical' || kind === 'integer';

/** Kinds whose answer is exactly one option. */
export const isOneOptionKind = (kind: QuestionKind): boolean => kind === 'single' || kind === 'matrix' || kind === 'assertion-reason';

/** The standard assertion-reason options: both true and R explains A; both true, R does not; A true R false; A false R true. */
export const ASSERTION_REASON_OPTIONS = 4;
/** A matrix-match question has exactly four coded options, as JEE and NEET print them. */
export const MATRIX_OPTIONS = 4;

export interface MatrixLists {
  /** List-I, labelled A, B, C ... */
  listI: string[];
  /** List-II, labelled I, II, III ... */
  listII: string[];
  /** The four coded options: for each, the List-II index each List-I item is matched to. */
  codes: number[][];
}

export interface Statements {
  assertion: string;
  reason: string;
}

/** What decides how many options a question has. */
export interface OptionShape {
  kind: QuestionKind;
  options: readonly string[];
  matrix: MatrixLists | null;
}

/** How many options the student chooses from (0 for a number kind). */
export function optionCount(question: OptionShape): number {
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return question.options.length;
    case 'matrix':
      return question.matrix?.codes.length ?? 0;
    case 'assertion-reason':
      return ASSERTION_REASON_OPTIONS;
    case 'numerical':
    case 'integer':
      return 0;
  }
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 1 -> "I", 4 -> "IV", 8 -> "VIII" (List-II's labels; lists are short). */
export function romanNumeral(value: number): string {
  let rest = Math.max(0, Math.floor(value));
  let text = '';
  for (const [size, letters] of ROMAN) {
    while (rest >= size) {
      text += letters;
      rest -= size;
    }
  }
  return text;
}

/** List-I's label of item `index`: 0 -> "A". */
export const listILabel = (index: number): string => String.fromCharCode(65 + index);
/** List-II's label of item `index`: 0 -> "I". */
export const listIILabel = (index: number): string => romanNumeral(index + 1);

/** A coded option as printed: [1, 3, 0, 2] -> "A-II, B-IV, C-I, D-III". */
export const matrixCode = (code: readonly number[]): string =>
  code.map((right, left) => `${listILabel(left)}-${listIILabel(right)}`).join(', ');

// ---------------------------------------------------------------------------------------------
// Where a question comes from
// ---------------------------------------------------------------------------------------------

/** The exams offered in the editor; the teacher may type another (a state exam, a school test). */
export const EXAMS = ['JEE Main', 'JEE Advanced', 'NEET', 'CBSE Class 12'] as const;

/** A typed exam name as stored: one of EXAMS in its own spelling when it matches one, else trimmed as typed. */
export function canonicalExam(typed: string): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  return EXAMS.find((exam) => exam.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

export interface QuestionSource {
  /** '' when not given. */
  exam: string;
  year: number | null;
  /** Session or shift as typed, e.g. "27 Jan shift 1"; '' when not given. */
  session: string;
}

/** A question that really appeared in a paper: its exam and year are known. */
export const isPastPaper = (source: QuestionSource): boolean => source.exam !== '' && source.year !== null;

/** "JEE Main 2024, 27 Jan shift 1"; "NEET 2023"; "JEE Main" (an exam it is written for, not a paper); '' without an exam. */
export function sourceLabel(source: QuestionSource): string {
  if (source.exam === '') return '';
  const paper = source.year === null ? source.exam : `${source.exam} ${source.year}`;
  return source.year !== null && source.session !== '' ? `${paper}, ${source.session}` : paper;
}

/**
 * A student's saved answer, options named by the question's own indexes. Answered: `selected`
 * non-empty, or `value` not null. Here, not beside the request schemas, because the exam screen
 * needs `isAnswered` and must not load zod.
 */
export interface SavedAnswer {
  selected: number[];
  value: number | null;
  markedForReview: boolean;
}

export const isAnswered = (answer: SavedAnswer | undefined | null): boolean =>
  !!answer && (answer.selected.length > 0 || answer.value !== null);
