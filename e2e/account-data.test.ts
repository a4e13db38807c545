import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePng } from '../tools/seed/files.js';
import { useBrowser } from './support/browser.js';
import { swal } from './support/page.js';
import { openSection, signInAsAdmin } from './support/admin.js';
import { useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const STUDENT = { name: 'Nisha Rao', email: 'nisha.data@example.com', password: 'nisha-secret-1' };

/** sweetalert2 dialogs and toasts: the popup with this title. */

async function logInThroughForm(page: Page, password = STUDENT.password) {
  await page.goto('/AuthPage');
  await page.getByLabel('Email', { exact: true }).fill(STUDENT.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
}

describe('the student’s own data', () => {
  it('downloads their data as JSON, deletes the account with a typed confirmation, and cannot log in again', async () => {
    const page = await browser.newPage();
    // A new student, signed up through the API as the signup form does it.
    const signup = await page.request.post('/api/user/signup', {
      multipart: {
        name: STUDENT.name,
        email: STUDENT.email,
        phone: '9876500077',
        school: 'Kendriya Vidyalaya, Pune',
        course: 'Class 11-12',
        password: STUDENT.password,
        usersPhoto: { name: 'me.png', mimeType: 'image/png', buffer: makePng(16, 16, (x, y) => [x * 10, y * 10, 150]) },
      },
    });
    expect(signup.status()).toBe(201);

    await logInThroughForm(page);
    await swal(page, 'Login Successful').waitFor();
    await page.waitForURL('**/UserDashboard');
    // Not verified yet: the gentle banner, with Resend.
    const banner = page.getByTestId('verify-email-banner');
    await banner.getByText(`Please verify your email: we sent a link to ${STUDENT.email}.`, { exact: false }).waitFor();
    await banner.getByRole('button', { name: 'Resend' }).click();
    await banner.getByText(`We sent a new link to ${STUDENT.email}.`, { exact: false }).waitFor();

    await page.goto('/UserDashboard?section=profile');
    const card = page.getByRole('region', { name: 'Your data' });
    await card.waitFor();
    // Fits a 375 px phone: nothing scrolls sideways, the banner included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    const downloadStarted = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { email: string; emailVerified: boolean };
      profile: { name: string; school: string };
      subscriptions: unknown[];
      payments: unknown[];
      noteAccesses: unknown[];
      courseProgress: unknown[];
    };
    expect(data.account).toMatchObject({ email: STUDENT.email, emailVerified: false });
    expect(data.profile).toMatchObject({ name: STUDENT.name, school: 'Kendriya Vidyalaya, Pune' });
    for (const list of [data.subscriptions, data.payments, data.noteAccesses, data.courseProgress]) expect(list).toEqual([]);

    await card.getByRole('button', { name: 'Delete my account…' }).click();
    await card.getByLabel('Your password').fill(STUDENT.password);
    await card.getByLabel('Type DELETE to confirm').fill('delete');
    await card.getByRole('button', { name: 'Delete my account for good' }).click();
    // The wrong word is refused before any request.
    await card.getByRole('alert').getByText('Type DELETE in capital letters to confirm.').waitFor();
    await card.getByLabel('Type DELETE to confirm').fill('DELETE');
    await card.getByRole('button', { name: 'Delete my account for good' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await swal(page, 'Your account has been deleted.').waitFor();
    const session = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key === 'user' || key.startsWith('firebase:authUser:')),
    );
    expect(session).toEqual([]);

    await logInThroughForm(page);
    const failed = swal(page, 'Login Failed');
    await failed.waitFor();
    expect(await failed.locator('.swal2-html-container').textContent()).toBe('Invalid email or password.');

    // The teacher's Users list shows the account as deleted, without the student's name or email.
    const adminPage = await browser.newPage();
    await signInAsAdmin(adminPage);
    await openSection(adminPage, 'Users');
    const row = adminPage.getByRole('row', { name: /Deleted account/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Account deleted');
    expect(await row.textContent()).not.toMatch(/Nisha|nisha\.data@/);
  });
});
