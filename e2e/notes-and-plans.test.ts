/**
 * Notes and plans on a phone: the library's search and count, Preview and Download gated by the
 * subscription (a visitor, a signed-in learner without a plan, a subscribed student whose file
 * really arrives) and the plans on offer. Buying a plan through Checkout: payments.test.ts.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const noteCount = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Showing \d+ of \d+ notes$/ })
    .textContent();
const noteCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const subscriptionRequired = (page: Page) => page.getByRole('dialog', { name: 'Subscription Required' });

async function openNotes(page: Page) {
  await page.goto('/notes');
  await poll(() => noteCount(page)).toBe('Showing 8 of 8 notes');
}

describe('notes library', () => {
  it('narrows the notes by search, category and difficulty and says how many of all are shown', async () => {
    const page = await browser.newPage();
    await openNotes(page);
    await poll(() => page.title()).toContain('Notes');

    const search = page.getByRole('searchbox', { name: 'Search notes' });
    await search.fill('polymers');
    await poll(() => noteCount(page)).toBe('Showing 1 of 8 notes');
    await noteCard(page, 'Polymers and Plastics').waitFor();

    // Tags are searched too: "EDTA" is a tag of the water note.
    await search.fill('EDTA');
    await poll(() => noteCount(page)).toBe('Showing 1 of 8 notes');
    await noteCard(page, 'Water Hardness and Treatment').waitFor();

    await search.fill('no note is called this');
    await page.getByText('No notes found matching your filters.').waitFor();
    expect(await noteCount(page)).toBe('Showing 0 of 8 notes');

    await search.fill('');
    await page.getByLabel('Category').selectOption('Inorganic Chemistry');
    await poll(() => noteCount(page)).toBe('Showing 2 of 8 notes');
    await page.getByLabel('Difficulty').selectOption('Beginner');
    await poll(() => noteCount(page)).toBe('Showing 1 of 8 notes');
    await noteCard(page, 'Atomic Structure').waitFor();
  });

  it('asks a visitor to subscribe before previewing, and Subscribe Now opens the plans page', async () => {
    const page = await browser.newPage();
    await openNotes(page);
    await noteCard(page, 'Atomic Structure').getByRole('button', { name: 'Preview' }).click();
    const dialog = subscriptionRequired(page);
    await dialog.getByText('You need to subscribe to preview this note.').waitFor();
    await dialog.getByRole('button', { name: 'Subscribe Now' }).click();
    await page.waitForURL('**/SubscriptioinPage');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Chemistry Plan' }).waitFor();
  });

  it('asks a signed-in learner without a plan to subscribe before downloading, and Later closes the dialog', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.learner);
    await openNotes(page);
    await noteCard(page, 'Atomic Structure').getByRole('button', { name: 'Download' }).click();
    const dialog = subscriptionRequired(page);
    await dialog.getByText('You need to subscribe to download this note.').waitFor();
    await dialog.getByRole('button', { name: 'Later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/notes$/);
  });

  // The in-page preview has its own journey: note-preview.test.ts.
  it('lets a subscribed student download the PDF under its name', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.student);
    await openNotes(page);
    const card = noteCard(page, 'Polymers and Plastics');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Polymers and Plastics.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

describe('plans page', () => {
  it('shows the active plans with what each includes, and sends a visitor to log in from Get Started', async () => {
    const page = await browser.newPage();
    await page.goto('/SubscriptioinPage');
    await poll(() => page.title()).toContain('Plans');
    const names = page.locator('.plan-card-name');
    await poll(() => names.allTextContents()).toEqual(['Starter', 'Advanced', 'Pro Mentorship']);
    const starter = page.getByRole('article', { name: 'Starter' });
    await starter.getByText('₹299').waitFor();
    await starter.getByText('/ month').waitFor();
    await starter.getByRole('listitem').filter({ hasText: 'Notes preview and download' }).waitFor();
    await starter.getByRole('listitem').filter({ hasText: 'Not included: One-to-one mentorship' }).waitFor();

    await starter.getByRole('button', { name: 'Get Started' }).click();
    const denied = page.getByRole('dialog', { name: 'Access Denied' });
    await denied.getByText(/log in to subscribe/).waitFor();
    await denied.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/AuthPage');
  });
});
