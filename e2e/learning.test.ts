/**
 * Studying on the site, on a phone: the seeded subscriber opens a paid course from its page, plays
 * its first video through the YouTube stand-in's test-mode player until it completes itself, marks
 * a reading complete, comes back to the course and resumes at the next lesson, and finds the
 * dashboard's figures changed. A student without a subscription meets the lock and the Subscribe
 * link; a visitor sees the outline and is asked to log in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { useBrowser } from './support/browser.js';
import { sidewaysOverflow } from './support/page.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

const COURSE = 'engineering-chemistry';
const progressOf = async (uid: string) => (await db().doc(`users/${uid}/courseProgress/${COURSE}`).get()).data();

/** The four figures of the dashboard's Overview, by their labels (a definition list: label, figure). */
async function overviewFigures(page: Page): Promise<Record<string, string>> {
  const tiles = page.locator('dl[aria-label="Your progress"] > div');
  await tiles.first().waitFor();
  const figures: Record<string, string> = {};
  for (const tile of await tiles.all()) {
    const label = ((await tile.locator('dt').textContent()) ?? '').trim();
    figures[label] = ((await tile.locator('dd').textContent()) ?? '').trim();
  }
  return figures;
}

describe('the course player', () => {
  it('takes a subscriber through a video and a reading, resumes after them, and counts it on the dashboard', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.student);

    await page.goto('/UserDashboard');
    expect(await overviewFigures(page)).toEqual({
      'Course Progress': 'No course started',
      'Lessons Completed': '0',
      'Average Score': 'No tests yet',
      'Study Hours': '0 min',
    });
    await page.getByRole('heading', { name: 'You have not started a course yet' }).waitFor();

    // The course page: the outline (titles, kinds, lengths) and Start Learning, which opens the player.
    await page.goto(`/${COURSE}`);
    await page.getByRole('listitem').filter({ hasText: 'Temporary and permanent hardness' }).first().waitFor();
    const enroll = page.getByRole('complementary', { name: 'Enroll Now' });
    await enroll.getByRole('link', { name: 'Start Learning' }).click();
    await page.waitForURL(`**/learn/${COURSE}/ec-water-edta`);
    await page.getByRole('heading', { level: 1, name: 'Hardness of water by EDTA' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // The video: the IFrame API loads on the click (the stand-in's test-mode one), plays, and at 90% completes itself.
    const iframeApi: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/iframe_api')) iframeApi.push(request.url());
    });
    expect(iframeApi).toEqual([]);
    await page.getByRole('button', { name: 'Play video: Hardness of water by EDTA' }).click();
    const player = page.frameLocator('iframe[title="Video: Hardness of water by EDTA"]');
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    expect(iframeApi).toHaveLength(1);
    await page.waitForTimeout(2_000);
    await player.getByRole('button', { name: 'Skip to 85%' }).click();
    await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor({ timeout: 20_000 });
    await page.getByText('7% complete').waitFor();
    await poll(async () => (await progressOf('seed-student'))?.completed).toEqual(['ec-water-edta']);

    // The next lesson, a reading, marked complete by hand; leaving the video sent its study time.
    await page.getByRole('link', { name: 'Next lesson: Temporary and permanent hardness' }).click();
    await page.getByRole('heading', { level: 1, name: 'Temporary and permanent hardness' }).waitFor();
    await page.getByText(/Hard water does not lather well with soap/).waitFor();
    await poll(async () => ((await progressOf('seed-student'))?.studySeconds as number | undefined) ?? 0).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor();
    await page.getByText('14% complete').waitFor();

    // The outline drawer ticks both.
    await page.getByRole('button', { name: 'Open course outline' }).click();
    const outline = page.getByRole('navigation', { name: 'Course outline' });
    await outline.getByRole('link', { name: /Hardness of water by EDTA.*Completed/ }).waitFor();
    await outline.getByRole('link', { name: /Temporary and permanent hardness.*Completed/ }).waitFor();
    await outline.getByRole('button', { name: 'Close course outline' }).click();

    // Coming back to the course opens the lesson after the last one finished.
    await page.goto(`/learn/${COURSE}`);
    await page.waitForURL(`**/learn/${COURSE}/ec-water-note`);
    await page.getByRole('heading', { level: 1, name: 'Notes: Water Hardness and Treatment' }).waitFor();
    await page.getByRole('button', { name: 'Download' }).waitFor();

    await page.goto(`/${COURSE}`);
    await page.getByRole('complementary', { name: 'Enroll Now' }).getByRole('link', { name: 'Continue (14%)' }).waitFor();

    await page.goto('/UserDashboard');
    const figures = await overviewFigures(page);
    expect(figures).toMatchObject({ 'Course Progress': '14%', 'Lessons Completed': '2', 'Average Score': 'No tests yet' });
    expect(figures['Study Hours']).not.toBe('0 min');
    const water = page.getByRole('listitem').filter({ hasText: 'Water Technology and Softening' });
    await water.getByText('66%').waitFor();
    await water.getByText('In progress').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Polymers and Composites' }).getByText('Not started').waitFor();

    await page.goto('/UserDashboard?section=course');
    const card = page.getByRole('list', { name: 'Your courses' }).getByRole('listitem').first();
    await card.getByText('14% complete').waitFor();
    await card.getByRole('link', { name: 'Continue Engineering Chemistry' }).click();
    await page.waitForURL(`**/learn/${COURSE}/ec-water-note`);
  });

  it('shows a student without a subscription the lock with the server’s message and a Subscribe link', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.learner);

    await page.goto(`/${COURSE}`);
    const buy = page.getByRole('complementary', { name: 'Enroll Now' }).getByRole('link', { name: 'Buy Now' });
    expect(await buy.getAttribute('href')).toBe('/SubscriptioinPage');

    await page.goto(`/learn/${COURSE}/ec-water-hardness`);
    const locked = page.getByRole('region', { name: 'This lesson is locked' });
    await locked.getByText('This lesson is part of a paid course. Subscribe to a plan to open it.').waitFor();
    expect(await page.getByText(/Hard water does not lather/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark as complete' }).count()).toBe(0);
    await locked.getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL('**/SubscriptioinPage');

    // The free preview opens all the same.
    await page.goto(`/learn/${COURSE}/ec-water-edta`);
    await page.getByRole('button', { name: 'Play video: Hardness of water by EDTA' }).waitFor();
    await page.getByRole('button', { name: 'Open course outline' }).click();
    await page
      .getByRole('navigation', { name: 'Course outline' })
      .getByRole('link', { name: /Temporary and permanent hardness.*Locked/ })
      .waitFor();
    expect(await progressOf('seed-learner')).toBeUndefined();
  });

  it('opens a free course to any signed-in student, and shows a visitor the outline with a login', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/foundations-of-chemistry');
    await visitor.getByRole('complementary', { name: 'Enroll Now' }).getByRole('link', { name: 'Start Learning' }).click();
    await visitor.waitForURL('**/learn/foundations-of-chemistry/fc-matter-states');
    await visitor.getByRole('heading', { name: 'Log in to start learning' }).waitFor();
    expect(await visitor.getByText(/Everything around you that has mass/).count()).toBe(0);

    const learner = await browser.newPage();
    await signInThroughApi(learner, ACCOUNTS.learner);
    await learner.goto('/learn/foundations-of-chemistry');
    await learner.waitForURL('**/learn/foundations-of-chemistry/fc-matter-states');
    await learner.getByText(/Everything around you that has mass/).waitFor();
    await learner.getByRole('button', { name: 'Mark as complete' }).waitFor();
  });
});
