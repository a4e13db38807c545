import type { AdminSeriesList, PracticeTest, Question, SeriesList, SeriesPage, SeriesTrend, TestList, TestSeries } from '@chem/contract';
import { SERIES_MESSAGES, rankingFrom } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, createTestAccounts, messageOf, type TestAccount } from '../../../tests/support/api.js';
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
 * Test series: the teacher's series and a test's series, the public list and page (cached like the
 * tests' catalogue), and a student's trend: per released paper, their first attempt's score, rank
 * and percentile, checked against the formula; nothing of a paper whose results are held.
 */

let admin: TestAccount;
let asha: TestAccount;
let vikram: TestAccount;
let meera: TestAccount;
let questions: Question[];

const MINUTE = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const get = (path: string, token?: string) => call('get', path, token);

async function createSeriesAs(token: string, body: object): Promise<TestSeries> {
  const response = await call('post', '/api/admin/series', token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as TestSeries;
}

/** Answers `correct` of the questions right and the rest wrong (+4 / −1), then submits. */
async function take(testId: string, student: TestAccount, correct: number): Promise<string> {
  const attempt = await startAttempt(testId, student.token);
  for (const [index, question] of attempt.questions.entries()) {
    const key = questions.find((candidate) => candidate._id === question.id)!.correctOptions[0]!;
    expect((await saveAnswer(attempt._id, question.id, student.token, { selected: [index < correct ? key : (key + 1) % 4] })).status).toBe(
      200,
    );
  }
  expect((await submitAttempt(attempt._id, student.token)).status).toBe(200);
  return attempt._id;
}

/** The paper's window and its attempts' release move `ms` into the past: as if that much time had passed. */
async function timePasses(testId: string, ms: number) {
  const back = (value: unknown) => (value instanceof Timestamp ? Timestamp.fromMillis(value.toMillis() - ms) : value);
  const backIso = (value: unknown) => (typeof value === 'string' ? new Date(Date.parse(value) - ms).toISOString() : value);
  const test = db().collection('practiceTests').doc(testId);
  const stored = (await test.get()).data()!;
  await test.update({ opensAt: backIso(stored.opensAt), closesAt: backIso(stored.closesAt) });
  const [attempts, progress] = await Promise.all([
    db().collection('testAttempts').where('testId', '==', testId).get(),
    db().collection('testProgress').where('testId', '==', testId).get(),
  ]);
  await Promise.all([
    ...attempts.docs.map((doc) => doc.ref.update({ releasesAt: back(doc.get('releasesAt')) })),
    ...progress.docs.map((doc) => doc.ref.update({ releasesAt: backIso(doc.get('releasesAt')) })),
  ]);
}

beforeAll(async () => {
  const cast = await createTestAccounts();
  admin = cast.admin;
  asha = cast.student;
  vikram = cast.other;
  meera = await createAccount({ email: 'series-meera@example.com', name: 'Meera Iyer' });
  questions = [];
  await questionSet();
});

/**
 * Three new questions (keys A, B and C), added to `questions`: published papers that release
 * their answers at different times may not share a question (shared-questions.ts).
 */
async function questionSet(): Promise<string[]> {
  const made = await Promise.all(
    [0, 1, 2].map((index) =>
      createQuestionAs(admin.token, {
        kind: 'single',
        text: `Series page question ${index + 1}`,
        options: ['A', 'B', 'C', 'D'],
        correctOptions: [index],
        explanation: `${SECRET} because`,
        chapter: 'Mole Concept',
        difficulty: 'easy',
      }),
    ),
  );
  questions.push(...made);
  return made.map((question) => question._id);
}

describe('the teacher’s series', () => {
  it('is the admin’s alone: 401 without a token, 403 for a student', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/series'],
      ['post', '/api/admin/series'],
      ['put', '/api/admin/series/any'],
      ['delete', '/api/admin/series/any'],
    ] as const) {
      expect((await call(method, path, null, method === 'get' || method === 'delete' ? undefined : { title: 'X' })).status, path).toBe(401);
      expect(
        (await call(method, path, asha.token, method === 'get' || method === 'delete' ? undefined : { title: 'X' })).status,
        path,
      ).toBe(403);
    }
    expect((await get('/api/series/any/mine')).status).toBe(401);
  });

  it('refuses a series without a title, a long description, control characters; a test naming no series that exists', async () => {
    for (const body of [
      {},
      { title: '  ' },
      { title: 'Mocks', description: 'x'.repeat(1001) },
      { title: 'Mo\u0007cks' },
      { title: 'Mocks', published: 'yes' },
    ]) {
      const response = await call('post', '/api/admin/series', admin.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(messageOf(await call('post', '/api/admin/series', admin.token, { description: 'No title' }))).toMatch(/Title/);
    const hindi = await call('post', '/api/admin/series', admin.token, { title: '' }).set('Accept-Language', 'hi');
    expect(messageOf(hindi)).toBe('शीर्षक ज़रूरी है।');

    const unknown = await call('post', '/api/admin/tests', admin.token, {
      title: 'Orphan',
      questionIds: [questions[0]!._id],
      timeLimitMinutes: 30,
      seriesId: 'no-such-series',
    });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toBe(SERIES_MESSAGES.unknownSeries);
    expect((await call('put', '/api/admin/series/no-such-series', admin.token, { title: 'X' })).status).toBe(404);
  });

  it('renames, counts its tests, and deletes only when empty or asked to detach its tests', async () => {
    const series = await createSeriesAs(admin.token, { title: 'Weekday drills' });
    expect(series).toMatchObject({ title: 'Weekday drills', description: '', published: false });
    const renamed = await call('put', `/api/admin/series/${series._id}`, admin.token, {
      title: 'Weekday drills 2027',
      description: 'Short ones',
    });
    expect(renamed.body).toMatchObject({ title: 'Weekday drills 2027', description: 'Short ones' });
    const test = await createTestAs(admin.token, { title: 'Drill 1', questionIds: [questions[0]!._id], seriesId: series._id });
    expect(test.seriesId).toBe(series._id);
    const listed = ((await get('/api/admin/series', admin.token)).body as AdminSeriesList).series.find((row) => row._id === series._id);
    expect(listed).toMatchObject({ testCount: 1, title: 'Weekday drills 2027' });

    const refused = await call('delete', `/api/admin/series/${series._id}`, admin.token);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(SERIES_MESSAGES.notEmpty);
    const detached = await call('delete', `/api/admin/series/${series._id}?detach=true`, admin.token);
    expect(detached.status).toBe(200);
    expect(messageOf(detached)).toBe(SERIES_MESSAGES.deletedDetached);
    expect((await db().collection('practiceTests').doc(test._id).get()).get('seriesId')).toBeNull();
    expect((await db().collection('testSeries').doc(series._id).get()).exists).toBe(false);
  });
});

describe('a series of two papers', () => {
  let series: TestSeries;
  let open: PracticeTest;
  let scheduled: PracticeTest;
  let upcoming: PracticeTest;
  /** Asha 12 then 7 (her first is ranked), Vikram 7 on the open paper; Asha 7, Vikram 12 on the scheduled one. */
  const attempts: Record<string, string> = {};

  beforeAll(async () => {
    series = await createSeriesAs(admin.token, {
      title: 'JEE Main 2027: Sunday mocks',
      description: 'A full paper every Sunday.',
      published: true,
    });
    const ids = questions.slice(0, 3).map((question) => question._id);
    open = await createTestAs(admin.token, { title: 'Mock 1', questionIds: ids, isFree: true, attemptLimit: 2, seriesId: series._id });
    scheduled = await createTestAs(admin.token, {
      title: 'Mock 2',
      questionIds: await questionSet(),
      opensAt: iso(-5 * MINUTE),
      closesAt: iso(60 * MINUTE),
      seriesId: series._id,
      isFree: true,
    });
    upcoming = await createTestAs(admin.token, {
      title: 'Mock 3',
      questionIds: await questionSet(),
      opensAt: iso(7 * 24 * 60 * MINUTE),
      closesAt: iso(7 * 24 * 60 * MINUTE + 180 * MINUTE),
      seriesId: series._id,
    });
    // A draft paper is nobody's business.
    await createTestAs(admin.token, { title: 'Mock draft', questionIds: ids, published: false, seriesId: series._id });
    attempts.ashaOpen = await take(open._id, asha, 3);
    await take(open._id, asha, 2);
    attempts.vikramOpen = await take(open._id, vikram, 2);
    attempts.ashaScheduled = await take(scheduled._id, asha, 2);
    attempts.vikramScheduled = await take(scheduled._id, vikram, 3);
  });

  it('is public: the list and the page with the schedule and free or paid, no attempts or key; cached without a token', async () => {
    const list = await api().get('/api/series');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect((list.body as SeriesList).series).toContainEqual({
      _id: series._id,
      title: 'JEE Main 2027: Sunday mocks',
      description: 'A full paper every Sunday.',
      paperCount: 3,
    });
    expect((await get('/api/series', asha.token)).headers['cache-control']).toBe('private, no-store');

    const page = await api().get(`/api/series/${series._id}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const body = page.body as SeriesPage;
    expect(body.title).toBe('JEE Main 2027: Sunday mocks');
    // In schedule order: the paper without a window last.
    expect(body.papers.map((paper) => paper.title)).toEqual(['Mock 2', 'Mock 3', 'Mock 1']);
    expect(body.papers[0]).toMatchObject({
      window: 'open',
      isFree: true,
      locked: false,
      closesAt: scheduled.closesAt,
      bestScore: null,
      attemptsUsed: 0,
    });
    expect(body.papers[0]!.resultsAt).toBe(new Date(Date.parse(scheduled.closesAt!) + 30_000).toISOString());
    expect(body.papers[1]).toMatchObject({ window: 'upcoming', isFree: false, locked: true, opensAt: upcoming.opensAt });
    expectNoAnswers(body);
    for (const leak of ['"score"', '"ranking"', asha.uid, vikram.uid]) expect(JSON.stringify(body)).not.toContain(leak);
    expect((await get(`/api/series/${series._id}`, asha.token)).headers['cache-control']).toBe('private, no-store');

    // A student's own list says which series a test is in (the page's buttons come from it).
    const mine = ((await get('/api/tests', asha.token)).body as TestList).tests.find((test) => test._id === open._id);
    expect(mine).toMatchObject({ seriesId: series._id, attemptsUsed: 2 });
  });

  it('answers 404 for an unknown or unpublished series', async () => {
    const draft = await createSeriesAs(admin.token, { title: 'Not yet announced' });
    for (const id of ['no-such-series', draft._id]) {
      expect((await api().get(`/api/series/${id}`)).status, id).toBe(404);
      expect((await get(`/api/series/${id}/mine`, asha.token)).status, id).toBe(404);
    }
    expect(messageOf(await api().get('/api/series/no-such-series'))).toBe(SERIES_MESSAGES.notFound);
    expect(((await api().get('/api/series')).body as SeriesList).series.some((row) => row._id === draft._id)).toBe(false);
  });

  it('gives each student their trend: released papers only, the first attempt’s rank and percentile from the counts', async () => {
    const trendOf = async (student: TestAccount) => {
      const response = await get(`/api/series/${series._id}/mine`, student.token);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.body as SeriesTrend;
    };
    // Mock 2's results are held until its close: it is not in anyone's trend, not even as a title.
    const before = await trendOf(asha);
    expect(before.papers.map((paper) => paper.testId)).toEqual([open._id]);
    expect(JSON.stringify(before)).not.toContain('Mock 2');
    const counts1 = new Map([
      [12, 1],
      [7, 1],
    ]);
    expect(before.papers[0]!.result).toEqual({
      attemptId: attempts.ashaOpen,
      score: 12,
      maxScore: 12,
      rank: rankingFrom(counts1, 12, 12, true)!.rank,
      takers: 2,
      percentile: rankingFrom(counts1, 12, 12, true)!.percentile,
    });
    expect(before.papers[0]!.result).toMatchObject({ rank: 1, percentile: 100 });

    await timePasses(scheduled._id, 61 * MINUTE);
    const [ashas, vikrams, meeras] = await Promise.all([trendOf(asha), trendOf(vikram), trendOf(meera)]);
    expect(ashas.papers.map((paper) => paper.title)).toEqual(['Mock 2', 'Mock 1']);
    const counts2 = new Map([
      [7, 1],
      [12, 1],
    ]);
    const expected = (attemptId: string, score: number, counts: Map<number, number>) => {
      const ranking = rankingFrom(counts, score, 12, true)!;
      return { attemptId, score, maxScore: 12, rank: ranking.rank, takers: ranking.takers, percentile: ranking.percentile };
    };
    expect(ashas.papers.map((paper) => paper.result)).toEqual([
      expected(attempts.ashaScheduled!, 7, counts2),
      expected(attempts.ashaOpen!, 12, counts1),
    ]);
    expect(vikrams.papers.map((paper) => paper.result)).toEqual([
      expected(attempts.vikramScheduled!, 12, counts2),
      expected(attempts.vikramOpen!, 7, counts1),
    ]);
    expect(ashas.papers[0]!.result).toMatchObject({ rank: 2, percentile: 50 });
    // Meera took neither: the papers, without figures.
    expect(meeras.papers.map((paper) => [paper.title, paper.result])).toEqual([
      ['Mock 2', null],
      ['Mock 1', null],
    ]);
  });
});
