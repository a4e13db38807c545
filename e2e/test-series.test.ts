/**
 * A scheduled paper from opening to a corrected key, as its eight students and the teacher live
 * it on phones: two take it in the browser (one in Hindi), six through the API (one starts and
 * walks away); the paper closes (its stored times moved into the past, then the release sweep as
 * the minute schedule runs it); each student's rank and percentile are the formula's; the
 * leaderboard names them, with "A student" for the one who turned names off in Profile; the
 * teacher accepts a second option in the Analytics, the ranks move, and exactly the students
 * whose score changed get one email each.
 */
import type { Page } from 'playwright-core';
import { rankingFrom, type AttemptInProgress, type AttemptResult } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { adminAuth, db } from '../functions/src/lib/firebase.js';
import { sweepReleasedTests } from '../functions/src/services/practice-tests/release-sweep.js';
import { clearMailbox, mailsMatching, waitForMail } from '../tests/support/mail.js';
import { timePasses } from '../tests/support/series.js';
import { openSection, signInAsAdmin } from './support/admin.js';
import { SITE_URL, useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, inHindi } from './support/hindi.js';
import { sidewaysOverflow } from './support/page.js';
import { ACCOUNTS, adminAuthorization, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const TITLE = 'Sunday mock: the mole';
const SERIES = 'JEE Main 2027: Sunday mocks';
const MINUTE = 60_000;
/** The keys of questions 1-4: A, B, C, D (single correct, +4 / −1). */
const KEYS = [0, 1, 2, 3];
const PASSWORD = 'series12345';

type Answers = (number | null)[];
/** Each API student's choices (null: not answered); the comment is the score. */
const API_STUDENTS: Array<{ name: string; answers: Answers; submits: boolean }> = [
  { name: 'Asha Verma', answers: [1, 1, 2, 3], submits: true }, // 11 (question 1: B)
  { name: 'Vikram Singh', answers: [1, 1, 0, 0], submits: true }, // 1 (question 1: B)
  { name: 'Meera Iyer', answers: [0, 1, 0, 0], submits: true }, // 6
  { name: 'Rohan Das', answers: [2, 1, null, null], submits: true }, // 3
  { name: 'Kabir Khan', answers: [3, 0, 0, 0], submits: true }, // −4
  { name: 'Neha Joshi', answers: [null, 1, null, null], submits: false }, // 4: starts, answers one, walks away
];
/** In the browser: Priya (English) answers question 1 with B (11), Rahul (Hindi) all right (16). */
const PRIYA: Answers = [1, 1, 2, 3];
const RAHUL: Answers = [0, 1, 2, 3];

const scoreOf = (answers: Answers, keys: number[][] = KEYS.map((key) => [key])) =>
  answers.reduce<number>((sum, answer, index) => (answer === null ? sum : sum + (keys[index]!.includes(answer) ? 4 : -1)), 0);

async function callApi(path: string, token: string, method = 'GET', body?: unknown): Promise<Response> {
  return fetch(`${SITE_URL}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answered = await response;
  if (answered.status !== status) throw new Error(`${answered.url}: ${answered.status} ${await answered.text()}`);
  return (await answered.json()) as T;
}

async function studentToken(email: string, password: string): Promise<string> {
  const { token } = await ok<{ token: string }>(
    fetch(`${SITE_URL}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  return `Bearer ${token}`;
}

/** A student account of the journey's own (the seed has two). */
async function newStudent(name: string, index: number): Promise<{ email: string; token: string }> {
  const email = `series-${index}@example.com`;
  const user = await adminAuth().createUser({ email, password: PASSWORD, displayName: name });
  const now = new Date();
  await db()
    .doc(`users/${user.uid}`)
    .set({ name, email, phone: '9876500100', school: '', course: '', image: '', role: 'user', createdAt: now, updatedAt: now });
  return { email, token: await studentToken(email, PASSWORD) };
}

/** Takes the open paper in the browser: the instructions, one option a question, submit. */
async function takeInBrowser(
  page: Page,
  testId: string,
  answers: Answers,
  words: { start: string; next: string; saved: string; submit: string; confirm: string },
) {
  await page.goto(`/tests/${testId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.getByRole('button', { name: words.start }).click();
  await page.waitForURL(/\/tests\/[^/?]+\?attempt=/);
  for (const [index, answer] of answers.entries()) {
    await page.getByRole('radio').nth(answer!).check();
    await page.getByRole('status').filter({ hasText: words.saved }).waitFor({ timeout: 15_000 });
    if (index < answers.length - 1) await page.getByRole('button', { name: words.next }).click();
  }
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
}

/** A figure of the result's standing card ("Rank", "Percentile"), as shown. */
const figure = (page: Page, label: string) =>
  page
    .locator('.result-figures > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('a scheduled test series paper', () => {
  it('eight take it, it closes, each sees the formula’s rank and percentile, the leaderboard names them, and a key correction moves the ranks and emails the affected once', async () => {
    const admin = await adminAuthorization();
    // The teacher's paper: four questions, open now, closing in an hour (30 minutes each).
    const questionIds: string[] = [];
    for (const [index, key] of KEYS.entries()) {
      const question = await ok<{ _id: string }>(
        callApi('/api/admin/questions', admin, 'POST', {
          kind: 'single',
          difficulty: 'easy',
          chapter: 'Some basic concepts',
          text: `Series question ${index + 1}: how many moles are in ${(index + 1) * 18} g of water?`,
          options: ['1', '2', '3', '4'].map((count) => `${count} mol`),
          correctOptions: [key],
          explanation: `$n = ${(index + 1) * 18} / 18$.`,
        }),
        201,
      );
      questionIds.push(question._id);
    }
    const series = await ok<{ _id: string }>(callApi('/api/admin/series', admin, 'POST', { title: SERIES, published: true }), 201);
    const test = await ok<{ _id: string; closesAt: string }>(
      callApi('/api/admin/tests', admin, 'POST', {
        title: TITLE,
        seriesId: series._id,
        questionIds,
        timeLimitMinutes: 30,
        marksCorrect: 4,
        marksWrong: 1,
        published: true,
        isFree: true,
        opensAt: new Date(Date.now() - MINUTE).toISOString(),
        closesAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
      }),
      201,
    );

    // Six through the API, one after another (the Functions emulator loads a new instance for each request at once).
    const apiStudents: Array<(typeof API_STUDENTS)[number] & { email: string; token: string; attemptId: string }> = [];
    for (const [index, student] of API_STUDENTS.entries()) {
      const account = await newStudent(student.name, index);
      const attempt = await ok<AttemptInProgress>(callApi(`/api/tests/${test._id}/attempts`, account.token, 'POST'), 201);
      for (const [position, answer] of student.answers.entries())
        if (answer !== null)
          await ok(
            callApi(`/api/tests/attempts/${attempt._id}/answers/${questionIds[position]}`, account.token, 'PUT', { selected: [answer] }),
          );
      if (student.submits) await ok(callApi(`/api/tests/attempts/${attempt._id}/submit`, account.token, 'POST'));
      apiStudents.push({ ...student, ...account, attemptId: attempt._id });
    }

    // Two on phones: Priya in English, Rahul in Hindi (the exam screen and the waiting result in Hindi).
    const priya = await browser.newPage();
    await signInThroughApi(priya, ACCOUNTS.student);
    await takeInBrowser(priya, test._id, PRIYA, {
      start: 'Start test',
      next: 'Save & Next',
      saved: 'All answers saved',
      submit: 'Submit',
      confirm: 'Yes, submit',
    });
    await priya.getByRole('heading', { level: 1, name: `${TITLE}: submitted` }).waitFor();
    await priya.getByText('You answered 4 of 4 questions.').waitFor();

    const rahul = await inHindi(await browser.newPage());
    await signInThroughApi(rahul, ACCOUNTS.learner);
    await takeInBrowser(rahul, test._id, RAHUL, {
      start: 'टेस्ट शुरू करें',
      next: 'सेव करें और आगे बढ़ें',
      saved: 'सभी उत्तर सेव हो गए',
      submit: 'जमा करें',
      confirm: 'हाँ, जमा करें',
    });
    await rahul.getByRole('heading', { level: 1, name: `${TITLE}: जमा हो गया` }).waitFor();
    await rahul.getByText('आपने 4 में से 4 प्रश्नों के उत्तर दिए।').waitFor();
    await expectNoEnglishInterface(rahul, { content: [TITLE] });

    // Rahul keeps his name off leaderboards, from Profile (in Hindi).
    await rahul.goto('/UserDashboard?section=profile');
    const card = rahul.getByRole('region', { name: 'लीडरबोर्ड', exact: true });
    await card.getByText('बंद करने पर आप “एक विद्यार्थी” दिखेंगे', { exact: false }).waitFor();
    const nameSwitch = card.getByRole('checkbox', { name: 'लीडरबोर्ड पर मेरा नाम दिखाएँ' });
    expect(await nameSwitch.isChecked()).toBe(true);
    await nameSwitch.uncheck();
    await card.getByRole('button', { name: 'चुनाव सहेजें' }).click();
    await card.getByRole('status').getByText('आपका चुनाव सहेज लिया गया।').waitFor();
    expect(await sidewaysOverflow(rahul)).toBe(0);
    await rahul.reload();
    expect(await rahul.getByRole('region', { name: 'लीडरबोर्ड', exact: true }).getByRole('checkbox').isChecked()).toBe(false);

    // The close: an hour passes; the minute schedule's release sweep scores Neha, who walked away.
    await timePasses(test._id, 61 * MINUTE);
    expect(await sweepReleasedTests()).toMatchObject({ scored: 1, finished: true });

    const scores = [...apiStudents.map((student) => scoreOf(student.answers)), scoreOf(PRIYA), scoreOf(RAHUL)];
    expect(scores).toEqual([11, 1, 6, 3, -4, 4, 11, 16]);
    const countsOf = (list: number[]) =>
      list.reduce((counts, score) => counts.set(score, (counts.get(score) ?? 0) + 1), new Map<number, number>());
    const expected = (score: number, list = scores) => rankingFrom(countsOf(list), score, 16, true)!;

    // Each of the six through the result API; Neha's (walked away) also on a phone.
    for (const student of apiStudents) {
      const result = await ok<AttemptResult>(callApi(`/api/tests/attempts/${student.attemptId}/result`, student.token));
      const formula = expected(scoreOf(student.answers));
      expect(result.ranking, student.name).toMatchObject({ rank: formula.rank, percentile: formula.percentile, takers: 8 });
    }
    const neha = apiStudents.at(-1)!;
    const nehaPage = await browser.newPage();
    await signInThroughApi(nehaPage, { email: neha.email, password: PASSWORD });
    await nehaPage.goto(`/tests/${test._id}?attempt=${neha.attemptId}`);
    await figure(nehaPage, 'Rank')
      .getByText(`${expected(4).rank} of 8`)
      .waitFor();
    expect(await figure(nehaPage, 'Percentile').textContent()).toBe(expected(4).percentile.toFixed(7));

    // Priya's result screen: 2nd of 8 (a tie with Asha), and the leaderboard by name, Rahul as "A student".
    await priya.reload();
    await figure(priya, 'Rank').getByText('2 of 8').waitFor();
    expect(expected(11).rank).toBe(2);
    expect(await figure(priya, 'Percentile').textContent()).toBe(expected(11).percentile.toFixed(7));
    await priya.getByRole('button', { name: 'Show the leaderboard' }).click();
    const rows = priya.locator('.series-leaderboard tbody tr');
    await rows.first().waitFor();
    // Rank, name and score of each row (the time taken aside).
    const board = await Promise.all(
      (await rows.all()).map(async (row) => (await row.locator('td').allTextContents()).slice(0, 3).join(' ')),
    );
    expect(board[0]).toBe('1 A student 16');
    // Asha and Priya tie for 2nd (in order of time taken).
    expect(board.slice(1, 3).sort()).toEqual(['2 Asha V. 11', '2 Priya S. (you) 11']);
    expect(board.slice(3)).toEqual(['4 Meera I. 6', '5 Neha J. 4', '6 Rohan D. 3', '7 Vikram S. 1', '8 Kabir K. -4']);
    await priya.getByText('8 students took this test').waitFor();
    // What the takers chose and how the student's chapter compares.
    await priya.getByTestId('chapter-accuracy').waitFor();
    expect(await priya.getByTestId('option-share').count()).toBe(4 * KEYS.length);
    expect(await sidewaysOverflow(priya)).toBe(0);

    // The series' public page, as a visitor who followed a shared link: the paper is past, its results out.
    const visitor = await browser.newPage();
    await visitor.goto(`/tests/series/${series._id}`);
    await visitor.getByRole('heading', { level: 1, name: SERIES }).waitFor();
    const past = visitor.getByRole('region', { name: 'Past papers' });
    await past.getByText(TITLE).waitFor();
    await past.getByText('Closed · Results out').waitFor();
    expect(await sidewaysOverflow(visitor)).toBe(0);

    // Rahul's, in Hindi: first of eight.
    const rahulUid = (await adminAuth().getUserByEmail(ACCOUNTS.learner.email)).uid;
    const rahulAttempt = await db().collection('testAttempts').where('testId', '==', test._id).where('uid', '==', rahulUid).get();
    await rahul.goto(`/tests/${test._id}?attempt=${rahulAttempt.docs[0]!.id}`);
    await figure(rahul, 'रैंक').getByText('8 में से 1').waitFor();
    expect(await figure(rahul, 'पर्सेंटाइल').textContent()).toBe(expected(16).percentile.toFixed(7));

    // The teacher accepts B as well as A for question 1, from the test's Analytics on a phone.
    await clearMailbox();
    const teacher = await browser.newPage();
    await signInAsAdmin(teacher);
    await openSection(teacher, 'Tests');
    const row = teacher.getByRole('listitem').filter({ hasText: TITLE }).first();
    await row.getByRole('button', { name: 'Analytics' }).click();
    const question = row.getByRole('listitem').filter({ hasText: 'Series question 1:' });
    await question.getByRole('button', { name: 'Correct the key' }).click();
    await question.getByRole('combobox').selectOption({ label: 'Accept several options' });
    await question.getByLabel('Correct option letters (e.g. B, or A, C)').fill('A, B');
    await question.getByRole('button', { name: 'Correct and rescore' }).click();
    await teacher.getByText('Key corrected: 8 attempts rescored, 3 scores changed.', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await sidewaysOverflow(teacher)).toBe(0);

    // Priya (B on question 1) is now first, tied with Rahul and Asha; her screen says why.
    const corrected = [...apiStudents.map((student) => student.answers), PRIYA, RAHUL].map((answers) =>
      scoreOf(answers, [[0, 1], [1], [2], [3]]),
    );
    expect(corrected).toEqual([16, 6, 6, 3, -4, 4, 16, 16]);
    await priya.reload();
    await priya.getByRole('heading', { name: 'The answer key was corrected' }).waitFor();
    await priya.getByText('Your score: 11 before, 16 now.').waitFor();
    await figure(priya, 'Rank')
      .getByText(`${expected(16, corrected).rank} of 8`)
      .waitFor();
    expect(await figure(priya, 'Percentile').textContent()).toBe(expected(16, corrected).percentile.toFixed(7));

    // Rahul's trend across the series, in Hindi: first of eight in its one paper.
    await rahul.goto(`/tests/series/${series._id}`);
    const trend = rahul.getByRole('region', { name: 'आपका प्रदर्शन' });
    await trend.getByRole('row').filter({ hasText: TITLE }).getByText('8 में से 1').waitFor();
    expect(await sidewaysOverflow(rahul)).toBe(0);

    // The emails: Priya, Asha and Vikram (whose scores changed), once each; nobody else.
    const affected = [ACCOUNTS.student.email, apiStudents[0]!.email, apiStudents[1]!.email];
    for (const to of affected) await waitForMail({ to, subject: 'was corrected' }, 30_000);
    const everyone = [ACCOUNTS.student.email, ACCOUNTS.learner.email, ...apiStudents.map((student) => student.email)];
    const counts = await Promise.all(everyone.map(async (to) => (await mailsMatching({ to, subject: 'was corrected' })).length));
    expect(Object.fromEntries(everyone.map((to, index) => [to, counts[index]]))).toEqual(
      Object.fromEntries(everyone.map((to) => [to, affected.includes(to) ? 1 : 0])),
    );
  }, 180_000);
});
