import { describe, expect, it } from 'vitest';
import { isAnswered } from './question-kinds.js';
import { optionLetter, questionInputSchema, saveAnswerSchema, sectionMaxScore, sectionsOf, testInputSchema } from './practice-tests.js';
import { isPastPaper, matrixCode, optionCount, romanNumeral, sourceLabel } from './question-kinds.js';

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

describe('the JEE and NEET question kinds', () => {
  const common = { text: 'Match the molecules with their shapes.', chapter: 'Chemical Bonding', difficulty: 'medium' };
  const matrix = {
    ...common,
    kind: 'matrix',
    matrix: {
      listI: ['CO2', 'BF3'],
      listII: ['Linear', 'Trigonal planar', 'Bent'],
      codes: [
        [0, 1],
        [1, 0],
        [2, 1],
        [0, 2],
      ],
    },
    correctOptions: [0],
  };

  it('takes a matrix-match question with four coded options and one correct', () => {
    expect(questionInputSchema.parse(matrix)).toMatchObject({ kind: 'matrix', correctOptions: [0], keepOptionOrder: false });
    const withCodes = (codes: number[][]) => first(questionInputSchema.safeParse({ ...matrix, matrix: { ...matrix.matrix, codes } }));
    expect(
      withCodes([
        [0, 1],
        [1, 0],
        [2, 1],
      ]),
    ).toBe('A matrix-match question has exactly 4 coded options.');
    expect(withCodes([[0, 1], [1, 0], [2, 1], [0]])).toBe('Each coded option must match every List-I item to a List-II item.');
    expect(
      withCodes([
        [0, 1],
        [1, 0],
        [2, 1],
        [0, 3],
      ]),
    ).toBe('A coded option points to a List-II item that does not exist.');
    expect(
      withCodes([
        [0, 1],
        [1, 0],
        [2, 1],
        [0, 1],
      ]),
    ).toBe('Two coded options are the same.');
    expect(first(questionInputSchema.safeParse({ ...matrix, correctOptions: [0, 1] }))).toBe('Choose exactly one correct option.');
    expect(first(questionInputSchema.safeParse({ ...matrix, correctOptions: [4] }))).toBe(
      'A correct option points to an option that does not exist.',
    );
  });

  it('takes an assertion-reason question without a stem, one of the four standard options correct', () => {
    const question = {
      ...common,
      kind: 'assertion-reason',
      text: undefined,
      statements: { assertion: 'A', reason: 'R' },
      correctOptions: [3],
    };
    expect(questionInputSchema.parse(question)).toMatchObject({ text: '', statements: { assertion: 'A', reason: 'R' } });
    expect(first(questionInputSchema.safeParse({ ...question, correctOptions: [4] }))).toBe(
      'A correct option points to an option that does not exist.',
    );
    expect(first(questionInputSchema.safeParse({ ...question, statements: { assertion: 'A' } }))).toBe('Reason must be text.');
  });

  it('takes an integer-type question whose answer is a whole number', () => {
    const question = { ...common, kind: 'integer', integerAnswer: 5 };
    expect(questionInputSchema.parse(question)).toMatchObject({ integerAnswer: 5 });
    expect(first(questionInputSchema.safeParse({ ...question, integerAnswer: 2.5 }))).toBe(
      'The answer of an integer-type question must be a whole number.',
    );
    expect(first(questionInputSchema.safeParse({ ...question, integerAnswer: undefined }))).toBe(
      'An integer-type question needs its answer, a whole number.',
    );
  });

  it('stores a listed exam in its own spelling and asks for the exam before a year, and the year before a shift', () => {
    const question = { ...common, kind: 'integer', integerAnswer: 5 };
    expect(questionInputSchema.parse({ ...question, exam: ' jee  main ', year: 2024, session: '27 Jan shift 1' })).toMatchObject({
      exam: 'JEE Main',
      year: 2024,
      session: '27 Jan shift 1',
    });
    expect(questionInputSchema.parse({ ...question, exam: 'MHT CET' }).exam).toBe('MHT CET');
    expect(first(questionInputSchema.safeParse({ ...question, year: 2024 }))).toBe('Choose the exam the year belongs to.');
    expect(first(questionInputSchema.safeParse({ ...question, exam: 'NEET', session: 'Phase 2' }))).toBe(
      'A session or shift needs the year of the paper.',
    );
    expect(first(questionInputSchema.safeParse({ ...question, exam: 'NEET', year: 1900 }))).toBe('Year must be between 1950 and 2100.');
  });

  it('labels a past paper as students read it, and knows one from a question written for an exam', () => {
    expect(sourceLabel({ exam: 'JEE Main', year: 2024, session: '27 Jan shift 1' })).toBe('JEE Main 2024, 27 Jan shift 1');
    expect(sourceLabel({ exam: 'NEET', year: 2023, session: '' })).toBe('NEET 2023');
    expect(sourceLabel({ exam: 'NEET', year: null, session: '' })).toBe('NEET');
    expect(isPastPaper({ exam: 'NEET', year: null, session: '' })).toBe(false);
    expect(isPastPaper({ exam: 'NEET', year: 2023, session: '' })).toBe(true);
  });

  it('prints coded options and counts each kind’s options', () => {
    expect(matrixCode([1, 3, 0, 2])).toBe('A-II, B-IV, C-I, D-III');
    expect(romanNumeral(8)).toBe('VIII');
    expect(optionCount({ kind: 'assertion-reason', options: [], matrix: null })).toBe(4);
    expect(optionCount({ kind: 'integer', options: [], matrix: null })).toBe(0);
  });
});

describe('sections', () => {
  const base = { title: 'JEE Main pattern', timeLimitMinutes: 60 };
  const sectionA = { name: 'Section A', questionIds: ['a', 'b'] };
  const sectionB = { name: 'Section B', questionIds: ['c', 'd', 'e'], marksWrong: 0, attemptAny: 2 };

  it('takes sections with their own marks and "attempt any N", and counts only N towards the maximum', () => {
    const test = testInputSchema.parse({ ...base, questionIds: [], sections: [sectionA, sectionB] });
    expect(test.sections).toEqual([
      { ...sectionA, marksCorrect: 4, marksWrong: 1, attemptAny: null },
      { ...sectionB, marksCorrect: 4 },
    ]);
    expect(sectionsOf({ ...test, questionIds: ['a', 'b', 'c', 'd', 'e'] }).map(sectionMaxScore)).toEqual([8, 8]);
    // Without sections a test is one section with its own marks.
    expect(sectionsOf({ sections: [], questionIds: ['a'], marksCorrect: 3, marksWrong: 1 })).toEqual([
      { name: null, questionIds: ['a'], marksCorrect: 3, marksWrong: 1, attemptAny: null },
    ]);
  });

  it('says what is wrong with sections', () => {
    const refused = (sections: object[], questionIds: string[] = []) =>
      first(testInputSchema.safeParse({ ...base, questionIds, sections }));
    expect(refused([sectionA, { ...sectionB, questionIds: ['a'], attemptAny: null }])).toBe('A question is in the test twice.');
    expect(refused([sectionA, { ...sectionB, name: 'section a' }])).toBe('Two sections have the same name.');
    expect(refused([{ ...sectionB, attemptAny: 4 }])).toBe('A section cannot ask for more answers than it has questions.');
    expect(refused([sectionA], ['b', 'a'])).toBe(
      'A test with sections lists its questions in its sections: leave the test’s own list empty.',
    );
    expect(refused([{ ...sectionA, questionIds: [] }])).toBe('A section needs at least one question.');
    expect(testInputSchema.safeParse({ ...base, questionIds: ['a', 'b'], sections: [sectionA] }).success).toBe(true);
  });
});
