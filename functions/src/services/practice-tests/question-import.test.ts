import { QUESTION_IMPORT } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { parseMatrixCode, planImport, questionTemplateCsv } from './question-import.js';

const OLD_HEADER = QUESTION_IMPORT.columns.join(',');

describe('parseMatrixCode', () => {
  it('reads coded options with roman or plain List-II numbers', () => {
    expect(parseMatrixCode('A-II, B-IV, C-I, D-III')).toEqual([1, 3, 0, 2]);
    expect(parseMatrixCode('A-2; B-4; C-1; D-3')).toEqual([1, 3, 0, 2]);
    expect(parseMatrixCode('(A)→(ii), (B)→(i)')).toEqual([1, 0]);
  });

  it('refuses letters out of order, missing or unknown numbers', () => {
    expect(parseMatrixCode('B-II, A-I')).toBeUndefined();
    expect(parseMatrixCode('A-, B-I')).toBeUndefined();
    expect(parseMatrixCode('A-IIII')).toBeUndefined();
    expect(parseMatrixCode('')).toBeUndefined();
  });
});

describe('planImport', () => {
  it('still imports a file made from the first template (its twelve columns only)', () => {
    const plan = planImport([OLD_HEADER, 'single,Mole Concept,easy,Moles in 18 g of water?,1,2,3,4,A,,,18/18'].join('\n'));
    expect(plan.errors).toEqual([]);
    expect(plan.questions[0]?.input).toMatchObject({ kind: 'single', exam: '', year: null, passageId: null, keepOptionOrder: false });
  });

  it('reads the columns by name, in any order', () => {
    const header = [
      'text',
      'kind',
      'correct',
      ...QUESTION_IMPORT.columns.filter((c) => !['text', 'kind', 'correct'].includes(c)),
      'exam',
      'year',
      'session',
      'topic',
    ];
    const row = [
      'How many σ bonds in ethene?',
      'integer',
      '5',
      'Chemical Bonding',
      'easy',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'jee main',
      '2024',
      '27 Jan shift 1',
      'Hybridisation',
    ];
    const plan = planImport([header.join(','), row.join(',')].join('\n'));
    expect(plan.errors).toEqual([]);
    expect(plan.questions[0]?.input).toMatchObject({
      kind: 'integer',
      integerAnswer: 5,
      exam: 'JEE Main',
      year: 2024,
      session: '27 Jan shift 1',
      topic: 'Hybridisation',
    });
  });

  it('names a header column it does not know, and a missing required one', () => {
    expect(planImport(`${OLD_HEADER},shift\nsingle,M,easy,Q,1,2,,,A,,,,x`).errors).toEqual([
      { line: 1, message: 'The header has a column this import does not know: "shift".' },
    ]);
    expect(planImport('kind,text\nsingle,Q').errors[0]?.message).toContain('with at least these columns');
  });

  it('gives each new kind’s mistakes by line', () => {
    const header = `${OLD_HEADER},list_i,list_ii,assertion,reason,keep_option_order`;
    const plan = planImport(
      [
        header,
        'integer,Bonding,easy,How many?,,,,,5.5,,,,,,,,',
        'matrix,Bonding,easy,Match,A-I;B-II,A-II;B-I,,,A,,,,x|y,1|2,,,',
        'matrix,Bonding,easy,Match,A-I,"B-II, A-I",,,A,,,,x|y,1|2,,,',
        'assertion-reason,Equilibrium,easy,,,,,,A,,,,,,A catalyst changes K.,,',
        'single,Bonding,easy,Q,1,2,,,A,,,,,,,,maybe',
      ].join('\n'),
    );
    expect(plan.questions).toEqual([]);
    expect(plan.errors).toEqual([
      { line: 2, message: 'The correct column of an integer-type question must hold its whole-number answer, e.g. 7.' },
      { line: 3, message: 'A matrix-match question has exactly 4 coded options.' },
      { line: 4, message: 'Write each coded option as A-II, B-IV, C-I, D-III: one List-II number for each List-I letter, in order.' },
      { line: 5, message: 'Reason is required.' },
      { line: 6, message: 'The keep_option_order column must be yes or no.' },
    ]);
  });

  it('shares one new passage between the rows that give the same text, four at most', () => {
    const header = `${OLD_HEADER},passage`;
    const row = (n: number) => `numerical,Equilibrium,hard,Part ${n},,,,,,1,2,,"At 500 K, 1 mol of PCl5 ..."`;
    const four = planImport([header, row(1), row(2), row(3), row(4)].join('\n'));
    expect(four.errors).toEqual([]);
    expect(new Set(four.questions.map((question) => question.newPassage))).toEqual(new Set(['At 500 K, 1 mol of PCl5 ...']));
    expect(planImport([header, row(1), row(2), row(3), row(4), row(5)].join('\n')).errors).toEqual([
      { line: 6, message: 'A passage is shared by at most 4 questions.' },
    ]);
  });

  it('refuses a year without its exam, and both passage columns at once', () => {
    const header = `${OLD_HEADER},exam,year,passage_id,passage`;
    expect(planImport([header, 'single,M,easy,Q,1,2,,,A,,,,,2024,,'].join('\n')).errors[0]?.message).toBe(
      'Choose the exam the year belongs to.',
    );
    expect(planImport([header, 'single,M,easy,Q,1,2,,,A,,,,,,abc,Some text'].join('\n')).errors[0]?.message).toBe(
      'Give either passage_id or passage, not both.',
    );
  });

  it('reads its own template: one question of every kind and a passage shared by two', () => {
    const plan = planImport(questionTemplateCsv());
    expect(plan.errors).toEqual([]);
    expect(new Set(plan.questions.map((question) => question.input.kind))).toEqual(
      new Set(['single', 'multiple', 'numerical', 'integer', 'matrix', 'assertion-reason']),
    );
    expect(plan.questions.filter((question) => question.newPassage !== null)).toHaveLength(2);
    const matrix = plan.questions.find((question) => question.input.kind === 'matrix')!.input;
    expect(matrix).toMatchObject({
      matrix: {
        codes: [
          [1, 3, 0, 2],
          [1, 0, 3, 2],
          [3, 1, 0, 2],
          [1, 3, 2, 0],
        ],
      },
      correctOptions: [0],
    });
    // Original examples: none claims to be from a paper.
    expect(plan.questions.every((question) => question.input.year === null)).toBe(true);
  });
});
