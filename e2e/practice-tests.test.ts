/**
 * Practice tests on a phone: the seeded subscriber opens a test from /tests, answers a single, a
 * multiple (offline for a moment) and a numerical question (formulas drawn by KaTeX), reloads in the middle (the countdown
 * goes on from where it was and every answer is still there), submits after the confirmation,
 * reads the review, and finds the dashboard's Average Score changed. The teacher imports a CSV
 * file with one bad row and is told its line number, with nothing imported.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSection, signInAsAdmin } from './support/admin.js';
import { useBrowser } from './support/browser.js';
import { sidewaysOverflow } from './support/page.js';
import { makePracticeTest } from './support/practice.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const TITLE = 'Journey test: moles and ions';

/** The dashboard tile's figure, by its label. */
async function averageScore(page: Page): Promise<string> {
  await page.goto('/UserDashboard');
  const tile = page.locator('dl[aria-label="Your progress"] > div').filter({ hasText: 'Average Score' });
  await tile.waitFor();
  return ((await tile.locator('dd').textContent()) ?? '').trim();
}

/** The dashboard once each of its cards has loaded (live classes, practice, certificates load on their own). */
async function dashboardSettled(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'detached' });
}

/** Seconds on the countdown ("09:41" -> 581). */
async function secondsLeft(page: Page): Promise<number> {
  const label = (await page.getByRole('timer').getAttribute('aria-label')) ?? '';
  const [minutes, seconds] = label.replace('Time left: ', '').split(':').map(Number);
  return minutes! * 60 + seconds!;
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor({ timeout: 15_000 });

describe('practice tests', () => {
  it('takes a subscriber through a test, survives a reload, submits, reviews, and moves the Average Score', async () => {
    await makePracticeTest(TITLE, 'Answer all three. Each correct answer is +4, each wrong one −1.');
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.student);
    const before = await averageScore(page);

    // The list, from the header's menu, then the instructions.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tests' }).click();
    await page.waitForURL('**/tests');
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await card.getByText('Not taken yet').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await card.getByRole('link', { name: `Open test: ${TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('3 questions · 10 min · +4 / −1 · Maximum score: 12').waitFor();
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.waitForURL(/\/tests\/[^/?]+\?attempt=/);

    // Question 1 (single): its formula drawn by KaTeX, option B chosen.
    await page.getByRole('heading', { level: 1, name: 'Question 1 of 3' }).waitFor();
    await page.locator('.exam-question-text .katex').first().waitFor();
    expect(await page.locator('.exam-question-text .chem-raw').count()).toBe(0);
    await page.getByRole('radio').nth(1).check();
    await saved(page);
    await page.getByRole('button', { name: 'Save & Next' }).click();

    // Question 2 (multiple): A and C, marked for review, answered offline: kept, and saved once back online.
    await page.getByRole('heading', { level: 1, name: 'Question 2 of 3' }).waitFor();
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await page.context().setOffline(false);

    // Question 3 (numerical): typed, saved once typing pauses.
    await page.getByRole('heading', { level: 1, name: 'Question 3 of 3' }).waitFor();
    await page.getByLabel('Your answer').fill('2.5');
    // Typed, not yet saved: the page does not claim it is.
    const saveBand = page.locator('.exam-save-state');
    expect(await saveBand.textContent()).not.toBe('All answers saved');
    await saved(page);
    const palette = page.getByRole('complementary', { name: 'Question palette' });
    await palette.getByRole('button', { name: 'Question 3: Answered', exact: true }).waitFor();
    await palette.getByRole('button', { name: 'Question 1: Answered', exact: true }).waitFor();
    await palette.getByRole('button', { name: 'Question 2: Answered and marked for review' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // Reload: the same attempt, the countdown going on from where it was, every answer still there.
    const leftBefore = await secondsLeft(page);
    expect(leftBefore).toBeGreaterThan(500);
    await page.waitForTimeout(1_500);
    await page.reload();
    await page.getByRole('timer').waitFor();
    const leftAfter = await secondsLeft(page);
    expect(leftAfter).toBeLessThan(leftBefore);
    expect(leftAfter).toBeGreaterThan(leftBefore - 60);
    await palette.getByRole('button', { name: 'Question 2: Answered and marked for review' }).waitFor();
    await palette.getByRole('button', { name: 'Question 3: Answered', exact: true }).click();
    expect(await page.getByLabel('Your answer').inputValue()).toBe('2.5');
    await palette.getByRole('button', { name: 'Question 1: Answered', exact: true }).click();
    expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);

    // Submit: the confirmation counts what is left, then the result and the review.
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
    await dialog.getByText('You have answered every question. 1 is marked for review.').waitFor();
    await dialog.getByRole('button', { name: 'Yes, submit' }).click();
    await page.getByRole('heading', { level: 1, name: `Result: ${TITLE}` }).waitFor();
    const figures = page.locator('dl[aria-label="Score"]');
    await figures.getByText('12 / 12').waitFor();
    await page.getByText('100%', { exact: true }).first().waitFor();
    const review = page.getByRole('region', { name: 'Review of each question' });
    expect(await review.getByRole('listitem').filter({ hasText: 'Explanation' }).count()).toBe(3);
    await review.getByText('2.49 to 2.51').waitFor();
    await page.getByRole('region', { name: 'Accuracy by chapter' }).getByText('Redox reactions').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // The dashboard: the average moved, and the test is in Recent tests, opening its result again.
    await expect.poll(() => averageScore(page), { timeout: 20_000 }).not.toBe(before);
    expect(await averageScore(page)).toBe('100%');
    await dashboardSettled(page);
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: `Result: ${TITLE}` }).waitFor();

    // Back on the list, the best score.
    await page.goto('/tests');
    await page.getByRole('listitem').filter({ hasText: TITLE }).getByText('Best: 12 / 12 (100%)').waitFor();
  });

  it('tells the teacher which line of a CSV file is wrong, imports nothing, and previews notation as it will show', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await openSection(page, 'Question Bank');
    const countText = async () => (await page.getByText(/^\d+ questions?$/).textContent()) ?? '';
    const before = await countText();

    const csv = [
      'kind,chapter,difficulty,text,option_a,option_b,option_c,option_d,correct,answer_min,answer_max,explanation',
      'single,Atomic structure,easy,"Which ion is \\ce{Na+}?",Sodium ion,Chloride,Neon,Oxide,A,,,Sodium loses one electron.',
      'single,Atomic structure,easy,Which is a noble gas?,Helium,Hydrogen,Oxygen,Nitrogen,Z,,,Helium has a full shell.',
    ].join('\n');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await alert.getByText(/^Line 3: /).waitFor();
    expect(await alert.getByText(/^Line 2: /).count()).toBe(0);
    expect(await countText()).toBe(before);
    expect(await sidewaysOverflow(page)).toBe(0);

    // The editor's preview draws what it can and names what it cannot, showing that as typed.
    await page.getByRole('button', { name: 'New question' }).click();
    await page.getByLabel('Question text').fill('Balance \\ce{2H2 + O2 -> 2H2O}, then $\\frac{1}$ and \\ce{Fe^3+');
    const preview = page.getByRole('region', { name: 'Preview: as the student sees it' });
    await preview.locator('.katex').first().waitFor();
    const problems = preview.getByRole('list', { name: 'Notation that could not be drawn' });
    await problems.getByText(/^"\\ce\{Fe\^3\+" has no closing brace/).waitFor();
    await problems.getByText(/^"\$\\frac\{1\}\$" could not be drawn/).waitFor();
    expect(await preview.locator('.chem-raw').allTextContents()).toEqual(['$\\frac{1}$']);
    await preview.locator('.exam-question-text').getByText('and \\ce{Fe^3+', { exact: false }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // Saved without a chapter or options: the contract's messages, nothing sent; completed: saved, one more in the bank.
    await page.getByLabel('Question text').fill('Balance \\ce{2H2 + O2 -> 2H2O}: how many molecules of water?');
    await page.getByRole('button', { name: 'Save question' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fix:' }).waitFor();
    expect(await countText()).toBe(before);
    for (const [index, option] of ['1', '2', '3', '4'].entries())
      await page.getByRole('textbox', { name: `Option ${'ABCD'[index]}`, exact: true }).fill(option);
    await page.getByLabel('Option B is correct').check();
    await page.getByLabel('Chapter', { exact: true }).fill('Chemical equations');
    await page.getByRole('button', { name: 'Save question' }).click();
    await page.getByText('Question saved').waitFor();
    await expect.poll(countText).not.toBe(before);
  });
});
