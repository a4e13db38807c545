/**
 * A purchase with a coupon on a phone, through the LOCAL STAND-IN of Razorpay's checkout, and the
 * GST invoice downloaded from the dashboard: the discounted price is what Checkout charges and what
 * the invoice's tax lines add up to (IGST, the student being in another state than the teacher),
 * and the receipt email in the local inbox (maildev) with that invoice attached. Then a coupon that
 * runs out while the student is at Checkout: the payment is taken, the plan does not start, and
 * both the student and the teacher are told a refund is due.
 */
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { REFUND_DUE_MESSAGES } from '@chem/contract';
import { db } from '../functions/src/lib/firebase.js';
import { createAccount } from '../tests/support/api.js';
import { waitForMail } from '../tests/support/mail.js';
import { pdfPageTexts } from '../tests/support/pdf-text.js';
import { useBrowser } from './support/browser.js';
import { signInAsAdmin } from './support/admin.js';
import { signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const DAY = 86_400_000;

const couponDocument = (code: string, maxUses: number) => ({
  code,
  kind: 'percent',
  value: 10,
  planIds: [],
  validFrom: Timestamp.fromMillis(Date.now() - DAY),
  validUntil: Timestamp.fromMillis(Date.now() + DAY),
  maxUses,
  usedCount: 0,
  perStudentOnce: true,
  active: true,
  createdAt: Timestamp.now(),
});

describe('a purchase with a coupon and its invoice', () => {
  it('charges the discounted price and the dashboard downloads a Tax Invoice with IGST on it', async () => {
    await db()
      .doc('settings/seller')
      .set({ legalName: 'Asha Chemistry Classes', address: '12 MG Road, Pune', state: '27', gstin: '27AAPFU0939F1ZV' });
    await db().doc('coupons/WELCOME10').set(couponDocument('WELCOME10', 5));
    const account = await createAccount({ email: 'coupon-buyer@example.com', name: 'Ravi Kumar' });
    const page = await browser.newPage();
    await signInThroughApi(page, account);
    await page.goto('/SubscriptioinPage');
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();

    const invoice = page.getByRole('dialog', { name: 'Invoice' });
    await invoice.getByLabel('Your state (for the invoice)').selectOption('29');
    await invoice.getByRole('button', { name: 'Have a coupon?' }).click();
    await invoice.getByLabel('Coupon code').fill(' welcome10 ');
    await invoice.getByRole('button', { name: 'Apply' }).click();
    await invoice.getByText('Coupon WELCOME10 applied.').waitFor();
    expect(await invoice.textContent()).toContain('₹269.10');

    await invoice.getByRole('button', { name: 'Confirm & Pay' }).click();
    const checkout = page.getByRole('dialog', { name: 'Chemistry Classes' });
    await checkout.getByRole('button', { name: /^Pay ₹269\.10?$/ }).click();
    const success = page.getByRole('dialog', { name: 'Subscription Successful!' });
    await success.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/UserDashboard?section=subscription');
    expect((await db().doc('coupons/WELCOME10').get()).get('usedCount')).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('main').getByRole('button', { name: 'Download Tax Invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{4}\.pdf$/);
    const text = (await pdfPageTexts(new Uint8Array(await readFile(await download.path())))).join('\n').replace(/₹\n/g, '₹');
    for (const line of ['Tax Invoice', 'Coupon WELCOME10', '₹29.90', 'IGST @ 18%', '₹41.05', '₹228.05', 'Place of supply: Karnataka']) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('CGST');

    // The receipt email, sent by the real `sendMail` trigger to the local inbox, carries the same invoice.
    const receipt = await waitForMail({ to: account.email, subject: 'payment received for Starter' }, 30_000);
    expect(receipt.text).toContain('₹269.10');
    expect(receipt.attachments).toEqual([
      expect.objectContaining({ filename: download.suggestedFilename(), contentType: 'application/pdf' }),
    ]);
  });

  it('tells a student whose coupon ran out while paying that the payment was received and will be refunded, and lists it for the teacher', async () => {
    await db().doc('coupons/LASTSEAT').set(couponDocument('LASTSEAT', 1));
    const account = await createAccount({ email: 'late-coupon@example.com', name: 'Kiran Late' });
    const page = await browser.newPage();
    await signInThroughApi(page, account);
    await page.goto('/SubscriptioinPage');
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
    const invoice = page.getByRole('dialog', { name: 'Invoice' });
    await invoice.getByLabel('Your state (for the invoice)').selectOption('27');
    await invoice.getByRole('button', { name: 'Have a coupon?' }).click();
    await invoice.getByLabel('Coupon code').fill('lastseat');
    await invoice.getByRole('button', { name: 'Apply' }).click();
    await invoice.getByText('Coupon LASTSEAT applied.').waitFor();
    await invoice.getByRole('button', { name: 'Confirm & Pay' }).click();
    const checkout = page.getByRole('dialog', { name: 'Chemistry Classes' });
    const pay = checkout.getByRole('button', { name: /^Pay ₹269\.10?$/ });
    await pay.waitFor();

    // Over half an hour at Checkout: the hold lapses and another student takes and pays the last use.
    await db()
      .doc(`coupons/LASTSEAT/redemptions/${account.uid}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    await db().doc('coupons/LASTSEAT').update({ usedCount: 1 });
    await pay.click();

    const refundDue = page.getByRole('dialog', { name: 'Payment received, plan not started' });
    await refundDue.getByText(REFUND_DUE_MESSAGES['coupon-used-up'], { exact: false }).waitFor();
    const paymentId = /Payment ID: (pay_\w+)/.exec((await refundDue.textContent()) ?? '')?.[1];
    expect(paymentId).toBeDefined();
    await refundDue.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/UserDashboard?section=subscription');
    await page.getByRole('main').getByText('Plan not started: the coupon could not be applied any more.', { exact: false }).waitFor();
    expect((await db().collection('subscriptions').where('userId', '==', account.uid).get()).size).toBe(0);
    expect((await db().doc('coupons/LASTSEAT').get()).get('usedCount')).toBe(1);

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const refunds = admin.getByRole('region', { name: '1 payment needs a refund' });
    await refunds.getByText('Kiran Late').waitFor();
    const listed = (await refunds.textContent()) ?? '';
    expect(listed).toContain(paymentId);
    expect(listed).toContain('the coupon was used up by others before this payment was confirmed');
  });
});
