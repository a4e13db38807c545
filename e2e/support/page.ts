import type { Page } from 'playwright-core';

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The site's alert dialog (sweetalert2) whose title says `title`. */
export const swal = (page: Page, title: string) =>
  page.locator('.swal2-popup').filter({ has: page.locator('.swal2-title', { hasText: title }) });
