import type {
  AttemptAwaitingRelease,
  AttemptInProgress,
  AttemptResult,
  KeyCorrectionJob,
  KeyCorrectionList,
  Leaderboard,
  MyDataExport,
  MyLearning,
  PracticeTest,
  Question,
  TestDetail,
  TestList,
} from '@chem/contract';
import { ANONYMOUS_LEADER, KEY_CORRECTION_MESSAGES, TEST_SERIES_MESSAGES } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, binaryBody, createAccount, createTestAccounts, messageOf, type TestAccount } from '../../../tests/support/api.js';
import { timePasses } from '../../../tests/support/series.js';
import { SECRET, call, createQuestionAs, createTestAs, startAttempt, saveAnswer, submitAttempt } from '../../../tests/support/practice.js';
import { db } from '../lib/firebase.js';
import { createKeyCorrection, resumeKeyCorrections, runKeyCorrection } from '../services/practice-tests/corrections.js';
import { feedReleasedResults } from '../services/practice-tests/attempts.js';
import { sweepReleasedTests } from '../services/practice-tests/release-sweep.js';

/**
 * Scheduled tests: nothing of the key, the score or the rank before the results are released,
 * through any route a student can call or the data export; then rank and percentile by NTA's
 * formula, the leaderboard, and the teacher's switches. Time passing is played by moving the
 * stored times back (the test's window, the attempts' clocks and release times), as the practice
 * tests' own API tests move an attempt's start.
 */

let admin: TestAccount;
let students: TestAccount[];
let questions: Question[];

const MINUTE = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const get = (path: string, token: string) => call('get', path, token);

/** Answers `correct` of the test's questions right and the rest wrong (+4 / −1), then submits. */
async function take(testId: string, student: TestAccount, correct: number): Promise<{ attempt: AttemptInProgress; submitted: unknown }> {
  const attempt = await startAttempt(testId, student.token);
  for (const [index, question] of attempt.questions.entries()) {
    const key = questions.find((candidate) => candidate._id === question.id)!.correctOptions[0]!;
    const saved = await saveAnswer(attempt._id, question.id, student.token, { selected: [index < correct ? key : (key + 1) % 4] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const submitted = await submitAttempt(attempt._id, student.token);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { attempt, submitted: submitted.body };
}

/** NTA's percentile, computed here from the scores as the exam body would. */
const percentileOf = (score: number, scores: number[]) =>
  Math.round(((100 * scores.filter((other) => other <= score).length) / scores.length) * 1e7) / 1e7;

beforeAll(async () => {
  const cast = await createTestAccounts();
  admin = cast.admin;
  const names = ['Asha Verma', 'Vikram Singh', 'Meera Iyer', 'Rohan Das', 'Kabir Khan'];
  students = [cast.student, cast.other];
  students.push(...(await Promise.all(names.slice(2).map((name, index) => createAccount({ email: `series${index}@example.com`, name })))));
});

/**
 * Three new questions (keys A, B and C) for the next test: two published tests may share a
 * question only when they release its answer at the same time (shared-questions.ts), so each
 * test here has its own.
 */
async function newQuestions(): Promise<void> {
  questions = [];
  for (let index = 0; index < 3; index += 1)
    questions.push(
      await createQuestionAs(admin.token, {
        kind: 'single',
        text: `Series question ${index + 1}: which is right?`,
        options: ['A', 'B', 'C', 'D'],
        correctOptions: [index],
        explanation: `${SECRET} because`,
        chapter: 'Mole Concept',
        difficulty: 'easy',
      }),
    );
}

describe('a scheduled test before it opens', () => {
  it('lists its window and refuses a student’s start with the opening time; the teacher may try it, never ranked', async () => {
    await newQuestions();
    const test = await createTestAs(admin.token, {
      title: 'Sunday mock: upcoming',
      questionIds: questions.map((question) => question._id),
      isFree: true,
      opensAt: iso(60 * MINUTE),
      closesAt: iso(180 * MINUTE),
    });
    const list = (await get('/api/tests', students[0]!.token)).body as TestList;
    const listed = list.tests.find((candidate) => candidate._id === test._id)!;
    expect(listed).toMatchObject({ window: 'upcoming', opensAt: test.opensAt, closesAt: test.closesAt, windowMode: 'full-time' });
    expect(listed.lastStartAt).toBe(new Date(Date.parse(test.closesAt!) - 30 * MINUTE).toISOString());

    const refused = await call('post', `/api/tests/${test._id}/attempts`, students[0]!.token);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(TEST_SERIES_MESSAGES.notOpenYet(test.opensAt!));
    const hindi = await call('post', `/api/tests/${test._id}/attempts`, students[0]!.token).set('Accept-Language', 'hi');
    expect(messageOf(hindi)).toMatch(/^यह टेस्ट .+ को खुलेगा।$/);

    const teacher = await startAttempt(test._id, admin.token);
    expect(teacher.status).toBe('in-progress');

    // A visitor sees it too (the schedule, free or paid; nobody's attempts, no key): a public answer the CDN keeps.
    const visitor = await api().get('/api/tests/catalogue');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const shown = (visitor.body as TestList).tests.find((candidate) => candidate._id === test._id)!;
    expect(shown).toMatchObject({ window: 'upcoming', opensAt: test.opensAt, isFree: true, bestScore: null, attemptsUsed: 0 });
    for (const leak of ['correctOptions', 'explanation', SECRET]) expect(JSON.stringify(visitor.body)).not.toContain(leak);
    expect((await get('/api/tests/catalogue', students[0]!.token)).headers['cache-control']).toBe('private, no-store');
  });

  it('announces the opening to every student at opensAt, and moves the announcement with the opening', async () => {
    await newQuestions();
    const base = { title: 'Sunday mock: announced', questionIds: [questions[0]!._id], isFree: true, published: true, timeLimitMinutes: 30 };
    const test = await createTestAs(admin.token, { ...base, opensAt: iso(24 * 60 * MINUTE), closesAt: iso(25 * 60 * MINUTE) });
    const outbox = () => db().collection('notificationOutbox').where('kind', '==', 'test-open').get();
    const scheduledFor = async () =>
      (await outbox()).docs
        .filter((doc) => doc.get('link') === `/tests/${test._id}`)
        .map((doc) => [doc.get('status'), (doc.get('sendAt') as Timestamp).toDate().toISOString(), doc.get('recipients')]);
    expect(await scheduledFor()).toEqual([['scheduled', test.opensAt, { audience: { kind: 'everyone' } }]]);
    const moved = await call('put', `/api/admin/tests/${test._id}`, admin.token, {
      ...base,
      opensAt: iso(48 * 60 * MINUTE),
      closesAt: iso(49 * 60 * MINUTE),
    });
    expect(moved.status).toBe(200);
    expect(await scheduledFor()).toEqual([['scheduled', (moved.body as PracticeTest).opensAt, { audience: { kind: 'everyone' } }]]);
    await call('put', `/api/admin/tests/${test._id}`, admin.token, {
      ...base,
      published: false,
      opensAt: (moved.body as PracticeTest).opensAt,
      closesAt: (moved.body as PracticeTest).closesAt,
    });
    expect(await scheduledFor()).toEqual([]);
  });

  it('refuses a window shorter than the time limit, a close before the open, and a retimed window once started', async () => {
    await newQuestions();
    const base = { title: 'Bad window', questionIds: [questions[0]!._id], timeLimitMinutes: 30, published: true };
    for (const [window, message] of [
      [{ opensAt: iso(0), closesAt: iso(10 * MINUTE) }, TEST_SERIES_MESSAGES.windowTooShort],
      [{ opensAt: iso(10 * MINUTE), closesAt: iso(0) }, TEST_SERIES_MESSAGES.windowOrder],
      [{ closesAt: iso(10 * MINUTE) }, TEST_SERIES_MESSAGES.closeNeedsOpen],
    ] as const) {
      const response = await call('post', '/api/admin/tests', admin.token, { ...base, ...window });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    const test = await createTestAs(admin.token, {
      ...base,
      title: 'Retimed',
      isFree: true,
      opensAt: iso(-MINUTE),
      closesAt: iso(60 * MINUTE),
    });
    await startAttempt(test._id, students[0]!.token);
    const retimed = await call('put', `/api/admin/tests/${test._id}`, admin.token, {
      ...base,
      isFree: true,
      opensAt: test.opensAt,
      closesAt: iso(90 * MINUTE),
    });
    expect(retimed.status).toBe(409);
    expect(messageOf(retimed)).toBe(TEST_SERIES_MESSAGES.windowLocked);
    const renamed = await call('put', `/api/admin/tests/${test._id}`, admin.token, {
      ...base,
      title: 'Renamed',
      isFree: true,
      opensAt: test.opensAt,
      closesAt: test.closesAt,
    });
    expect(renamed.status).toBe(200);
  });
});

describe('a scheduled test during and after its window', () => {
  let test: PracticeTest;
  /** Correct answers of each student (3 questions, +4 / −1): scores 12, 7, 7, 2, −3. */
  const corrects = [3, 2, 2, 1, 0];
  const scores = corrects.map((correct) => correct * 4 - (3 - correct));
  const attempts: AttemptInProgress[] = [];
  let seriesId: string;

  beforeAll(async () => {
    // In a series, so the student's trend across it is walked too.
    seriesId = (await call('post', '/api/admin/series', admin.token, { title: 'Sunday mocks', published: true })).body._id as string;
    await newQuestions();
    test = await createTestAs(admin.token, {
      title: 'Sunday mock 1',
      seriesId,
      questionIds: questions.map((question) => question._id),
      isFree: true,
      attemptLimit: 2,
      opensAt: iso(-5 * MINUTE),
      closesAt: iso(60 * MINUTE),
    });
    for (const [index, student] of students.entries()) {
      const { attempt, submitted } = await take(test._id, student, corrects[index]!);
      attempts.push(attempt);
      expect(submitted).toMatchObject({
        status: 'awaiting-release',
        releasesAt: new Date(Date.parse(test.closesAt!) + 30_000).toISOString(),
        counting: false,
      });
    }
  });

  it('shows nothing of the key, the score or the rank through any student route, the export or a doubt while open', async () => {
    const asha = students[0]!;
    // Nor the revision queue: the sweep finds nothing released yet.
    expect(await feedReleasedResults()).toBe(0);
    const attemptId = attempts[0]!._id;
    const routes = [
      '/api/tests',
      `/api/tests/${test._id}`,
      `/api/tests/attempts/${attemptId}`,
      `/api/tests/attempts/${attemptId}/result`,
      '/api/learn/progress',
      `/api/series/${seriesId}/mine`,
    ];
    for (const path of routes) {
      const response = await get(path, asha.token);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
      const text = JSON.stringify(response.body);
      for (const leak of [
        'correctOptions',
        'explanation',
        SECRET,
        '"ranking"',
        '"review"',
        '"score"',
        '"percent"',
        '"optionShares"',
        '"averageTimeSeconds"',
        '"averageAccuracy"',
      ])
        expect(text, `${path} carries ${leak}`).not.toContain(leak);
    }
    const awaiting = (await get(`/api/tests/attempts/${attemptId}`, asha.token)).body as AttemptAwaitingRelease;
    expect(awaiting).toMatchObject({ status: 'awaiting-release', questionCount: 3, answered: 3 });
    const listed = ((await get('/api/tests', asha.token)).body as TestList).tests.find((candidate) => candidate._id === test._id)!;
    expect(listed).toMatchObject({ attemptsUsed: 1, bestScore: null, window: 'open' });
    const learning = (await get('/api/learn/progress', asha.token)).body as MyLearning;
    expect(learning.recentTests.some((recent) => recent.testId === test._id)).toBe(false);

    const again = await submitAttempt(attemptId, asha.token);
    expect(again.status).toBe(409);

    const board = await get(`/api/tests/${test._id}/leaderboard`, asha.token);
    expect(board.status).toBe(409);
    expect(messageOf(board)).toBe(TEST_SERIES_MESSAGES.notReleased(new Date(Date.parse(test.closesAt!) + 30_000).toISOString()));

    const exported = await api().get('/api/user/my-data').set(bearer(asha.token)).buffer(true).parse(binaryBody);
    expect(exported.status).toBe(200);
    const data = JSON.parse((exported.body as Buffer).toString('utf8')) as MyDataExport;
    const exportedText = JSON.stringify([data.testAttempts, data.testProgress, data.practiceStats]);
    for (const leak of ['correctOptions', 'explanation', SECRET, '"review"', '"score"', '"optionShares"', '"averageAccuracy"'])
      expect(exportedText).not.toContain(leak);
    expect(data.testProgress).toContainEqual(expect.objectContaining({ testId: test._id, submitted: 1, best: null }));

    const doubt = await api()
      .post('/api/doubts')
      .set(bearer(asha.token))
      .field('context', JSON.stringify({ kind: 'test', attemptId, questionId: questions[0]!._id }))
      .field('text', 'Why is this the answer?');
    expect(doubt.status).toBe(400);
    expect(JSON.stringify(doubt.body)).not.toContain(SECRET);
  });

  it('after the close: each result has the rank and percentile of the formula, and the leaderboard lists the takers', async () => {
    await timePasses(test._id, 61 * MINUTE);
    // The minute schedule's release sweep: nobody was left running.
    expect(await sweepReleasedTests()).toMatchObject({ scored: 0, finished: true });
    for (const [index, student] of students.entries()) {
      const response = await get(`/api/tests/attempts/${attempts[index]!._id}/result`, student.token);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const result = response.body as AttemptResult;
      expect(result.status).toBe('submitted');
      expect(result.score).toBe(scores[index]);
      expect(result.review[0]!.explanation).toContain(SECRET);
      expect(result.ranking).toMatchObject({
        rank: 1 + scores.filter((other) => other > scores[index]!).length,
        takers: 5,
        percentile: percentileOf(scores[index]!, scores),
        topScore: 12,
        averageScore: 5,
        ranked: true,
      });
      expect(result.ranking!.distribution.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(5);
      // Once out, the shares are of all five: question 1 (key A) was answered A by the four with one or more right, B by Kabir.
      const first = result.review.find((item) => item.question.id === questions[0]!._id)!;
      expect(first.optionShares).toEqual({ takers: 5, options: [80, 20, 0, 0], none: 0 });
    }
    // Ties share a rank; the 5th is 20th percentile.
    expect(scores.map((score) => 1 + scores.filter((other) => other > score).length)).toEqual([1, 2, 2, 4, 5]);

    const learning = (await get('/api/learn/progress', students[0]!.token)).body as MyLearning;
    expect(learning.recentTests).toEqual(expect.arrayContaining([expect.objectContaining({ testId: test._id, score: 12 })]));

    const board = (await get(`/api/tests/${test._id}/leaderboard`, students[1]!.token)).body as Leaderboard;
    expect(board.takers).toBe(5);
    expect(board.entries.map((entry) => [entry.rank, entry.score])).toEqual([
      [1, 12],
      [2, 7],
      [2, 7],
      [4, 2],
      [5, -3],
    ]);
    expect(board.entries.find((entry) => entry.isYou)?.score).toBe(7);
    expect(board.entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Meera I.', 'Rohan D.', 'Kabir K.']));
  });

  it('brings a scheduled paper’s mistakes into the revision queue only once its results are out, and once', async () => {
    const cardsOf = async (uid: string) =>
      (await db().collection('practiceCards').where('uid', '==', uid).get()).docs.map((doc) => String(doc.get('questionId'))).sort();
    // Kabir answered all three wrong. Before the release (the clock has passed it in the test above,
    // but the sweep has not run) nothing of the paper is in his queue.
    const kabir = students[4]!;
    expect(await cardsOf(kabir.uid)).toEqual([]);
    expect(await feedReleasedResults()).toBe(5);
    expect(await cardsOf(kabir.uid)).toEqual(questions.map((question) => question._id).sort());
    // Asha answered all right: nothing to revise.
    expect(await cardsOf(students[0]!.uid)).toEqual([]);
    // A second run takes nobody twice.
    expect(await feedReleasedResults()).toBe(0);
  });

  it('a later attempt shows the rank it would have had and changes nobody’s; a closed test cannot be started', async () => {
    const refused = await call('post', `/api/tests/${test._id}/attempts`, students[4]!.token);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(TEST_SERIES_MESSAGES.closed);
  });

  it('a student who keeps their name off shows as "A student"; the teacher can turn the leaderboard off', async () => {
    const kabir = students[4]!;
    expect((await get('/api/tests/leaderboard-preference', kabir.token)).body).toEqual({ showName: true });
    const off = await call('put', '/api/tests/leaderboard-preference', kabir.token, { showName: false });
    expect(off.status).toBe(200);
    expect((await get('/api/tests/leaderboard-preference', kabir.token)).body).toEqual({ showName: false });
    const board = (await get(`/api/tests/${test._id}/leaderboard`, kabir.token)).body as Leaderboard;
    expect(board.entries.at(-1)).toMatchObject({ name: ANONYMOUS_LEADER, isYou: true, rank: 5 });
    const hindi = await get(`/api/tests/${test._id}/leaderboard`, kabir.token).set('Accept-Language', 'hi');
    expect((hindi.body as Leaderboard).entries.at(-1)!.name).toBe('एक विद्यार्थी');
    expect((await call('put', '/api/tests/leaderboard-preference', kabir.token, { showName: 'no' })).status).toBe(400);
    expect((await call('put', '/api/tests/leaderboard-preference', null, { showName: true })).status).toBe(401);

    const stored = (await call('get', '/api/admin/tests', admin.token)).body as { tests: PracticeTest[] };
    const { _id, createdAt: _c, updatedAt: _u, ...input } = stored.tests.find((candidate) => candidate._id === test._id)!;
    // The window cannot change once started; the leaderboard switch can.
    const turnedOff = await call('put', `/api/admin/tests/${_id}`, admin.token, { ...input, leaderboard: false });
    expect(turnedOff.status, JSON.stringify(turnedOff.body)).toBe(200);
    const closed = await get(`/api/tests/${test._id}/leaderboard`, kabir.token);
    expect(closed.status).toBe(403);
    expect(messageOf(closed)).toBe(TEST_SERIES_MESSAGES.leaderboardOff);
    const result = (await get(`/api/tests/attempts/${attempts[4]!._id}/result`, kabir.token)).body as AttemptResult;
    expect(result.leaderboard).toBe(false);
  });
});

describe('the release sweep', () => {
  it('scores the attempts left running at the release, so results wait for it and count everyone who started, once', async () => {
    await newQuestions();
    const test = await createTestAs(admin.token, {
      title: 'Sunday mock 3',
      questionIds: questions.map((question) => question._id),
      isFree: true,
      opensAt: iso(-5 * MINUTE),
      closesAt: iso(60 * MINUTE),
    });
    const [asha, vikram, meera] = students as [TestAccount, TestAccount, TestAccount];
    const finished = (await take(test._id, asha, 3)).attempt;
    // Vikram answers one question right and walks away; Meera opens the paper and answers nothing.
    const walkedAway = await startAttempt(test._id, vikram.token);
    const first = walkedAway.questions[0]!;
    const key = questions.find((candidate) => candidate._id === first.id)!.correctOptions[0]!;
    expect((await saveAnswer(walkedAway._id, first.id, vikram.token, { selected: [key] })).status).toBe(200);
    const blank = await startAttempt(test._id, meera.token);

    await timePasses(test._id, 61 * MINUTE);
    // Released, but the sweep has not run: no rank that misses two takers; out within the sweep's wait.
    const releasesAt = Date.parse(test.closesAt!) - 61 * MINUTE + 30_000;
    const early = (await get(`/api/tests/attempts/${finished._id}/result`, asha.token)).body as AttemptAwaitingRelease;
    expect(early).toMatchObject({
      status: 'awaiting-release',
      releasesAt: new Date(releasesAt + 5 * MINUTE).toISOString(),
      counting: true,
    });
    expect(JSON.stringify(early)).not.toContain('"ranking"');
    expect((await get(`/api/tests/${test._id}/leaderboard`, asha.token)).status).toBe(409);

    expect(await sweepReleasedTests()).toMatchObject({ scored: 2, finished: true });
    expect(((await db().collection('practiceTests').doc(test._id).get()).get('sweptAt') as Timestamp).toMillis()).toBeGreaterThan(
      releasesAt,
    );
    const resultOf = async (attemptId: string, student: TestAccount) =>
      (await get(`/api/tests/attempts/${attemptId}/result`, student.token)).body as AttemptResult;
    const scores = [12, 4, 0];
    const expected = (score: number) => ({
      rank: 1 + scores.filter((other) => other > score).length,
      takers: 3,
      percentile: percentileOf(score, scores),
      ranked: true,
    });
    expect((await resultOf(finished._id, asha)).ranking).toMatchObject(expected(12));
    const vikramResult = await resultOf(walkedAway._id, vikram);
    expect(vikramResult).toMatchObject({ status: 'submitted', submittedBy: 'time-out', score: 4, correct: 1, unanswered: 2 });
    expect(vikramResult.ranking).toMatchObject(expected(4));
    const meeraResult = await resultOf(blank._id, meera);
    expect(meeraResult).toMatchObject({ submittedBy: 'time-out', score: 0, unanswered: 3 });
    expect(meeraResult.ranking).toMatchObject({ ...expected(0), percentile: 33.3333333 });

    // A second run (or one beside it) scores nobody again and counts nobody twice.
    expect(await sweepReleasedTests()).toEqual({ scored: 0, swept: 0, finished: true });
    const board = (await get(`/api/tests/${test._id}/leaderboard`, meera.token)).body as Leaderboard;
    expect(board.takers).toBe(3);
    expect(board.entries.map((entry) => [entry.rank, entry.score])).toEqual([
      [1, 12],
      [2, 4],
      [3, 0],
    ]);
  });
});

describe('a test without a window', () => {
  it('ranks at once among the takers so far; a second attempt is placed without being counted', async () => {
    await newQuestions();
    const test = await createTestAs(admin.token, {
      title: 'Anytime drill',
      questionIds: questions.map((question) => question._id),
      isFree: true,
    });
    const first = (await take(test._id, students[0]!, 1)).submitted as AttemptResult;
    expect(first.ranking).toMatchObject({ rank: 1, takers: 1, percentile: 100, ranked: true });
    const second = (await take(test._id, students[1]!, 3)).submitted as AttemptResult;
    expect(second.ranking).toMatchObject({ rank: 1, takers: 2, percentile: 100, topScore: 12 });
    const again = (await take(test._id, students[0]!, 3)).submitted as AttemptResult;
    // Had this been Asha's counted attempt: 12 and 12 of two takers.
    expect(again.ranking).toMatchObject({ rank: 1, takers: 2, percentile: 100, ranked: false });
    const detail = (await get(`/api/tests/${test._id}`, students[1]!.token)).body as TestDetail;
    expect(detail.window).toBe('always');
    const board = (await get(`/api/tests/${test._id}/leaderboard`, students[1]!.token)).body as Leaderboard;
    expect(board.entries.map((entry) => entry.score)).toEqual([12, 2]);
  });
});

describe('a question shared with a paper still to release', () => {
  it('refuses a test that would show the paper’s key first, in either order, naming the question; the same close or a released paper is fine', async () => {
    await newQuestions();
    const ids = questions.map((question) => question._id) as [string, string, string];
    const paper = await createTestAs(admin.token, {
      title: 'Sunday mock: shared',
      questionIds: ids,
      opensAt: iso(-5 * MINUTE),
      closesAt: iso(60 * MINUTE),
    });
    const post = (body: object) => call('post', '/api/admin/tests', admin.token, { timeLimitMinutes: 30, published: true, ...body });

    // A practice test shows its key at each submission: with the paper's second question, refused.
    const practice = await post({ title: 'Drill: shared', questionIds: [ids[1]] });
    expect(practice.status).toBe(409);
    expect(messageOf(practice)).toBe(TEST_SERIES_MESSAGES.keyShared(1, 'Sunday mock: shared'));
    const hindi = await post({ title: 'Drill: shared', questionIds: [ids[1]] }).set('Accept-Language', 'hi');
    expect(messageOf(hindi)).toMatch(/^प्रश्न 1 “Sunday mock: shared” में भी है/);
    // A draft may hold it: nobody can take a draft.
    await createTestAs(admin.token, { title: 'Drill: shared', questionIds: [ids[1]], published: false });
    // A paper closing earlier would release it first; one closing at the same time is fine.
    const earlier = await post({
      title: 'Early paper',
      questionIds: [ids[0], ids[2]],
      opensAt: iso(-5 * MINUTE),
      closesAt: iso(30 * MINUTE),
    });
    expect(earlier.status).toBe(409);
    expect(messageOf(earlier)).toBe(TEST_SERIES_MESSAGES.keyShared(1, 'Sunday mock: shared'));
    await createTestAs(admin.token, { title: 'Twin paper', questionIds: [ids[2]], opensAt: iso(0), closesAt: paper.closesAt });

    // The other order: a paper may not take a question that an open practice test already shows.
    const extra = await createQuestionAs(admin.token, {
      kind: 'single',
      text: 'Which gas is evolved?',
      options: ['H2', 'O2', 'N2', 'Cl2'],
      correctOptions: [0],
      explanation: `${SECRET} zinc and acid`,
      chapter: 'Mole Concept',
      difficulty: 'easy',
    });
    await createTestAs(admin.token, { title: 'Anytime: shows its key', questionIds: [extra._id] });
    const grown = await call('put', `/api/admin/tests/${paper._id}`, admin.token, {
      title: 'Sunday mock: shared',
      questionIds: [...ids, extra._id],
      timeLimitMinutes: 30,
      published: true,
      opensAt: paper.opensAt,
      closesAt: paper.closesAt,
    });
    expect(grown.status).toBe(409);
    expect(messageOf(grown)).toBe(TEST_SERIES_MESSAGES.keyShared(4, 'Anytime: shows its key'));
  });

  it('lets a released paper’s questions be used again: their key is out', async () => {
    await newQuestions();
    const ids = questions.map((question) => question._id);
    const paper = await createTestAs(admin.token, {
      title: 'Sunday mock: reused',
      questionIds: ids,
      opensAt: iso(-5 * MINUTE),
      closesAt: iso(60 * MINUTE),
    });
    await timePasses(paper._id, 61 * MINUTE);
    await createTestAs(admin.token, { title: 'Revision drill', questionIds: ids });
  });
});

describe('answer-key corrections', () => {
  let test: PracticeTest;
  /** Students 0-3 answer 3, 2, 1 and 0 questions right: 12, 7, 2, −3. */
  const corrects = [3, 2, 1, 0];
  const attempts: AttemptInProgress[] = [];
  const resultOf = async (index: number) =>
    (await get(`/api/tests/attempts/${attempts[index]!._id}/result`, students[index]!.token)).body as AttemptResult;

  beforeAll(async () => {
    await newQuestions();
    test = await createTestAs(admin.token, {
      title: 'Sunday mock 2',
      questionIds: questions.map((question) => question._id),
      isFree: true,
      opensAt: iso(-5 * MINUTE),
      closesAt: iso(60 * MINUTE),
    });
    for (const [index, correct] of corrects.entries()) attempts.push((await take(test._id, students[index]!, correct)).attempt);
    await timePasses(test._id, 61 * MINUTE);
    await sweepReleasedTests();
  });

  it('accepting a second option rescores every attempt, moves the ranks, emails each student whose score changed once, and says what changed', async () => {
    expect((await resultOf(3)).ranking).toMatchObject({ rank: 4, percentile: 25 });
    // Question 1's key is option A; the student who got everything wrong chose B. Both are now accepted.
    const first = questions[0]!;
    const refused = await call('post', `/api/admin/tests/${test._id}/corrections`, admin.token, {
      action: 'change-key',
      questionId: first._id,
      integerAnswer: 3,
    });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(KEY_CORRECTION_MESSAGES.keyDoesNotFit);
    expect(
      (
        await call('post', `/api/admin/tests/${test._id}/corrections`, students[0]!.token, {
          action: 'drop',
          questionId: first._id,
          bonusTo: 'all',
        })
      ).status,
    ).toBe(403);

    const response = await call('post', `/api/admin/tests/${test._id}/corrections`, admin.token, {
      action: 'change-key',
      questionId: first._id,
      correctOptions: [0, 1],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const job = response.body as KeyCorrectionJob;
    expect(job).toMatchObject({ status: 'done', attempts: 4, changed: 1 });

    const rohan = await resultOf(3);
    expect(rohan.score).toBe(2);
    expect(rohan.keyCorrections).toEqual([
      expect.objectContaining({
        questionId: first._id,
        action: 'change-key',
        correctOptions: [0, 1],
        marksBefore: -1,
        marksAfter: 4,
        scoreBefore: -3,
        scoreAfter: 2,
      }),
    ]);
    expect(rohan.review.find((item) => item.question.id === first._id)).toMatchObject({ outcome: 'correct', correctOptions: [0, 1] });
    // 12, 7, 2, 2: ties share the 3rd rank.
    expect(rohan.ranking).toMatchObject({ rank: 3, takers: 4, percentile: 50 });
    expect((await resultOf(2)).ranking).toMatchObject({ rank: 3, percentile: 50 });

    const mails = await db().collection('mail').where('template', '==', 'key-corrected').get();
    const mine = mails.docs.filter((doc) => doc.id.startsWith(`key-corrected-${job._id}-`));
    expect(mine.map((doc) => doc.get('userId'))).toEqual([students[3]!.uid]);
    expect(mine[0]!.get('data')).toMatchObject({ testTitle: 'Sunday mock 2', scoreBefore: -3, scoreAfter: 2 });

    // Run again from the start: nothing changes, nothing more is sent.
    await db().collection('keyCorrections').doc(job._id).update({ status: 'running', cursor: null });
    await resumeKeyCorrections();
    expect((await resultOf(3)).score).toBe(2);
    expect((await resultOf(3)).ranking).toMatchObject({ rank: 3, takers: 4 });
    expect((await db().collection('mail').where('template', '==', 'key-corrected').get()).size).toBe(mails.size);
    const listed = (await call('get', `/api/admin/tests/${test._id}/corrections`, admin.token)).body as KeyCorrectionList;
    expect(listed.jobs[0]).toMatchObject({ _id: job._id, status: 'done' });
  });

  it('a drop cut short after one page finishes on the next run, with full marks to all', async () => {
    const id = await createKeyCorrection(test._id, { action: 'drop', questionId: questions[2]!._id, bonusTo: 'all' });
    expect(await runKeyCorrection(id, 0, new Date(), 2)).toBe('running');
    expect((await db().collection('keyCorrections').doc(id).get()).get('attempts')).toBe(2);
    await resumeKeyCorrections();
    expect((await db().collection('keyCorrections').doc(id).get()).get('status')).toBe('done');
    // Question 3 was wrong (−1) for students 1, 2 and 3: each gains 5; student 0 had it right.
    expect(await Promise.all([0, 1, 2, 3].map(async (index) => (await resultOf(index)).score))).toEqual([12, 12, 7, 7]);
    const board = (await get(`/api/tests/${test._id}/leaderboard`, students[0]!.token)).body as Leaderboard;
    expect(board.entries.map((entry) => [entry.rank, entry.score])).toEqual([
      [1, 12],
      [1, 12],
      [3, 7],
      [3, 7],
    ]);
  });
});

describe('result insights: time per question, option shares, chapter accuracy', () => {
  const times = (attemptId: string, token: string | null, body: unknown) =>
    call('post', `/api/tests/attempts/${attemptId}/times`, token, body);
  /** As if the attempt had started `seconds` ago (its deadline stays): time on questions needs time to have passed. */
  async function startedAgo(attemptId: string, seconds: number): Promise<number> {
    const startedAt = Date.now() - seconds * 1000;
    await db()
      .collection('testAttempts')
      .doc(attemptId)
      .update({ startedAt: Timestamp.fromMillis(startedAt) });
    return startedAt;
  }

  it('records each question’s seconds, cut to the time elapsed; only on the student’s own running attempt', async () => {
    await newQuestions();
    const test = await createTestAs(admin.token, {
      title: 'Timing drill',
      questionIds: questions.map((question) => question._id),
      isFree: true,
    });
    const [asha, vikram] = [students[0]!, students[1]!];
    const attempt = await startAttempt(test._id, asha.token);
    const startedAt = await startedAgo(attempt._id, 60);
    const [q1, q2, q3] = questions.map((question) => question._id) as [string, string, string];
    const first = await times(attempt._id, asha.token, { times: { [q1]: 20 } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ recordedSeconds: 20 });
    /** Sends a forged figure: what is recorded in all is the seconds elapsed (as the server's clock read them) + 5 of slack. */
    const capped = async (id: string) => {
      const before = Math.floor((Date.now() - startedAt) / 1000);
      const response = await times(attempt._id, asha.token, { times: { [id]: 10_000 } });
      const after = Math.floor((Date.now() - startedAt) / 1000);
      expect(response.status).toBe(200);
      const { recordedSeconds } = response.body as { recordedSeconds: number };
      expect(recordedSeconds).toBeGreaterThanOrEqual(before + 5);
      expect(recordedSeconds).toBeLessThanOrEqual(after + 5);
      return recordedSeconds;
    };
    const forged = await capped(q2);
    // Once the total is at the cap, only the seconds passed since can be added.
    const again = await capped(q3);

    for (const [body, status] of [
      [{ times: { [q1]: 1.5 } }, 400],
      [{ times: { [q1]: -3 } }, 400],
      [{ times: { notAQuestion: 3 } }, 400],
      [{ times: 'soon' }, 400],
    ] as const)
      expect((await times(attempt._id, asha.token, body)).status, JSON.stringify(body)).toBe(status);
    expect((await times(attempt._id, vikram.token, { times: { [q1]: 1 } })).status).toBe(404);
    expect((await times(attempt._id, null, { times: { [q1]: 1 } })).status).toBe(401);

    const submitted = await submitAttempt(attempt._id, asha.token);
    expect(submitted.status).toBe(200);
    const late = await times(attempt._id, asha.token, { times: { [q1]: 1 } });
    expect(late.status).toBe(409);
    const result = submitted.body as AttemptResult;
    const timeOf = (id: string) => result.review.find((item) => item.question.id === id)!.timeSeconds;
    expect(timeOf(q1)).toBe(20);
    expect(timeOf(q2)).toBe(forged - 20);
    expect(timeOf(q3) ?? 0).toBe(again - forged);
  });

  it('shows each option’s share in the student’s own letters, times against the average and chapter accuracy; a key correction moves it', async () => {
    // A chapter with a dot in its name: counted by question, never keyed by the name.
    const atoms = await createQuestionAs(admin.token, {
      kind: 'single',
      text: 'Which shell fills first?',
      options: ['3d', '4p', '4s', '3p'],
      correctOptions: [3],
      explanation: `${SECRET} aufbau`,
      chapter: 'Atoms. Structure',
      difficulty: 'easy',
    });
    await newQuestions();
    const test = await createTestAs(admin.token, {
      title: 'Insight drill',
      questionIds: [...questions.map((question) => question._id), atoms._id],
      isFree: true,
      shuffleOptions: true,
    });
    const [q1, q2, q3, q4] = [questions[0]!._id, questions[1]!._id, questions[2]!._id, atoms._id];
    // Keys (own indexes): q1 A(0), q2 B(1), q3 C(2), q4 D(3). Each student: own option chosen (null: none) and seconds.
    const plans: Record<string, [number | null, number]>[] = [
      { [q1]: [0, 40], [q2]: [0, 20], [q3]: [null, 0], [q4]: [3, 10] },
      { [q1]: [1, 20], [q2]: [1, 40], [q3]: [2, 45], [q4]: [2, 10] },
      { [q1]: [0, 30], [q2]: [null, 0], [q3]: [0, 0], [q4]: [null, 0] },
    ];
    const attemptIds: string[] = [];
    for (const [index, plan] of plans.entries()) {
      const student = students[index]!;
      const attempt = await startAttempt(test._id, student.token);
      attemptIds.push(attempt._id);
      await startedAgo(attempt._id, 600);
      for (const [id, [option]] of Object.entries(plan))
        if (option !== null) expect((await saveAnswer(attempt._id, id, student.token, { selected: [option] })).status).toBe(200);
      const spent = Object.fromEntries(Object.entries(plan).flatMap(([id, [, seconds]]) => (seconds > 0 ? [[id, seconds]] : [])));
      expect((await times(attempt._id, student.token, { times: spent })).status).toBe(200);
      expect((await submitAttempt(attempt._id, student.token)).status).toBe(200);
    }
    const resultOf = async (index: number) =>
      (await get(`/api/tests/attempts/${attemptIds[index]!}/result`, students[index]!.token)).body as AttemptResult;

    // By own option index, hand-computed over the three takers: shares in whole percent.
    const shares: Record<string, { own: number[]; none: number; average: number | null }> = {
      [q1]: { own: [67, 33, 0, 0], none: 0, average: 30 },
      [q2]: { own: [33, 33, 0, 0], none: 33, average: 30 },
      [q3]: { own: [33, 0, 33, 0], none: 33, average: 45 },
      [q4]: { own: [0, 0, 33, 33], none: 33, average: 10 },
    };
    for (const index of [0, 1, 2]) {
      const result = await resultOf(index);
      for (const item of result.review) {
        const expected = shares[item.question.id]!;
        expect(item.optionShares, item.question.id).toEqual({
          takers: 3,
          options: item.question.optionOrder.map((own) => expected.own[own]),
          none: expected.none,
        });
        expect(item.averageTimeSeconds).toBe(expected.average);
        const mine = plans[index]![item.question.id]![1];
        expect(item.timeSeconds).toBe(mine > 0 ? mine : null);
      }
    }
    // Mole Concept: answered 2 + 3 + 2, right 1 + 2 + 1 = 4 of 7. Atoms. Structure: right 1 of 2.
    const chapters = async (index: number) =>
      Object.fromEntries((await resultOf(index)).chapters.map((chapter) => [chapter.chapter, [chapter.accuracy, chapter.averageAccuracy]]));
    expect(await chapters(0)).toEqual({ 'Mole Concept': [50, 57.1], 'Atoms. Structure': [100, 50] });
    expect(await chapters(1)).toEqual({ 'Mole Concept': [66.7, 57.1], 'Atoms. Structure': [0, 50] });
    expect(await chapters(2)).toEqual({ 'Mole Concept': [50, 57.1], 'Atoms. Structure': [null, 50] });

    // Accept 4s (C) as well: Vikram's answer becomes right, and the average follows. Choices do not move.
    const corrected = await call('post', `/api/admin/tests/${test._id}/corrections`, admin.token, {
      action: 'change-key',
      questionId: q4,
      correctOptions: [2, 3],
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    expect(await chapters(1)).toEqual({ 'Mole Concept': [66.7, 57.1], 'Atoms. Structure': [100, 100] });
    expect(await chapters(0)).toEqual({ 'Mole Concept': [50, 57.1], 'Atoms. Structure': [100, 100] });
    const q4Shares = (await resultOf(0)).review.find((item) => item.question.id === q4)!;
    expect(q4Shares.optionShares!.none).toBe(33);
  });
});
