import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePng } from '../tools/seed/files.js';
import { useBrowser } from './support/browser.js';
import { swal } from './support/page.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** A small PNG on disk, as a student's photo picker would hand it over. */
function photoFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'accounts-e2e-')), 'me.png');
  writeFileSync(
    path,
    makePng(48, 48, (x, y) => [40 + x * 3, 90 + y * 2, 200]),
  );
  return path;
}

/** The message shown under a field, found through the field's aria-describedby. */
async function messageOf(field: Locator): Promise<string | null> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.find((text) => text && /[.]$/.test(text)) ?? null;
}

/** sweetalert2 dialogs and toasts: the popup with this title. */

async function openSignup(page: Page) {
  await page.goto('/AuthPage');
  await page.getByRole('button', { name: 'Signup', exact: true }).click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
}

describe('accounts and the student dashboard', () => {
  it('shows every signup and login validation message beside its field, before any request', async () => {
    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/')) apiCalls.push(request.url());
    });

    await page.goto('/AuthPage');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(await page.title()).toContain('Login');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    expect(await messageOf(page.getByLabel('Email', { exact: true }))).toBe('Email is required.');
    expect(await messageOf(page.getByLabel('Password', { exact: true }))).toBe('Password is required.');
    // The first invalid field takes focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');

    await openSignup(page);
    await page.getByRole('button', { name: 'Sign up', exact: true }).last().click();
    const expected: [string, string][] = [
      ['Full name', 'Name is required.'],
      ['Email', 'Email is required.'],
      ['Phone', 'Phone is required.'],
      ['School or college', 'School is required.'],
      ['Course', 'Select course.'],
      ['Password', 'Password is required.'],
      ['Confirm password', 'Confirm password.'],
    ];
    for (const [label, message] of expected) {
      expect(await messageOf(page.getByLabel(label, { exact: true })), label).toBe(message);
    }
    expect(await page.locator('#signup-photo-error').textContent()).toBe('Upload an image.');

    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password', { exact: true }).fill('secret124');
    expect(await messageOf(page.getByLabel('Confirm password', { exact: true }))).toBe('Passwords do not match.');
    // Fixing a field removes its message as the student types.
    await page.getByLabel('Full name', { exact: true }).fill('Asha');
    expect(await page.getByLabel('Full name', { exact: true }).getAttribute('aria-invalid')).toBeNull();

    expect(apiCalls).toEqual([]);
  });

  it('signs up a new student with a photo, opens the dashboard, and the header shows the photo', async () => {
    const page = await browser.newPage();
    await openSignup(page);
    await page.getByLabel('Full name', { exact: true }).fill('Asha Verma');
    await page.getByLabel('Email', { exact: true }).fill('asha.verma@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('+91 98765 00011');
    await page.getByLabel('School or college', { exact: true }).fill('Delhi Public School, Bhopal');
    await page.getByLabel('Course', { exact: true }).selectOption('Class 11-12');
    await page.getByLabel('Password', { exact: true }).fill('asha-secret-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('asha-secret-1');
    await page.locator('#signup-photo').setInputFiles(photoFile());
    await page.getByRole('img', { name: 'Preview of your chosen photo' }).waitFor();

    const signupRequest = page.waitForRequest((request) => request.url().endsWith('/api/user/signup'));
    await page.getByRole('button', { name: 'Sign up', exact: true }).last().click();
    expect((await signupRequest).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await swal(page, 'Signup Successful').waitFor();

    await page.waitForURL('**/UserDashboard');
    // The greeting is in the sidebar, a closed drawer on a phone.
    await page.getByText('Hello, Asha!').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('user') ?? 'null') as { email: string; image: string } | null,
    );
    expect(stored?.email).toBe('asha.verma@example.com');
    expect(stored?.image).toMatch(/^users\/.+\.webp$/);

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const avatar = page.locator('header.site-header img[src*="/uploads/users/"]');
    await avatar.waitFor();
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(48);
  });

  it('logs in through the form, adopting the session in Firebase Auth, and shows Login Failed for a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto('/AuthPage');
    await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.learner.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    const failed = swal(page, 'Login Failed');
    await failed.waitFor();
    expect(await failed.locator('.swal2-html-container').textContent()).toBe('Invalid email or password.');
    await failed.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.learner.password);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await swal(page, 'Login Successful').waitFor();
    await page.waitForURL('**/UserDashboard');
    await page.getByText('Hello, Rahul!').waitFor({ state: 'attached' });
    // Firebase Auth holds the session (per tab), so the ID token refreshes beyond its hour.
    const firebaseKeys = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('firebase:authUser:')));
    expect(firebaseKeys).toHaveLength(1);
  });

  it('sends a signed-out visitor from the dashboard to the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/UserDashboard');
    const alert = swal(page, 'Unauthorized');
    await alert.waitFor();
    expect(await alert.locator('.swal2-html-container').textContent()).toBe('Please log in to continue.');
    await page.waitForURL('**/AuthPage');
  });

  it('ends a session the API refuses: Session Expired, storage cleared, back to the login page', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem(
        'user',
        JSON.stringify({ _id: 'gone', id: 'gone', name: 'Gone', email: 'gone@example.com', image: '', role: 'user' }),
      );
      sessionStorage.setItem('userToken', 'not-a-valid-id-token');
    });
    await page.goto('/UserDashboard');
    const alert = swal(page, 'Session Expired');
    await alert.waitFor();
    expect(await alert.locator('.swal2-html-container').textContent()).toBe('Please log in again.');
    await page.waitForURL('**/AuthPage');
    expect(await page.evaluate(() => [sessionStorage.getItem('user'), sessionStorage.getItem('userToken')])).toEqual([null, null]);
  });

  it('edits the profile (name and bio) and keeps the change after a reload', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.learner);
    await page.goto('/UserDashboard');
    await page.getByText('Loading dashboard....').waitFor({ state: 'detached' });
    // The phone drawer: Escape closes it, the menu button opens it again.
    const menuButton = page.getByRole('button', { name: 'Open dashboard menu' });
    await menuButton.click();
    await page.getByRole('link', { name: 'Profile' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Profile' }).waitFor({ state: 'hidden' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 2, name: 'Rahul Learner' }).waitFor();
    expect(await page.getByText('Student', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await messageOf(dialog.getByLabel('Name'))).toBe('Name is required.');

    await dialog.getByLabel('Name').fill('Rahul Sharma');
    await dialog.getByLabel('Bio').fill('Revising electrochemistry before the board exams.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 2, name: 'Rahul Sharma' }).waitFor();
    await page.getByText('Revising electrochemistry before the board exams.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Rahul Sharma' }).waitFor();
    await page.getByText('Revising electrochemistry before the board exams.').waitFor();
    expect(page.url()).toContain('section=profile');
  });

  it('shows the subscribed student their active plan', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signInThroughApi(page, ACCOUNTS.student);
    await page.goto('/UserDashboard');
    await page.getByRole('link', { name: 'Subscription Details' }).click();
    await page.getByText('Manage your subscription information').waitFor();
    await page.locator('.dash-sub-status-value', { hasText: 'Active' }).waitFor();
    const details = page.locator('.dash-details');
    await expect.poll(() => details.textContent()).toContain('Advanced');
    expect(await details.textContent()).toContain('pay_Seedstudent');
    expect(await details.textContent()).toContain('₹799');
  });

  it('offers an unsubscribed student the plans', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.learner);
    await page.goto('/UserDashboard?section=subscription');
    await page.getByRole('heading', { name: 'No Active Subscription' }).waitFor();
    await page.getByText("You don't have an active subscription. To unlock features, please subscribe to a plan.").waitFor();
    await page.getByRole('link', { name: 'Subscribe Now' }).click();
    await page.waitForURL('**/SubscriptioinPage');
  });

  it('logs out from the dashboard after confirmation', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.student);
    await page.goto('/UserDashboard');
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await swal(page, 'Are you sure?').getByRole('button', { name: 'Logout' }).click();
    await swal(page, 'Logged out!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => [sessionStorage.getItem('user'), sessionStorage.getItem('userToken')])).toEqual([null, null]);
  });
});
