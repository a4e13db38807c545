/**
 * The language switch: the first visit follows the browser's language, the switch in the
 * phone menu and in the wide header changes every text and `<html lang>` at once, the device
 * remembers the choice, and a signed-in student's profile remembers it too, so logging in on
 * another device brings their language back.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { useBrowser } from './support/browser.js';
import { ACCOUNTS, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const DESKTOP = { width: 1280, height: 800 } as const;
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name });

async function learnerLanguage(): Promise<unknown> {
  const learner = await db().collection('users').where('email', '==', ACCOUNTS.learner.email).get();
  return learner.docs[0]?.get('language');
}

/** The learner logs in through the English login form (the page language may change on the way). */
async function logInAsLearner(page: Page): Promise<void> {
  await page.goto('/AuthPage');
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.learner.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.learner.password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await page.waitForURL('**/UserDashboard');
}

describe('choosing the language', () => {
  it('opens in Hindi for a browser set to Hindi, and in English otherwise', async () => {
    const hindi = await browser.newPage(undefined, { locale: 'hi-IN' });
    await hindi.goto('/');
    await hindi.getByRole('heading', { level: 1, name: 'अपनी केमिस्ट्री को नई धार दें' }).waitFor();
    expect(await pageLanguage(hindi)).toBe('hi-IN');

    const english = await browser.newPage(undefined, { locale: 'en-GB' });
    await english.goto('/');
    await english.getByRole('heading', { level: 1, name: 'Transform Your Chemistry Skills' }).waitFor();
    expect(await pageLanguage(english)).toBe('en-IN');
  });

  it('switches from the phone menu, and the device remembers the choice', async () => {
    const page = await browser.newPage(undefined, { locale: 'en-IN' });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const switcher = page.getByRole('group', { name: 'Language' });
    expect(await switcher.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await switcher.getByRole('button', { name: 'हिन्दी' }).click();

    await page.getByRole('heading', { level: 1, name: 'हमारी केमिस्ट्री क्लासेज़ के बारे में' }).waitFor();
    expect(await pageLanguage(page)).toBe('hi-IN');
    await poll(() => page.title()).toMatch(/^हमारे बारे में \| /);
    expect(await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'हमारी केमिस्ट्री क्लासेज़ के बारे में' }).waitFor();
    expect(await pageLanguage(page)).toBe('hi-IN');
  });

  it('offers the other language in one tap in the wide header', async () => {
    const page = await browser.newPage(DESKTOP, { locale: 'en-IN' });
    await page.goto('/');
    await page.locator('.site-header-actions').getByRole('button', { name: 'हिन्दी' }).click();
    await mainNav(page, 'मुख्य').getByRole('link', { name: 'कोर्स', exact: true }).waitFor();
    await page.locator('.site-header-actions').getByRole('button', { name: 'English' }).click();
    await mainNav(page, 'Main').getByRole('link', { name: 'Courses', exact: true }).waitFor();
    expect(await pageLanguage(page)).toBe('en-IN');
  });

  it("keeps a signed-in student's choice on their profile, and brings it back on a new device", async () => {
    const phone = await browser.newPage(undefined, { locale: 'en-IN' });
    await logInAsLearner(phone);
    await phone.getByText('Hello, Rahul!').waitFor({ state: 'attached' });
    expect(await learnerLanguage()).toBeUndefined();

    await phone.goto('/');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await poll(learnerLanguage).toBe('hi');

    // Another device that never chose: the login brings Hindi back.
    const laptop = await browser.newPage(DESKTOP, { locale: 'en-IN' });
    await logInAsLearner(laptop);
    await laptop.getByText('नमस्ते, Rahul!').waitFor({ state: 'attached' });
    expect(await pageLanguage(laptop)).toBe('hi-IN');
  });
});
