import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { clearMailbox, waitForMail } from '../tests/support/mail.js';
import { PHONE, SITE_URL, useBrowser } from './support/browser.js';
import { openSection, signInAsAdmin } from './support/admin.js';
import { useSeededSite } from './support/seeded.js';

/**
 * Email through the real pieces: the API behind Hosting writes the queue document, the `sendMail`
 * Firestore trigger in the Functions emulator sends it over SMTP to maildev (the catcher `npm test`
 * starts), and the admin sees and resends mails in the Emails section on a phone.
 */

useSeededSite();
const browser = useBrowser();

beforeAll(async () => {
  await clearMailbox();
});

describe('email', () => {
  it('sends the teacher a new contact message through the mail trigger, and the admin sees it sent', async () => {
    const settings = (await (await fetch(`${SITE_URL}/api/settings/public`)).json()) as { email: string; siteName: string };
    const sent = await fetch(`${SITE_URL}/api/contact/submitMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Kiran Rao', email: 'kiran@example.com', message: 'Are there weekend batches?' }),
    });
    expect(sent.status).toBe(201);
    const mail = await waitForMail({ to: settings.email, subject: 'New message from Kiran Rao' }, 30_000);
    expect(mail.text).toContain('Are there weekend batches?');

    const page = await browser.newPage(PHONE);
    await signInAsAdmin(page);
    await openSection(page, 'Emails');
    const card = page.getByRole('article', { name: 'New message from Kiran Rao' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Sent');
    expect(await card.textContent()).toContain(`To ${settings.email}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  it('resends a failed email from the Emails section', async () => {
    const { siteName } = (await (await fetch(`${SITE_URL}/api/settings/public`)).json()) as { siteName: string };
    const subject = `Welcome to ${siteName}`;
    // A mail that failed earlier and has used up its retries (the trigger leaves a failed mail alone).
    await db().doc('mail/failed-welcome').set({
      template: 'welcome',
      data: {},
      to: 'retry.me@example.com',
      subject,
      status: 'failed',
      attempts: 5,
      reason: 'connect ECONNREFUSED 10.0.0.1:587',
      createdAt: Timestamp.now(),
    });
    const page = await browser.newPage(PHONE);
    await signInAsAdmin(page);
    await openSection(page, 'Emails');
    const card = page.getByRole('article', { name: subject });
    await card.waitFor();
    expect(await card.textContent()).toContain('Reason: connect ECONNREFUSED 10.0.0.1:587');
    await card.getByRole('button', { name: `Resend: ${subject}` }).click();
    await page.getByText('Email sent').waitFor();
    await waitForMail({ to: 'retry.me@example.com', subject });
    await expect.poll(async () => (await db().doc('mail/failed-welcome').get()).get('status')).toBe('sent');
    expect(await card.textContent()).toContain('Sent');
    expect(await card.getByRole('button', { name: /Resend/ }).count()).toBe(0);
  });
});
