/**
 * The public catalogue on a phone: course search, filters and sorts, the course detail page in
 * its free, paid and not-yet-taught forms, an unknown course id, and the video classes paging
 * through the YouTube stand-in (6, 12, then the last 2 of 14 per playlist).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { useBrowser } from './support/browser.js';
import { useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const PLAYLISTS_URL_PATTERN = /youtube\.com\/.*playlists/;

const courseCount = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Showing \d+ course/ })
    .textContent();
const cardTitles = (page: Page) => page.locator('.course-card-title').allTextContents();

describe('courses page', () => {
  it('narrows the cards by search, category and difficulty, reorders them by sort, and shows the empty state', async () => {
    const page = await browser.newPage();
    await page.goto('/course');
    await poll(() => page.title()).toContain('Courses');
    await poll(() => courseCount(page)).toBe('Showing 9 courses');
    // Popular first: by students enrolled.
    expect((await cardTitles(page))[0]).toBe('Foundations of Chemistry');

    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('spectroscopy');
    await poll(() => courseCount(page)).toBe('Showing 1 course');
    expect(await cardTitles(page)).toEqual(['Spectroscopy Fundamentals']);

    await search.fill('zzqx-nothing-like-this');
    await poll(() => courseCount(page)).toBe('Showing 0 courses');
    await page.getByRole('heading', { name: 'No courses found' }).waitFor();
    await page.getByText('Try adjusting your search criteria').waitFor();
    await search.fill('');

    // The selects sit behind the Filters toggle.
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await page.getByLabel('Category').isVisible()).toBe(false);
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');

    await page.getByLabel('Category').selectOption('Biochemistry');
    await poll(() => courseCount(page)).toBe('Showing 1 course');
    expect(await cardTitles(page)).toEqual(['Biochemistry Essentials']);

    await page.getByLabel('Category').selectOption('All');
    await page.getByLabel('Difficulty').selectOption('Advanced');
    await poll(() => courseCount(page)).toBe('Showing 3 courses');
    expect(await cardTitles(page)).toEqual([
      'JEE and NEET Chemistry Crash Course',
      'Thermodynamics and Chemical Kinetics',
      'Organic Reaction Mechanisms',
    ]);

    await page.getByLabel('Difficulty').selectOption('All');
    await page.getByLabel('Sort by').selectOption('newest');
    await poll(async () => (await cardTitles(page))[0]).toBe('Spectroscopy Fundamentals');
    await page.getByLabel('Sort by').selectOption('price-low');
    await poll(async () => (await cardTitles(page)).slice(0, 2).sort()).toEqual(['Biochemistry Essentials', 'Foundations of Chemistry']);
    await page.getByLabel('Sort by').selectOption('rating');
    await poll(async () => (await cardTitles(page))[0]).toBe('Foundations of Chemistry');

    await page.getByRole('button', { name: 'List view' }).click();
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  it('opens a free course from its card: FREE, its chapters and lessons, Start Learning to the player and the channel beside it', async () => {
    const page = await browser.newPage();
    await page.goto('/course');
    await page.getByRole('link', { name: 'Foundations of Chemistry' }).click();
    await page.waitForURL('**/foundations-of-chemistry');
    await page.getByRole('heading', { level: 1, name: 'Foundations of Chemistry' }).waitFor();
    await poll(() => page.title()).toContain('Foundations of Chemistry');

    await page.getByText('Taught by').waitFor();
    await page.getByText('15 lessons').waitFor();
    await page.getByText('3,120 students enrolled').waitFor();
    await page.getByRole('heading', { name: 'About this course' }).waitFor();
    await page.getByRole('heading', { name: 'Course Content' }).waitFor();
    const mole = page.getByRole('listitem').filter({ hasText: 'The Mole Concept' }).first();
    await mole.getByText('The mole in everyday numbers').waitFor();
    await mole.getByText('Reading · 1 min read').waitFor();

    const enroll = page.getByRole('complementary', { name: 'Enroll Now' });
    await enroll.getByText('FREE', { exact: true }).waitFor();
    const start = enroll.getByRole('link', { name: 'Start Learning' });
    expect(await start.getAttribute('href')).toBe('/learn/foundations-of-chemistry');
    expect(await start.getAttribute('target')).toBeNull();
    const channel = enroll.getByRole('link', { name: /^Watch on our YouTube channel/ });
    expect(await channel.getAttribute('target')).toBe('_blank');
    expect(await channel.getAttribute('href')).toMatch(PLAYLISTS_URL_PATTERN);
  });

  it('shows a paid course with its rupee price, the higher original price struck through, and Buy Now to the plans', async () => {
    const page = await browser.newPage();
    await page.goto('/engineering-chemistry');
    const enroll = page.getByRole('complementary', { name: 'Enroll Now' });
    await enroll.getByText('₹999', { exact: true }).waitFor();
    expect(await enroll.locator('s').textContent()).toContain('₹1,499');
    const buy = enroll.getByRole('link', { name: 'Buy Now' });
    expect(await buy.getAttribute('href')).toBe('/SubscriptioinPage');
    expect(await enroll.getByRole('link', { name: /^Watch on our YouTube channel/ }).getAttribute('href')).toMatch(PLAYLISTS_URL_PATTERN);
    expect(await enroll.getByText('Start Learning').count()).toBe(0);
  });

  it('shows N/A, 0 students and "content available soon" for a course not taught yet, without a struck price', async () => {
    const page = await browser.newPage();
    await page.goto('/spectroscopy-fundamentals');
    await page.getByText('Rating: N/A').waitFor();
    await page.getByText('0 students enrolled').waitFor();
    await page.getByText('Course content will be available soon.').waitFor();
    expect(await page.getByRole('complementary', { name: 'Enroll Now' }).locator('s').count()).toBe(0);
  });

  it('draws the placeholder instead of a broken image when a course photo cannot be loaded', async () => {
    await db().doc('courses/spectroscopy-fundamentals').update({ coursesPhoto: '/courses/deleted-by-mistake.webp' });
    const page = await browser.newPage();
    const missing = page.waitForResponse((response) => response.url().endsWith('/uploads/courses/deleted-by-mistake.webp'));
    await page.goto('/spectroscopy-fundamentals');
    expect((await missing).status()).toBe(404);
    const photo = page.locator('.course-detail-hero .course-photo');
    await photo.locator('svg').waitFor();
    expect(await photo.locator('img').count()).toBe(0);
  });

  it('answers an unknown course id with "Course not found" and a way back to the courses', async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-course');
    await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
    expect(await page.getByText('Loading course details...').count()).toBe(0);
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await page.waitForURL('**/course');
    await poll(() => courseCount(page)).toBe('Showing 9 courses');
  });
});

describe('video classes', () => {
  async function openVideoClasses() {
    const page = await browser.newPage();
    // Offline: thumbnails and the player come from YouTube, so answer them locally.
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto('/Ytclass');
    return page;
  }

  const videos = (page: Page) => page.getByRole('list', { name: 'Videos' }).getByRole('listitem');
  const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More' });

  it('selects the first playlist, pages 6 at a time until the last page, and resets when another playlist is chosen', async () => {
    const page = await openVideoClasses();
    await poll(() => page.title()).toContain('Video Classes');
    const playlists = page.getByRole('group', { name: 'Playlists' }).getByRole('button');
    await poll(() => playlists.allTextContents()).toEqual(['Polymer', 'Environmental Science', 'Practical Knowledge', 'Important Facts']);
    expect(await playlists.first().getAttribute('aria-pressed')).toBe('true');

    await poll(() => videos(page).count()).toBe(6);
    const firstTitle = await videos(page).first().getByRole('heading').textContent();
    expect(await videos(page).first().getByRole('heading').getAttribute('title')).toBe(firstTitle);

    await loadMore(page).click();
    await poll(() => videos(page).count()).toBe(12);
    expect(await videos(page).first().getByRole('heading').textContent()).toBe(firstTitle);

    await loadMore(page).click();
    await poll(() => videos(page).count()).toBe(14);
    expect(await loadMore(page).count()).toBe(0);

    const environmental = page.getByRole('button', { name: 'Environmental Science' });
    await environmental.click();
    expect(await environmental.getAttribute('aria-pressed')).toBe('true');
    expect(await playlists.first().getAttribute('aria-pressed')).toBe('false');
    await poll(() => videos(page).count()).toBe(6);
    expect(await videos(page).first().getByRole('heading').textContent()).not.toBe(firstTitle);
    await loadMore(page).waitFor();
  });

  it('shows thumbnails only, and loads the privacy-enhanced player when a video is played', async () => {
    const page = await openVideoClasses();
    await poll(() => videos(page).count()).toBe(6);
    expect(await page.locator('iframe').count()).toBe(0);
    const thumbnail = await videos(page).first().locator('img').getAttribute('src');
    expect(thumbnail).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]+\/hqdefault\.jpg$/);

    await videos(page)
      .first()
      .getByRole('button', { name: /^Play video:/ })
      .click();
    const player = videos(page).first().locator('iframe');
    await player.waitFor();
    const videoId = /\/vi\/([\w-]+)\//.exec(thumbnail ?? '')?.[1];
    expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`);
    expect(await page.locator('iframe').count()).toBe(1);
  });
});
