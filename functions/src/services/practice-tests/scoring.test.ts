import type { SavedAnswer } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { markAnswer, scoreAttempt, type AnswerKey, type MarkingRules } from './scoring.js';

const JEE_MAIN: MarkingRules = { marksCorrect: 4, marksWrong: 1, multipleMarking: 'all-or-nothing' };
const PARTIAL: MarkingRules = { ...JEE_MAIN, multipleMarking: 'partial' };

const single: AnswerKey = { id: 's', kind: 'single', chapter: 'Mole Concept', correctOptions: [2], answerRange: null };
const multiple: AnswerKey = { id: 'm', kind: 'multiple', chapter: 'Equilibrium', correctOptions: [0, 1, 3], answerRange: null };
const numerical: AnswerKey = {
  id: 'n',
  kind: 'numerical',
  chapter: 'Mole Concept',
  correctOptions: [],
  answerRange: { min: 2.49, max: 2.51 },
};

const chose = (...selected: number[]): SavedAnswer => ({ selected, value: null, markedForReview: false });
const typed = (value: number | null): SavedAnswer => ({ selected: [], value, markedForReview: false });

describe('markAnswer', () => {
  it('marks a single-correct question +4 right, −1 wrong, 0 unanswered', () => {
    expect(markAnswer(single, chose(2), JEE_MAIN)).toEqual({ outcome: 'correct', marks: 4 });
    expect(markAnswer(single, chose(1), JEE_MAIN)).toEqual({ outcome: 'wrong', marks: -1 });
    expect(markAnswer(single, undefined, JEE_MAIN)).toEqual({ outcome: 'unanswered', marks: 0 });
    expect(markAnswer(single, { ...chose(), markedForReview: true }, JEE_MAIN)).toEqual({ outcome: 'unanswered', marks: 0 });
  });

  it('uses the test’s marks (no negative marking when marksWrong is 0)', () => {
    const rules = { ...JEE_MAIN, marksCorrect: 3, marksWrong: 0 };
    expect(markAnswer(single, chose(2), rules).marks).toBe(3);
    expect(markAnswer(single, chose(0), rules)).toEqual({ outcome: 'wrong', marks: -0 });
  });

  it('marks multiple-correct all-or-nothing: only the exact set earns marks', () => {
    expect(markAnswer(multiple, chose(3, 0, 1), JEE_MAIN)).toEqual({ outcome: 'correct', marks: 4 });
    expect(markAnswer(multiple, chose(0, 1), JEE_MAIN)).toEqual({ outcome: 'wrong', marks: -1 });
    expect(markAnswer(multiple, chose(0, 1, 2, 3), JEE_MAIN)).toEqual({ outcome: 'wrong', marks: -1 });
  });

  it('marks multiple-correct partially as JEE Advanced does', () => {
    expect(markAnswer(multiple, chose(0, 1, 3), PARTIAL)).toEqual({ outcome: 'correct', marks: 4 });
    expect(markAnswer(multiple, chose(0, 1), PARTIAL)).toEqual({ outcome: 'partial', marks: 2 });
    expect(markAnswer(multiple, chose(3), PARTIAL)).toEqual({ outcome: 'partial', marks: 1 });
    // Any wrong option makes the whole answer wrong, however many right ones come with it.
    expect(markAnswer(multiple, chose(0, 1, 2), PARTIAL)).toEqual({ outcome: 'wrong', marks: -1 });
  });

  it('accepts a numerical answer anywhere in the inclusive range', () => {
    expect(markAnswer(numerical, typed(2.49), JEE_MAIN).outcome).toBe('correct');
    expect(markAnswer(numerical, typed(2.5), JEE_MAIN).outcome).toBe('correct');
    expect(markAnswer(numerical, typed(2.51), JEE_MAIN).outcome).toBe('correct');
    expect(markAnswer(numerical, typed(2.52), JEE_MAIN)).toEqual({ outcome: 'wrong', marks: -1 });
    expect(markAnswer(numerical, typed(2.48), JEE_MAIN).outcome).toBe('wrong');
    expect(markAnswer(numerical, typed(null), JEE_MAIN).outcome).toBe('unanswered');
  });
});

describe('scoreAttempt', () => {
  it('totals the marks, counts each outcome and the accuracy per chapter', () => {
    const result = scoreAttempt([single, multiple, numerical], { s: chose(2), m: chose(0), n: typed(7) }, PARTIAL);
    expect(result).toMatchObject({ score: 4, maxScore: 12, percent: 33.3, correct: 1, partial: 1, wrong: 1, unanswered: 0 });
    expect(result.chapters).toEqual([
      { chapter: 'Mole Concept', total: 2, correct: 1, percent: 50 },
      { chapter: 'Equilibrium', total: 1, correct: 0, percent: 0 },
    ]);
    expect(result.marks.n).toEqual({ outcome: 'wrong', marks: -1 });
  });

  it('keeps a negative score but never a negative percent', () => {
    const result = scoreAttempt([single, numerical], { s: chose(0), n: typed(1) }, JEE_MAIN);
    expect(result.score).toBe(-2);
    expect(result.percent).toBe(0);
    expect(scoreAttempt([single], {}, JEE_MAIN)).toMatchObject({ score: 0, unanswered: 1, percent: 0 });
  });

  it('adds fractional negative marks without floating-point leftovers', () => {
    const rules = { ...JEE_MAIN, marksWrong: 0.1 };
    const wrongs = Array.from({ length: 3 }, (_, index) => ({ ...single, id: `q${index}` }));
    expect(scoreAttempt(wrongs, { q0: chose(0), q1: chose(0), q2: chose(0) }, rules).score).toBe(-0.3);
  });
});
