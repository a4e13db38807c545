/**
 * Rich lessons and certificates, on a phone. The teacher writes a reading with a table, an
 * uploaded picture and notation, sees it in the preview, and adds a lesson that opens tomorrow; a
 * subscriber reads the reading as drawn and is refused the lesson of tomorrow. A student finishes the free course (every lesson but
 * one through the API, the last in the player), downloads the certificate from the dashboard and
 * reads their name in it, and opens its public verify page, whose head the function writes; an
 * unknown certificate number gets the not-found page. The verify page in Hindi too.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { indiaDay, shortDay } from '@chem/contract';
import { ENGINEERING_CURRICULUM, FOUNDATIONS_CURRICULUM } from '../tools/seed/curricula.js';
import { makePng } from '../tools/seed/files.js';
import { openSection, signInAsAdmin } from './support/admin.js';
import { pdfPageTexts } from '../tests/support/pdf-text.js';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { sidewaysOverflow, swal } from './support/page.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const COURSE = 'foundations-of-chemistry';
const COURSE_TITLE = 'Foundations of Chemistry';
/** The reading the student completes in the player; every other lesson is completed through the API first. */
const LAST_LESSON = 'fc-mole-numbers';
const STUDENT_NAME = 'Rahul Learner';

describe('certificates', () => {
  it('issues one when a student finishes the free course: the PDF holds their name, the verify page shows it', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.learner);
    const login = await page.request.post('/api/user/login', { data: ACCOUNTS.learner });
    const { token } = (await login.json()) as { token: string };
    const others = FOUNDATIONS_CURRICULUM.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id)).filter(
      (id) => id !== LAST_LESSON,
    );
    for (const lessonId of others) {
      const done = await page.request.post(`/api/learn/courses/${COURSE}/lessons/${lessonId}/complete`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(done.status(), lessonId).toBe(200);
    }

    // Before the last lesson: no certificate yet, and the dashboard says what earns one.
    await page.goto('/UserDashboard');
    const card = page.getByRole('region', { name: 'My certificates' });
    await card.getByText('Complete every lesson of a course to earn its certificate.').waitFor();

    await page.goto(`/learn/${COURSE}/${LAST_LESSON}`);
    await page.getByRole('heading', { level: 1, name: 'The mole in everyday numbers' }).waitFor();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor();
    // The player links the certificate the completion issued.
    const earned = page.getByRole('link', { name: 'You finished this course: see your certificate' });
    expect(await earned.getAttribute('href')).toMatch(/^\/certificates\/[a-z2-7]{26}$/);

    // The dashboard's card: the course's certificate, its PDF and its page.
    await page.goto('/UserDashboard');
    const certificates = card.getByRole('list', { name: 'Your certificates' }).getByRole('listitem');
    await certificates.filter({ hasText: COURSE_TITLE }).getByText('Valid').waitFor();
    expect(await certificates.count()).toBe(1);
    expect(await sidewaysOverflow(page)).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^certificate-[a-z2-7]{26}\.pdf$/);
    const text = (await pdfPageTexts(new Uint8Array(await readFile(await download.path())))).join('\n');
    expect(text).toContain(STUDENT_NAME);
    expect(text).toContain(COURSE_TITLE);
    const id = /certificate-([a-z2-7]{26})\.pdf/.exec(download.suggestedFilename())![1]!;
    expect(text).toContain(id);

    // View / share: the public page, drawn in the app, then loaded afresh through Hosting and the function.
    await card.getByRole('link', { name: 'View / share' }).click();
    await page.waitForURL(`**/certificates/${id}`);
    const certificate = page.getByRole('article', { name: 'Certificate of completion' });
    await certificate.getByText(STUDENT_NAME).waitFor();
    await certificate.getByText(COURSE_TITLE).waitFor();
    await certificate.getByText('Valid', { exact: true }).waitFor();
    await certificate.getByText(id).waitFor();
    await page
      .getByRole('group', { name: 'Share this certificate' })
      .getByRole('link', { name: /WhatsApp/ })
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    const visitor = await browser.newPage();
    const response = await visitor.goto(`/certificates/${id}`);
    expect(response?.status()).toBe(200);
    expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toContain(
      `${STUDENT_NAME} completed ${COURSE_TITLE}`,
    );
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await visitor.getByRole('article', { name: 'Certificate of completion' }).getByText(STUDENT_NAME).waitFor();

    // The same page for a Hindi reader.
    const hindi = await inHindi(await browser.newPage());
    await hindi.goto(`/certificates/${id}`);
    await hindi.getByRole('article', { name: 'कोर्स पूरा करने का प्रमाणपत्र' }).getByText('मान्य', { exact: true }).waitFor();
    await expectNoEnglishInterface(hindi, { content: [STUDENT_NAME] });
    await expectNoSidewaysScroll(hindi);

    // An unknown number: the function answers 404 and the app says so.
    const unknown = await visitor.goto(`/certificates/${'a'.repeat(26)}`);
    expect(unknown?.status()).toBe(404);
    await visitor.getByRole('heading', { level: 1, name: 'Certificate not found' }).waitFor();
  });
});

const READING = [
  '## Burning hydrogen',
  '',
  'Balance it: \\ce{2H2 + O2 -> 2H2O}.',
  '',
  '| Gas | Molar mass (g/mol) |',
  '| --- | --- |',
  '| H2 | 2 |',
  '| O2 | 32 |',
  '',
  '> **Exam tip**',
  '> Count the oxygen atoms first.',
  '',
  '<img src=x onerror="window.__injected = true">',
].join('\n');

describe('rich lessons and their schedule', () => {
  it('the teacher writes a reading with a table, a picture and notation; a subscriber reads it; tomorrow’s lesson is refused today', async () => {
    const teacher = await browser.newPage();
    await signInAsAdmin(teacher);
    await openSection(teacher, 'Course List');
    await teacher.getByRole('button', { name: 'Edit Engineering Chemistry' }).click();
    const count = ENGINEERING_CURRICULUM[0]!.lessons.length;

    await teacher.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
    const reading = teacher.getByRole('group', { name: `Chapter 1, lesson ${count + 1}` });
    await reading.getByLabel(`Chapter 1, lesson ${count + 1} name`).fill('Burning hydrogen');
    await reading.getByLabel('Kind').selectOption('reading');
    await reading.getByLabel('Text').fill(READING);
    // The picture: its description first, then the file, uploaded and written into the text.
    await reading.getByRole('button', { name: 'Insert picture' }).click();
    await reading.getByLabel('Describe the picture (read to students who cannot see it)').fill('A hydrogen flame');
    await reading
      .getByLabel('Picture file')
      .setInputFiles({ name: 'flame.png', mimeType: 'image/png', buffer: makePng(320, 180, () => [230, 120, 20]) });
    await expect.poll(() => reading.getByLabel('Text').inputValue()).toMatch(/!\[A hydrogen flame\]\(\/uploads\/lesson-images\/[^)]+\)/);

    // On a phone the preview is a tab: the student's view, drawn from the text.
    await reading.getByRole('tab', { name: 'Preview' }).click();
    const preview = reading.getByRole('region', { name: 'Preview as a student sees it' });
    await preview.getByRole('heading', { name: 'Burning hydrogen' }).waitFor();
    await preview.locator('.katex').first().waitFor();
    expect(await preview.getByRole('row').count()).toBe(3);
    await preview.getByRole('img', { name: 'A hydrogen flame' }).waitFor();
    await preview.getByText('<img src=x onerror="window.__injected = true">').waitFor();

    await teacher.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
    const later = teacher.getByRole('group', { name: `Chapter 1, lesson ${count + 2}` });
    await later.getByLabel(`Chapter 1, lesson ${count + 2} name`).fill('Hard water revisited');
    await later.getByLabel('Kind').selectOption('reading');
    await later.getByLabel('Text').fill('Soap does not lather in hard water.');
    const tomorrow = indiaDay(new Date(Date.now() + 24 * 60 * 60_000));
    await later.getByLabel('Opens').selectOption({ label: 'On a date' });
    await later.getByLabel('Opening date').fill(tomorrow);
    await teacher.getByRole('button', { name: 'Update course' }).click();
    await swal(teacher, 'Course updated successfully').waitFor();

    // The subscriber reads it: the table, the picture and the formula drawn; the raw HTML only as text.
    const student = await browser.newPage();
    await signInThroughApi(student, ACCOUNTS.student);
    const login = await student.request.post('/api/user/login', { data: ACCOUNTS.student });
    const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
    const outline = (await (
      await student.request.get('/api/learn/courses/engineering-chemistry', { headers: { authorization } })
    ).json()) as { chapters: Array<{ lessons: Array<{ id: string; title: string }> }> };
    const lessonId = (title: string) => outline.chapters[0]!.lessons.find((lesson) => lesson.title === title)!.id;

    await student.goto(`/learn/engineering-chemistry/${lessonId('Burning hydrogen')}`);
    await student.getByRole('heading', { level: 1, name: 'Burning hydrogen' }).waitFor();
    const main = student.getByRole('main');
    await main.locator('.katex').first().waitFor();
    expect(await main.getByRole('region', { name: 'Table' }).getByRole('row').count()).toBe(3);
    await main.getByRole('complementary', { name: 'Exam tip' }).waitFor();
    const picture = main.getByRole('img', { name: 'A hydrogen flame' });
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await main.getByText('<img src=x onerror="window.__injected = true">').waitFor();
    expect(await student.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await sidewaysOverflow(student)).toBe(0);

    // Tomorrow's lesson: the outline says when it opens, and the server refuses it today.
    const opensOn = `Opens on ${shortDay(tomorrow)}`;
    await student.getByRole('button', { name: 'Open course outline' }).click();
    await student
      .getByRole('navigation', { name: 'Course outline' })
      .getByRole('link', { name: /Hard water revisited/ })
      .filter({ hasText: opensOn })
      .waitFor();
    const refused = await student.request.get(`/api/learn/courses/engineering-chemistry/lessons/${lessonId('Hard water revisited')}`, {
      headers: { authorization },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(opensOn);
  });
});
