import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../functions/src/lib/firebase.js';
import { makeNotePdf, makePng } from '../tools/seed/files.js';
import { PHONE, useBrowser } from './support/browser.js';
import { openSection, signInAsAdmin } from './support/admin.js';
import { ACCOUNTS, useSeededSite } from './support/seeded.js';

/**
 * The teacher runs the site from the admin dashboard: sign in, then create, edit and
 * delete each kind of content through the dashboard only, and see it on the public side.
 */

useSeededSite();
const browser = useBrowser();

const DESKTOP = { width: 1280, height: 900 };

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** The spec's success and failure texts appear in a toast or dialog title. */
const message = (page: Page, text: string) => page.locator('.swal2-title', { hasText: text }).waitFor();

async function closeDialog(page: Page) {
  await page.getByRole('button', { name: 'OK' }).click();
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
}

/** Confirms a delete in the confirmation dialog. */
const confirmDelete = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();

async function publicJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

describe('admin access', () => {
  it('signs the admin in through the login form and shows the real overview figures', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    const figure = (label: string) => page.locator('.shell-stat', { hasText: label }).locator('dd');

    // Seeded: two students, eight notes, the student's Advanced subscription paid (captured) at ₹799, no messages.
    // The overview asks for its figures, the sales and the health at once, and the functions
    // emulator starts a fresh worker for each request it cannot hand to an idle one: on a loaded
    // machine the answers came 20 s after the questions, so the first figures get 45 s.
    await expect.poll(() => figure('Students').textContent(), { timeout: 45_000 }).toBe('2');
    expect(await figure('Notes').textContent()).toBe('8');
    expect(await figure('Active subscriptions').textContent()).toBe('1');
    expect(await figure('Contact queries').textContent()).toBe('0');
    expect(await figure('Revenue (captured payments)').textContent()).toBe('₹799');

    // On a phone the sections are in a drawer, which Escape closes.
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await openSection(page, 'Users');
    await page.getByLabel('Search users').fill('stud');
    const row = page.getByRole('row', { name: /student@example\.com/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2); // the header row and the one match
    await page.getByLabel('Search users').fill('');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(4);

    // From 1024 px the sidebar stays open beside the section instead of being a drawer.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.setViewportSize(PHONE);

    await openSection(page, 'Profile');
    await page.getByText('coming soon').waitFor();

    // Logout clears the admin session and goes home; /admin then asks to log in again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes, logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => [sessionStorage.getItem('adminToken'), sessionStorage.getItem('adminInfo')])).toEqual([null, null]);
    await page.goto('/admin');
    await page.waitForURL('**/Chemistry/Admin/login');
  });

  it('refuses a student at the admin login with the server’s message', async () => {
    const page = await browser.newPage();
    await page.goto('/Chemistry/Admin/login');
    await page.getByLabel('Email').fill(ACCOUNTS.student.email);
    await page.getByLabel('Password').fill(ACCOUNTS.student.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('This account is not an admin.');
    expect(new URL(page.url()).pathname).toBe('/Chemistry/Admin/login');
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  it('sends a visitor without an admin token to the admin login, and a student’s token home', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/admin');
    await visitor.waitForURL('**/Chemistry/Admin/login');
    await visitor.getByRole('heading', { name: 'Admin login' }).waitFor();

    const student = await browser.newPage();
    const login = await student.request.post('/api/user/login', { data: ACCOUNTS.student });
    const { token } = (await login.json()) as { token: string };
    await student.addInitScript((idToken) => sessionStorage.setItem('adminToken', idToken), token);
    // The check is held until its state has been seen: a fast answer would otherwise end it before
    // the test could look, and the test would fail for the wrong reason.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await student.route('**/api/admin/verify-admin', async (route) => {
      await held;
      await route.continue();
    });
    await student.goto('/admin');
    await student.getByText('Checking authentication...').waitFor();
    release();
    await student.waitForURL((url) => url.pathname === '/');
  });
});

describe('managing content from the dashboard', () => {
  // One signed-in dashboard for these journeys: the login itself is proven above.
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await signInAsAdmin(page);
  });

  it('creates, renames and deletes a category', async () => {
    await openSection(page, 'Category Manager');

    await page.getByRole('button', { name: 'Add category' }).click();
    await message(page, 'Category name cannot be empty');
    await closeDialog(page);

    await page.getByLabel('New category').fill('Green Chemistry');
    await page.getByRole('button', { name: 'Add category' }).click();
    await message(page, 'Category created successfully');
    const categories = page.getByRole('list', { name: 'Categories' });
    await categories.getByText('Green Chemistry', { exact: true }).waitFor();
    const names = async () => (await publicJson<Array<{ name: string }>>(page, '/api/categories/getAllCategories')).map((c) => c.name);
    expect(await names()).toContain('Green Chemistry');

    await page.getByRole('button', { name: 'Edit Green Chemistry' }).click();
    const field = page.getByLabel('Category name');
    await field.fill('  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await message(page, 'Category name cannot be empty');
    await closeDialog(page);
    await field.fill('Sustainable Chemistry');
    await page.getByRole('button', { name: 'Save' }).click();
    await message(page, 'Category updated successfully');
    await categories.getByText('Sustainable Chemistry', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Sustainable Chemistry' }).click();
    await confirmDelete(page);
    await message(page, 'Category deleted successfully');
    await categories.getByText('Sustainable Chemistry', { exact: true }).waitFor({ state: 'detached' });
    expect(await names()).not.toContain('Sustainable Chemistry');
  });

  it('adds a plan that the plans page offers, edits it and deletes it', async () => {
    await openSection(page, 'Subscription Plans');
    // Every seeded plan is listed, the retired one too.
    await page.getByRole('list', { name: 'Plans' }).getByText('Inactive').waitFor();

    // Sent without a price, the form shows the API's own message under the field and sends nothing.
    await page.getByLabel('Description').fill('A week of revision notes before the exam.');
    await page.getByRole('button', { name: 'Add plan' }).click();
    const price = page.getByLabel('Price (₹)', { exact: true });
    await page.getByText('Price is required.').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('plan-price');

    await page.getByLabel('Name').selectOption('Starter');
    await price.fill('149');
    await page.getByLabel('Period').fill('week');
    await page.getByLabel('Duration (months)').fill('1');
    await page.getByLabel('Description').fill('A week of revision notes before the exam.');
    await page.getByLabel('Features').fill('Typed notes, Worksheets');
    await page.getByLabel('Not included').fill('Live sessions');
    await page.getByRole('button', { name: 'Add plan' }).click();
    await message(page, 'Plan added successfully');

    type Plan = { _id: string; description: string; price: number; features: string[]; notIncluded: string[] };
    const findPlan = async () =>
      (await publicJson<Plan[]>(page, '/api/plans/getAllPlans')).find(
        (plan) => plan.description === 'A week of revision notes before the exam.',
      );
    expect(await findPlan()).toMatchObject({ price: 149, features: ['Typed notes', 'Worksheets'], notIncluded: ['Live sessions'] });

    const visitor = await browser.newPage();
    await visitor.goto('/SubscriptioinPage');
    await visitor.getByText('A week of revision notes before the exam.').waitFor();

    const card = page.getByRole('listitem').filter({ hasText: 'A week of revision notes before the exam.' });
    await card.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit plan' }).waitFor();
    expect(await page.getByLabel('Features').inputValue()).toBe('Typed notes, Worksheets');
    await page.getByLabel('Price (₹)', { exact: true }).fill('199');
    await page.getByRole('button', { name: 'Update plan' }).click();
    await message(page, 'Plan updated successfully');
    await card.getByText('₹199').waitFor();
    expect((await findPlan())?.price).toBe(199);

    await card.getByRole('button', { name: /^Delete/ }).click();
    await confirmDelete(page);
    await message(page, 'Plan has been deleted.');
    await card.waitFor({ state: 'detached' });
    expect(await findPlan()).toBeUndefined();
  });

  it('creates a course with a photo and chapters, shows it on the public pages, edits and deletes it', async () => {
    await openSection(page, 'Course List');

    // The fuzzy search narrows the seeded list.
    await page.getByLabel('Search courses').fill('enviromental');
    await page.getByText('Environmental Chemistry').first().waitFor();
    await page.getByLabel('Search courses').fill('');

    await page.getByRole('button', { name: 'Add course' }).click();
    await page.getByLabel('Title').fill('Electrochemistry Crash Course');
    await page.getByLabel('Short description').fill('Cells, electrode potentials and electrolysis in four weeks.');
    await page.getByLabel('Full description').fill('From galvanic cells to the Nernst equation, with solved board questions.');
    await page.getByLabel('Instructor').fill('Dr. A. Sharma');
    await page.getByLabel('Category').selectOption('Physical Chemistry');
    await page.getByLabel('Difficulty').selectOption('Intermediate');
    await page.getByLabel('Duration').fill('4 weeks');
    await page.getByLabel('Lessons').fill('16');
    await page.getByLabel('Price (₹)', { exact: true }).fill('499');
    await page.getByLabel('Original price (₹)').fill('999');
    await page.getByRole('switch', { name: 'Featured' }).check();
    for (const name of ['Electrolysis', 'Galvanic cells']) {
      await page.getByRole('button', { name: 'Add chapter' }).click();
      await page
        .getByLabel(/^Chapter \d+$/)
        .last()
        .fill(name);
    }
    await page.getByRole('button', { name: 'Move chapter 2 up' }).click();
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'electro.png', mimeType: 'image/png', buffer: makePng(320, 180, () => [20, 120, 110]) });
    await page.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor();
    await page.getByRole('button', { name: 'Create course' }).click();
    await message(page, 'Course created successfully');
    await page.getByRole('list', { name: 'Courses' }).getByText('Electrochemistry Crash Course').waitFor();

    type Course = { _id: string; title: string; coursesPhoto: string; chapters: string[]; featured: boolean; originalPrice: number };
    const courses = await publicJson<Course[]>(page, '/api/courses/getAllCourses');
    const course = courses.find((item) => item.title === 'Electrochemistry Crash Course');
    expect(course).toMatchObject({ chapters: ['Galvanic cells', 'Electrolysis'], featured: true, originalPrice: 999 });
    expect(course?.coursesPhoto).toMatch(/^\/courses\/.+\.webp$/);
    expect((await page.request.get(`/uploads${course?.coursesPhoto}`)).status()).toBe(200);

    const visitor = await browser.newPage();
    await visitor.goto('/course');
    await visitor.getByText('Electrochemistry Crash Course').first().waitFor();
    await visitor.goto(`/${course?._id}`);
    await visitor.getByRole('heading', { name: 'Electrochemistry Crash Course' }).waitFor();
    await visitor.getByRole('listitem').filter({ hasText: 'Galvanic cells' }).first().waitFor();

    await page.getByRole('button', { name: 'Edit Electrochemistry Crash Course' }).click();
    expect(await page.getByLabel('Chapter 1', { exact: true }).inputValue()).toBe('Galvanic cells');
    await page.getByLabel('Title').fill('Electrochemistry Masterclass');
    await page.getByRole('button', { name: 'Remove chapter 2' }).click();
    await page.getByRole('button', { name: 'Update course' }).click();
    await message(page, 'Course updated successfully');
    await page.getByRole('list', { name: 'Courses' }).getByText('Electrochemistry Masterclass').waitFor();
    const updated = (await publicJson<Course[]>(page, '/api/courses/getAllCourses')).find((item) => item._id === course?._id);
    expect(updated).toMatchObject({
      title: 'Electrochemistry Masterclass',
      chapters: ['Galvanic cells'],
      coursesPhoto: course?.coursesPhoto,
    });

    await page.getByRole('button', { name: 'Delete Electrochemistry Masterclass' }).click();
    await confirmDelete(page);
    await message(page, 'Course deleted successfully');
    const remaining = await publicJson<Course[]>(page, '/api/courses/getAllCourses');
    expect(remaining.some((item) => item._id === course?._id)).toBe(false);
  });

  it('gives a course lessons from a playlist, a note and a reading, refusing one without content, and shows its learners', async () => {
    await openSection(page, 'Course List');
    await page.getByRole('button', { name: 'Edit Spectroscopy Fundamentals' }).click();
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await page.getByLabel('Chapter 1', { exact: true }).fill('UV-visible spectroscopy');

    // A video picked from the channel's playlists names the lesson after it.
    await page.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
    const first = page.getByRole('group', { name: 'Chapter 1, lesson 1' });
    await first.getByRole('button', { name: 'Choose from playlists' }).click();
    await first.getByLabel('Playlist').selectOption({ label: 'Polymer' });
    await first.getByRole('button', { name: 'Use “Introduction to polymers (Part 1)”' }).click();
    expect(await first.getByLabel('Chapter 1, lesson 1 name').inputValue()).toBe('Introduction to polymers (Part 1)');
    expect(await first.getByLabel('YouTube link or video id').inputValue()).toMatch(/^[\w-]{11}$/);

    // A reading left empty is refused by name; a pasted link is read for its id.
    await page.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
    const second = page.getByRole('group', { name: 'Chapter 1, lesson 2' });
    await second.getByLabel('Chapter 1, lesson 2 name').fill('Absorbance');
    await second.getByLabel('Kind').selectOption('reading');
    await page.getByRole('button', { name: 'Update course' }).click();
    await message(page, 'Lesson “Absorbance” (chapter 1, lesson 2) needs its text.');
    await closeDialog(page);
    await second.getByLabel('Text').fill('A = εcl.\n\nAbsorbance grows with concentration.');

    await page.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
    const third = page.getByRole('group', { name: 'Chapter 1, lesson 3' });
    await third.getByLabel('Chapter 1, lesson 3 name').fill('Titration notes');
    await third.getByLabel('Kind').selectOption('note');
    await third.getByLabel('Note', { exact: true }).selectOption({ label: 'Volumetric Analysis' });
    await third.getByRole('switch', { name: 'Free preview' }).check();
    // Reordered from the keyboard: the focus stays on the button, so it can move again.
    await third.getByRole('button', { name: 'Move lesson 3 of chapter 1 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('group', { name: 'Chapter 1, lesson 2' }).getByLabel('Chapter 1, lesson 2 name').inputValue()).toBe(
      'Titration notes',
    );
    await page.getByRole('button', { name: 'Add a lesson to chapter 1' }).click();
    const fourth = page.getByRole('group', { name: 'Chapter 1, lesson 4' });
    await fourth.getByLabel('Chapter 1, lesson 4 name').fill('A worked spectrum');
    await fourth.getByLabel('YouTube link or video id').fill('https://youtu.be/dQw4w9WgXcQ?t=30');
    await fourth.getByText('Video dQw4w9WgXcQ').waitFor();
    await fourth.getByLabel('Length (minutes:seconds, optional)').fill('12:30');
    expect(await page.getByLabel('Lessons', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Update course' }).click();
    await message(page, 'Course updated successfully');

    type Detail = {
      lessons: number;
      outline: Array<{
        title: string;
        lessons: Array<{ title: string; kind: string; freePreview: boolean; durationSeconds: number | null }>;
      }>;
    };
    const detail = await publicJson<Detail>(page, '/api/courses/getCourseById/spectroscopy-fundamentals');
    expect(detail.lessons).toBe(4);
    expect(detail.outline[0]?.lessons.map((lesson) => [lesson.title, lesson.kind, lesson.freePreview])).toEqual([
      ['Introduction to polymers (Part 1)', 'video', false],
      ['Titration notes', 'note', true],
      ['Absorbance', 'reading', false],
      ['A worked spectrum', 'video', false],
    ]);
    expect(detail.outline[0]?.lessons[3]?.durationSeconds).toBe(750);

    // Opening the course again brings every lesson's content back into the form.
    await page.getByRole('button', { name: 'Edit Spectroscopy Fundamentals' }).click();
    const reopened = page.getByRole('group', { name: 'Chapter 1, lesson 3' });
    expect(await reopened.getByLabel('Text').inputValue()).toBe('A = εcl.\n\nAbsorbance grows with concentration.');
    expect(await page.getByRole('group', { name: 'Chapter 1, lesson 4' }).getByLabel('YouTube link or video id').inputValue()).toBe(
      'dQw4w9WgXcQ',
    );
    await page.getByRole('button', { name: 'Back to list' }).click();

    // Learners: counted from the students' progress records.
    await db()
      .doc('users/seed-student/courseProgress/engineering-chemistry')
      .set({
        userId: 'seed-student',
        courseId: 'engineering-chemistry',
        completed: [
          'ec-water-edta',
          'ec-water-hardness',
          'ec-water-note',
          'ec-polymers-intro',
          'ec-polymers-addition',
          'ec-polymers-types',
          'ec-polymers-note',
        ],
      });
    const row = page.getByRole('list', { name: 'Courses' }).getByRole('listitem').filter({ hasText: 'Engineering Chemistry' });
    await row.getByText('Learners', { exact: true }).click();
    const learners = row.getByRole('list', { name: 'Learners: Engineering Chemistry' });
    await learners.getByText('Started1').waitFor();
    expect(await learners.textContent()).toBe('Started1Finished0Average progress50%');
  });

  it('uploads a PDF note with the browser-side checks, edits and deletes it', async () => {
    await openSection(page, 'Upload Note');

    await page
      .getByLabel('File')
      .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await message(page, 'File size exceeds 2 MB limit');
    await closeDialog(page);

    const pdfPath = join(mkdtempSync(join(tmpdir(), 'admin-e2e-')), 'redox-reactions.pdf');
    writeFileSync(
      pdfPath,
      await makeNotePdf({
        title: 'Redox Reactions',
        subtitle: 'Oxidation numbers and balancing',
        pages: 2,
        sections: [{ heading: 'Oxidation numbers', lines: ['Rules for assigning oxidation numbers.'] }],
      }),
    );
    await page.getByLabel('Title').fill('Redox Reactions');
    await page.getByLabel('Description').fill('Oxidation numbers and balancing redox equations.');
    await page.getByLabel('Category').fill('Physical Chemistry');
    await page.getByLabel('Tags').fill('redox, balancing');
    await page.getByLabel('Difficulty').selectOption('Intermediate');
    expect(await page.getByLabel('Pages').inputValue()).toBe('1');
    await page.getByLabel('Pages').fill('2');
    await page.getByLabel('File').setInputFiles(pdfPath);
    await page.getByRole('main').getByRole('button', { name: 'Upload note' }).click();
    await message(page, 'Note added!');
    await page.getByRole('list', { name: 'Notes' }).getByText('Redox Reactions').waitFor();

    type Note = { _id: string; title: string; tags: string[]; pages: number; fileName: string };
    const notes = await publicJson<Note[]>(page, '/api/notes/getAllNotes');
    expect(notes[0]).toMatchObject({ title: 'Redox Reactions', tags: ['redox', 'balancing'], pages: 2, fileName: 'redox-reactions.pdf' });

    const visitor = await browser.newPage();
    await visitor.goto('/notes');
    await visitor.getByText('Redox Reactions').first().waitFor();

    await page.getByRole('button', { name: 'Edit Redox Reactions' }).click();
    await page.getByRole('heading', { name: 'Edit note: Redox Reactions' }).waitFor();
    await page.getByLabel('Title').fill('Redox Reactions (revised)');
    await page.getByRole('button', { name: 'Update note' }).click();
    await message(page, 'Note updated successfully!');
    await page.getByRole('list', { name: 'Notes' }).getByText('Redox Reactions (revised)').waitFor();

    await page.getByRole('button', { name: 'Delete Redox Reactions (revised)' }).click();
    await confirmDelete(page);
    await message(page, 'Your note has been deleted.');
    const after = await publicJson<Note[]>(page, '/api/notes/getAllNotes');
    expect(after.some((note) => note._id === notes[0]?._id)).toBe(false);
  });

  it('uploads a banner to the front of the home carousel and deletes it', async () => {
    await openSection(page, 'Upload banner');
    const list = page.getByRole('list', { name: 'Banners, in carousel order' });
    await list.getByRole('listitem').first().waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Upload banner' }).click();
    await message(page, 'Please select a file first.');
    await closeDialog(page);

    await page
      .getByLabel('Banner image')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: makePng(320, 180, () => [200, 80, 40]) });
    await page.getByRole('img', { name: 'Preview of the chosen banner' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Upload banner' }).click();
    await message(page, 'Banner uploaded successfully');

    type Banner = { _id: string; image: string };
    const banners = await publicJson<Banner[]>(page, '/api/banner/getAllBanners');
    expect(banners).toHaveLength(4);
    await expect.poll(() => list.getByRole('img').first().getAttribute('src')).toBe(banners[0]?.image);
    const image = await page.request.get(banners[0]!.image);
    expect(image.headers()['content-type']).toBe('image/webp');

    await page.getByRole('button', { name: 'Delete banner 1' }).click();
    await confirmDelete(page);
    await message(page, 'Banner deleted successfully');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    expect((await publicJson<Banner[]>(page, '/api/banner/getAllBanners')).some((banner) => banner._id === banners[0]?._id)).toBe(false);
  });

  it('reads a contact message and deletes it', async () => {
    const sent = await page.request.post('/api/contact/submitMessage', {
      data: { name: 'Priya Nair', email: 'priya@example.com', phone: '+91 91234 56789', message: 'Do you offer weekend batches?' },
    });
    expect(sent.status()).toBe(201);

    await openSection(page, 'Contact Query');
    const card = page.getByRole('article', { name: 'Message from Priya Nair' });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('priya@example.com');
    expect(text).toContain('+91 91234 56789');
    expect(text).toContain('Do you offer weekend batches?');

    await card.getByRole('button', { name: 'Delete message from Priya Nair' }).click();
    await confirmDelete(page);
    await message(page, 'Message deleted successfully');
    await page.getByText('No messages yet.').waitFor();
  });

  it('shows the inbox 50 messages at a time, newest first, with Load more for the rest', async () => {
    const batch = db().batch();
    const start = Date.parse('2026-03-01T10:00:00Z');
    for (let index = 1; index <= 55; index++) {
      batch.create(db().collection('contactMessages').doc(), {
        name: `Sender ${index}`,
        email: `sender${index}@example.com`,
        phone: '',
        message: `Message number ${index}`,
        createdAt: Timestamp.fromMillis(start + index * 60_000),
      });
    }
    await batch.commit();

    await openSection(page, 'Overview');
    await openSection(page, 'Contact Query');
    const cards = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article');
    await page.getByRole('article', { name: 'Message from Sender 55', exact: true }).waitFor();
    expect(await cards.count()).toBe(50);
    expect(await cards.last().getAttribute('aria-label')).toBe('Message from Sender 6');

    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('article', { name: 'Message from Sender 1', exact: true }).waitFor();
    expect(await cards.count()).toBe(55);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await db().recursiveDelete(db().collection('contactMessages'));
  });

  it('shows each note’s downloads, who made them and when, and each student’s download count', async () => {
    // The student downloads a note through the API, as their browser would.
    const login = await page.request.post('/api/user/login', { data: ACCOUNTS.student });
    const { token } = (await login.json()) as { token: string };
    const notes = await publicJson<Array<{ _id: string; title: string; downloads: number }>>(page, '/api/notes/getAllNotes');
    const note = notes.find((item) => item.title === 'Polymers and Plastics')!;
    const file = await page.request.get(`/api/notes/${note._id}/download`, { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status()).toBe(200);

    await openSection(page, 'Upload Note');
    await page.getByText('Only PDF notes are stamped with each student’s name and email').waitFor();
    const row = page.getByRole('list', { name: 'Notes' }).getByRole('listitem').filter({ hasText: note.title });
    await row.getByText(`${note.downloads + 1} downloads`, { exact: false }).waitFor();
    await row.getByText('Downloads', { exact: true }).click();
    const downloads = row.getByRole('list', { name: `Downloads of ${note.title}, newest first` });
    const entry = downloads.getByRole('listitem');
    await poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('Priya Student');
    expect(await entry.textContent()).toContain(ACCOUNTS.student.email);

    await openSection(page, 'Users');
    const student = page.getByRole('row', { name: /student@example\.com/ });
    await poll(() => student.locator('td[data-label="Downloads"]').textContent()).toBe('1');
  });
});
