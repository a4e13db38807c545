import type {
  MyDataExport,
  PracticeChapters,
  PracticeQuestion,
  PracticeQuestionList,
  PracticeSummary,
  PracticeVerdict,
  RevisionQueue,
} from '@chem/contract';
import { CHAPTER_PRACTICE_MESSAGES, DELETE_CONFIRMATION_WORD, SAMPLE_SITE_SETTINGS, indiaDay } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSubscription, api, bearer, createAccount, type TestAccount } from '../../../tests/support/api.js';
import { RIGHT, WRONG, seedPracticeQuestions } from '../../../tests/support/chapter-practice.js';
import { SECRET, call, createTestAs, expectNoAnswers, startAttempt, saveAnswer, submitAttempt } from '../../../tests/support/practice.js';
import { db } from '../lib/firebase.js';
import { forgetPracticeCatalogue } from '../services/chapter-practice/catalogue.js';
import { queueRevisionReminders } from '../services/chapter-practice/reminders.js';
import { addIndiaDays, startOfIndiaDay } from '../services/chapter-practice/schedule.js';
import { outboxIdFor } from '../services/notifications/queue.js';
import { clearSiteSettingsCache } from '../services/site-settings.js';

/**
 * Chapter practice through the real app against the emulators: no key before an answer, bad input
 * refused with nothing of the student's changed, the revision queue (wrong answers due the next
 * day, right ones pushed out by FSRS, the daily cap, the streak), test mistakes taken in at
 * submission, the dashboard's weakest chapters, doubts on free questions, the evening reminder, and
 * the data export and deletion.
 */

let admin: TestAccount;
/** No plan: the free allowance only (the first 2 questions of each chapter). */
let asha: TestAccount;
/** An active plan: every question. */
let meera: TestAccount;

const MOLE = 'Mole Concept';
const THERMO = 'Thermodynamics';
const KINDS = ['single', 'multiple', 'numerical', 'integer', 'matrix', 'assertion-reason'] as const;

const get = (path: string, token?: string) => (token ? api().get(path).set(bearer(token)) : api().get(path));
const answer = (id: string, token: string, body: object) => call('post', `/api/practice/questions/${id}/answer`, token, body);
const questionsOf = (token: string, query: Record<string, string>) =>
  get(`/api/practice/questions?${new URLSearchParams({ chapter: MOLE, ...query })}`, token);

async function answered(id: string, token: string, body: object): Promise<PracticeVerdict> {
  const response = await answer(id, token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PracticeVerdict;
}

async function revision(token: string): Promise<RevisionQueue> {
  const response = await get('/api/practice/revision', token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as RevisionQueue;
}

/** Everything stored of a student's practice, to show a refused request changed none of it. */
async function practiceState(uid: string) {
  const [cards, progress] = await Promise.all([
    db().collection('practiceCards').where('uid', '==', uid).get(),
    db().collection('practiceProgress').doc(uid).get(),
  ]);
  return { cards: cards.docs.map((doc) => ({ id: doc.id, ...doc.data() })), progress: progress.data() ?? null };
}

/** Moves a card back as if it had been answered `days` India days ago and is due today. */
async function dueToday(uid: string, questionId: string, days = 1) {
  const today = indiaDay(new Date());
  const ref = db().collection('practiceCards').doc(`${uid}_${questionId}`);
  const back = Date.now() - days * 86_400_000;
  await ref.update({
    due: Timestamp.fromDate(startOfIndiaDay(today)),
    'memory.lastReview': Timestamp.fromMillis(back),
    lastAnsweredAt: Timestamp.fromMillis(back),
  });
}

beforeAll(async () => {
  [admin, asha, meera] = await Promise.all([
    createAccount({ email: 'teacher@example.com', name: 'Teacher', admin: true }),
    createAccount({ email: 'asha@example.com', name: 'Asha' }),
    createAccount({ email: 'meera@example.com', name: 'Meera' }),
  ]);
  await addSubscription(meera.uid, 'active', new Date(Date.now() + 20 * 86_400_000));
  await db()
    .doc('settings/site')
    .set({ ...SAMPLE_SITE_SETTINGS, practiceFreePerChapter: 2, doubtsPerDay: 50 });
  clearSiteSettingsCache();
  await seedPracticeQuestions([
    { id: 'mole-single', chapter: MOLE, kind: 'single', exam: 'JEE Main', year: 2024, session: '27 Jan shift 1', difficulty: 'easy' },
    { id: 'mole-multiple', chapter: MOLE, kind: 'multiple' },
    { id: 'mole-numerical', chapter: MOLE, kind: 'numerical', exam: 'NEET', year: 2023, difficulty: 'hard' },
    { id: 'mole-integer', chapter: MOLE, kind: 'integer', exam: 'JEE Main', year: 2021 },
    { id: 'mole-matrix', chapter: MOLE, kind: 'matrix' },
    { id: 'mole-assertion-reason', chapter: MOLE, kind: 'assertion-reason' },
    { id: 'thermo-1', chapter: THERMO },
    { id: 'thermo-2', chapter: THERMO },
  ]);
});

beforeEach(async () => {
  await db().recursiveDelete(db().collection('rateLimits'));
});

describe('chapter practice: no key before an answer', () => {
  it('lists chapters and questions and opens one without its key; the answer carries the verdict, the key and the explanation', async () => {
    const chapters = await get('/api/practice/chapters', asha.token);
    expect(chapters.status).toBe(200);
    expect(chapters.headers['cache-control']).toBe('private, no-store');
    const mole = (chapters.body as PracticeChapters).chapters.find((chapter) => chapter.chapter === MOLE);
    expect(mole).toMatchObject({ questions: 6, pastPapers: 3, free: 2, tried: 0, accuracy: null, pastPapersLeft: 3 });
    expect((chapters.body as PracticeChapters).exams).toEqual(['JEE Main', 'NEET']);
    expect((chapters.body as PracticeChapters).years).toEqual({ from: 2021, to: 2024 });

    const list = await questionsOf(asha.token, {});
    expect(list.status).toBe(200);
    const listed = list.body as PracticeQuestionList;
    expect(listed.questions.map((question) => [question.id, question.locked])).toEqual([
      ['mole-single', false],
      ['mole-multiple', false],
      ['mole-numerical', true],
      ['mole-integer', true],
      ['mole-matrix', true],
      ['mole-assertion-reason', true],
    ]);
    expect(listed.questions[0]!.pastPaper).toEqual({ exam: 'JEE Main', year: 2024, session: '27 Jan shift 1' });
    expect(listed.questions[1]!.pastPaper).toBeNull();

    const opened: unknown[] = [chapters.body, list.body];
    for (const kind of KINDS) {
      const question = await get(`/api/practice/questions/mole-${kind}`, meera.token);
      expect(question.status).toBe(200);
      expect((question.body as PracticeQuestion).kind).toBe(kind);
      opened.push(question.body);
    }
    for (const body of opened) expectNoAnswers(body);

    const verdict = await answered('mole-single', meera.token, RIGHT.single);
    expect(verdict).toMatchObject({ outcome: 'correct', correctOptions: [1], revision: false, today: null });
    expect(verdict.explanation).toContain(SECRET);
    expect(verdict.state).toMatchObject({ attempts: 1, lastOutcome: 'correct', inRevision: false, dueOn: null });
    // Opening it again after answering still sends no key: the key is only ever in an answer.
    expectNoAnswers((await get('/api/practice/questions/mole-single', meera.token)).body);
  });

  it('marks every kind as in a test, all or nothing', async () => {
    for (const kind of KINDS) {
      expect((await answered(`mole-${kind}`, meera.token, RIGHT[kind])).outcome, kind).toBe('correct');
      expect((await answered(`mole-${kind}`, meera.token, WRONG[kind])).outcome, kind).toBe('wrong');
    }
    const numerical = await answered('mole-numerical', meera.token, RIGHT.numerical);
    expect(numerical.answerRange).toEqual({ min: 22.3, max: 22.5 });
    expect((await answered('mole-integer', meera.token, RIGHT.integer)).integerAnswer).toBe(6);
  });
});

describe('chapter practice: bad input', () => {
  it('answers 400, 401, 403 or 404 with a message and changes nothing of the student’s', async () => {
    const before = await practiceState(asha.uid);
    const refusals: Array<[string, Promise<{ status: number; body: { message?: string } }>, number, string?]> = [
      ['unknown question', answer('no-such-question', asha.token, RIGHT.single), 404, CHAPTER_PRACTICE_MESSAGES.questionNotFound],
      [
        'unknown question opened',
        get('/api/practice/questions/no-such-question', asha.token),
        404,
        CHAPTER_PRACTICE_MESSAGES.questionNotFound,
      ],
      ['an option that does not exist', answer('mole-single', asha.token, { selected: [7] }), 400, CHAPTER_PRACTICE_MESSAGES.optionMissing],
      [
        'two options on a single-correct question',
        answer('mole-single', asha.token, { selected: [0, 1] }),
        400,
        CHAPTER_PRACTICE_MESSAGES.oneOption,
      ],
      ['a number for an option question', answer('mole-single', asha.token, { value: 3 }), 400, CHAPTER_PRACTICE_MESSAGES.optionsExpected],
      ['no answer at all', answer('mole-multiple', asha.token, {}), 400, CHAPTER_PRACTICE_MESSAGES.noAnswer],
      ['a field the answer does not take', answer('mole-single', asha.token, { selected: [1], correct: true }), 400],
      [
        'beyond the free allowance',
        answer('mole-numerical', asha.token, RIGHT.numerical),
        403,
        CHAPTER_PRACTICE_MESSAGES.needsSubscription,
      ],
      [
        'beyond the free allowance, opened',
        get('/api/practice/questions/mole-integer', asha.token),
        403,
        CHAPTER_PRACTICE_MESSAGES.needsSubscription,
      ],
      [
        'a bookmark beyond the free allowance',
        call('put', '/api/practice/questions/mole-matrix/bookmark', asha.token, { bookmarked: true }),
        403,
      ],
      [
        'a bookmark that is not true or false',
        call('put', '/api/practice/questions/mole-single/bookmark', asha.token, { bookmarked: 'yes' }),
        400,
      ],
      ['an unknown chapter', questionsOf(asha.token, { chapter: 'Alchemy' }), 404, CHAPTER_PRACTICE_MESSAGES.chapterNotFound],
      ['a filter that matches nothing', questionsOf(asha.token, { exam: 'JEE Advanced' }), 404, CHAPTER_PRACTICE_MESSAGES.noMatch],
      [
        'years the wrong way round',
        questionsOf(asha.token, { yearFrom: '2024', yearTo: '2020' }),
        400,
        CHAPTER_PRACTICE_MESSAGES.yearRange,
      ],
      ['a filter the screen does not offer', questionsOf(asha.token, { only: 'easy-ones' }), 400, CHAPTER_PRACTICE_MESSAGES.badFilter],
      ['a control character in a filter', questionsOf(asha.token, { exam: 'JEE\u0007' }), 400],
      [
        'a daily cap of 0',
        call('put', '/api/practice/settings', asha.token, { dailyCap: 0, reminders: true }),
        400,
        CHAPTER_PRACTICE_MESSAGES.dailyCap,
      ],
      [
        'a daily cap of 101',
        call('put', '/api/practice/settings', asha.token, { dailyCap: 101, reminders: true }),
        400,
        CHAPTER_PRACTICE_MESSAGES.dailyCap,
      ],
      ['a daily cap that is not a number', call('put', '/api/practice/settings', asha.token, { dailyCap: '20', reminders: true }), 400],
      ['the teacher answering', answer('mole-single', admin.token, RIGHT.single), 403, CHAPTER_PRACTICE_MESSAGES.teacherCannotPractise],
      ['no sign-in', api().post('/api/practice/questions/mole-single/answer').send(RIGHT.single), 401],
    ];
    for (const [what, request, status, message] of refusals) {
      const response = await request;
      expect(response.status, what).toBe(status);
      expect(response.body.message, what).toEqual(message ?? expect.any(String));
    }
    expect(await practiceState(asha.uid)).toEqual(before);
  });

  it('answers the same refusal in Hindi to a Hindi reader', async () => {
    const response = await answer('mole-numerical', asha.token, RIGHT.numerical).set('Accept-Language', 'hi');
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('यह प्रश्न सदस्यों के लिए है। पूरे अध्याय का अभ्यास करने के लिए कोई प्लान लें।');
  });
});

describe('the revision queue', () => {
  let student: TestAccount;
  beforeAll(async () => {
    student = await createAccount({ email: 'ravi@example.com', name: 'Ravi' });
    await addSubscription(student.uid, 'active', new Date(Date.now() + 20 * 86_400_000));
  });

  it('brings a wrong answer back the next day, pushes a right revision further out, and counts the day and the streak', async () => {
    const today = indiaDay(new Date());
    const tomorrow = addIndiaDays(today, 1);
    for (const kind of ['single', 'numerical'] as const) {
      const verdict = await answered(`mole-${kind}`, student.token, WRONG[kind]);
      expect(verdict.state).toMatchObject({ inRevision: true, dueOn: tomorrow });
    }
    await answered('mole-integer', student.token, RIGHT.integer);
    // Nothing is due today: both come back tomorrow.
    expect((await revision(student.token)).due).toEqual([]);

    // The next morning (the cards moved back a day, as the clock would).
    await dueToday(student.uid, 'mole-single', 1);
    await dueToday(student.uid, 'mole-numerical', 1);
    const queue = await revision(student.token);
    expect(queue.due.map((item) => item.questionId).sort()).toEqual(['mole-numerical', 'mole-single']);
    expect(queue.today).toMatchObject({ dailyCap: 20, answeredToday: 0, done: false, streak: 0 });
    expect(queue.due.find((item) => item.questionId === 'mole-single')).toMatchObject({
      chapter: MOLE,
      pastPaper: { exam: 'JEE Main', year: 2024, session: '27 Jan shift 1' },
      dueOn: today,
      lapses: 1,
    });
    expectNoAnswers(queue);

    const first = await answered('mole-single', student.token, RIGHT.single);
    expect(first.revision).toBe(true);
    // Right a day after the mistake: FSRS puts the next review days away, past tomorrow.
    expect(first.state.dueOn! > tomorrow).toBe(true);
    expect(first.today).toMatchObject({ answeredToday: 1, done: false, streak: 0 });

    const second = await answered('mole-numerical', student.token, WRONG.numerical);
    expect(second.state.dueOn).toBe(tomorrow);
    expect(second.today).toMatchObject({ answeredToday: 2, done: true, streak: 1, bestStreak: 1 });
    expect((await revision(student.token)).due).toEqual([]);

    // Answering a question that is not due is practice, not revision: the day is unchanged.
    const practice = await answered('mole-integer', student.token, RIGHT.integer);
    expect(practice).toMatchObject({ revision: false, today: null });
  });

  it('keeps the streak across a day with nothing due, and starts it again after a day missed with questions waiting', async () => {
    const today = indiaDay(new Date());
    const progress = db().collection('practiceProgress').doc(student.uid);
    // Last done three days ago; nothing was due in between.
    await progress.set({ streak: { count: 4, best: 4, lastDay: addIndiaDays(today, -3) }, revision: null }, { merge: true });
    await dueToday(student.uid, 'mole-numerical', 1);
    expect((await revision(student.token)).today.streak).toBe(4);
    expect((await answered('mole-numerical', student.token, RIGHT.numerical)).today).toMatchObject({
      done: true,
      streak: 5,
      bestStreak: 5,
    });

    // Last done three days ago, and a question has been waiting since two days ago: the streak restarts.
    await progress.set({ streak: { count: 7, best: 7, lastDay: addIndiaDays(today, -3) }, revision: null }, { merge: true });
    const card = db().collection('practiceCards').doc(`${student.uid}_mole-numerical`);
    await card.update({ due: Timestamp.fromDate(startOfIndiaDay(addIndiaDays(today, -2))) });
    expect((await revision(student.token)).today.streak).toBe(0);
    expect((await answered('mole-numerical', student.token, RIGHT.numerical)).today).toMatchObject({
      done: true,
      streak: 1,
      bestStreak: 7,
    });
  });

  it('lists at most the daily cap, oldest due first', async () => {
    const today = indiaDay(new Date());
    await db().collection('practiceProgress').doc(student.uid).set({ revision: null }, { merge: true });
    for (const kind of ['matrix', 'assertion-reason', 'multiple'] as const) await answered(`mole-${kind}`, student.token, WRONG[kind]);
    const cards = db().collection('practiceCards');
    await cards.doc(`${student.uid}_mole-matrix`).update({ due: Timestamp.fromDate(startOfIndiaDay(addIndiaDays(today, -1))) });
    await cards.doc(`${student.uid}_mole-assertion-reason`).update({ due: Timestamp.fromDate(startOfIndiaDay(addIndiaDays(today, -2))) });
    await cards.doc(`${student.uid}_mole-multiple`).update({ due: Timestamp.fromDate(startOfIndiaDay(today)) });

    const saved = await call('put', '/api/practice/settings', student.token, { dailyCap: 2, reminders: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ dailyCap: 2, reminders: false });
    const queue = await revision(student.token);
    expect(queue.due.map((item) => item.questionId)).toEqual(['mole-assertion-reason', 'mole-matrix']);
    expect(queue).toMatchObject({ reminders: false, today: { dailyCap: 2 } });
  });
});

// Before the drill of the next block: while a published practice test shows thermo-2's key, no paper may hold it.
describe('a scheduled test holds its questions until its results are out', () => {
  it('leaves them out of practice, refuses them by id and as doubts, and brings them back after the release', async () => {
    const held = 'thermo-2';
    const test = await createTestAs(admin.token, {
      title: 'Sunday mock',
      questionIds: [held],
      isFree: true,
      opensAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      closesAt: new Date(Date.now() + 180 * 60_000).toISOString(),
    });
    const listed = async () =>
      (
        (await get(`/api/practice/questions?chapter=${encodeURIComponent(THERMO)}`, meera.token)).body as PracticeQuestionList
      ).questions.map((question) => question.id);
    expect(await listed()).toEqual(['thermo-1']);
    const before = await practiceState(meera.uid);
    for (const response of [await get(`/api/practice/questions/${held}`, meera.token), await answer(held, meera.token, RIGHT.single)]) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(CHAPTER_PRACTICE_MESSAGES.questionHeld);
      expectNoAnswers(response.body);
    }
    expect(await practiceState(meera.uid)).toEqual(before);
    const doubt = await api()
      .post('/api/doubts')
      .set(bearer(meera.token))
      .field('context', JSON.stringify({ kind: 'practice', questionId: held }))
      .field('text', 'Why is this one right?');
    expect(doubt.status).toBe(400);
    expect(doubt.body.message).toBe(CHAPTER_PRACTICE_MESSAGES.questionHeld);

    // The paper closes and its results are out (a function instance forgets its catalogue within the minute).
    await db()
      .collection('practiceTests')
      .doc(test._id)
      .update({ opensAt: new Date(Date.now() - 180 * 60_000).toISOString(), closesAt: new Date(Date.now() - 60_000).toISOString() });
    forgetPracticeCatalogue();
    expect(await listed()).toEqual(['thermo-1', held]);
    expect((await get(`/api/practice/questions/${held}`, meera.token)).status).toBe(200);
  });
});

describe('tests feed the revision queue and the weakest chapters', () => {
  it('puts a submitted test’s mistakes in the queue and counts its answers per chapter', async () => {
    const student = await createAccount({ email: 'kabir@example.com', name: 'Kabir' });
    await addSubscription(student.uid, 'active', new Date(Date.now() + 20 * 86_400_000));
    const test = await createTestAs(admin.token, {
      title: 'Thermo check',
      questionIds: ['thermo-1', 'thermo-2', 'mole-single'],
      isFree: true,
    });
    const attempt = await startAttempt(test._id, student.token);
    for (const id of ['thermo-1', 'thermo-2'])
      expect((await saveAnswer(attempt._id, id, student.token, { selected: [3] })).status).toBe(200);
    expect((await saveAnswer(attempt._id, 'mole-single', student.token, { selected: [1] })).status).toBe(200);
    expect((await submitAttempt(attempt._id, student.token)).status).toBe(200);

    const tomorrow = addIndiaDays(indiaDay(new Date()), 1);
    const cards = await db().collection('practiceCards').where('uid', '==', student.uid).get();
    expect(cards.docs.map((doc) => [doc.get('questionId'), indiaDay(doc.get('due').toDate())]).sort()).toEqual([
      ['thermo-1', tomorrow],
      ['thermo-2', tomorrow],
    ]);

    // Practice in the other chapter, mostly right: Thermodynamics (tests, 0 of 2 right, then 2 of 5 in practice) is the weakest.
    for (const kind of KINDS.slice(0, 5)) await answered(`mole-${kind}`, student.token, RIGHT[kind]);
    await answered('thermo-1', student.token, RIGHT.single);
    await answered('thermo-2', student.token, RIGHT.single);
    for (let round = 0; round < 3; round += 1) await answered('thermo-1', student.token, WRONG.single);
    const summary = (await get('/api/practice/summary', student.token)).body as PracticeSummary;
    expect(summary.started).toBe(true);
    expect(summary.weakest).toEqual([
      { chapter: THERMO, answered: 7, correct: 2, accuracy: 29 },
      { chapter: MOLE, answered: 6, correct: 6, accuracy: 100 },
    ]);
  });

  it('shows no weak chapter before a handful of answers', async () => {
    const student = await createAccount({ email: 'zoya@example.com', name: 'Zoya' });
    await answered('thermo-1', student.token, WRONG.single);
    const summary = (await get('/api/practice/summary', student.token)).body as PracticeSummary;
    expect(summary).toMatchObject({ weakest: [], started: true, dueNow: 0 });
  });
});

describe('doubts on practice questions follow the free allowance', () => {
  const ask = (token: string, questionId: string) =>
    api()
      .post('/api/doubts')
      .set(bearer(token))
      .field('context', JSON.stringify({ kind: 'practice', questionId }))
      .field('text', 'Why is the answer 1 mol?');

  it('lets a student without a plan ask about a free question, not about one beyond the allowance', async () => {
    expect((await ask(asha.token, 'mole-multiple')).status).toBe(201);
    const closed = await ask(asha.token, 'mole-matrix');
    expect(closed.status).toBe(400);
    expect((await ask(meera.token, 'mole-matrix')).status).toBe(201);
  });
});

describe('the evening reminder', () => {
  it('queues one revision-due notification to each student with questions waiting who kept the reminder on', async () => {
    const waiting = await createAccount({ email: 'nisha@example.com', name: 'Nisha' });
    const quiet = await createAccount({ email: 'arjun@example.com', name: 'Arjun' });
    for (const student of [waiting, quiet]) {
      await answered('thermo-1', student.token, WRONG.single);
      await answered('thermo-2', student.token, WRONG.single);
      await dueToday(student.uid, 'thermo-1');
      await dueToday(student.uid, 'thermo-2');
    }
    expect((await call('put', '/api/practice/settings', quiet.token, { dailyCap: 20, reminders: false })).status).toBe(200);

    const now = new Date();
    await queueRevisionReminders(now);
    const day = indiaDay(now);
    const sent = await db()
      .collection('notificationOutbox')
      .doc(outboxIdFor(`revision-due-${waiting.uid}-${day}`))
      .get();
    expect(sent.exists).toBe(true);
    expect(sent.get('kind')).toBe('revision-due');
    expect(sent.get('params')).toEqual({ count: 2 });
    expect(sent.get('link')).toBe('/practice/revision');
    expect(
      (
        await db()
          .collection('notificationOutbox')
          .doc(outboxIdFor(`revision-due-${quiet.uid}-${day}`))
          .get()
      ).exists,
    ).toBe(false);

    // Done for the day: no reminder that evening.
    await answered('thermo-1', waiting.token, RIGHT.single);
    await answered('thermo-2', waiting.token, RIGHT.single);
    await db().recursiveDelete(db().collection('notificationOutbox'));
    await queueRevisionReminders(now);
    expect((await db().collection('notificationOutbox').count().get()).data().count).toBe(0);
  });
});

describe('the student’s data', () => {
  it('exports the practice record without any key, and deletes it with the account', async () => {
    const student = await createAccount({ email: 'tara@example.com', name: 'Tara' });
    await answered('thermo-1', student.token, WRONG.single);
    expect((await call('put', '/api/practice/questions/thermo-2/bookmark', student.token, { bookmarked: true })).status).toBe(200);

    const exported = await get('/api/user/my-data', student.token);
    expect(exported.status).toBe(200);
    const data = exported.body as MyDataExport;
    expect(data.practiceCards.map((card) => [card.questionId, card.lastOutcome, card.bookmarked]).sort()).toEqual([
      ['thermo-1', 'wrong', false],
      ['thermo-2', null, true],
    ]);
    expect(data.practiceProgress?.chapters[THERMO]).toMatchObject({ tried: 1, answered: 1, right: 0 });
    expectNoAnswers({ cards: data.practiceCards, progress: data.practiceProgress });

    const deleted = await api()
      .post('/api/user/delete-account')
      .set(bearer(student.token))
      .send({ password: student.password, confirmation: DELETE_CONFIRMATION_WORD });
    expect(deleted.status).toBe(200);
    expect(await practiceState(student.uid)).toEqual({ cards: [], progress: null });
  });
});
