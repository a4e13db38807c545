/**
 * The catalogue and the account screens in Hindi on a 375 px phone: the courses list, a course's
 * page, the notes library, sign-up with a bad value (the form's own messages in Hindi), login with
 * Forgot password, the password reset page without a code, and a lesson in the course player. On
 * each: Hindi texts a reader sees, no English interface sentence left, nothing wider than the screen.
 * The teacher's content (course, chapter, lesson and note titles) stays as written.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { makePng } from '../tools/seed/files.js';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

const COURSE = 'engineering-chemistry';

/** The contract's "Enter a valid phone number." in Hindi (contract/src/i18n/hi.ts). */
const PHONE_REFUSED = 'सही फ़ोन नंबर लिखें।';

/** The glossary writes chemistry's branches in Hindi with the NCERT name students know in brackets. */
const NCERT_NAMES = ['(Organic Chemistry)', '(Inorganic Chemistry)', '(Physical Chemistry)', '(Analytical Chemistry)', '(Biochemistry)'];

/** The teacher's words on the page (titles, descriptions, tags): content, not interface text. */
async function contentOf(page: Page, selector: string): Promise<string[]> {
  const texts = await page.locator(selector).allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** The sign-up form's fields, found by their Hindi labels, filled as a student would (school, course, password). */
async function fillSignupInHindi(page: Page, student: { name: string; email: string; phone: string }): Promise<void> {
  await page.getByLabel('पूरा नाम').fill(student.name);
  await page.getByLabel('ईमेल', { exact: true }).fill(student.email);
  await page.getByLabel('फ़ोन').fill(student.phone);
  await page.getByLabel('स्कूल या कॉलेज').fill('Kendriya Vidyalaya');
  await page.getByLabel('कोर्स', { exact: true }).selectOption('Class 11-12');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('secret12');
}

async function hindiPage(): Promise<Page> {
  return inHindi(await browser.newPage());
}

describe('the catalogue and the account screens in Hindi', () => {
  it('shows the courses list, a course page and the notes library in Hindi at 375 px', async () => {
    const page = await hindiPage();

    await page.goto('/course');
    await page.getByRole('heading', { level: 1, name: 'हमारे कोर्स' }).waitFor();
    await poll(() => page.locator('.catalogue-count').textContent()).toMatch(/^\d+ कोर्स दिखाए जा रहे हैं$/);
    await poll(() => page.title()).toContain('कोर्स');
    expect(await page.getByRole('searchbox', { name: 'कोर्स खोजें' }).getAttribute('placeholder')).toBe('कोर्स खोजें...');
    await page.getByRole('button', { name: /फ़िल्टर/ }).click();
    // The fixed category names in Hindi, the stored (English) value still filtering the list.
    await page.getByLabel('श्रेणी').selectOption('Biochemistry');
    await poll(() => page.locator('.catalogue-count').textContent()).toBe('1 कोर्स दिखाया जा रहा है');
    expect(await page.getByLabel('श्रेणी').locator('option:checked').textContent()).toBe('जैव रसायन (Biochemistry)');
    await page.getByLabel('श्रेणी').selectOption('All');
    await expectNoEnglishInterface(page, {
      content: [...(await contentOf(page, '.course-card-title, .course-card-description')), ...NCERT_NAMES],
    });
    await expectNoSidewaysScroll(page);

    await page.goto(`/${COURSE}`);
    await page.getByRole('heading', { name: 'इस कोर्स के बारे में' }).waitFor();
    await page.getByRole('heading', { name: 'कोर्स की सामग्री' }).waitFor();
    const enroll = page.getByRole('complementary', { name: 'अभी जुड़ें' });
    // A visitor: the paid course offers Buy Now, and the outline tells each lesson's kind in Hindi.
    await enroll.getByRole('link', { name: 'अभी खरीदें' }).waitFor();
    await page.locator('.course-lesson-meta').filter({ hasText: 'वीडियो' }).first().waitFor();
    await expectNoEnglishInterface(page, {
      content: [
        ...(await contentOf(page, 'h1, .course-detail-description, #course-about + p, .course-chapter-title, .course-lesson-title')),
        ...NCERT_NAMES,
      ],
    });
    await expectNoSidewaysScroll(page);

    await page.goto('/notes');
    await page.getByRole('heading', { level: 1, name: 'केमिस्ट्री नोट्स' }).waitFor();
    await poll(() => page.locator('.catalogue-count').textContent()).toMatch(/^\d+ में से \d+ नोट्स दिखाए जा रहे हैं$/);
    await page.getByRole('button', { name: 'प्रीव्यू' }).first().waitFor();
    await page.getByRole('button', { name: 'डाउनलोड' }).first().waitFor();
    // A visitor asking for a preview is offered the plans, in Hindi.
    await page.getByRole('button', { name: 'प्रीव्यू' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'सदस्यता ज़रूरी है' });
    await dialog.getByText('यह नोट प्रीव्यू करने के लिए आपको सदस्यता लेनी होगी।').waitFor();
    await dialog.getByRole('button', { name: 'बाद में' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectNoEnglishInterface(page, {
      // The notes' categories are the teacher's own words (the category filter lists them as written).
      content: [
        ...(await contentOf(page, '.note-card-title, .note-card-description, .note-card-keywords, .note-card-tags')),
        ...(await page.getByLabel('श्रेणी').locator('option').allTextContents()),
      ],
    });
    await expectNoSidewaysScroll(page);
  });

  it('shows sign-up with its own messages, login, and the reset page in Hindi at 375 px', async () => {
    const page = await hindiPage();

    await page.goto('/AuthPage?mode=signup');
    await page.getByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' }).waitFor();
    await poll(() => page.title()).toContain('साइन अप');
    // A phone number the API's schema refuses, the confirmation left out and no photo chosen: the
    // schema's message (the contract's catalogue) and the form's own, all in Hindi.
    await fillSignupInHindi(page, { name: 'Asha Verma', email: 'asha.hindi@example.com', phone: '98765' });
    await page.getByRole('button', { name: 'साइन अप', exact: true }).last().click();
    await page.getByText(PHONE_REFUSED, { exact: true }).waitFor();
    await page.locator('#signup-confirm-error').filter({ hasText: 'पासवर्ड दोबारा लिखें।' }).waitFor();
    await page.locator('#signup-photo-error').filter({ hasText: 'एक फ़ोटो अपलोड करें।' }).waitFor();
    expect(await page.getByLabel('कोर्स', { exact: true }).locator('option:checked').textContent()).toBe('कक्षा 11-12');
    await page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).first().waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    await page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' }).waitFor();
    await page.getByRole('button', { name: 'मोबाइल नंबर से जारी रखें' }).waitFor();
    await page.getByRole('button', { name: 'पासवर्ड भूल गए?' }).click();
    await page.getByRole('heading', { name: 'अपना पासवर्ड रीसेट करें' }).waitFor();
    await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    await page.goto('/AuthPage/reset');
    await page.getByRole('heading', { level: 1, name: 'यह लिंक इस्तेमाल नहीं हो सकता' }).waitFor();
    await page.getByText('इस पेज के लिए रीसेट ईमेल वाला लिंक चाहिए। नीचे से नया लिंक मँगाएँ।').waitFor();
    await page.getByRole('heading', { name: 'नया लिंक भेजें' }).waitFor();
    await page.getByRole('link', { name: 'लॉग इन पर लौटें' }).waitFor();
    await poll(() => page.title()).toContain('नया पासवर्ड सेट करें');
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);
  });

  it('shows a lesson of the course player in Hindi at 375 px', async () => {
    const page = await hindiPage();
    await signInThroughApi(page, ACCOUNTS.student);

    await page.goto(`/learn/${COURSE}/ec-water-edta`);
    await page.getByRole('heading', { level: 1, name: 'Hardness of water by EDTA' }).waitFor();
    await page
      .locator('.player-lesson-chapter')
      .filter({ hasText: /^अध्याय \d+ · / })
      .waitFor();
    await page.getByRole('button', { name: 'पूरा हुआ मार्क करें' }).waitFor();
    await page.getByRole('link', { name: 'अगला लेसन: Temporary and permanent hardness' }).waitFor();
    await page.getByRole('button', { name: 'कोर्स की रूपरेखा खोलें' }).click();
    await page.getByRole('heading', { name: 'कोर्स की रूपरेखा' }).waitFor();
    await page.getByRole('button', { name: 'कोर्स की रूपरेखा बंद करें' }).click();
    await expectNoEnglishInterface(page, {
      content: await contentOf(page, '.player-course-title, .player-chapter-title, .player-lesson-title, .player-lesson-chapter, h1'),
    });
    await expectNoSidewaysScroll(page);
  });

  it('signs a student up in Hindi: the dashboard greets them in Hindi and their profile keeps Hindi for their emails', async () => {
    const page = await hindiPage();
    const photo = join(mkdtempSync(join(tmpdir(), 'hindi-e2e-')), 'me.png');
    writeFileSync(
      photo,
      makePng(48, 48, (x, y) => [200, 90 + y * 2, 40 + x * 3]),
    );

    await page.goto('/AuthPage?mode=signup');
    await fillSignupInHindi(page, { name: 'Meera Joshi', email: 'meera.hindi@example.com', phone: '9876543211' });
    await page.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).fill('secret12');
    await page.locator('#signup-photo').setInputFiles(photo);
    await page.getByRole('img', { name: 'आपकी चुनी हुई फ़ोटो का प्रीव्यू' }).waitFor();
    await page.getByRole('button', { name: 'साइन अप', exact: true }).last().click();

    await page.waitForURL('**/UserDashboard');
    await page.getByText('नमस्ते, Meera!').waitFor({ state: 'attached' });
    const account = await db().collection('users').where('email', '==', 'meera.hindi@example.com').get();
    expect(account.docs[0]?.get('language')).toBe('hi');
  });
});
