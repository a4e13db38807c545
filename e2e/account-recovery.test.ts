import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '@chem/contract';
import { adminAuth, db } from '../functions/src/lib/firebase.js';
import { authHost, PROJECT_ID } from '../tests/support/emulators.js';
import { useBrowser } from './support/browser.js';
import { signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

let accountNumber = 0;

/** A student of its own for each journey, so changing a password never touches the seeded accounts. */
async function newStudent(password: string): Promise<{ email: string; name: string }> {
  accountNumber += 1;
  const email = `forgetful-${accountNumber}@example.com`;
  const name = `Forgetful Student ${accountNumber}`;
  const user = await adminAuth().createUser({ email, password, displayName: name });
  const now = new Date();
  await db().doc(`users/${user.uid}`).set({
    name,
    email,
    phone: '9876500001',
    school: 'Test School',
    course: 'B.Tech',
    image: '',
    role: 'user',
    createdAt: now,
    updatedAt: now,
  });
  return { email, name };
}

/** The code of the latest reset email the Auth emulator kept for this address. */
async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; oobCode: string; requestType: string }[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
  if (!code) throw new Error(`The Auth emulator kept no reset code for ${email}`);
  return code;
}

async function askForLink(page: Page, email: string, panelTitle: string) {
  const panel = page.getByRole('region', { name: panelTitle });
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByRole('button', { name: 'Send reset link' }).click();
  await panel.getByRole('status').getByText(RESET_LINK_SENT).waitFor();
}

/** Nothing wider than the phone's 375 px screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function loginStatus(page: Page, email: string, password: string): Promise<number> {
  return (await page.request.post('/api/user/login', { data: { email, password } })).status();
}

describe('forgotten password', () => {
  it('sends a link from the login page, and the reset page sets a new password and opens the dashboard', async () => {
    const student = await newStudent('forgotten-1');
    const page = await browser.newPage();
    await page.goto('/AuthPage');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await askForLink(page, student.email, 'Reset your password');
    await expectNoSidewaysScroll(page);

    await page.goto(`/AuthPage/reset?oobCode=${encodeURIComponent(await resetCodeFor(student.email))}`);
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await page.getByText(`For the account ${student.email}.`).waitFor();

    // Signup's rules, before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password', { exact: true }).fill('abd');
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await page.getByText('Password must be at least 6 characters.').waitFor();
    await page.getByText('Passwords do not match.').waitFor();
    await expectNoSidewaysScroll(page);

    await page.getByLabel('New password', { exact: true }).fill('remembered-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('remembered-2');
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await page.waitForURL('**/UserDashboard');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? '{}').email)).toBe(student.email);
    await page.getByText('Loading dashboard....').waitFor({ state: 'detached' });

    expect(await loginStatus(page, student.email, 'forgotten-1')).toBe(401);
    expect(await loginStatus(page, student.email, 'remembered-2')).toBe(200);
  });

  it('says a used or broken link cannot be used and offers a new one', async () => {
    const student = await newStudent('forgotten-1');
    const page = await browser.newPage();
    await page.goto('/Chemistry/Admin/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await askForLink(page, student.email, 'Reset your password');
    const code = await resetCodeFor(student.email);
    const used = await page.request.post('/api/user/password-reset', {
      data: { oobCode: code, password: 'used-up-1', confirmPassword: 'used-up-1' },
    });
    expect(used.status()).toBe(200);

    for (const link of [`/AuthPage/reset?oobCode=${encodeURIComponent(code)}`, '/AuthPage/reset?oobCode=made-up-code', '/AuthPage/reset']) {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
      if (link.includes('oobCode')) await page.getByText(RESET_LINK_INVALID).waitFor();
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    }

    await askForLink(page, student.email, 'Send a new link');
    await expectNoSidewaysScroll(page);
    expect(await resetCodeFor(student.email)).not.toBe(code);
  });
});

describe("the dashboard's Security card", () => {
  it('changes the password, then signs out on all devices', async () => {
    const student = await newStudent('current-1');
    const page = await browser.newPage();
    await signInThroughApi(page, { email: student.email, password: 'current-1' });
    await page.goto('/UserDashboard');
    await page.getByText('Loading dashboard....').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    const card = page.getByRole('region', { name: 'Security' });

    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByLabel('Current password', { exact: true }).fill('not-it-1');
    await card.getByLabel('New password', { exact: true }).fill('changed-2');
    await card.getByLabel('Confirm new password', { exact: true }).fill('changed-2');
    await card.getByRole('button', { name: 'Save new password' }).click();
    await card.getByRole('alert').getByText('Your current password is not correct.').waitFor();
    await expectNoSidewaysScroll(page);

    await card.getByLabel('Current password', { exact: true }).fill('current-1');
    await card.getByRole('button', { name: 'Save new password' }).click();
    await card.getByRole('status').getByText('Your password has been changed.').waitFor();
    expect(await loginStatus(page, student.email, 'current-1')).toBe(401);
    const otherDevice = (await (
      await page.request.post('/api/user/login', { data: { email: student.email, password: 'changed-2' } })
    ).json()) as {
      token: string;
    };

    // Revocation is recorded to the second: let the other device's token fall strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await card.getByRole('button', { name: 'Sign out on all devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL('**/AuthPage');
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBeNull();
    const refused = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${otherDevice.token}` } });
    expect(refused.status()).toBe(401);
  });

  it('changes the email only with the current password, says where the link went, and the link makes it the account’s', async () => {
    const student = await newStudent('current-1');
    const newEmail = `moved-${accountNumber}@example.com`;
    const page = await browser.newPage();
    await signInThroughApi(page, { email: student.email, password: 'current-1' });
    await page.goto('/UserDashboard?section=profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });

    // The password is asked for only once the email field changes.
    expect(await dialog.getByLabel('Current password').count()).toBe(0);
    await dialog.getByLabel('Email').fill(newEmail);
    await dialog.getByText('We will send a link to the new address. Your email changes only when you open it.').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter your current password to change your email.').waitFor();
    await dialog.getByLabel('Current password').fill('not-it-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('Your current password is not correct.').waitFor();
    await expectNoSidewaysScroll(page);

    await dialog.getByLabel('Current password').fill('current-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Honest about what happened: the account still has its email until the link is opened.
    await page.getByRole('status').getByText(`We sent a link to ${newEmail}. Your email changes to it when you open the link.`).waitFor();
    expect(await loginStatus(page, newEmail, 'current-1')).toBe(401);

    // The link, as the mail to the new address carries it, opened in another tab.
    const queued = await db().collection('mail').where('template', '==', 'email-change-link').where('to', '==', newEmail).get();
    const code = (queued.docs[0]?.get('data.code') as string | undefined) ?? '';
    const link = await browser.newPage();
    await link.goto(`/AuthPage/email?code=${encodeURIComponent(code)}`);
    await link.getByRole('heading', { name: 'Confirm your new email' }).waitFor();
    await link.getByRole('button', { name: 'Confirm new email' }).click();
    await link.getByRole('status').getByText(`Your account's email is now ${newEmail}. Please log in again.`).waitFor();
    await expectNoSidewaysScroll(link);
    expect(await loginStatus(link, newEmail, 'current-1')).toBe(200);
    expect(await loginStatus(link, student.email, 'current-1')).toBe(401);

    // A second press of the same link changes nothing and says so.
    await link.reload();
    await link.getByRole('button', { name: 'Confirm new email' }).click();
    await link
      .getByRole('alert')
      .getByText('This link has expired or was already used. Change your email again from your dashboard.')
      .waitFor();
  });
});
