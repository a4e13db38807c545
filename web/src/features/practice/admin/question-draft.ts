import {
  ASSERTION_REASON_OPTIONS,
  MATRIX_OPTIONS,
  questionInputSchema,
  type Question,
  type QuestionDifficulty,
  type QuestionKind,
} from '@chem/contract';

/** The editor's form as typed: every kind's fields at once, so switching kind loses nothing typed. */
export interface Draft {
  kind: QuestionKind;
  text: string;
  /** Single and multiple: the options. */
  options: string[];
  /** Own indexes of the correct options (a matrix's coded options, assertion-reason's standard four). */
  correct: number[];
  /** Numerical: the accepted range as typed. */
  min: string;
  max: string;
  /** Integer: the answer as typed. */
  integer: string;
  /** Matrix match: the two lists and, per coded option, the List-II index of each List-I item (-1: not chosen yet). */
  listI: string[];
  listII: string[];
  codes: number[][];
  /** Assertion-reason. */
  assertion: string;
  reason: string;
  explanation: string;
  chapter: string;
  topic: string;
  difficulty: QuestionDifficulty;
  exam: string;
  year: string;
  session: string;
  /** '' for none. */
  passageId: string;
  keepOptionOrder: boolean;
}

const emptyCodes = (items: number) => Array.from({ length: MATRIX_OPTIONS }, () => Array.from({ length: items }, () => -1));

export const EMPTY_DRAFT: Draft = {
  kind: 'single',
  text: '',
  options: ['', '', '', ''],
  correct: [],
  min: '',
  max: '',
  integer: '',
  listI: ['', '', '', ''],
  listII: ['', '', '', ''],
  codes: emptyCodes(4),
  assertion: '',
  reason: '',
  explanation: '',
  chapter: '',
  topic: '',
  difficulty: 'medium',
  exam: '',
  year: '',
  session: '',
  passageId: '',
  keepOptionOrder: false,
};

export function draftOf(question: Question): Draft {
  return {
    ...EMPTY_DRAFT,
    kind: question.kind,
    text: question.text,
    options: question.kind === 'single' || question.kind === 'multiple' ? [...question.options] : EMPTY_DRAFT.options,
    correct: [...question.correctOptions],
    min: question.answerRange ? String(question.answerRange.min) : '',
    max: question.answerRange ? String(question.answerRange.max) : '',
    integer: question.integerAnswer === null ? '' : String(question.integerAnswer),
    listI: question.matrix ? [...question.matrix.listI] : EMPTY_DRAFT.listI,
    listII: question.matrix ? [...question.matrix.listII] : EMPTY_DRAFT.listII,
    codes: question.matrix ? question.matrix.codes.map((code) => [...code]) : EMPTY_DRAFT.codes,
    assertion: question.statements?.assertion ?? '',
    reason: question.statements?.reason ?? '',
    explanation: question.explanation,
    chapter: question.chapter,
    topic: question.topic,
    difficulty: question.difficulty,
    exam: question.exam,
    year: question.year === null ? '' : String(question.year),
    session: question.session,
    passageId: question.passageId ?? '',
    keepOptionOrder: question.keepOptionOrder,
  };
}

/** A typed number, or NaN (the schema's own message then says what is wrong). */
const typedNumber = (value: string) => (value.trim() === '' ? NaN : Number(value));

/** Resizes the coded options when List-I gains or loses an item, keeping what was chosen. */
export function resizeCodes(codes: readonly number[][], items: number): number[][] {
  return codes.map((code) => Array.from({ length: items }, (_, index) => code[index] ?? -1));
}

/** The draft as the API takes it, checked by the contract's own schema (the server's messages). */
export function checkDraft(draft: Draft) {
  const common = {
    text: draft.text,
    explanation: draft.explanation,
    chapter: draft.chapter,
    difficulty: draft.difficulty,
    topic: draft.topic,
    exam: draft.exam,
    year: draft.year.trim() === '' ? null : typedNumber(draft.year),
    session: draft.session,
    passageId: draft.passageId === '' ? null : draft.passageId,
    keepOptionOrder: draft.keepOptionOrder,
  };
  const byKind = () => {
    switch (draft.kind) {
      case 'numerical':
        return { kind: draft.kind, answerRange: { min: typedNumber(draft.min), max: typedNumber(draft.max) } };
      case 'integer':
        return { kind: draft.kind, integerAnswer: typedNumber(draft.integer) };
      case 'matrix':
        return {
          kind: draft.kind,
          matrix: { listI: draft.listI, listII: draft.listII, codes: draft.codes },
          correctOptions: draft.correct,
        };
      case 'assertion-reason':
        return {
          kind: draft.kind,
          statements: { assertion: draft.assertion, reason: draft.reason },
          correctOptions: draft.correct.filter((index) => index < ASSERTION_REASON_OPTIONS),
        };
      case 'single':
      case 'multiple':
        return { kind: draft.kind, options: draft.options, correctOptions: draft.correct };
    }
  };
  return questionInputSchema.safeParse({ ...common, ...byKind() });
}
