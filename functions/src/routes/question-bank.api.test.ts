import type {
  AttemptInProgress,
  AttemptResult,
  Passage,
  PracticeTest,
  Question,
  QuestionBank,
  QuestionImportAnswer,
  QuestionTagsAnswer,
  TestDetail,
} from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccounts, messageOf, type TestAccount } from '../../../tests/support/api.js';
import {
  SECRET,
  call,
  createQuestionAs,
  createTestAs,
  expectNoAnswers,
  saveAnswer,
  startAttempt,
  submitAttempt,
} from '../../../tests/support/practice.js';
import { db } from '../lib/firebase.js';

/**
 * The question bank's JEE and NEET kinds, passages, sections with their own marking and "attempt
 * any N", per-student shuffling, where questions come from, bulk tagging and the CSV columns.
 */

let admin: TestAccount;
let asha: TestAccount;
let vikram: TestAccount;

const common = { chapter: 'Chemical Bonding', difficulty: 'medium', explanation: `${SECRET} worked out` };
const singleOf = (text: string, correct = 1) => ({
  ...common,
  kind: 'single',
  text,
  options: ['P', 'Q', 'R', 'S'],
  correctOptions: [correct],
});
const matrixQuestion = {
  ...common,
  kind: 'matrix',
  text: 'Match each molecule with the hybridisation of its central atom.',
  matrix: {
    listI: ['\\ce{BeCl2}', '\\ce{BF3}', '\\ce{CH4}', '\\ce{PCl5}'],
    listII: ['$sp^3$', '$sp$', '$sp^3d$', '$sp^2$'],
    codes: [
      [1, 3, 2, 0],
      [1, 3, 0, 2],
      [3, 1, 0, 2],
      [0, 3, 1, 2],
    ],
  },
  correctOptions: [1],
};
const assertionReasonQuestion = {
  ...common,
  kind: 'assertion-reason',
  statements: { assertion: '\\ce{BF3} is a Lewis acid.', reason: '\\ce{BF3} is planar.' },
  correctOptions: [1],
};
const integerOf = (text: string, answer: number) => ({ ...common, kind: 'integer', text, integerAnswer: answer });

const createQuestion = (body: object) => createQuestionAs(admin.token, body);
const createTest = (body: object) => createTestAs(admin.token, body);

async function createPassage(text: string): Promise<Passage> {
  const response = await call('post', '/api/admin/passages', admin.token, { text });
  expect(response.status).toBe(201);
  return response.body as Passage;
}

const storedAnswers = async (attemptId: string) => (await db().collection('testAttempts').doc(attemptId).get()).get('answers');

beforeAll(async () => {
  ({ admin, student: asha, other: vikram } = await createTestAccounts());
});

describe('the new kinds in a sectioned test', () => {
  let passage: Passage;
  let matrix: Question;
  let assertionReason: Question;
  let paragraph: Question[];
  let integers: Question[];
  let test: PracticeTest;

  beforeAll(async () => {
    passage = await createPassage('A buffer holds 0.10 mol of \\ce{CH3COOH} and 0.10 mol of \\ce{CH3COONa} in 1.0 L ($pK_a = 4.74$).');
    [matrix, assertionReason, ...paragraph] = await Promise.all([
      createQuestion(matrixQuestion),
      createQuestion(assertionReasonQuestion),
      createQuestion({ ...singleOf('What is the pH of this buffer?', 0), passageId: passage._id }),
      createQuestion({
        ...common,
        kind: 'numerical',
        text: 'pH after adding 0.01 mol HCl?',
        answerRange: { min: 4.64, max: 4.66 },
        passageId: passage._id,
      }),
    ]);
    integers = await Promise.all([5, 6, 7].map((answer) => createQuestion(integerOf(`Integer ${answer}`, answer))));
    test = await createTest({
      title: 'JEE Main pattern',
      isFree: true,
      questionIds: [],
      sections: [
        {
          name: 'Section A',
          questionIds: [matrix._id, assertionReason._id, ...paragraph.map((q) => q._id)],
          marksCorrect: 4,
          marksWrong: 1,
        },
        { name: 'Section B', questionIds: integers.map((q) => q._id), marksCorrect: 4, marksWrong: 0, attemptAny: 2 },
      ],
    });
  });

  it('stores a test with sections and lists their questions in order', () => {
    expect(test.questionIds).toEqual([matrix._id, assertionReason._id, ...paragraph.map((q) => q._id), ...integers.map((q) => q._id)]);
    expect(test.sections.map((section) => section.attemptAny)).toEqual([null, 2]);
  });

  it('shows each section, its marks and "attempt any", and counts only N towards the maximum', async () => {
    const response = await call('get', `/api/tests/${test._id}`, asha.token);
    expect(response.status).toBe(200);
    const detail = response.body as TestDetail;
    expect(detail).toMatchObject({ questionCount: 7, maxScore: 16 + 8 });
    expect(detail.sections).toEqual([
      { name: 'Section A', questionCount: 4, marksCorrect: 4, marksWrong: 1, attemptAny: null },
      { name: 'Section B', questionCount: 3, marksCorrect: 4, marksWrong: 0, attemptAny: 2 },
    ]);
    expectNoAnswers(response.body);
  });

  it('answers and scores every kind, section by section, without a key before the result', async () => {
    const attempt = await startAttempt(test._id, asha.token);
    expectNoAnswers(attempt);
    expect(attempt.sections.map((section) => [section.name, section.questionIds.length, section.attemptAny])).toEqual([
      ['Section A', 4, null],
      ['Section B', 3, 2],
    ]);
    // The passage travels with the attempt, once, and each of its questions names it.
    expect(attempt.passages).toEqual({ [passage._id]: passage.text });
    const shown = (id: string) => attempt.questions.find((question) => question.id === id)!;
    expect(shown(paragraph[0]!._id).passageId).toBe(passage._id);
    expect(shown(matrix._id)).toMatchObject({ kind: 'matrix', matrix: matrixQuestion.matrix, optionOrder: [0, 1, 2, 3] });
    expect(shown(assertionReason._id)).toMatchObject({ statements: assertionReasonQuestion.statements, optionOrder: [0, 1, 2, 3] });

    const answers: [string, object, number][] = [
      [matrix._id, { selected: [1] }, 200],
      [assertionReason._id, { selected: [0] }, 200],
      [paragraph[0]!._id, { selected: [0] }, 200],
      [paragraph[1]!._id, { value: 4.65 }, 200],
      [integers[0]!._id, { value: 2.5 }, 400],
      [integers[0]!._id, { value: 5 }, 200],
      [integers[1]!._id, { value: 1 }, 200],
      [assertionReason._id, { selected: [4] }, 400],
      [matrix._id, { selected: [1, 2] }, 400],
    ];
    for (const [questionId, body, status] of answers) {
      const response = await saveAnswer(attempt._id, questionId, asha.token, body);
      expect(response.status, `${questionId} ${JSON.stringify(body)} ${messageOf(response)}`).toBe(status);
      expectNoAnswers(response.body);
    }
    expect(messageOf(await saveAnswer(attempt._id, integers[0]!._id, asha.token, { value: 2.5 }))).toBe(
      'This question takes a whole number.',
    );
    const resumed = await call('get', `/api/tests/attempts/${attempt._id}`, asha.token);
    expectNoAnswers(resumed.body);

    const result = (await submitAttempt(attempt._id, asha.token)).body as AttemptResult;
    // A: matrix +4, assertion-reason −1, passage +4 +4; B: +4 and 0 (no negative marks).
    expect(result).toMatchObject({ score: 15, maxScore: 24, correct: 4, wrong: 2, unanswered: 1 });
    expect(result.sections).toEqual([
      { name: 'Section A', score: 11, maxScore: 16, correct: 3, partial: 0, wrong: 1, unanswered: 0, attemptAny: null },
      { name: 'Section B', score: 4, maxScore: 8, correct: 1, partial: 0, wrong: 1, unanswered: 1, attemptAny: 2 },
    ]);
    const review = (id: string) => result.review.find((item) => item.question.id === id)!;
    expect(review(integers[1]!._id)).toMatchObject({ integerAnswer: 6, outcome: 'wrong', marks: 0 });
    expect(review(assertionReason._id)).toMatchObject({ correctOptions: [1], outcome: 'wrong' });
    expect(review(matrix._id).explanation).toContain(SECRET);
    expect(result.passages).toEqual({ [passage._id]: passage.text });
  });

  it('refuses an answer beyond "attempt any N" until one is cleared, and says so in the student’s language', async () => {
    const attempt = await startAttempt(test._id, vikram.token);
    const [first, second, third] = integers.map((question) => question._id);
    expect((await saveAnswer(attempt._id, first!, vikram.token, { value: 5 })).status).toBe(200);
    expect((await saveAnswer(attempt._id, second!, vikram.token, { value: 6 })).status).toBe(200);
    const refused = await saveAnswer(attempt._id, third!, vikram.token, { value: 7 });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe('You have already answered 2 questions in this section. Clear one to answer another.');
    const inHindi = await saveAnswer(attempt._id, third!, vikram.token, { value: 7 }).set('X-Language', 'hi');
    expect(messageOf(inHindi)).toBe('आप इस सेक्शन में पहले ही 2 प्रश्नों के उत्तर दे चुके हैं। दूसरे प्रश्न का उत्तर देने के लिए पहले कोई एक उत्तर हटाएँ।');
    expect((await storedAnswers(attempt._id))[third!]).toBeUndefined();

    // Marking it without an answer, and changing an answer already given, are allowed.
    expect((await saveAnswer(attempt._id, third!, vikram.token, { markedForReview: true })).status).toBe(200);
    expect((await saveAnswer(attempt._id, second!, vikram.token, { value: 60 })).status).toBe(200);
    // Cleared: now the third may be answered.
    expect((await saveAnswer(attempt._id, second!, vikram.token, { value: null })).status).toBe(200);
    expect((await saveAnswer(attempt._id, third!, vikram.token, { value: 7 })).status).toBe(200);
    // Section A has no such limit.
    expect((await saveAnswer(attempt._id, matrix._id, vikram.token, { selected: [0] })).status).toBe(200);
    const result = (await submitAttempt(attempt._id, vikram.token)).body as AttemptResult;
    expect(result.sections[1]).toMatchObject({ score: 8, correct: 2, unanswered: 1 });
  });

  it('keeps a passage’s questions together in one section', async () => {
    const split = await call('post', '/api/admin/tests', admin.token, {
      title: 'Split passage',
      timeLimitMinutes: 10,
      questionIds: [],
      sections: [
        { name: 'One', questionIds: [paragraph[0]!._id, matrix._id] },
        { name: 'Two', questionIds: [paragraph[1]!._id] },
      ],
    });
    expect(split.status).toBe(400);
    expect(messageOf(split)).toBe('The questions of one passage must follow one another in the same section.');
    const apart = await call('post', '/api/admin/tests', admin.token, {
      title: 'Apart',
      timeLimitMinutes: 10,
      questionIds: [paragraph[0]!._id, matrix._id, paragraph[1]!._id],
    });
    expect(apart.status).toBe(400);
  });
});

describe('shuffling per student', () => {
  let questions: Question[];
  let test: PracticeTest;

  beforeAll(async () => {
    questions = await Promise.all(Array.from({ length: 8 }, (_, index) => createQuestion(singleOf(`Shuffled question ${index + 1}`, 2))));
    const keeper = await createQuestion({ ...singleOf('Which of these? (D is "Both A and B")', 3), keepOptionOrder: true });
    questions.push(keeper);
    test = await createTest({
      title: 'Shuffled',
      isFree: true,
      shuffleQuestions: true,
      shuffleOptions: true,
      questionIds: questions.map((q) => q._id),
    });
  });

  it('gives two students their own order of questions and options, kept for the attempt and its review', async () => {
    const [first, second] = await Promise.all([startAttempt(test._id, asha.token), startAttempt(test._id, vikram.token)]);
    const orderOf = (attempt: AttemptInProgress) => attempt.questions.map((question) => `${question.id}:${question.optionOrder.join('')}`);
    // Nine questions of four options each: two equal orders are about one in 10^13.
    expect(orderOf(first)).not.toEqual(orderOf(second));
    for (const attempt of [first, second]) {
      expect(attempt.questions.map((question) => question.id).sort()).toEqual(questions.map((question) => question._id).sort());
      for (const question of attempt.questions) expect([...question.optionOrder].sort()).toEqual([0, 1, 2, 3]);
      expect(attempt.questions.find((question) => question.text.includes('Both A and B'))?.optionOrder).toEqual([0, 1, 2, 3]);
      expectNoAnswers(attempt);
    }
    // A reload shows the same order.
    const again = (await call('get', `/api/tests/attempts/${first._id}`, asha.token)).body as AttemptInProgress;
    expect(orderOf(again)).toEqual(orderOf(first));

    // Asha picks what she sees as A on every question: the answer is stored by the question's own index.
    for (const question of first.questions)
      expect((await saveAnswer(first._id, question.id, asha.token, { selected: [question.optionOrder[0]] })).status).toBe(200);
    const stored = await storedAnswers(first._id);
    for (const question of first.questions) expect(stored[question.id].selected).toEqual([question.optionOrder[0]]);

    const result = (await submitAttempt(first._id, asha.token)).body as AttemptResult;
    expect(result.review.map((item) => `${item.question.id}:${item.question.optionOrder.join('')}`)).toEqual(orderOf(first));
    // Marked by the question's own key: right exactly where her first option was the key.
    const right = first.questions.filter((question) => question.optionOrder[0] === (question.text.includes('Both A and B') ? 3 : 2)).length;
    expect(result.correct).toBe(right);
    await submitAttempt(second._id, vikram.token);
  });
});

describe('passages in the bank', () => {
  it('lists passages with the bank, holds at most four questions each, and keeps one in use', async () => {
    const passage = await createPassage('Four questions at most share this passage.');
    for (let index = 0; index < 4; index += 1) await createQuestion({ ...singleOf(`Part ${index}`), passageId: passage._id });
    const fifth = await call('post', '/api/admin/questions', admin.token, { ...singleOf('Part 5'), passageId: passage._id });
    expect(fifth.status).toBe(409);
    expect(messageOf(fifth)).toBe('A passage is shared by at most 4 questions.');
    const unknown = await call('post', '/api/admin/questions', admin.token, { ...singleOf('Lost'), passageId: 'no-such-passage' });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toBe('This passage does not exist.');

    const bank = (await call('get', '/api/admin/questions', admin.token)).body as QuestionBank;
    expect(bank.passages.map((entry) => entry._id)).toContain(passage._id);
    expect(bank.questions.filter((question) => question.passageId === passage._id)).toHaveLength(4);

    const inUse = await call('delete', `/api/admin/passages/${passage._id}`, admin.token);
    expect(inUse.status).toBe(409);
    const edited = await call('put', `/api/admin/passages/${passage._id}`, admin.token, { text: 'Edited passage.' });
    expect(edited.body).toMatchObject({ _id: passage._id, text: 'Edited passage.' });
    expect((await call('put', `/api/admin/passages/${passage._id}`, admin.token, { text: '  ' })).status).toBe(400);

    const unused = await createPassage('Nobody uses this one.');
    expect((await call('delete', `/api/admin/passages/${unused._id}`, admin.token)).status).toBe(200);
    expect((await call('delete', `/api/admin/passages/${unused._id}`, admin.token)).status).toBe(404);
  });
});

describe('where questions come from', () => {
  it('stores exam, year, session and topic, and shows a past paper’s label to the student, not an exam it is written for', async () => {
    const pastPaper = await createQuestion({
      ...singleOf('From a paper'),
      exam: 'jee main',
      year: 2024,
      session: '27 Jan shift 1',
      topic: 'VSEPR',
    });
    expect(pastPaper).toMatchObject({ exam: 'JEE Main', year: 2024, session: '27 Jan shift 1', topic: 'VSEPR' });
    const writtenFor = await createQuestion({ ...singleOf('Written for NEET'), exam: 'NEET' });
    const test = await createTest({ title: 'Sources', isFree: true, questionIds: [pastPaper._id, writtenFor._id] });
    const attempt = await startAttempt(test._id, asha.token);
    expect(attempt.questions.map((question) => question.pastPaper)).toEqual([
      { exam: 'JEE Main', year: 2024, session: '27 Jan shift 1' },
      null,
    ]);
    await submitAttempt(attempt._id, asha.token);
  });

  it('tags many questions in one request, and changes nothing when one cannot take the tags', async () => {
    const [first, second, bare] = await Promise.all([
      createQuestion({ ...singleOf('Tag me 1'), exam: 'NEET' }),
      createQuestion({ ...singleOf('Tag me 2'), exam: 'NEET' }),
      createQuestion(singleOf('No exam')),
    ]);
    const tagged = await call('post', '/api/admin/questions/tags', admin.token, {
      questionIds: [first._id, second._id],
      changes: { year: 2023, session: 'Phase 1', topic: 'Hydrogen bonding', difficulty: 'hard' },
    });
    expect(tagged.status).toBe(200);
    const answer = tagged.body as QuestionTagsAnswer;
    expect(answer).toMatchObject({ updated: 2, message: 'Tagged 2 questions.' });
    expect(
      answer.questions.map((question) => [question.exam, question.year, question.session, question.topic, question.difficulty]),
    ).toEqual([
      ['NEET', 2023, 'Phase 1', 'Hydrogen bonding', 'hard'],
      ['NEET', 2023, 'Phase 1', 'Hydrogen bonding', 'hard'],
    ]);

    const withBare = await call('post', '/api/admin/questions/tags', admin.token, {
      questionIds: [first._id, bare._id],
      changes: { year: 2022 },
    });
    expect(withBare.status).toBe(400);
    expect(messageOf(withBare)).toBe('Some of the chosen questions have no exam: set the exam with the year.');
    expect((await db().collection('questions').doc(first._id).get()).get('year')).toBe(2023);

    const unknown = await call('post', '/api/admin/questions/tags', admin.token, {
      questionIds: [first._id, 'gone'],
      changes: { topic: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect((await db().collection('questions').doc(first._id).get()).get('topic')).toBe('Hydrogen bonding');
    const nothing = await call('post', '/api/admin/questions/tags', admin.token, { questionIds: [first._id], changes: {} });
    expect(messageOf(nothing)).toBe('Choose at least one field to set.');

    // Clearing: an empty exam with the year cleared too.
    const cleared = await call('post', '/api/admin/questions/tags', admin.token, {
      questionIds: [first._id],
      changes: { exam: '', year: null, session: '' },
    });
    expect((cleared.body as QuestionTagsAnswer).questions[0]).toMatchObject({ exam: '', year: null, session: '' });
  });
});

describe('the CSV import’s new columns', () => {
  const header =
    'kind,chapter,difficulty,text,option_a,option_b,option_c,option_d,correct,answer_min,answer_max,explanation,exam,year,session,topic,passage_id';

  it('links rows to a passage already in the bank, and names a line whose passage does not exist', async () => {
    const passage = await createPassage('An existing passage.');
    const row = (passageId: string, text: string) =>
      `integer,Chemical Bonding,easy,${text},,,,,3,,,,JEE Main,2021,26 Feb shift 2,Bond order,${passageId}`;
    const bad = await call('post', '/api/admin/questions/import', admin.token, {
      csv: [header, row(passage._id, 'One'), row('no-such-passage', 'Two')].join('\n'),
    });
    expect(bad.status).toBe(400);
    expect((bad.body as QuestionImportAnswer).errors).toEqual([{ line: 3, message: 'This passage does not exist.' }]);

    const good = await call('post', '/api/admin/questions/import', admin.token, {
      csv: [header, row(passage._id, 'One'), row(passage._id, 'Two')].join('\n'),
    });
    expect(good.status).toBe(201);
    const stored = await db()
      .collection('questions')
      .doc((good.body as QuestionImportAnswer).questionIds[0]!)
      .get();
    expect(stored.data()).toMatchObject({ kind: 'integer', integerAnswer: 3, exam: 'JEE Main', year: 2021, passageId: passage._id });

    const full = await call('post', '/api/admin/questions/import', admin.token, {
      csv: [header, row(passage._id, 'Three'), row(passage._id, 'Four'), row(passage._id, 'Five')].join('\n'),
    });
    expect((full.body as QuestionImportAnswer).errors).toEqual([{ line: 2, message: 'A passage is shared by at most 4 questions.' }]);
  });
});

describe('attempts from before sections and shuffling', () => {
  it('resumes and scores an attempt stored without sections, order or new fields', async () => {
    const now = Date.now();
    const ref = await db()
      .collection('testAttempts')
      .add({
        uid: asha.uid,
        testId: 'old-test',
        title: 'Old test',
        status: 'in-progress',
        startedAt: Timestamp.fromMillis(now),
        deadline: Timestamp.fromMillis(now + 600_000),
        marksCorrect: 3,
        marksWrong: 1,
        multipleMarking: 'all-or-nothing',
        questions: [
          {
            id: 'q1',
            kind: 'single',
            text: 'Old',
            options: ['a', 'b'],
            correctOptions: [1],
            answerRange: null,
            explanation: '',
            chapter: 'C',
            difficulty: 'easy',
            imageUrl: null,
          },
        ],
        questionIds: ['q1'],
        answers: {},
        saves: 0,
        saveLimit: 20,
      });
    const view = (await call('get', `/api/tests/attempts/${ref.id}`, asha.token)).body as AttemptInProgress;
    expect(view.sections).toEqual([{ name: null, questionIds: ['q1'], marksCorrect: 3, marksWrong: 1, attemptAny: null }]);
    expect(view.questions[0]).toMatchObject({ optionOrder: [0, 1], passageId: null, pastPaper: null });
    expect((await saveAnswer(ref.id, 'q1', asha.token, { selected: [1] })).status).toBe(200);
    expect(((await submitAttempt(ref.id, asha.token)).body as AttemptResult).score).toBe(3);
  });
});

describe('the size of the bank', () => {
  it('refuses a question beyond the 2,000 the admin’s list loads', async () => {
    const have = (await db().collection('questions').count().get()).data().count;
    const filler = Array.from({ length: 2000 - have }, (_, index) => db().collection('questions').doc(`filler-${index}`));
    for (let start = 0; start < filler.length; start += 500) {
      const batch = db().batch();
      for (const ref of filler.slice(start, start + 500)) batch.set(ref, { kind: 'single', text: 'Filler', createdAt: Timestamp.now() });
      await batch.commit();
    }
    const refused = await call('post', '/api/admin/questions', admin.token, singleOf('One too many'));
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe('The question bank holds at most 2,000 questions. Delete some before adding more.');
  });
});
