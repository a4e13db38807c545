import type {
  AttemptResult,
  MyLearning,
  PracticeTest,
  Question,
  QuestionImportAnswer,
  TestAnalytics,
  TestDetail,
  TestList,
} from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addSubscription,
  api,
  bearer,
  createAccount,
  createTestAccounts,
  messageOf,
  type TestAccount,
} from '../../../tests/support/api.js';
import {
  call,
  createQuestionAs,
  createTestAs,
  expectNoAnswers,
  saveAnswer as save,
  startAttempt as start,
  submitAttempt as submit,
  type Method,
} from '../../../tests/support/practice.js';
import { db } from '../lib/firebase.js';

let admin: TestAccount;
/** Signed in, no subscription. */
let student: TestAccount;
/** An active subscription. */
let subscriber: TestAccount;

const singleQuestion = {
  kind: 'single',
  text: 'How many moles of \\ce{H2O} are in 36 g of water?',
  options: ['1', '2', '3', '4'],
  correctOptions: [1],
  explanation: 'SECRET-EXPLANATION $n = 36/18 = 2$',
  chapter: 'Mole Concept',
  difficulty: 'easy',
};
const multipleQuestion = {
  kind: 'multiple',
  text: 'For \\ce{N2 + 3H2 <=> 2NH3}, which shift the equilibrium to the right?',
  options: ['Raising pressure', 'Lowering temperature', 'A catalyst', 'Removing \\ce{NH3}'],
  correctOptions: [0, 1, 3],
  explanation: 'SECRET-EXPLANATION A catalyst does not shift it.',
  chapter: 'Chemical Equilibrium',
  difficulty: 'medium',
};
const numericalQuestion = {
  kind: 'numerical',
  text: 'Molar mass of \\ce{CO2} in g/mol?',
  answerRange: { min: 43.9, max: 44.1 },
  explanation: 'SECRET-EXPLANATION 12 + 32',
  chapter: 'Mole Concept',
  difficulty: 'easy',
};

const createQuestion = (body: object) => createQuestionAs(admin.token, body);
const createTest = (body: object) => createTestAs(admin.token, body);
const attemptDoc = (id: string) => db().collection('testAttempts').doc(id);

/** Moves an attempt's clock back: as if it had started `minutesAgo` minutes ago. */
async function startedAgo(attemptId: string, seconds: number) {
  const snapshot = await attemptDoc(attemptId).get();
  const limitMs = snapshot.get('deadline').toMillis() - snapshot.get('startedAt').toMillis();
  const startedAt = Date.now() - seconds * 1000;
  await attemptDoc(attemptId).update({ startedAt: Timestamp.fromMillis(startedAt), deadline: Timestamp.fromMillis(startedAt + limitMs) });
}

let single: Question;
let multiple: Question;
let numerical: Question;
let paidTest: PracticeTest;
let freeTest: PracticeTest;

beforeAll(async () => {
  ({ admin, student, other: subscriber } = await createTestAccounts());
  await addSubscription(subscriber.uid, 'active', new Date(Date.now() + 30 * 86_400_000));
  single = await createQuestion(singleQuestion);
  multiple = await createQuestion(multipleQuestion);
  numerical = await createQuestion(numericalQuestion);
  paidTest = await createTest({
    title: 'Full syllabus',
    questionIds: [single._id, multiple._id, numerical._id],
    multipleMarking: 'partial',
  });
  freeTest = await createTest({ title: 'Free warm-up', questionIds: [single._id, numerical._id], isFree: true });
});

afterEach(() => {
  delete process.env.ANSWER_SAVES_PER_QUESTION;
});

describe('who may call', () => {
  it('answers 401 to anonymous callers on every student route', async () => {
    const paths: [Method, string][] = [
      ['get', '/api/tests'],
      ['get', `/api/tests/${freeTest._id}`],
      ['post', `/api/tests/${freeTest._id}/attempts`],
      ['get', '/api/tests/attempts/x'],
      ['put', `/api/tests/attempts/x/answers/${single._id}`],
      ['post', '/api/tests/attempts/x/submit'],
      ['get', '/api/tests/attempts/x/result'],
    ];
    for (const [method, path] of paths) expect((await call(method, path, null, method === 'put' ? {} : undefined)).status, path).toBe(401);
  });

  it('answers 401 anonymous and 403 to a student on every admin route', async () => {
    const paths: [Method, string][] = [
      ['get', '/api/admin/questions'],
      ['post', '/api/admin/questions'],
      ['put', `/api/admin/questions/${single._id}`],
      ['delete', `/api/admin/questions/${single._id}`],
      ['post', `/api/admin/questions/${single._id}/image`],
      ['delete', `/api/admin/questions/${single._id}/image`],
      ['post', '/api/admin/questions/import'],
      ['get', '/api/admin/questions/template.csv'],
      ['post', '/api/admin/questions/tags'],
      ['post', '/api/admin/passages'],
      ['put', '/api/admin/passages/x'],
      ['delete', '/api/admin/passages/x'],
      ['get', '/api/admin/tests'],
      ['post', '/api/admin/tests'],
      ['put', `/api/admin/tests/${freeTest._id}`],
      ['delete', `/api/admin/tests/${freeTest._id}`],
      ['get', `/api/admin/tests/${freeTest._id}/analytics`],
    ];
    for (const [method, path] of paths) {
      expect((await call(method, path, null)).status, path).toBe(401);
      expect((await call(method, path, subscriber.token)).status, path).toBe(403);
    }
    expect((await call('get', '/api/admin/questions', admin.token)).body.questions).toHaveLength(3);
  });
});

describe('the question bank', () => {
  it('refuses questions that do not make sense, with a clear 400', async () => {
    const cases: [object, string][] = [
      [{ ...singleQuestion, correctOptions: [0, 1] }, 'exactly one correct option'],
      [{ ...singleQuestion, correctOptions: [7] }, 'does not exist'],
      [{ ...multipleQuestion, correctOptions: [] }, 'at least one correct option'],
      [{ ...numericalQuestion, answerRange: { min: 5, max: 1 } }, 'cannot be above'],
      [{ ...singleQuestion, options: ['only one'] }, 'at least 2 options'],
      [{ ...singleQuestion, kind: 'essay' }, 'single, multiple, numerical, integer, matrix or assertion-reason'],
      [{ ...singleQuestion, text: 'broken \ud800 text' }, 'not allowed'],
      [{ ...singleQuestion, text: '   ' }, 'Question text is required'],
    ];
    for (const [body, message] of cases) {
      const response = await call('post', '/api/admin/questions', admin.token, body);
      expect(response.status, message).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
  });

  it('stores an uploaded picture as a content-checked WebP no wider than 1200 px', async () => {
    const question = await createQuestion({ ...singleQuestion, text: 'Which structure is shown?' });
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 220, b: 255 } } })
      .png()
      .toBuffer();
    const response = await api()
      .post(`/api/admin/questions/${question._id}/image`)
      .set(bearer(admin.token))
      .attach('questionImage', photo, { filename: 'structure.png', contentType: 'image/png' });
    expect(response.status).toBe(200);
    expect(response.body.imageUrl).toMatch(/^\/uploads\/question-images\/[^/]+\.webp$/);
    const served = await api().get(response.body.imageUrl as string);
    expect(await sharp(Buffer.from(served.body as Buffer)).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });

    const fake = await api()
      .post(`/api/admin/questions/${question._id}/image`)
      .set(bearer(admin.token))
      .attach('questionImage', Buffer.from('not really a picture'), { filename: 'x.png', contentType: 'image/png' });
    expect(fake.status).toBe(400);
    expect(messageOf(fake)).toBe('Question image must be an image (PNG, JPEG, WebP or GIF).');

    const removed = await call('delete', `/api/admin/questions/${question._id}/image`, admin.token);
    expect(removed.body.imageUrl).toBeNull();
    expect((await call('delete', `/api/admin/questions/${question._id}`, admin.token)).status).toBe(200);
  });

  it('keeps a question that a test uses (409) and deletes one that none does', async () => {
    const response = await call('delete', `/api/admin/questions/${single._id}`, admin.token);
    expect(response.status).toBe(409);
    expect(messageOf(response)).toBe('This question is part of a test. Remove it from the test first.');
    expect((await call('delete', '/api/admin/questions/nope', admin.token)).status).toBe(404);
  });
});

describe('tests for the admin', () => {
  it('refuses a test naming questions that do not exist, and an empty published test', async () => {
    const unknown = await call('post', '/api/admin/tests', admin.token, { title: 'X', timeLimitMinutes: 10, questionIds: ['missing'] });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toContain('do not exist');
    const empty = await call('post', '/api/admin/tests', admin.token, {
      title: 'X',
      timeLimitMinutes: 10,
      questionIds: [],
      published: true,
    });
    expect(empty.status).toBe(400);
    const noTime = await call('post', '/api/admin/tests', admin.token, { title: 'X', timeLimitMinutes: 0, questionIds: [] });
    expect(messageOf(noTime)).toBe('Time limit must be at least 1 minute.');
  });

  it('defaults to JEE Main marking, +4 / −1', () => {
    expect(paidTest).toMatchObject({ marksCorrect: 4, marksWrong: 1, attemptLimit: null, isFree: false, published: true });
  });
});

describe('what a student sees before submitting', () => {
  it('lists open tests with locks, without any answer or explanation', async () => {
    const draft = await createTest({ title: 'Draft', questionIds: [single._id], published: false });
    const response = await call('get', '/api/tests', student.token);
    expect(response.status).toBe(200);
    const list = response.body as TestList;
    expect(list.tests.map((test) => test.title)).toEqual(['Free warm-up', 'Full syllabus']);
    expect(list.tests.find((test) => test._id === paidTest._id)).toMatchObject({ locked: true, questionCount: 3, bestScore: null });
    expect(list.tests.find((test) => test._id === freeTest._id)?.locked).toBe(false);
    expectNoAnswers(response.body);
    expect((await call('get', `/api/tests/${draft._id}`, student.token)).status).toBe(404);

    const subscribed = (await call('get', '/api/tests', subscriber.token)).body as TestList;
    expect(subscribed.tests.every((test) => !test.locked)).toBe(true);
  });

  it('shows a test’s instructions and chapters without answers', async () => {
    const response = await call('get', `/api/tests/${paidTest._id}`, subscriber.token);
    expect(response.status).toBe(200);
    const detail = response.body as TestDetail;
    expect(detail).toMatchObject({ maxScore: 12, chapters: ['Mole Concept', 'Chemical Equilibrium'], locked: false, timeLimitMinutes: 30 });
    expectNoAnswers(response.body);
  });

  it('needs a subscription for a paid test (403), none for a free one', async () => {
    const refused = await call('post', `/api/tests/${paidTest._id}/attempts`, student.token);
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe('This test is for subscribers. Subscribe to a plan to take it.');
    const attempt = await start(freeTest._id, student.token);
    expect(attempt.questions).toHaveLength(2);
    expectNoAnswers(attempt);
  });
});

describe('taking a test', () => {
  it('records the start on the server, resumes the same attempt, and saves answers one at a time', async () => {
    const before = Date.now();
    const attempt = await start(paidTest._id, subscriber.token);
    expect(Date.parse(attempt.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(30 * 60_000);
    expect(attempt.remainingSeconds).toBeGreaterThan(29 * 60);
    expectNoAnswers(attempt);
    expect((await start(paidTest._id, subscriber.token))._id).toBe(attempt._id);

    const saved = await save(attempt._id, multiple._id, subscriber.token, { selected: [3, 0], markedForReview: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ questionId: multiple._id, answer: { selected: [0, 3], value: null, markedForReview: true } });
    expectNoAnswers(saved.body);
    expect((await save(attempt._id, numerical._id, subscriber.token, { value: 44 })).status).toBe(200);
    expect((await save(attempt._id, single._id, subscriber.token, { selected: [0] })).status).toBe(200);
    // Changing one's mind is a new save of the same answer.
    expect((await save(attempt._id, single._id, subscriber.token, { selected: [1] })).status).toBe(200);

    const resumed = await call('get', `/api/tests/attempts/${attempt._id}`, subscriber.token);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({
      status: 'in-progress',
      startedAt: attempt.startedAt,
      answers: {
        [multiple._id]: { selected: [0, 3], value: null, markedForReview: true },
        [numerical._id]: { selected: [], value: 44, markedForReview: false },
        [single._id]: { selected: [1], value: null, markedForReview: false },
      },
    });
    expectNoAnswers(resumed.body);
    expect((await call('get', `/api/tests/attempts/${attempt._id}/result`, subscriber.token)).status).toBe(409);
    // Someone else's attempt does not exist for them.
    expect((await call('get', `/api/tests/attempts/${attempt._id}`, student.token)).status).toBe(404);
    expect((await save(attempt._id, single._id, student.token, { selected: [1] })).status).toBe(404);

    const result = await submit(attempt._id, subscriber.token);
    expect(result.status).toBe(200);
    const scored = result.body as AttemptResult;
    // single right +4, multiple partial (2 of 3 right, none wrong... here A and D of A,B,D) +2, numerical right +4.
    expect(scored).toMatchObject({
      status: 'submitted',
      submittedBy: 'student',
      score: 10,
      maxScore: 12,
      percent: 83.3,
      correct: 2,
      partial: 1,
      wrong: 0,
      unanswered: 0,
    });
    // Accuracy is right of answered (a partly right answer is not right), beside the takers' (only this one).
    expect(scored.chapters).toEqual([
      { chapter: 'Mole Concept', total: 2, correct: 2, percent: 100, accuracy: 100, averageAccuracy: 100 },
      { chapter: 'Chemical Equilibrium', total: 1, correct: 0, percent: 0, accuracy: 0, averageAccuracy: 0 },
    ]);
    const review = scored.review.find((item) => item.question.id === multiple._id);
    expect(review).toMatchObject({ correctOptions: [0, 1, 3], outcome: 'partial', marks: 2, answer: { selected: [0, 3] } });
    expect(review?.explanation).toContain('SECRET-EXPLANATION');

    // Scored once.
    const again = await submit(attempt._id, subscriber.token);
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe('This attempt has already been submitted.');
    const late = await save(attempt._id, single._id, subscriber.token, { selected: [0] });
    expect(late.status).toBe(409);
    expect((await call('get', `/api/tests/attempts/${attempt._id}/result`, subscriber.token)).body).toEqual(scored);
    expect((await attemptDoc(attempt._id).get()).get('score')).toBe(10);
  });

  it('refuses answers that do not fit the question with a 400', async () => {
    const attempt = await start(freeTest._id, subscriber.token);
    const cases: [string, object, string][] = [
      [multiple._id, { selected: [0] }, 'not part of this test'],
      [single._id, { selected: [4] }, 'does not exist'],
      [single._id, { selected: [-1] }, 'does not exist'],
      [single._id, { selected: [0, 1] }, 'only one option'],
      [single._id, { value: 3 }, 'takes options'],
      [numerical._id, { selected: [0] }, 'takes a number'],
      [numerical._id, { value: 'forty' }, 'must be a number'],
      [single._id, { selected: [0], markedForReview: 'yes' }, 'true or false'],
    ];
    for (const [questionId, body, message] of cases) {
      const response = await save(attempt._id, questionId, subscriber.token, body);
      expect(response.status, message).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect((await save('no-such-attempt', single._id, subscriber.token, { selected: [0] })).status).toBe(404);
    expect((await attemptDoc(attempt._id).get()).get('answers')).toEqual({});
    await submit(attempt._id, subscriber.token);
  });

  it('takes answers during the 30 s grace, then submits the attempt itself with what was saved', async () => {
    const attempt = await start(freeTest._id, student.token);
    expect((await save(attempt._id, single._id, student.token, { selected: [1] })).status).toBe(200);
    // 30 minutes and 10 seconds ago: past the time limit, inside the grace.
    await startedAgo(attempt._id, 30 * 60 + 10);
    const inGrace = await save(attempt._id, numerical._id, student.token, { value: 10 });
    expect(inGrace.status).toBe(200);
    expect(inGrace.body.remainingSeconds).toBe(0);

    await startedAgo(attempt._id, 30 * 60 + 31);
    const tooLate = await save(attempt._id, numerical._id, student.token, { value: 44 });
    expect(tooLate.status).toBe(409);
    expect(messageOf(tooLate)).toContain('Time is up');
    const view = await call('get', `/api/tests/attempts/${attempt._id}`, student.token);
    // The late answer (44, right) was not taken; the one saved in the grace (10, wrong) was.
    expect(view.body).toMatchObject({
      status: 'submitted',
      submittedBy: 'time-out',
      score: 3,
      correct: 1,
      wrong: 1,
      timeTakenSeconds: 1800,
    });
    expect(view.body.submittedAt).toBe(new Date(Date.parse(view.body.startedAt as string) + 30 * 60_000).toISOString());
    expect((await submit(attempt._id, student.token)).status).toBe(409);
  });

  it('submits a timed-out attempt on the first read after the deadline', async () => {
    const attempt = await start(freeTest._id, student.token);
    await startedAgo(attempt._id, 31 * 60);
    const view = await call('get', `/api/tests/attempts/${attempt._id}/result`, student.token);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ submittedBy: 'time-out', unanswered: 2, score: 0 });
  });

  it('refuses attempts beyond the test’s limit with a 409', async () => {
    const limited = await createTest({ title: 'One go only', questionIds: [single._id], isFree: true, attemptLimit: 1 });
    const attempt = await start(limited._id, student.token);
    await submit(attempt._id, student.token);
    const refused = await call('post', `/api/tests/${limited._id}/attempts`, student.token);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe('You have used all 1 attempt allowed for this test.');
  });

  it('never changes a recorded score when the teacher edits the question or the test afterwards', async () => {
    const question = await createQuestion({ ...singleQuestion, text: 'Edited later' });
    const test = await createTest({ title: 'Edited test', questionIds: [question._id], isFree: true });
    const attempt = await start(test._id, student.token);
    await save(attempt._id, question._id, student.token, { selected: [1] });
    // The teacher "fixes" the key to C and doubles the marks while the student is at it.
    expect(
      (await call('put', `/api/admin/questions/${question._id}`, admin.token, { ...singleQuestion, correctOptions: [2] })).status,
    ).toBe(200);
    expect(
      (
        await call('put', `/api/admin/tests/${test._id}`, admin.token, {
          title: 'Edited test',
          timeLimitMinutes: 30,
          questionIds: [question._id],
          isFree: true,
          published: true,
          marksCorrect: 8,
        })
      ).status,
    ).toBe(200);
    const result = (await submit(attempt._id, student.token)).body as AttemptResult;
    expect(result).toMatchObject({ score: 4, maxScore: 4, correct: 1 });
    expect(result.review[0]?.question.text).toBe('Edited later');
    // And a later attempt is marked by the new key.
    const next = await start(test._id, student.token);
    await save(next._id, question._id, student.token, { selected: [1] });
    expect(((await submit(next._id, student.token)).body as AttemptResult).score).toBe(-1);
  });

  it('limits how often one attempt’s answers may change (429), counted on the attempt', async () => {
    process.env.ANSWER_SAVES_PER_QUESTION = '2';
    const attempt = await start(freeTest._id, subscriber.token);
    for (let index = 0; index < 4; index += 1)
      expect((await save(attempt._id, single._id, subscriber.token, { selected: [index % 4] })).status).toBe(200);
    const refused = await save(attempt._id, single._id, subscriber.token, { selected: [0] });
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toContain('Too many changes');
    expect((await submit(attempt._id, subscriber.token)).status).toBe(200);
  });
});

describe('results on the dashboard and for the teacher', () => {
  it('averages the student’s submitted attempts and lists the recent ones', async () => {
    const fresh = await createAccount({ email: 'fresh-tester@example.com' });
    const before = (await call('get', '/api/learn/progress', fresh.token)).body as MyLearning;
    expect(before.totals.averageScore).toBeNull();
    expect(before.recentTests).toEqual([]);

    const first = await start(freeTest._id, fresh.token);
    await save(first._id, single._id, fresh.token, { selected: [1] });
    await save(first._id, numerical._id, fresh.token, { value: 44 });
    await submit(first._id, fresh.token); // 8 of 8: 100 %
    const second = await start(freeTest._id, fresh.token);
    await save(second._id, single._id, fresh.token, { selected: [1] });
    await submit(second._id, fresh.token); // 4 of 8: 50 %

    const after = (await call('get', '/api/learn/progress', fresh.token)).body as MyLearning;
    expect(after.totals.averageScore).toBe(75);
    expect(after.recentTests.map((test) => [test.attemptId, test.score, test.maxScore, test.percent])).toEqual([
      [second._id, 4, 8, 50],
      [first._id, 8, 8, 100],
    ]);
    const listed = ((await call('get', '/api/tests', fresh.token)).body as TestList).tests.find((test) => test._id === freeTest._id);
    expect(listed).toMatchObject({
      attemptsUsed: 2,
      bestScore: { score: 8, percent: 100, attemptId: first._id },
      inProgressAttemptId: null,
    });
  });

  it('gives the teacher attempts, averages, the spread and the hardest questions first', async () => {
    const test = await createTest({ title: 'Analysed', questionIds: [single._id, numerical._id], isFree: true });
    const takers = [student, subscriber];
    for (const [index, taker] of takers.entries()) {
      const attempt = await start(test._id, taker.token);
      await save(attempt._id, single._id, taker.token, { selected: [1] });
      await save(attempt._id, numerical._id, taker.token, { value: index === 0 ? 44 : 1 });
      await submit(attempt._id, taker.token);
    }
    const response = await call('get', `/api/admin/tests/${test._id}/analytics`, admin.token);
    expect(response.status).toBe(200);
    const analytics = response.body as TestAnalytics;
    // 8/8 and 3/8.
    expect(analytics).toMatchObject({ attempts: 2, students: 2, maxScore: 8, averageScore: 5.5, averagePercent: 68.8 });
    expect(analytics.distribution.find((bucket) => bucket.fromPercent === 30)?.count).toBe(1);
    expect(analytics.distribution.find((bucket) => bucket.fromPercent === 90)?.count).toBe(1);
    expect(analytics.questions.map((question) => [question.questionId, question.percentCorrect])).toEqual([
      [numerical._id, 50],
      [single._id, 100],
    ]);
    const listed = ((await call('get', '/api/admin/tests', admin.token)).body as { tests: (PracticeTest & { attempts: number })[] }).tests;
    expect(listed.find((entry) => entry._id === test._id)?.attempts).toBe(2);
  });
});

describe('deleting an account', () => {
  it('removes the student’s attempts, progress and dashboard totals', async () => {
    const leaving = await createAccount({ email: 'leaving-tester@example.com' });
    const attempt = await start(freeTest._id, leaving.token);
    await save(attempt._id, single._id, leaving.token, { selected: [1] });
    await submit(attempt._id, leaving.token);
    const deleted = await call('post', '/api/user/delete-account', leaving.token, { password: leaving.password, confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await attemptDoc(attempt._id).get()).exists).toBe(false);
    expect((await db().collection('testProgress').where('uid', '==', leaving.uid).get()).empty).toBe(true);
    expect((await db().doc(`practiceStats/${leaving.uid}`).get()).exists).toBe(false);
  });
});

describe('CSV import', () => {
  const header = 'kind,chapter,difficulty,text,option_a,option_b,option_c,option_d,correct,answer_min,answer_max,explanation';

  it('imports nothing from a file with a bad row, and names its line', async () => {
    const before = (await db().collection('questions').count().get()).data().count;
    const csv = [
      header,
      'single,Mole Concept,easy,"Moles in 18 g of \\ce{H2O}?",1,2,3,4,A,,,18/18',
      'numerical,Mole Concept,hard,"Multi-line\nquestion",,,,,,abc,2,',
      'multiple,Organic,medium,Which are alkanes?,\\ce{CH4},\\ce{C2H4},\\ce{C2H6},,A;Z,,,',
    ].join('\n');
    const response = await call('post', '/api/admin/questions/import', admin.token, { csv });
    expect(response.status).toBe(400);
    const answer = response.body as QuestionImportAnswer;
    expect(answer.imported).toBe(0);
    expect(answer.errors).toEqual([
      { line: 3, message: 'The lowest accepted answer must be a number.' },
      { line: 5, message: 'The correct column must hold option letters, e.g. B or A;C.' },
    ]);
    expect(messageOf(response)).toContain('Nothing was imported');
    expect((await db().collection('questions').count().get()).data().count).toBe(before);
  });

  it('imports every row of a good file, and serves a template that imports as is', async () => {
    const template = await call('get', '/api/admin/questions/template.csv', admin.token);
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toContain('attachment');
    const response = await call('post', '/api/admin/questions/import', admin.token, { csv: template.text });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ imported: 8, errors: [] });
    const stored = await Promise.all(
      (response.body as QuestionImportAnswer).questionIds.map((id) => db().collection('questions').doc(id).get()),
    );
    expect(stored.map((doc) => [doc.get('kind'), doc.get('correctOptions')])).toEqual([
      ['single', [1]],
      ['multiple', [0, 1, 3]],
      ['numerical', []],
      ['integer', []],
      ['matrix', [0]],
      ['assertion-reason', [0]],
      ['numerical', []],
      ['numerical', []],
    ]);
    expect(stored[2]?.get('answerRange')).toEqual({ min: 43.9, max: 44.1 });
    expect(stored[3]?.get('integerAnswer')).toBe(5);
    // The two rows of one passage text share one new passage, stored once.
    const passageId = stored[6]?.get('passageId') as string;
    expect(passageId).toMatch(/\S/);
    expect(stored[7]?.get('passageId')).toBe(passageId);
    expect((await db().collection('passages').doc(passageId).get()).get('text')).toContain('PCl5');
  });

  it('refuses a file without the header row', async () => {
    const response = await call('post', '/api/admin/questions/import', admin.token, { csv: 'single,Mole,easy,Q,1,2,,,A,,,' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ line: 1 });
  });
});
