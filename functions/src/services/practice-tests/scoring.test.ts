import type { SavedAnswer, SectionRules } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { answerKeyOf, countedQuestionIds, markAnswer, scoreAttempt, type MarkingRules, type ScoredQuestion } from './scoring.js';

const JEE_MAIN: MarkingRules = { marksCorrect: 4, marksWrong: 1, multipleMarking: 'all-or-nothing' };
const PARTIAL: MarkingRules = { ...JEE_MAIN, multipleMarking: 'partial' };

const question = (id: string, fields: Partial<ScoredQuestion>): ScoredQuestion => ({
  id,
  kind: 'single',
  chapter: 'Mole Concept',
  correctOptions: [],
  answerRange: null,
  integerAnswer: null,
  ...fields,
});

const single = question('s', { correctOptions: [2] });
const multiple = question('m', { kind: 'multiple', chapter: 'Equilibrium', correctOptions: [0, 1, 3] });
const numerical = question('n', { kind: 'numerical', answerRange: { min: 2.49, max: 2.51 } });
const integer = question('i', { kind: 'integer', chapter: 'Equilibrium', integerAnswer: 7 });
const matrix = question('x', { kind: 'matrix', correctOptions: [3] });
const assertionReason = question('a', { kind: 'assertion-reason', correctOptions: [1] });

const chose = (...selected: number[]): SavedAnswer => ({ selected, value: null, markedForReview: false });
const typed = (value: number | null): SavedAnswer => ({ selected: [], value, markedForReview: false });
const mark = (q: ScoredQuestion, answer: SavedAnswer | undefined, rules = JEE_MAIN) => markAnswer(answerKeyOf(q), answer, rules);

/** One implicit section of every question, as a test without sections is marked. */
const wholeTest = (questions: ScoredQuestion[], rules: MarkingRules = JEE_MAIN): SectionRules[] => [
  { name: null, questionIds: questions.map((q) => q.id), marksCorrect: rules.marksCorrect, marksWrong: rules.marksWrong, attemptAny: null },
];

describe('answerKeyOf', () => {
  it('takes only the key of its kind from a stored question', () => {
    expect(answerKeyOf({ ...integer, correctOptions: [1] })).toEqual({ kind: 'integer', integerAnswer: 7 });
    expect(answerKeyOf(numerical)).toEqual({ kind: 'numerical', answerRange: { min: 2.49, max: 2.51 } });
    expect(answerKeyOf({ ...matrix, integerAnswer: 3 })).toEqual({ kind: 'matrix', correctOptions: [3] });
  });
});

describe('markAnswer', () => {
  it('marks a single-correct question +4 right, −1 wrong, 0 unanswered', () => {
    expect(mark(single, chose(2))).toEqual({ outcome: 'correct', marks: 4 });
    expect(mark(single, chose(1))).toEqual({ outcome: 'wrong', marks: -1 });
    expect(mark(single, undefined)).toEqual({ outcome: 'unanswered', marks: 0 });
    expect(mark(single, { ...chose(), markedForReview: true })).toEqual({ outcome: 'unanswered', marks: 0 });
  });

  it('uses the section’s marks (no negative marking when marksWrong is 0)', () => {
    const rules = { ...JEE_MAIN, marksCorrect: 3, marksWrong: 0 };
    expect(mark(single, chose(2), rules).marks).toBe(3);
    expect(mark(single, chose(0), rules)).toEqual({ outcome: 'wrong', marks: 0 });
  });

  it('marks multiple-correct all-or-nothing: only the exact set earns marks', () => {
    expect(mark(multiple, chose(3, 0, 1))).toEqual({ outcome: 'correct', marks: 4 });
    expect(mark(multiple, chose(0, 1))).toEqual({ outcome: 'wrong', marks: -1 });
    expect(mark(multiple, chose(0, 1, 2, 3))).toEqual({ outcome: 'wrong', marks: -1 });
  });

  it('marks multiple-correct partially as JEE Advanced does', () => {
    expect(mark(multiple, chose(0, 1, 3), PARTIAL)).toEqual({ outcome: 'correct', marks: 4 });
    expect(mark(multiple, chose(0, 1), PARTIAL)).toEqual({ outcome: 'partial', marks: 2 });
    expect(mark(multiple, chose(3), PARTIAL)).toEqual({ outcome: 'partial', marks: 1 });
    // Any wrong option makes the whole answer wrong, however many right ones come with it.
    expect(mark(multiple, chose(0, 1, 2), PARTIAL)).toEqual({ outcome: 'wrong', marks: -1 });
  });

  it('accepts a numerical answer anywhere in the inclusive range', () => {
    expect(mark(numerical, typed(2.49)).outcome).toBe('correct');
    expect(mark(numerical, typed(2.5)).outcome).toBe('correct');
    expect(mark(numerical, typed(2.51)).outcome).toBe('correct');
    expect(mark(numerical, typed(2.52))).toEqual({ outcome: 'wrong', marks: -1 });
    expect(mark(numerical, typed(2.48)).outcome).toBe('wrong');
    expect(mark(numerical, typed(null)).outcome).toBe('unanswered');
  });

  it('accepts only the exact whole number for an integer-type question', () => {
    const section = { ...JEE_MAIN, marksWrong: 0 };
    expect(mark(integer, typed(7), section)).toEqual({ outcome: 'correct', marks: 4 });
    expect(mark(integer, typed(7.0000001), section)).toEqual({ outcome: 'wrong', marks: 0 });
    expect(mark(integer, typed(6), section).outcome).toBe('wrong');
    expect(mark(integer, typed(null), section).outcome).toBe('unanswered');
    // A key that was never set marks nothing right.
    expect(mark({ ...integer, integerAnswer: null }, typed(7)).outcome).toBe('wrong');
  });

  it('marks matrix-match and assertion-reason as one correct coded or standard option', () => {
    expect(mark(matrix, chose(3))).toEqual({ outcome: 'correct', marks: 4 });
    expect(mark(matrix, chose(0))).toEqual({ outcome: 'wrong', marks: -1 });
    expect(mark(assertionReason, chose(1)).outcome).toBe('correct');
    expect(mark(assertionReason, chose(0)).outcome).toBe('wrong');
    // Partial marking is for multiple-correct questions only.
    expect(mark(matrix, chose(3, 1), PARTIAL).outcome).toBe('wrong');
  });
});

describe('scoreAttempt', () => {
  it('totals the marks, counts each outcome and the accuracy per chapter', () => {
    const questions = [single, multiple, numerical];
    const result = scoreAttempt(questions, { s: chose(2), m: chose(0), n: typed(7) }, wholeTest(questions), 'partial');
    expect(result).toMatchObject({ score: 4, maxScore: 12, percent: 33.3, correct: 1, partial: 1, wrong: 1, unanswered: 0 });
    expect(result.chapters).toEqual([
      { chapter: 'Mole Concept', total: 2, correct: 1, percent: 50 },
      { chapter: 'Equilibrium', total: 1, correct: 0, percent: 0 },
    ]);
    expect(result.sections).toEqual([
      { name: null, score: 4, maxScore: 12, correct: 1, partial: 1, wrong: 1, unanswered: 0, attemptAny: null },
    ]);
    expect(result.marks.n).toEqual({ outcome: 'wrong', marks: -1 });
  });

  it('keeps a negative score but never a negative percent', () => {
    const result = scoreAttempt([single, numerical], { s: chose(0), n: typed(1) }, wholeTest([single, numerical]), 'all-or-nothing');
    expect(result.score).toBe(-2);
    expect(result.percent).toBe(0);
    expect(scoreAttempt([single], {}, wholeTest([single]), 'all-or-nothing')).toMatchObject({ score: 0, unanswered: 1, percent: 0 });
  });

  it('adds fractional negative marks without floating-point leftovers', () => {
    const wrongs = Array.from({ length: 3 }, (_, index) => ({ ...single, id: `q${index}` }));
    const rules = { ...JEE_MAIN, marksWrong: 0.1 };
    expect(scoreAttempt(wrongs, { q0: chose(0), q1: chose(0), q2: chose(0) }, wholeTest(wrongs, rules), 'all-or-nothing').score).toBe(-0.3);
  });

  it('marks each section by its own marks, and a section of "any N" out of N answers at most', () => {
    const integers = Array.from({ length: 4 }, (_, index) => ({ ...integer, id: `i${index}` }));
    const sections: SectionRules[] = [
      { name: 'Section A', questionIds: ['s', 'x', 'a'], marksCorrect: 4, marksWrong: 1, attemptAny: null },
      { name: 'Section B', questionIds: integers.map((q) => q.id), marksCorrect: 4, marksWrong: 0, attemptAny: 2 },
    ];
    const answers = { s: chose(2), x: chose(1), i0: typed(7), i1: typed(5) };
    const result = scoreAttempt([single, matrix, assertionReason, ...integers], answers, sections, 'all-or-nothing');
    // A: +4 −1 +0; B: +4 +0 (a wrong integer costs nothing here).
    expect(result).toMatchObject({ score: 7, maxScore: 12 + 8, correct: 2, wrong: 2, unanswered: 3 });
    expect(result.sections).toEqual([
      { name: 'Section A', score: 3, maxScore: 12, correct: 1, partial: 0, wrong: 1, unanswered: 1, attemptAny: null },
      { name: 'Section B', score: 4, maxScore: 8, correct: 1, partial: 0, wrong: 1, unanswered: 2, attemptAny: 2 },
    ]);
  });

  it('counts only the first N answers of an "any N" section, in the section’s order', () => {
    const integers = Array.from({ length: 4 }, (_, index) => ({ ...integer, id: `i${index}` }));
    const section: SectionRules = { name: 'B', questionIds: ['i0', 'i1', 'i2', 'i3'], marksCorrect: 4, marksWrong: 0, attemptAny: 2 };
    const answers = { i1: typed(1), i2: typed(7), i3: typed(7) };
    expect([...countedQuestionIds(section, answers)]).toEqual(['i1', 'i2']);
    const result = scoreAttempt(integers, answers, [section], 'all-or-nothing');
    expect(result.marks.i3).toEqual({ outcome: 'unanswered', marks: 0 });
    expect(result.score).toBe(4);
  });

  it('leaves out questions no longer in the attempt, in the score and the maximum', () => {
    const section: SectionRules = { name: 'A', questionIds: ['s', 'gone'], marksCorrect: 4, marksWrong: 1, attemptAny: null };
    expect(scoreAttempt([single], { s: chose(2) }, [section], 'all-or-nothing')).toMatchObject({ score: 4, maxScore: 4, percent: 100 });
  });
});
