import { describe, expect, it } from 'vitest';
import { isAnswered, optionLetter, questionInputSchema, saveAnswerSchema, testInputSchema } from './practice-tests.js';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('practice test schemas', () => {
  it('takes each kind of question and drops what another kind would need', () => {
    const single = questionInputSchema.parse({
      kind: 'single',
      text: ' \\ce{2H2 + O2 -> 2H2O} ',
      options: ['a', 'b'],
      correctOptions: [1],
      chapter: 'Mole Concept',
      difficulty: 'easy',
    });
    expect(single).toMatchObject({ text: '\\ce{2H2 + O2 -> 2H2O}', explanation: '' });
    const numerical = questionInputSchema.parse({
      kind: 'numerical',
      text: 'x',
      answerRange: { min: 2.49, max: 2.51 },
      chapter: 'c',
      difficulty: 'hard',
    });
    expect(numerical).toMatchObject({ kind: 'numerical', answerRange: { min: 2.49, max: 2.51 } });
  });

  it('says what is wrong with a question', () => {
    const base = { kind: 'multiple', text: 'x', options: ['a', 'b', 'c'], chapter: 'c', difficulty: 'easy' };
    expect(first(questionInputSchema.safeParse({ ...base, correctOptions: [0, 0] }))).toBe('A correct option is listed twice.');
    expect(first(questionInputSchema.safeParse({ ...base, correctOptions: [3] }))).toBe(
      'A correct option points to an option that does not exist.',
    );
    expect(first(questionInputSchema.safeParse({ ...base, kind: 'numerical' }))).toContain('accepted answer range');
    expect(first(questionInputSchema.safeParse({ ...base, correctOptions: [0], text: 'bad\u0007' }))).toContain('not allowed');
  });

  it('gives tests JEE Main defaults and refuses a question twice', () => {
    expect(testInputSchema.parse({ title: 'T', timeLimitMinutes: 30, questionIds: ['a'] })).toMatchObject({
      marksCorrect: 4,
      marksWrong: 1,
      multipleMarking: 'all-or-nothing',
      attemptLimit: null,
      isFree: false,
      published: false,
    });
    expect(first(testInputSchema.safeParse({ title: 'T', timeLimitMinutes: 30, questionIds: ['a', 'a'] }))).toBe(
      'A question is in the test twice.',
    );
  });

  it('reads a saved answer, blank or not', () => {
    const blank = saveAnswerSchema.parse({ markedForReview: true });
    expect(blank).toEqual({ selected: [], value: null, markedForReview: true });
    expect(isAnswered(blank)).toBe(false);
    expect(isAnswered(saveAnswerSchema.parse({ value: 0 }))).toBe(true);
    expect(first(saveAnswerSchema.safeParse({ selected: [1, 1] }))).toBe('An option is chosen twice.');
    expect(optionLetter(2)).toBe('C');
  });
});
