/**
 * The setting of API tests that pay: the LOCAL STAND-IN of Razorpay (tools/razorpay-stand-in),
 * its keys in the environment, plans in Firestore, and helpers to order, pay and refund as a
 * student and Razorpay would. Call `usePayments()` at the top of a test file.
 */
import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { LOCAL_RAZORPAY_KEYS, startRazorpayStandIn, type RazorpayStandIn } from '../../tools/razorpay-stand-in/server.js';
import { db } from '../../functions/src/lib/firebase.js';
import { api, bearer, clearCollection, type TestAccount } from './api.js';

export { clearCollection };

const { keyId, keySecret, webhookSecret } = LOCAL_RAZORPAY_KEYS;
const SETTINGS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_BASE_URL'] as const;

const PLAN_BASE = { period: 'month', description: 'Notes.', features: [], notIncluded: [], status: 'active', duration: 1 };
export const TEST_PLANS = [
  { id: 'starter', name: 'Starter', price: 299 },
  { id: 'advanced', name: 'Advanced', price: 799, duration: 3 },
];

export function usePayments(collections: string[]) {
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
  const state: { razorpay: RazorpayStandIn } = {} as { razorpay: RazorpayStandIn };

  beforeAll(async () => {
    state.razorpay = await startRazorpayStandIn({ port: 0, keyId, keySecret, webhookSecret, autoWebhooks: false, log: () => undefined });
  });
  afterAll(async () => {
    await state.razorpay.close();
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  beforeEach(async () => {
    process.env.RAZORPAY_KEY_ID = keyId;
    process.env.RAZORPAY_KEY_SECRET = keySecret;
    process.env.RAZORPAY_WEBHOOK_SECRET = webhookSecret;
    process.env.RAZORPAY_API_BASE_URL = state.razorpay.url;
    await Promise.all(['plans', 'subscriptions', 'payments', 'paymentOrders', 'rateLimits', ...collections].map(clearCollection));
    const now = Timestamp.now();
    await Promise.all(
      TEST_PLANS.map(({ id, ...fields }) =>
        db()
          .doc(`plans/${id}`)
          .set({ ...PLAN_BASE, ...fields, createdAt: now, updatedAt: now }),
      ),
    );
  });

  const order = (account: TestAccount, body: { planId: string; state?: string; coupon?: string }) =>
    api()
      .post('/api/payments/order')
      .set(bearer(account.token))
      .send({ state: '27', ...body });

  /** Order, pay in the stand-in's checkout, and confirm as the browser does; answers the payment id. */
  async function buy(account: TestAccount, body: { planId: string; state?: string; coupon?: string }): Promise<string> {
    const ordered = await order(account, body);
    if (ordered.status !== 201) throw new Error(`order: ${ordered.status} ${JSON.stringify(ordered.body)}`);
    const answer = state.razorpay.pay(ordered.body.orderId as string, { method: 'upi', email: account.email });
    const confirmed = await api()
      .post('/api/plans/subscribe')
      .set(bearer(account.token))
      .send({ userId: account.uid, planId: body.planId, ...answer });
    if (confirmed.status !== 201) throw new Error(`subscribe: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    return answer.razorpay_payment_id;
  }

  /** The teacher refunds in full in Razorpay's dashboard, and Razorpay reports it. */
  async function refundInFull(paymentId: string) {
    const payment = state.razorpay.refund(paymentId, state.razorpay.payment(paymentId)!.amount);
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: { payment: { entity: { ...payment, amount_refunded: payment.amount } } },
    });
    const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
    return api().post('/api/payments/webhook').set({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature }).send(body);
  }

  /** Razorpay's `payment.captured` webhook for a payment as the stand-in holds it now, delivered to the app in this process. */
  function capturedWebhook(paymentId: string) {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: state.razorpay.payment(paymentId) } },
    });
    const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
    return api().post('/api/payments/webhook').set({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature }).send(body);
  }

  /** The browser's confirmation after Checkout: POST /api/plans/subscribe with Checkout's answer. */
  const confirm = (account: TestAccount, planId: string, answer: object) =>
    api()
      .post('/api/plans/subscribe')
      .set(bearer(account.token))
      .send({ userId: account.uid, planId, ...answer });

  return { state, order, buy, refundInFull, capturedWebhook, confirm };
}
