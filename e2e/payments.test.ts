/**
 * Buying a plan on a phone through Razorpay Checkout — here the LOCAL STAND-IN's test-mode checkout
 * (tools/razorpay-stand-in), which `npm start` uses too. The seeded learner has no subscription:
 * closing Checkout and a failed payment leave none; paying for Starter ends on the dashboard with
 * the plan active, its payment id shown and a printable receipt.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@chem/contract';
import { db } from '../functions/src/lib/firebase.js';
import { createAccount } from '../tests/support/api.js';
import { useBrowser } from './support/browser.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const LEARNER_UID = 'seed-learner';
const isCheckoutScript = (url: string) => url.endsWith('/v1/checkout.js');

const learnerSubscriptions = async () => (await db().collection('subscriptions').where('userId', '==', LEARNER_UID).get()).docs;
const learnerOrders = async () =>
  (await db().collection('paymentOrders').where('userId', '==', LEARNER_UID).get()).docs.map((doc) => ({
    id: doc.id,
    status: doc.get('status') as string,
  }));

/** Signed in as the learner, on the plans page, with Starter's invoice open. */
async function openStarterInvoice(): Promise<Page> {
  const page = await browser.newPage();
  await signInThroughApi(page, ACCOUNTS.learner);
  await page.goto('/SubscriptioinPage');
  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('dialog', { name: 'Invoice' }).waitFor();
  return page;
}

/** Confirm & Pay, then the test-mode checkout of the order the server created. */
async function openCheckout(page: Page) {
  const invoice = page.getByRole('dialog', { name: 'Invoice' });
  // The place of supply the invoice needs (Maharashtra).
  await invoice.getByLabel('Your state (for the invoice)').selectOption('27');
  await invoice.getByRole('button', { name: 'Confirm & Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Chemistry Classes' });
  await checkout.getByRole('button', { name: 'Pay ₹299' }).waitFor();
  return checkout;
}

describe('buying a plan through Razorpay Checkout', () => {
  it('loads checkout.js only when the invoice opens, and closing Checkout returns to the invoice calmly', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (isCheckoutScript(request.url())) scripts.push(request.url());
    });
    await signInThroughApi(page, ACCOUNTS.learner);
    await page.goto('/');
    await page.goto('/SubscriptioinPage');
    await page.getByRole('article', { name: 'Starter' }).waitFor();
    expect(scripts).toEqual([]);

    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
    const invoice = page.getByRole('dialog', { name: 'Invoice' });
    await invoice.waitFor();
    await poll(() => scripts.length).toBe(1);
    const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
    const today = new Date();
    const text = await invoice.textContent();
    expect(text).toContain('₹299');
    expect(text).toContain(`End date${longDate.format(addCalendarMonths(today, 1))}`);

    const checkout = await openCheckout(page);
    // Prefilled from the learner's profile by the server.
    await checkout.getByText(ACCOUNTS.learner.email).waitFor();
    await checkout.getByText('+91 90000 00003').waitFor();
    await checkout.getByRole('button', { name: 'Close checkout' }).click();

    await invoice.getByRole('status').filter({ hasText: 'Payment cancelled. You have not been charged' }).waitFor();
    expect(await invoice.getByRole('button', { name: 'Confirm & Pay' }).isEnabled()).toBe(true);
    expect(await learnerSubscriptions()).toHaveLength(0);
    expect((await learnerOrders()).map((order) => order.status)).toEqual(['created']);
  });

  it('shows Subscription Failed with the bank’s reason when the payment fails, and starts nothing', async () => {
    const page = await openStarterInvoice();
    const checkout = await openCheckout(page);
    await checkout.getByRole('button', { name: 'Fail payment' }).click();

    const failed = page.getByRole('dialog', { name: 'Subscription Failed' });
    await failed.getByText(/declined/).waitFor();
    await failed.getByRole('button', { name: 'OK' }).click();
    expect(await learnerSubscriptions()).toHaveLength(0);
    // The stand-in's payment.failed webhook reaches the API through Hosting, as Razorpay's would.
    await poll(async () => (await learnerOrders()).map((order) => order.status).sort()).toEqual(['created', 'failed']);
  });

  it('tells a student whose confirmation was lost that the payment went through, and the webhook starts the plan', async () => {
    // A student of their own, so the learner's purchase below stays the learner's only one.
    const account = await createAccount({ email: 'dropped-connection@example.com', name: 'Meera Offline' });
    const page = await browser.newPage();
    await signInThroughApi(page, account);
    // The connection drops after Checkout: every confirmation the page sends is lost.
    await page.route('**/api/plans/subscribe', (route) => route.abort('internetdisconnected'));
    await page.goto('/SubscriptioinPage');
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
    const checkout = await openCheckout(page);
    await checkout.getByRole('button', { name: 'Pay ₹299' }).click();

    const received = page.getByRole('dialog', { name: 'Payment received' });
    await received.getByText(/Please do not pay again/).waitFor();
    const paymentId = /ID (pay_\w+)/.exec((await received.textContent()) ?? '')?.[1];
    expect(paymentId).toBeDefined();

    // Razorpay's webhook (the stand-in's, through Hosting) starts the plan without the browser.
    const subscriptionsOf = async () =>
      (await db().collection('subscriptions').where('userId', '==', account.uid).get()).docs.map((doc) => doc.get('paymentId') as string);
    await poll(subscriptionsOf).toEqual([paymentId]);
    await received.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/UserDashboard?section=subscription');
    await page.getByRole('main').getByText('Active', { exact: true }).waitFor();
  });

  it('buys Starter: Pay ₹299, the dashboard shows the active plan with its payment id, and a receipt', async () => {
    const page = await openStarterInvoice();
    const checkout = await openCheckout(page);
    await checkout.getByRole('button', { name: 'Pay ₹299' }).click();

    const success = page.getByRole('dialog', { name: 'Subscription Successful!' });
    await success.getByText('Your plan has been activated successfully.').waitFor();
    await success.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/UserDashboard?section=subscription');

    const [subscription, ...more] = await learnerSubscriptions();
    expect(more).toHaveLength(0);
    expect(subscription?.get('planId')).toBe('starter');
    const paymentId = subscription?.get('paymentId') as string;
    expect(paymentId).toMatch(/^pay_/);

    const main = page.getByRole('main');
    await main.getByText('Active', { exact: true }).waitFor();
    await main.locator('.dash-detail').filter({ hasText: 'Payment ID' }).getByText(paymentId).waitFor();
    await main.locator('.dash-detail').filter({ hasText: 'Amount paid' }).getByText('₹299').waitFor();

    await main.getByRole('link', { name: 'Receipt' }).click();
    await page.waitForURL(`**/UserDashboard/receipt/${paymentId}`);
    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await receipt.getByText('₹299').waitFor();
    const receiptText = await receipt.textContent();
    expect(receiptText).toContain(paymentId);
    expect(receiptText).toContain('Starter');
    expect(receiptText).toContain('UPI');
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(true);

    // Webhooks for the same payment arrive too; still exactly one subscription.
    await poll(async () => (await learnerOrders()).filter((order) => order.status === 'paid')).toHaveLength(1);
    expect(await learnerSubscriptions()).toHaveLength(1);
  });
});
