/**
 * Chapter practice on a phone: the student practises Mole Concept and gets two questions wrong,
 * sees them in the revision queue the next morning (the clock moved by setting the cards' due day,
 * not by waiting), answers both right and sees them move further out, and finds Mole Concept as
 * the weakest chapter on the dashboard. No practice answer reaching the browser before an answer
 * carries a key. One look in Hindi.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '../contract/src/india-time.js';
import { adminAuth, db } from '../functions/src/lib/firebase.js';
import { addIndiaDays, startOfIndiaDay } from '../functions/src/services/chapter-practice/schedule.js';
import { Timestamp } from 'firebase-admin/firestore';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, inHindi } from './support/hindi.js';
import { sidewaysOverflow } from './support/page.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const MOLE = 'Mole Concept';
const EQUILIBRIUM = 'Chemical Equilibrium';
const KEY_FIELDS = ['correctOptions', 'answerRange', 'integerAnswer', 'explanation'];

/** Every practice answer the page received before any answer was sent: none may hold a key. */
function watchPracticeReads(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() === 'GET' && new URL(response.url()).pathname.startsWith('/api/practice/'))
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
  });
  return bodies;
}

/** The displayed India day of a due date, as the screen writes it ("28 Nov 2026" in en-IN). */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(`${day}T12:00:00+05:30`),
  );

describe('chapter practice', () => {
  it('brings two mistakes back the next day, pushes them out once right, and names the weakest chapter', async () => {
    const student = await adminAuth().getUserByEmail(ACCOUNTS.student.email);
    const today = indiaDay(new Date());
    const tomorrow = addIndiaDays(today, 1);

    const page = await browser.newPage();
    const reads = watchPracticeReads(page);
    await signInThroughApi(page, ACCOUNTS.student);
    await page.goto('/practice');
    const chapter = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: MOLE }) });
    await chapter.getByRole('link', { name: 'Practise' }).click();
    await page.getByRole('link', { name: 'Start practising' }).click();

    // Question 1 (2 mol of water): wrong. Question 2 (molar mass of CO2): wrong. Question 3: right.
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    const keyless = [...reads];
    for (const body of keyless) for (const field of KEY_FIELDS) expect(body).not.toContain(`"${field}"`);
    await page.getByRole('radio', { name: /^A\s*1$/ }).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByText('Not quite.').waitFor();
    await page.getByText(`Added to your revision: it comes back on ${shownDay(tomorrow)}.`).waitFor();
    await page.getByText('Correct answer: B').waitFor();
    await page.getByRole('link', { name: 'Next question' }).click();

    await page.getByRole('heading', { name: /^Question 2 of \d+$/ }).waitFor();
    await page.getByLabel('Your answer (a number)').fill('18');
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByText('Accepted answers: 43.9 to 44.1').waitFor();
    await page.getByRole('link', { name: 'Next question' }).click();

    await page.getByRole('heading', { name: /^Question 3 of \d+$/ }).waitFor();
    await page.getByRole('radio', { name: /^B\s*11\.2 L$/ }).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByText('Correct!').waitFor();

    // Another chapter answered well, through the API as the app would (five right).
    const token = await page.evaluate(() => sessionStorage.getItem('userToken'));
    for (const id of ['seed-eqm-01', 'seed-eqm-02', 'seed-eqm-03', 'seed-eqm-04', 'seed-eqm-05']) {
      const question = (await db().collection('questions').doc(id).get()).data()!;
      const body =
        question.kind === 'numerical'
          ? { value: (question.answerRange.min + question.answerRange.max) / 2 }
          : question.kind === 'integer'
            ? { value: question.integerAnswer }
            : { selected: question.correctOptions };
      const response = await page.request.post(`/api/practice/questions/${id}/answer`, {
        data: body,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { outcome: string }).outcome).toBe('correct');
    }

    // The next morning: the two mistakes are due (the cards moved back a day).
    const cards = await db().collection('practiceCards').where('uid', '==', student.uid).where('lastOutcome', '==', 'wrong').get();
    expect(cards.docs.map((doc) => indiaDay(doc.get('due').toDate()))).toEqual([tomorrow, tomorrow]);
    for (const card of cards.docs)
      await card.ref.update({
        due: Timestamp.fromDate(startOfIndiaDay(today)),
        'memory.lastReview': Timestamp.fromMillis(Date.now() - 86_400_000),
      });

    await page.goto('/practice/revision');
    await page.getByText('2 questions are due today.').waitFor();
    await page.getByRole('button', { name: 'Start revision' }).click();
    await page.getByRole('heading', { name: 'Revision 1 of 2' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await answerRight(page);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('heading', { name: 'Revision 2 of 2' }).waitFor();
    await answerRight(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('1 day in a row').waitFor();

    // Both moved further out than the day after tomorrow.
    const after = await Promise.all(cards.docs.map(async (doc) => indiaDay((await doc.ref.get()).get('due').toDate())));
    for (const day of after) expect(day > addIndiaDays(today, 1)).toBe(true);

    // The dashboard: Mole Concept (3 of 5 right) is the weakest, before Chemical Equilibrium (5 of 5).
    await page.goto('/UserDashboard');
    const weakest = page.getByRole('list', { name: 'Chapters to work on' });
    await weakest.waitFor();
    const rows = weakest.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(MOLE);
    expect(await rows.first().textContent()).toContain('60% right (3 of 5)');
    expect(await rows.nth(1).textContent()).toContain(EQUILIBRIUM);
    await rows.first().getByRole('link', { name: 'Practise now' }).click();
    await page.getByRole('heading', { level: 1, name: MOLE }).waitFor();

    // In Hindi: the revision screen, nothing left in English, nothing wider than the phone.
    const hindi = await inHindi(await browser.newPage());
    await signInThroughApi(hindi, ACCOUNTS.student);
    await hindi.goto('/practice/revision');
    await hindi.getByRole('heading', { level: 1, name: 'दोहराना' }).waitFor();
    await hindi.getByText('लगातार 1 दिन').waitFor();
    await expectNoEnglishInterface(hindi);
    expect(await sidewaysOverflow(hindi)).toBe(0);
  });
});

/** Answers the revision question on screen right: its seeded key, read as the teacher wrote it. */
async function answerRight(page: Page) {
  const heading = page.getByRole('heading', { name: /^Revision \d of 2$/ });
  await heading.waitFor();
  if (await page.getByLabel('Your answer (a number)').count()) {
    await page.getByLabel('Your answer (a number)').fill('44');
  } else {
    await page.getByRole('radio', { name: /^B\s*2$/ }).check();
  }
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page.getByText('Correct!').waitFor();
  await page.getByText(/^Next revision on /).waitFor();
}
