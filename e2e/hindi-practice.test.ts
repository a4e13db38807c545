/**
 * Practice tests in Hindi on a 375 px phone: the seeded subscriber, whose device chose Hindi, opens
 * /tests, reads the instructions, takes a test (the NTA palette's legend and buttons in Hindi),
 * asks to submit twice (the confirmation counts the unanswered questions with Hindi's plural: two,
 * then one), submits, and reads the result and the review. Every screen: no English interface
 * sentence left, nothing wider than the phone. The test's title and questions are the teacher's
 * content and stay as written.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { makePracticeTest } from './support/practice.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const TITLE = 'Hindi journey: moles and ions';

/** Each screen in Hindi: no English interface sentence, nothing wider than the phone. */
async function expectHindiScreen(page: Page): Promise<void> {
  await expectNoEnglishInterface(page);
  await expectNoSidewaysScroll(page);
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'सभी उत्तर सेव हो गए' }).waitFor({ timeout: 15_000 });

describe('practice tests in Hindi', () => {
  it('takes a subscriber through the list, the instructions, the exam, the confirmation and the result in Hindi at 375 px', async () => {
    await makePracticeTest(TITLE, 'Answer all three.');
    const page = await inHindi(await browser.newPage());
    await signInThroughApi(page, ACCOUNTS.student);

    // The list.
    await page.goto('/tests');
    await page.getByRole('heading', { level: 1, name: 'प्रैक्टिस टेस्ट' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await card.getByText('3 प्रश्न · 10 मिनट · +4 / −1').waitFor();
    await card.getByText('अभी तक नहीं दिया').waitFor();
    expect(await card.locator('.test-badge').textContent()).toBe('सदस्यों के लिए');
    await expectHindiScreen(page);

    // The instructions.
    await card.getByRole('link', { name: `टेस्ट खोलें: ${TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'निर्देश' }).waitFor();
    await page.getByText('3 प्रश्न · 10 मिनट · +4 / −1 · अधिकतम स्कोर: 12').waitFor();
    await page.getByRole('link', { name: 'सभी टेस्ट' }).waitFor();
    await expectHindiScreen(page);
    await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
    await page.waitForURL(/\/tests\/[^/?]+\?attempt=/);

    // The exam: the question count, the timer and the palette's legend as in the NTA's Hindi interface.
    await page.getByRole('heading', { level: 1, name: 'प्रश्न 1 / 3' }).waitFor();
    expect(await page.getByRole('timer').getAttribute('aria-label')).toMatch(/^बचा समय: \d\d:\d\d$/);
    const palette = page.getByRole('complementary', { name: 'प्रश्न पैलेट' });
    for (const status of ['नहीं देखा', 'उत्तर नहीं दिया', 'उत्तर दिया', 'पुनर्विचार के लिए चिह्नित', 'उत्तर दिया और पुनर्विचार के लिए चिह्नित']) {
      await palette
        .locator('.exam-legend li')
        .filter({ hasText: new RegExp(`^\\d+${status}$`) })
        .waitFor();
    }
    await page.getByText('एक विकल्प चुनें।').waitFor();
    await page.getByRole('radio').nth(1).check();
    await saved(page);
    await expectHindiScreen(page);
    await page.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }).click();

    // Question 2 left unanswered and marked for review; question 3 seen, not answered yet.
    await page.getByRole('heading', { level: 1, name: 'प्रश्न 2 / 3' }).waitFor();
    await page.getByText('एक या अधिक विकल्प चुनें।').waitFor();
    await page.getByRole('button', { name: 'पुनर्विचार के लिए चिह्नित करें और आगे बढ़ें' }).click();
    await page.getByRole('heading', { level: 1, name: 'प्रश्न 3 / 3' }).waitFor();
    await palette.getByRole('button', { name: 'प्रश्न 1: उत्तर दिया', exact: true }).waitFor();
    await palette.getByRole('button', { name: 'प्रश्न 2: पुनर्विचार के लिए चिह्नित', exact: true }).waitFor();
    await saved(page);
    await expectHindiScreen(page);

    // Submit asks first, counting what is left: two questions (the plural form) ...
    await palette.getByRole('button', { name: 'जमा करें', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'टेस्ट जमा करें?' });
    await dialog.getByText('2 प्रश्नों के उत्तर नहीं दिए गए हैं। 1 प्रश्न पुनर्विचार के लिए चिह्नित है। जमा करने के बाद आप उत्तर नहीं बदल सकेंगे।').waitFor();
    await expectHindiScreen(page);
    await dialog.getByRole('button', { name: 'उत्तर देते रहें' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // ... then, with question 3 answered, one question (the singular form).
    await page.getByLabel('आपका उत्तर').fill('2.5');
    await saved(page);
    // A reload loads the page in Hindi straight away and comes back to the first question left.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'प्रश्न 2 / 3' }).waitFor();
    await palette.getByRole('button', { name: 'प्रश्न 3: उत्तर दिया', exact: true }).waitFor();
    await expectHindiScreen(page);
    await palette.getByRole('button', { name: 'जमा करें', exact: true }).click();
    await dialog.getByText('1 प्रश्न का उत्तर नहीं दिया गया है। 1 प्रश्न पुनर्विचार के लिए चिह्नित है। जमा करने के बाद आप उत्तर नहीं बदल सकेंगे।').waitFor();
    await dialog.getByRole('button', { name: 'हाँ, जमा करें' }).click();

    // The result and the review: two right (+4 each), one left unanswered.
    await page.getByRole('heading', { level: 1, name: `परिणाम: ${TITLE}` }).waitFor();
    const figures = page.locator('dl[aria-label="स्कोर"]');
    await figures.getByText('8 / 12').waitFor();
    for (const label of ['सही', 'गलत', 'उत्तर नहीं दिया', 'लगा समय']) await figures.locator('dt', { hasText: label }).first().waitFor();
    expect(await figures.locator('div', { hasText: 'लगा समय' }).locator('dd').textContent()).toMatch(/^(\d+ मिनट )?\d+ सेकंड$|^\d+ मिनट$/);
    await page.getByRole('region', { name: 'अध्याय के अनुसार सटीकता' }).getByText('1 में से 1 सही').first().waitFor();
    const review = page.getByRole('region', { name: 'हर प्रश्न की समीक्षा' });
    const second = review.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'प्रश्न 2' }) });
    await second.locator('.review-outcome', { hasText: 'उत्तर नहीं दिया' }).waitFor();
    await second.locator('.review-marks', { hasText: '0 अंक' }).waitFor();
    await review.getByRole('listitem').filter({ hasText: '+4 अंक' }).first().waitFor();
    await review.getByText('2.49 से 2.51').waitFor();
    expect(await review.getByRole('listitem').filter({ hasText: 'व्याख्या' }).count()).toBe(3);
    // The teacher's explanation stays as written.
    await review.getByText('ionise completely in water', { exact: false }).waitFor();
    await expectHindiScreen(page);

    // Back on the list: the best score in Hindi.
    await page.goto('/tests');
    await page
      .getByRole('listitem')
      .filter({ hasText: TITLE })
      .getByText(/^सर्वश्रेष्ठ: 8 \/ 12 \([\d.]+%\) · /)
      .waitFor();
    await expectHindiScreen(page);
  });
});
