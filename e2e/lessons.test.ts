/**
 * Rich lessons and certificates, on a phone. A student finishes the free course (every lesson but
 * one through the API, the last in the player), downloads the certificate from the dashboard and
 * reads their name in it, and opens its public verify page, whose head the function writes; an
 * unknown certificate number gets the not-found page. The verify page in Hindi too.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FOUNDATIONS_CURRICULUM } from '../tools/seed/curricula.js';
import { pdfPageTexts } from '../tests/support/pdf-text.js';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { sidewaysOverflow } from './support/page.js';
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
