import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, shortDay, type AttemptInProgress, type LearnCourse, type PlayerLesson } from '@chem/contract';
import { api, bearer, createTestAccounts, messageOf, type TestAccount } from '../../../tests/support/api.js';
import { db } from '../lib/firebase.js';
import { addDays } from '../services/release.js';

/**
 * Lessons that open later: on a date, some days after the student started the course, or once an
 * earlier chapter's test is passed; and test lessons, completed by a submitted attempt. Dates are
 * far in the past or future, and "days after the start" moves the stored start back: no test waits.
 */

let admin: TestAccount;
let student: TestAccount;
let courseId: string;
let gateTestId: string;
let datedTestId: string;
let questionId: string;

type Method = 'get' | 'post' | 'put';
const call = (method: Method, path: string, token: string, body?: unknown) => {
  const request = api()[method](path).set(bearer(token));
  return body === undefined ? request : request.send(body as object);
};
const lessonPath = (lessonId: string) => `/api/learn/courses/${courseId}/lessons/${lessonId}`;
const open = (lessonId: string, token = student.token) => call('get', lessonPath(lessonId), token);
const complete = (lessonId: string, token = student.token) => call('post', `${lessonPath(lessonId)}/complete`, token);
async function outline(token = student.token): Promise<Map<string, PlayerLesson>> {
  const response = await call('get', `/api/learn/courses/${courseId}`, token);
  expect(response.status).toBe(200);
  return new Map((response.body as LearnCourse).chapters.flatMap((chapter) => chapter.lessons).map((lesson) => [lesson.id, lesson]));
}

/** A submitted attempt at the gate test: right (100%) or wrong (0%). */
async function takeGateTest(right: boolean) {
  const started = await call('post', `/api/tests/${gateTestId}/attempts`, student.token);
  expect(started.status).toBe(201);
  const attempt = started.body as AttemptInProgress;
  expect(
    (await call('put', `/api/tests/attempts/${attempt._id}/answers/${questionId}`, student.token, { selected: [right ? 1 : 0] })).status,
  ).toBe(200);
  expect((await call('post', `/api/tests/attempts/${attempt._id}/submit`, student.token)).status).toBe(200);
}

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
  const question = await call('post', '/api/admin/questions', admin.token, {
    kind: 'single',
    text: 'How many moles of \\ce{H2O} are in 36 g of water?',
    options: ['1', '2', '3', '4'],
    correctOptions: [1],
    chapter: 'Mole Concept',
    difficulty: 'easy',
  });
  expect(question.status).toBe(201);
  questionId = question.body._id as string;
  const createTest = async (title: string) => {
    const response = await call('post', '/api/admin/tests', admin.token, {
      title,
      timeLimitMinutes: 30,
      published: true,
      isFree: true,
      questionIds: [questionId],
    });
    expect(response.status).toBe(201);
    return response.body._id as string;
  };
  [gateTestId, datedTestId] = await Promise.all([createTest('Mole concept: chapter test'), createTest('Final test')]);

  const created = await call('post', '/api/courses/createCourse', admin.token, {
    title: 'Mole Concept',
    description: 'Moles, mass and molarity.',
    isFree: true,
    chapters: [
      {
        id: 'ch-1',
        title: 'Moles',
        lessons: [
          { id: 'intro', title: 'What is a mole?', kind: 'reading', text: 'A count of particles.' },
          { id: 'dated', title: 'Molarity', kind: 'reading', text: 'Later.', release: { kind: 'date', date: '2099-12-12' } },
          { id: 'past', title: 'Molality', kind: 'reading', text: 'Open.', release: { kind: 'date', date: '2020-01-01' } },
          { id: 'after-3', title: 'Mole fraction', kind: 'reading', text: 'In three days.', release: { kind: 'days', days: 3 } },
          { id: 'gate', title: 'Chapter test', kind: 'test', testId: gateTestId, passPercent: 60 },
        ],
      },
      {
        id: 'ch-2',
        title: 'Stoichiometry',
        lessons: [
          { id: 'after-gate', title: 'Limiting reagent', kind: 'reading', text: 'After the test.' },
          { id: 'final', title: 'Final test', kind: 'test', testId: datedTestId, release: { kind: 'date', date: '2099-12-12' } },
        ],
      },
    ],
  });
  expect(created.status).toBe(201);
  courseId = created.body._id as string;
});

describe('lessons released on a date', () => {
  it('refuses a student a lesson whose date has not come (403 "Opens on 12 Dec"), and says so in the outline', async () => {
    const refused = await open('dated');
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe('Opens on 12 Dec');
    expect((await complete('dated')).status).toBe(403);

    const lessons = await outline();
    expect(lessons.get('dated')).toMatchObject({ locked: false, release: { kind: 'date', on: '2099-12-12' } });
    expect(lessons.get('past')?.release).toBeNull();
    expect((await open('past')).status).toBe(200);
  });

  it('holds back a test lesson on its date also when the test is started from the tests list', async () => {
    const started = await call('post', `/api/tests/${datedTestId}/attempts`, student.token);
    expect(started.status).toBe(403);
    expect(messageOf(started)).toBe('Opens on 12 Dec');
  });
});

describe('lessons released some days after the start', () => {
  it('counts the days from the first lesson the student opened, and opens once they have passed', async () => {
    expect((await open('intro')).status).toBe(200);
    const started = (await db().doc(`users/${student.uid}/courseProgress/${courseId}`).get()).get('startedAt') as Timestamp;
    const day = addDays(indiaDay(started.toDate()), 3);

    const refused = await open('after-3');
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe(`Opens on ${shortDay(day)}`);
    expect((await outline()).get('after-3')?.release).toEqual({ kind: 'date', on: day });

    // As if the student had started four days ago.
    await db()
      .doc(`users/${student.uid}/courseProgress/${courseId}`)
      .update({ startedAt: Timestamp.fromMillis(Date.now() - 4 * 86_400_000) });
    expect((await open('after-3')).status).toBe(200);
    expect((await outline()).get('after-3')?.release).toBeNull();
  });
});

describe('a chapter test with a pass mark', () => {
  it('closes later chapters until it is passed; completing it needs a submitted attempt; the outline shows the best score', async () => {
    const before = await open('after-gate');
    expect(before.status).toBe(403);
    expect(messageOf(before)).toBe('Pass the chapter test to open');
    let lessons = await outline();
    expect(lessons.get('after-gate')?.release).toEqual({ kind: 'test', lessonId: 'gate', title: 'Chapter test', passPercent: 60 });
    expect(lessons.get('gate')).toMatchObject({ kind: 'test', passPercent: 60, score: null, release: null });

    const body = await open('gate');
    expect(body.status).toBe(200);
    expect(body.body.body).toEqual({ kind: 'test', testId: gateTestId, passPercent: 60 });

    const early = await complete('gate');
    expect(early.status).toBe(409);
    expect(messageOf(early)).toBe('Submit the test to complete this lesson.');

    // Submitted but failed: the lesson is complete, the next chapter stays closed.
    await takeGateTest(false);
    const completed = await complete('gate');
    expect(completed.status).toBe(200);
    expect(completed.body.completedLessonIds).toContain('gate');
    expect((await open('after-gate')).status).toBe(403);
    lessons = await outline();
    expect(lessons.get('gate')).toMatchObject({ completed: true, score: { percent: 0 } });
    expect(lessons.get('after-gate')?.release?.kind).toBe('test');

    await takeGateTest(true);
    expect((await open('after-gate')).status).toBe(200);
    lessons = await outline();
    expect(lessons.get('gate')?.score).toMatchObject({ score: 4, maxScore: 4, percent: 100 });
    expect(lessons.get('after-gate')?.release).toBeNull();
  });
});

describe('the teacher', () => {
  it('opens every lesson whatever its release, and the outline shows no release locks', async () => {
    for (const lessonId of ['dated', 'after-3', 'after-gate', 'final']) expect((await open(lessonId, admin.token)).status).toBe(200);
    const lessons = await outline(admin.token);
    expect([...lessons.values()].every((lesson) => lesson.release === null)).toBe(true);
  });
});
