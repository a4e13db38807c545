import type { Question } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, checkDraft, draftOf, resizeCodes } from './question-draft';
import { filterChoices, filterQuestions, EMPTY_FILTERS } from './bank-filters';

const stored = (fields: Partial<Question>): Question => ({
  _id: 'q1',
  kind: 'single',
  text: 'Which gas?',
  options: [],
  correctOptions: [],
  answerRange: null,
  integerAnswer: null,
  matrix: null,
  statements: null,
  explanation: '',
  chapter: 'Gases',
  topic: '',
  difficulty: 'medium',
  exam: '',
  year: null,
  session: '',
  passageId: null,
  keepOptionOrder: false,
  imageUrl: null,
  createdAt: null,
  updatedAt: null,
  ...fields,
});

describe('the question editor’s draft', () => {
  it('sends each kind as the API takes it, and a stored question comes back as it was', () => {
    const kinds: Partial<Question>[] = [
      { kind: 'single', options: ['H2', 'CO2'], correctOptions: [1] },
      { kind: 'multiple', options: ['a', 'b', 'c'], correctOptions: [0, 2] },
      { kind: 'numerical', answerRange: { min: 2.4, max: 2.6 } },
      { kind: 'integer', integerAnswer: 6 },
      {
        kind: 'matrix',
        matrix: {
          listI: ['CH4', 'C2H4'],
          listII: ['sp', 'sp2', 'sp3'],
          codes: [
            [2, 1],
            [1, 2],
            [0, 1],
            [2, 0],
          ],
        },
        correctOptions: [0],
      },
      { kind: 'assertion-reason', text: '', statements: { assertion: 'A', reason: 'R' }, correctOptions: [2] },
    ];
    for (const fields of kinds) {
      const question = stored({
        ...fields,
        topic: 'Ideal gas',
        exam: 'JEE Main',
        year: 2024,
        session: '27 Jan shift 1',
        keepOptionOrder: true,
      });
      const checked = checkDraft(draftOf(question));
      expect(checked.success, fields.kind).toBe(true);
      expect(checked.data).toMatchObject({
        ...fields,
        topic: 'Ideal gas',
        exam: 'JEE Main',
        year: 2024,
        session: '27 Jan shift 1',
        keepOptionOrder: true,
      });
    }
  });

  it('refuses what the server would, with its words: a session without a year, a missing integer answer', () => {
    const session = checkDraft({
      ...EMPTY_DRAFT,
      text: 'x',
      chapter: 'c',
      options: ['a', 'b'],
      correct: [0],
      exam: 'NEET',
      session: 'Phase 1',
    });
    expect(session.success).toBe(false);
    const integer = checkDraft({ ...EMPTY_DRAFT, kind: 'integer', text: 'x', chapter: 'c' });
    expect(integer.error?.issues.map((issue) => issue.message)).toContain('An integer-type question needs its answer, a whole number.');
  });

  it('keeps the chosen matches when List-I grows or shrinks', () => {
    expect(
      resizeCodes(
        [
          [1, 2],
          [0, 1],
          [2, 0],
          [1, 0],
        ],
        3,
      ),
    ).toEqual([
      [1, 2, -1],
      [0, 1, -1],
      [2, 0, -1],
      [1, 0, -1],
    ]);
    expect(
      resizeCodes(
        [
          [1, 2, 0],
          [0, 1, 2],
          [2, 0, 1],
          [1, 0, 2],
        ],
        2,
      ),
    ).toEqual([
      [1, 2],
      [0, 1],
      [2, 0],
      [1, 0],
    ]);
  });
});

describe('the question bank’s filters', () => {
  const bank = [
    stored({ _id: 'a', exam: 'JEE Main', year: 2024, topic: 'Mole concept', difficulty: 'hard' }),
    stored({ _id: 'b', exam: 'NEET', year: 2023, kind: 'integer' }),
    stored({ _id: 'c', chapter: 'Thermodynamics' }),
  ];

  it('lets through only what every chosen filter matches', () => {
    expect(filterQuestions(bank, EMPTY_FILTERS).map((question) => question._id)).toEqual(['a', 'b', 'c']);
    expect(filterQuestions(bank, { ...EMPTY_FILTERS, exam: 'JEE Main', year: '2024' }).map((question) => question._id)).toEqual(['a']);
    expect(filterQuestions(bank, { ...EMPTY_FILTERS, kind: 'integer' }).map((question) => question._id)).toEqual(['b']);
    expect(filterQuestions(bank, { ...EMPTY_FILTERS, chapter: 'Gases', difficulty: 'hard' }).map((question) => question._id)).toEqual([
      'a',
    ]);
    expect(filterQuestions(bank, { ...EMPTY_FILTERS, year: '2022' })).toEqual([]);
  });

  it('offers the exams, years (newest first) and topics the bank holds', () => {
    expect(filterChoices(bank)).toEqual({ exams: ['JEE Main', 'NEET'], years: [2024, 2023], topics: ['Mole concept'] });
  });
});
