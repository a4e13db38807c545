/**
 * Sharing a course or a note from a 375 px phone: WhatsApp opens with the title and the
 * link, Copy link puts the link on the clipboard and says so, and the phone's share sheet is
 * offered where the browser has one. Everything works from the keyboard.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, SITE_URL, useBrowser } from './support/browser.js';
import { useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const COURSE = { id: 'foundations-of-chemistry', title: 'Foundations of Chemistry' };
const NOTE = 'Polymers and Plastics';

/** The message a wa.me link carries, as WhatsApp decodes it. */
const whatsAppMessage = async (within: Page | Locator, name: RegExp) => {
  const href = await within.getByRole('link', { name }).getAttribute('href');
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  return url.searchParams.get('text');
};

/** Records navigator.share calls; Chromium on Linux has no share sheet, phones do. */
async function withShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('sharing a course', () => {
  it('offers WhatsApp with the title and link, and Copy link that confirms, from the keyboard', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
    await page.goto(`/${COURSE.id}`);
    const share = page.getByRole('group', { name: 'Share this course' });
    await share.waitFor();

    const link = `${SITE_URL}/${COURSE.id}`;
    expect(await whatsAppMessage(share, /on WhatsApp/)).toBe(`${COURSE.title}: a chemistry course\n${link}`);
    expect(await share.getByRole('link', { name: /on WhatsApp/ }).getAttribute('target')).toBe('_blank');
    // This browser has no share sheet, so only the two buttons that always work are offered.
    expect(await share.getByRole('button', { name: /with another app/ }).count()).toBe(0);

    await share.getByRole('button', { name: `Copy link to ${COURSE.title}` }).focus();
    await page.keyboard.press('Enter');
    await share.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await noHorizontalScroll(page);
  });

  it("offers the phone's share sheet where the browser has one", async () => {
    const page = await browser.newPage();
    await withShareSheet(page);
    await page.goto(`/${COURSE.id}`);
    await page.getByRole('button', { name: `Share ${COURSE.title} with another app` }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
      { title: COURSE.title, text: `${COURSE.title}: a chemistry course`, url: `${SITE_URL}/${COURSE.id}` },
    ]);
    await noHorizontalScroll(page);
  });
});

describe('sharing a note', () => {
  it("opens the note's share buttons from its card, with a link that finds the note, and Escape closes them", async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
    await page.goto('/notes');
    const card = page.getByRole('article', { name: NOTE });
    const toggle = card.getByRole('button', { name: `Share ${NOTE}`, exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    const noteLink = `${SITE_URL}/notes?search=${encodeURIComponent(NOTE).replace(/%20/g, '+')}`;
    expect(await whatsAppMessage(card, /on WhatsApp/)).toBe(`${NOTE}: chemistry notes\n${noteLink}`);
    await card.getByRole('button', { name: `Copy link to ${NOTE}` }).click();
    await card.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(noteLink);
    await noHorizontalScroll(page);

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // The shared link opens the library with the note found.
    await page.goto(noteLink);
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ of \d+ notes$/ })
      .waitFor();
    expect(await page.getByRole('searchbox').first().inputValue()).toBe(NOTE);
    expect(await page.getByRole('article').first().getAttribute('aria-labelledby')).toBe(
      await page.getByRole('article', { name: NOTE }).getAttribute('aria-labelledby'),
    );
  });
});
