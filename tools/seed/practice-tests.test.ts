import { QUESTION_KINDS, questionInputSchema, testInputSchema } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { SEED_PASSAGES, SEED_QUESTIONS, SEED_TESTS } from './practice-tests.js';

describe('the seed’s practice tests', () => {
  it('holds valid questions of every kind across four chapters, some with pictures', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    for (const question of SEED_QUESTIONS) expect(questionInputSchema.safeParse(question.input).success, question.id).toBe(true);
    expect(new Set(SEED_QUESTIONS.map((question) => question.id)).size).toBe(SEED_QUESTIONS.length);
    expect(new Set(SEED_QUESTIONS.map((question) => question.input.chapter)).size).toBe(4);
    expect(new Set(SEED_QUESTIONS.map((question) => question.input.kind))).toEqual(new Set(QUESTION_KINDS));
    expect(SEED_QUESTIONS.filter((question) => (question.input.text ?? '').includes('\\ce{')).length).toBeGreaterThan(10);
    const pictures = SEED_QUESTIONS.flatMap((question) => (question.image ? [question.image] : []));
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect(picture.draw().subarray(1, 4).toString()).toBe('PNG');
  });

  it('labels its questions as original samples: an exam they are written for, never a paper’s year', () => {
    for (const question of SEED_QUESTIONS) {
      expect(question.input.year ?? null, question.id).toBeNull();
      expect(question.input.session ?? '', question.id).toBe('');
      expect(question.input.exam, question.id).toMatch(/\S/);
    }
  });

  it('shares its passage between three questions', () => {
    for (const passage of SEED_PASSAGES) {
      const sharing = SEED_QUESTIONS.filter((question) => question.input.passageId === passage.id);
      expect(sharing.length, passage.id).toBeGreaterThanOrEqual(2);
      expect(sharing.length, passage.id).toBeLessThanOrEqual(4);
    }
  });

  it('has a free test, a subscribers’ test and a sectioned sample paper, all made of bank questions', () => {
    const ids = new Set(SEED_QUESTIONS.map((question) => question.id));
    expect(SEED_TESTS.map((test) => test.input.isFree).sort()).toEqual([false, true, true]);
    for (const test of SEED_TESTS) {
      const parsed = testInputSchema.parse(test.input);
      const questionIds = parsed.sections.length > 0 ? parsed.sections.flatMap((section) => section.questionIds) : parsed.questionIds;
      expect(questionIds.length, test.id).toBeGreaterThan(0);
      expect(questionIds.every((id) => ids.has(id))).toBe(true);
    }
    const sectioned = testInputSchema.parse(SEED_TESTS.find((test) => test.id === 'seed-test-sectioned-sample')!.input);
    expect(sectioned).toMatchObject({ shuffleQuestions: true, shuffleOptions: true });
    expect(sectioned.sections.map((section) => [section.marksCorrect, section.marksWrong, section.attemptAny])).toEqual([
      [4, 1, null],
      [4, 0, 3],
    ]);
    expect(sectioned.instructions).toContain('not taken from a past paper');
  });
});
