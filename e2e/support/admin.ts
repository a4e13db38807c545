import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCOUNTS } from './seeded.js';

/** Signs the seeded teacher in through the admin login form and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/Chemistry/Admin/login');
  await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin');
}

/** Opens a section from the sidebar, through the drawer on a phone. */
export async function openSection(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}
