import { questionInputSchema, testInputSchema } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { SEED_QUESTIONS, SEED_TESTS } from './practice-tests.js';

describe('the seed’s practice tests', () => {
  it('holds at least 20 valid questions of all three kinds across three chapters, some with pictures', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    for (const question of SEED_QUESTIONS) expect(questionInputSchema.safeParse(question.input).success, question.id).toBe(true);
    expect(new Set(SEED_QUESTIONS.map((question) => question.id)).size).toBe(SEED_QUESTIONS.length);
    expect(new Set(SEED_QUESTIONS.map((question) => question.input.chapter)).size).toBe(3);
    expect(new Set(SEED_QUESTIONS.map((question) => question.input.kind))).toEqual(new Set(['single', 'multiple', 'numerical']));
    expect(SEED_QUESTIONS.filter((question) => question.input.text.includes('\\ce{')).length).toBeGreaterThan(10);
    const pictures = SEED_QUESTIONS.flatMap((question) => (question.image ? [question.image] : []));
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect(picture.draw().subarray(1, 4).toString()).toBe('PNG');
  });

  it('has a free test and a subscribers’ test, both made of bank questions', () => {
    const ids = new Set(SEED_QUESTIONS.map((question) => question.id));
    expect(SEED_TESTS.map((test) => test.input.isFree).sort()).toEqual([false, true]);
    for (const test of SEED_TESTS) {
      expect(testInputSchema.safeParse(test.input).success, test.id).toBe(true);
      expect(test.input.questionIds.every((id) => ids.has(id))).toBe(true);
    }
  });
});
