import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSection, signInAsAdmin } from './support/admin.js';
import { PHONE, useBrowser } from './support/browser.js';
import { useSeededSite } from './support/seeded.js';

/**
 * The teacher replaces the sample details in the admin's Settings, and a visitor's footer, header
 * and chat button show them: no source file edited, nothing rebuilt.
 */

useSeededSite();
const browser = useBrowser();

/** Another function instance may hold the old settings for up to a minute, as in production. */
const SETTINGS_REACH_VISITORS_MS = 90_000;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

describe('site settings', () => {
  it('marks the samples, refuses a bad phone number, and shows the saved details to visitors', { timeout: 180_000 }, async () => {
    const admin = await browser.newPage();
    // Through Hosting, as visitors get it: the CDN may keep the public answer for two minutes.
    const cached = await admin.request.get('/api/settings/public');
    expect(cached.headers()['cache-control']).toBe('public, max-age=60, s-maxage=120');
    // While the pages themselves (index.html under every route) are always revalidated.
    expect((await admin.request.get('/course')).headers()['cache-control']).toBe('no-cache');
    await signInAsAdmin(admin);
    await openSection(admin, 'Settings');

    // The seed's made-up values are marked as such until replaced.
    await admin.getByText('Some details are still samples').waitFor();
    const phone = field(admin, 'Phone');
    expect(await admin.locator('label[for="settings-phone"]').textContent()).toContain('Sample');
    expect(await phone.inputValue()).toBe('+91 98765 43210');
    expect(await admin.locator('label[for="settings-siteName"]').textContent()).not.toContain('Sample');
    // Usable on a phone: nothing wider than the screen.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // A number that is not Indian is refused in the form, with the reason under the field.
    await phone.fill('+1 415 555 0100');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Enter an Indian phone number: 10 digits').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await admin.evaluate(() => document.activeElement?.id)).toBe('settings-phone');

    await phone.fill('+91 94250 11223');
    await field(admin, 'Site name').fill('Sharma Chemistry Academy');
    await field(admin, 'WhatsApp number').fill('+91 94250 11223');
    await field(admin, 'Email').fill('meera@sharmachemistry.in');
    await field(admin, 'Facebook link').fill('');
    await field(admin, 'Copyright name').fill('Bhopal Web Works');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.locator('.swal2-title', { hasText: 'Settings saved' }).waitFor();
    // The server's form of what was typed, and the phone is no longer a sample.
    await expect.poll(() => field(admin, 'WhatsApp number').inputValue()).toBe('919425011223');
    expect(await admin.locator('label[for="settings-phone"]').textContent()).not.toContain('Sample');
    await admin.getByText(/^Last saved /).waitFor();

    // A visitor (a fresh browser) sees the teacher's details.
    const visitor = await browser.newPage(PHONE);
    const footer = visitor.locator('footer.site-footer');
    await expect
      .poll(
        async () => {
          await visitor.goto('/about');
          await footer.waitFor();
          return footer.getByRole('link', { name: '+91 94250 11223' }).count();
        },
        { timeout: SETTINGS_REACH_VISITORS_MS, interval: 3_000 },
      )
      .toBe(1);
    expect(await footer.getByRole('link', { name: 'meera@sharmachemistry.in' }).getAttribute('href')).toBe(
      'mailto:meera@sharmachemistry.in',
    );
    expect(await footer.getByRole('link', { name: '+91 94250 11223' }).getAttribute('href')).toBe('tel:+919425011223');
    expect(await footer.textContent()).toContain('© 2025 Bhopal Web Works. All rights reserved.');
    // The emptied Facebook link is gone; the others stay.
    expect(await footer.getByRole('link', { name: /Facebook/ }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: /Instagram/ }).count()).toBe(1);
    expect(await visitor.locator('header.site-header .brand').textContent()).toBe('Sharma Chemistry Academy');
    expect(await visitor.title()).toBe('About Us | Sharma Chemistry Academy');
    const chat = visitor.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919425011223\?text=/);
  });
});

describe('the settings on the first paint', () => {
  it('paints the page with the settings baked into it while their answer is still on its way, then shows the answer', async () => {
    const visitor = await browser.newPage(PHONE);
    let release: (siteName: string) => void = () => undefined;
    const released = new Promise<string>((resolve) => (release = resolve));
    await visitor.route('**/api/settings/public', async (route) => {
      const siteName = await released;
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), siteName } });
    });
    await visitor.goto('/about', { waitUntil: 'commit' });
    const brand = visitor.locator('header.site-header .brand');
    // The answer is held back: what the visitor sees came with the page.
    await expect.poll(() => brand.textContent()).toBe('Chemistry Classes');
    await visitor.getByRole('heading', { level: 1 }).waitFor();

    // A save since the page was built arrives with the answer.
    release('Renamed Since The Build');
    await expect.poll(() => brand.textContent()).toBe('Renamed Since The Build');
    expect(await visitor.locator('footer.site-footer').textContent()).toContain('Renamed Since The Build');
  });
});

describe('the overview warns about a service that is not set up', () => {
  it('names what stops working and the missing secret, and shows nothing when all are set', async () => {
    const admin = await browser.newPage();
    const health = admin.waitForResponse((response) => new URL(response.url()).pathname === '/api/health', { timeout: 30_000 });
    await signInAsAdmin(admin);
    // This stack sets every secret (the stand-ins'): nothing to warn about.
    const { integrations } = (await (await health).json()) as { integrations: Array<{ id: string; configured: boolean }> };
    expect(integrations.map(({ id }) => id).sort()).toEqual(
      ['razorpay', 'razorpay-webhook', 'sign-in', 'smtp', 'unsubscribe', 'web-push', 'youtube'].sort(),
    );
    expect(integrations.every(({ configured }) => configured)).toBe(true);
    await admin.locator('.shell-stat').first().waitFor();
    expect(await admin.getByRole('heading', { name: 'Some services are not set up' }).count()).toBe(0);

    // As production would answer with the webhook secret never set.
    await admin.route('**/api/health', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { integrations: Array<{ id: string; configured: boolean; missing: string[] }> };
      const integrations = body.integrations.map((item) =>
        item.id === 'razorpay-webhook' ? { ...item, configured: false, missing: ['RAZORPAY_WEBHOOK_SECRET'] } : item,
      );
      await route.fulfill({ response, json: { ...body, integrations } });
    });
    await admin.reload();
    const card = admin.getByRole('region', { name: 'Some services are not set up' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Razorpay webhooks');
    expect(await card.textContent()).toContain('Missing: RAZORPAY_WEBHOOK_SECRET');
    expect(await card.textContent()).not.toContain('YouTube');
  });
});
