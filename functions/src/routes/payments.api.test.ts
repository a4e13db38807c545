import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bearer, clearCollection as clear, createTestAccounts, errorBody, type TestAccount } from '../../../tests/support/api.js';
import { LOCAL_RAZORPAY_KEYS, startRazorpayStandIn, type RazorpayStandIn } from '../../../tools/razorpay-stand-in/server.js';
import { createApp } from '../app.js';
import { db } from '../lib/firebase.js';

/**
 * Paying for a plan end to end against the Auth and Firestore emulators and the LOCAL STAND-IN of
 * Razorpay (tools/razorpay-stand-in), which keeps real orders and payments, signs Checkout answers
 * and webhooks as Razorpay does, and is told here when to pay, fail and send each webhook.
 */

const { keyId, keySecret, webhookSecret } = LOCAL_RAZORPAY_KEYS;
const SETTINGS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_BASE_URL'] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

let razorpay: RazorpayStandIn;
let server: Server;
let webhookUrl: string;
let admin: TestAccount;
let student: TestAccount;
let other: TestAccount;

function configure() {
  process.env.RAZORPAY_KEY_ID = keyId;
  process.env.RAZORPAY_KEY_SECRET = keySecret;
  process.env.RAZORPAY_WEBHOOK_SECRET = webhookSecret;
  process.env.RAZORPAY_API_BASE_URL = razorpay.url;
}

beforeAll(async () => {
  ({ admin, student, other } = await createTestAccounts());
  // Webhooks are sent only when a test says so, so each test decides their order.
  razorpay = await startRazorpayStandIn({ port: 0, keyId, keySecret, webhookSecret, autoWebhooks: false, log: () => undefined });
  // The stand-in delivers webhooks over HTTP, as Razorpay does: the app listens on a real port.
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`;
});

afterAll(async () => {
  await razorpay.close();
  await new Promise((resolve) => server.close(resolve));
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const PLAN_BASE = { period: 'month', description: 'Notes.', features: [], notIncluded: [], status: 'active', duration: 1 };

beforeEach(async () => {
  configure();
  await Promise.all(['plans', 'subscriptions', 'payments', 'paymentOrders', 'rateLimits', 'mail'].map(clear));
  const now = Timestamp.now();
  await Promise.all(
    [
      { id: 'starter', name: 'Starter', price: 299 },
      { id: 'advanced', name: 'Advanced', price: 799, duration: 3 },
      { id: 'legacy', name: 'Starter', price: 199, status: 'inactive' },
      { id: 'free', name: 'Starter', price: 0 },
    ].map(({ id, ...fields }) =>
      db()
        .doc(`plans/${id}`)
        .set({ ...PLAN_BASE, ...fields, createdAt: now, updatedAt: now }),
    ),
  );
});

const orderFor = (planId: string, account: TestAccount | null = student, extra: object = {}) => {
  const request = api().post('/api/payments/order');
  return (account ? request.set(bearer(account.token)) : request).send({ planId, state: '27', ...extra });
};

type CheckoutAnswer = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

const subscribe = (body: { userId: string; planId: string } & Partial<CheckoutAnswer>, account: TestAccount = student) =>
  api().post('/api/plans/subscribe').set(bearer(account.token)).send(body);

/** Order, then the test checkout's Pay: what the browser holds when Checkout calls its handler. */
async function paidOrder(planId = 'starter', account: TestAccount = student): Promise<CheckoutAnswer> {
  const order = await orderFor(planId, account);
  expect(order.status).toBe(201);
  return razorpay.pay(order.body.orderId as string, { method: 'upi', email: account.email });
}

const mailsOfTemplate = async (template: string) => (await db().collection('mail').where('template', '==', template).get()).docs;

const subscriptionsOf = async (uid: string) => (await db().collection('subscriptions').where('userId', '==', uid).get()).docs;

/** One hex character changed: still 64 hex characters, no longer Razorpay's signature. */
const tampered = (signature: string) => signature.slice(0, 20) + (signature[20] === 'a' ? 'b' : 'a') + signature.slice(21);

async function webhook(event: 'payment.captured' | 'order.paid' | 'payment.failed', paymentId: string) {
  return razorpay.sendWebhook(event, paymentId, { url: webhookUrl });
}

/** A webhook as Razorpay signs it, with the payload given (e.g. a payment as it was when the event happened). */
function deliver(event: string, payload: object) {
  const body = JSON.stringify({ entity: 'event', event, payload });
  const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
  return api().post('/api/payments/webhook').set({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature }).send(body);
}

const revenue = async () => (await api().get('/api/admin/overview').set(bearer(admin.token))).body.revenue as number;

describe('POST /api/payments/order', () => {
  it('creates a Razorpay order for the stored price in paise, never the price sent, and keeps it', async () => {
    const response = await orderFor('starter', student, { amount: 100, price: 1 });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 29900,
      currency: 'INR',
      keyId,
      plan: { id: 'starter', name: 'Starter', price: 299, duration: 1 },
      prefill: { name: 'Asha', email: student.email, contact: expect.any(String) },
      discount: 0,
    });
    const { orderId } = response.body as { orderId: string };
    expect(razorpay.order(orderId)).toMatchObject({ amount: 29900, currency: 'INR', notes: { userId: student.uid, planId: 'starter' } });
    expect((await db().doc(`paymentOrders/${orderId}`).get()).data()).toMatchObject({
      userId: student.uid,
      plan: { id: 'starter', price: 299 },
      amount: 29900,
      status: 'created',
    });
    expect(JSON.stringify(response.body)).not.toContain(keySecret);
  });

  it.each([
    ['an inactive plan', 'legacy'],
    ['an unknown plan', 'no-such-plan'],
    ['an id that cannot name a plan', 'a/b'],
  ])('refuses %s with 400 Invalid plan selected.', async (_case, planId) => {
    const response = await orderFor(planId);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody('Invalid plan selected.'));
    expect(razorpay.orders().filter((order) => order.notes && (order.notes as Record<string, unknown>).planId === planId)).toEqual([]);
  });

  it('refuses a free plan (it needs no payment) and an anonymous caller', async () => {
    expect((await orderFor('free')).status).toBe(400);
    expect((await orderFor('starter', null)).status).toBe(401);
  });

  it('answers 429 after too many checkout attempts in an hour', async () => {
    process.env.PAYMENT_ORDERS_PER_USER = '2';
    try {
      expect((await orderFor('starter', other)).status).toBe(201);
      expect((await orderFor('advanced', other)).status).toBe(201);
      const refused = await orderFor('starter', other);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many payment attempts/);
      // Another student is not held back by it.
      expect((await orderFor('starter', admin)).status).toBe(201);
    } finally {
      delete process.env.PAYMENT_ORDERS_PER_USER;
    }
  });

  it('answers 503 while the Razorpay keys are not set', async () => {
    delete process.env.RAZORPAY_KEY_SECRET;
    const response = await orderFor('starter');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Online payments are not set up yet. Please contact us to subscribe.');
  });
});

describe('POST /api/plans/subscribe with a Razorpay payment', () => {
  it('verifies the payment and starts the plan, with the payment id on the subscription and a receipt', async () => {
    const answer = await paidOrder('starter');
    const response = await subscribe({ userId: student.uid, planId: 'starter', ...answer });

    expect(response.status).toBe(201);
    expect(response.body.subscription).toMatchObject({
      userId: student.uid,
      planId: 'starter',
      price: 299,
      status: 'active',
      paymentId: answer.razorpay_payment_id,
    });
    expect((await db().doc(`paymentOrders/${answer.razorpay_order_id}`).get()).data()).toMatchObject({
      status: 'paid',
      paymentId: answer.razorpay_payment_id,
      method: 'upi',
    });

    const receipts = await api().get('/api/payments/mine').set(bearer(student.token));
    expect(receipts.status).toBe(200);
    expect(receipts.body.payments).toEqual([
      expect.objectContaining({
        _id: answer.razorpay_payment_id,
        orderId: answer.razorpay_order_id,
        planName: 'Starter',
        amount: 299,
        method: 'upi',
        startDate: response.body.subscription.startDate,
        endDate: response.body.subscription.endDate,
      }),
    ]);
    // Another student sees none of it.
    expect((await api().get('/api/payments/mine').set(bearer(other.token))).body.payments).toEqual([]);
  });

  it('refuses a forged signature (one character changed) with 400 and changes nothing', async () => {
    const answer = await paidOrder('starter');
    const response = await subscribe({
      userId: student.uid,
      planId: 'starter',
      ...answer,
      razorpay_signature: tampered(answer.razorpay_signature),
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/could not verify this payment/);
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
    expect((await db().doc(`paymentOrders/${answer.razorpay_order_id}`).get()).get('status')).toBe('created');
  });

  it('refuses a signature made with another key, and a genuine one sent with another payment id', async () => {
    const answer = await paidOrder('starter');
    const otherKey = createHmac('sha256', 'not-our-secret')
      .update(`${answer.razorpay_order_id}|${answer.razorpay_payment_id}`)
      .digest('hex');
    expect((await subscribe({ userId: student.uid, planId: 'starter', ...answer, razorpay_signature: otherKey })).status).toBe(400);

    const second = await paidOrder('starter');
    const mixed = { ...answer, razorpay_payment_id: second.razorpay_payment_id };
    expect((await subscribe({ userId: student.uid, planId: 'starter', ...mixed })).status).toBe(400);
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
  });

  it('refuses a Starter payment offered for the Advanced plan', async () => {
    const answer = await paidOrder('starter');
    const response = await subscribe({ userId: student.uid, planId: 'advanced', ...answer });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This payment does not belong to this order. Please start the purchase again.');
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
  });

  it('refuses a payment whose amount is not the order’s', async () => {
    const answer = await paidOrder('starter');
    // As if the order had been for the Advanced price: the captured 299 does not pay for it.
    await db().doc(`paymentOrders/${answer.razorpay_order_id}`).update({ amount: 79900 });
    const response = await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/amount paid does not match/);
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
  });

  it('refuses another student’s order and payment, however genuine', async () => {
    const theirs = await paidOrder('starter', other);
    const response = await subscribe({ userId: student.uid, planId: 'starter', ...theirs });
    expect(response.status).toBe(400);
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
    expect(await subscriptionsOf(other.uid)).toHaveLength(0);
  });

  it('answers 402 for a payment Razorpay reports as failed, even with a valid signature', async () => {
    const order = await orderFor('starter');
    const failure = razorpay.fail(order.body.orderId as string);
    const paymentId = failure.error.metadata.payment_id;
    const signature = createHmac('sha256', keySecret)
      .update(`${order.body.orderId as string}|${paymentId}`)
      .digest('hex');
    const response = await subscribe({
      userId: student.uid,
      planId: 'starter',
      razorpay_order_id: order.body.orderId as string,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(response.status).toBe(402);
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
  });

  it('answers a replayed payment with the same subscription and never extends it', async () => {
    const answer = await paidOrder('starter');
    const first = await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    const [again, concurrentA, concurrentB] = await Promise.all([
      subscribe({ userId: student.uid, planId: 'starter', ...answer }),
      subscribe({ userId: student.uid, planId: 'starter', ...answer }),
      subscribe({ userId: student.uid, planId: 'starter', ...answer }),
    ]);
    for (const replay of [again, concurrentA, concurrentB]) {
      expect(replay.status).toBe(201);
      expect(replay.body.subscription).toEqual(first.body.subscription);
    }
    expect(await subscriptionsOf(student.uid)).toHaveLength(1);
  });

  it('counts captured payments as the admin’s revenue', async () => {
    await subscribe({ userId: student.uid, planId: 'starter', ...(await paidOrder('starter')) });
    await subscribe({ userId: other.uid, planId: 'advanced', ...(await paidOrder('advanced', other)) }, other);
    const overview = await api().get('/api/admin/overview').set(bearer(admin.token));
    expect(overview.body.revenue).toBe(299 + 799);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a body whose signature does not match with 400, and changes nothing', async () => {
    const answer = await paidOrder('starter');
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: razorpay.payment(answer.razorpay_payment_id) } },
    });
    const forged = createHmac('sha256', webhookSecret).update(body.replace('captured', 'captured ')).digest('hex');
    for (const signature of [forged, undefined]) {
      const request = api().post('/api/payments/webhook').set('Content-Type', 'application/json');
      const response = await (signature ? request.set('X-Razorpay-Signature', signature) : request).send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(errorBody('Invalid webhook signature.'));
    }
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
  });

  it('starts the plan when the webhook arrives first, and the browser’s callback then gets the same subscription', async () => {
    const answer = await paidOrder('starter');
    const delivered = await webhook('payment.captured', answer.razorpay_payment_id);
    expect(delivered.status).toBe(200);
    expect(await subscriptionsOf(student.uid)).toHaveLength(1);

    const callback = await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    expect(callback.status).toBe(201);
    expect(callback.body.subscription.paymentId).toBe(answer.razorpay_payment_id);
    expect(await subscriptionsOf(student.uid)).toHaveLength(1);
  });

  it('changes nothing when the webhooks arrive after the callback, however often Razorpay retries', async () => {
    const answer = await paidOrder('starter');
    const callback = await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    for (const event of ['payment.captured', 'order.paid', 'payment.captured'] as const) {
      expect((await webhook(event, answer.razorpay_payment_id)).status).toBe(200);
    }
    const stored = await subscriptionsOf(student.uid);
    expect(stored.map((doc) => doc.id)).toEqual([callback.body.subscription._id]);
  });

  it('starts one subscription when the webhook and the callback arrive together', async () => {
    const answer = await paidOrder('advanced');
    const [callback, delivered] = await Promise.all([
      subscribe({ userId: student.uid, planId: 'advanced', ...answer }),
      webhook('order.paid', answer.razorpay_payment_id),
    ]);
    expect([callback.status, delivered.status]).toEqual([201, 200]);
    expect(await subscriptionsOf(student.uid)).toHaveLength(1);
    // One receipt email queued for the payment, to the buyer, whichever got there first.
    const receipts = await mailsOfTemplate('payment-receipt');
    expect(receipts.map((doc) => doc.id)).toEqual([`receipt-${answer.razorpay_payment_id}`]);
    expect(receipts[0]?.data()).toMatchObject({
      userId: student.uid,
      status: 'queued',
      data: { planName: 'Advanced', amount: 79900, paymentId: answer.razorpay_payment_id },
    });
  });

  it('marks the order failed on payment.failed, with Razorpay’s reason, and starts nothing', async () => {
    const order = await orderFor('starter');
    const failure = razorpay.fail(order.body.orderId as string);
    expect((await webhook('payment.failed', failure.error.metadata.payment_id)).status).toBe(200);

    expect(
      (
        await db()
          .doc(`paymentOrders/${order.body.orderId as string}`)
          .get()
      ).data(),
    ).toMatchObject({
      status: 'failed',
      failureReason: failure.error.description,
    });
    expect((await db().doc(`payments/${failure.error.metadata.payment_id}`).get()).get('status')).toBe('failed');
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
    const users = await api().get('/api/admin/users?search=asha').set(bearer(admin.token));
    expect(users.body.users[0].latestPayment).toMatchObject({ status: 'failed', amount: 299 });
  });

  it('asks Razorpay before starting a plan: a capture reported after the payment was refunded starts nothing', async () => {
    const answer = await paidOrder('starter');
    // payment.captured is queued with the payment as it was then; the teacher refunds it before it arrives.
    const asCaptured = razorpay.payment(answer.razorpay_payment_id);
    razorpay.refund(answer.razorpay_payment_id, 29900);

    const delivered = await deliver('payment.captured', { payment: { entity: asCaptured } });
    expect(delivered.status).toBe(200);
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
    expect(await revenue()).toBe(0);
    // Nor does the browser's callback, which arrives after.
    const callback = await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    expect(callback.status).toBe(402);
    expect(callback.body.message).toBe('This payment was refunded, so it cannot start a plan.');
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
  });

  it('answers 200 and ignores events it does not handle and orders that are not ours', async () => {
    const answer = await paidOrder('starter');
    await db().doc(`paymentOrders/${answer.razorpay_order_id}`).delete();
    expect((await webhook('payment.captured', answer.razorpay_payment_id)).status).toBe(200);

    const body = JSON.stringify({ entity: 'event', event: 'refund.processed', payload: {} });
    const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
    const response = await api()
      .post('/api/payments/webhook')
      .set({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature })
      .send(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ignored' });
    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
  });
});

describe('refunds (refund.processed from Razorpay)', () => {
  /** The event Razorpay sends once a refund is processed: the payment with its running total refunded. */
  async function refundEvent(paymentId: string, amountRefunded: number) {
    const payment = razorpay.payment(paymentId);
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: 'rfnd_Test000000001', payment_id: paymentId, amount: amountRefunded, status: 'processed' } },
        payment: {
          entity: {
            ...payment,
            amount_refunded: amountRefunded,
            refund_status: amountRefunded >= (payment?.amount ?? 0) ? 'full' : 'partial',
          },
        },
      },
    });
    const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
    return api().post('/api/payments/webhook').set({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature }).send(body);
  }

  it('cancels the plan a full refund paid for, takes it off the revenue and the receipts, once however often it arrives', async () => {
    const answer = await paidOrder('starter');
    await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    expect(await revenue()).toBe(299);

    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await refundEvent(answer.razorpay_payment_id, 29900);
      expect(response.status).toBe(200);
    }
    const check = await api().get(`/api/plans/check/${student.uid}`).set(bearer(student.token));
    expect(check.body).toMatchObject({ isSubscribed: false, subscription: { status: 'cancelled', paymentId: answer.razorpay_payment_id } });
    expect((await db().doc(`paymentOrders/${answer.razorpay_order_id}`).get()).get('status')).toBe('refunded');
    expect(await revenue()).toBe(0);
    expect((await api().get('/api/payments/mine').set(bearer(student.token))).body.payments).toEqual([]);
    // One refund email, though the event arrived twice.
    const refunds = await mailsOfTemplate('refund-processed');
    expect(refunds.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        userId: student.uid,
        data: { planName: 'Starter', amountRefunded: 29900, paymentId: answer.razorpay_payment_id, full: true },
      }),
    ]);
  });

  it('keeps a refunded order refunded when an earlier failed attempt on it is reported late', async () => {
    const order = await orderFor('starter');
    const orderId = order.body.orderId as string;
    // First attempt fails (its webhook is delayed), the second pays, then the teacher refunds it.
    const failure = razorpay.fail(orderId);
    const answer = razorpay.pay(orderId);
    await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    await refundEvent(answer.razorpay_payment_id, 29900);
    expect((await webhook('payment.failed', failure.error.metadata.payment_id)).status).toBe(200);
    expect((await db().doc(`paymentOrders/${answer.razorpay_order_id}`).get()).get('status')).toBe('refunded');
    expect((await db().doc(`payments/${answer.razorpay_payment_id}`).get()).get('status')).toBe('refunded');
  });

  it('keeps the plan after a partial refund and takes only the refunded part off the revenue', async () => {
    const answer = await paidOrder('advanced');
    await subscribe({ userId: student.uid, planId: 'advanced', ...answer });
    expect((await refundEvent(answer.razorpay_payment_id, 20000)).status).toBe(200);

    const check = await api().get(`/api/plans/check/${student.uid}`).set(bearer(student.token));
    expect(check.body).toMatchObject({ isSubscribed: true, subscription: { status: 'active' } });
    expect(await revenue()).toBe(799 - 200);
  });

  it('never undoes a full refund with a partial refund event that arrives late', async () => {
    const answer = await paidOrder('starter');
    await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    await refundEvent(answer.razorpay_payment_id, 29900);
    // The event of an earlier partial refund, delivered after the one that completed the refund.
    expect((await refundEvent(answer.razorpay_payment_id, 10000)).status).toBe(200);

    const payment = (await db().doc(`payments/${answer.razorpay_payment_id}`).get()).data();
    expect(payment).toMatchObject({ status: 'refunded', amountRefunded: 29900 });
    expect(await revenue()).toBe(0);
    const check = await api().get(`/api/plans/check/${student.uid}`).set(bearer(student.token));
    expect(check.body).toMatchObject({ isSubscribed: false, subscription: { status: 'cancelled' } });
  });

  it('ignores a refund of a payment that is not ours', async () => {
    const order = await orderFor('starter');
    const paid = razorpay.pay(order.body.orderId as string);
    // Paid at Razorpay but never recorded here (no callback, no webhook yet).
    const response = await refundEvent(paid.razorpay_payment_id, 29900);
    expect(response.body).toEqual({ status: 'ignored' });
  });
});

describe('disputes and chargebacks (payment.dispute.* from Razorpay)', () => {
  function disputeEvent(paymentId: string, status: string, event = `payment.dispute.${status === 'open' ? 'created' : status}`) {
    const payment = razorpay.payment(paymentId)!;
    return deliver(event, {
      payment: { entity: payment },
      dispute: {
        entity: {
          id: 'disp_Test000000001',
          entity: 'dispute',
          payment_id: paymentId,
          amount: payment.amount,
          currency: 'INR',
          reason_code: 'chargeback_fraud',
          phase: 'chargeback',
          status,
        },
      },
    });
  }

  const latestPaymentShown = async () =>
    (await api().get('/api/admin/users?search=asha').set(bearer(admin.token))).body.users[0].latestPayment as { status: string };

  it('records an open dispute on the payment and shows it to the admin, leaving access alone', async () => {
    const answer = await paidOrder('starter');
    await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    expect((await disputeEvent(answer.razorpay_payment_id, 'open')).status).toBe(200);

    expect((await db().doc(`payments/${answer.razorpay_payment_id}`).get()).get('dispute')).toMatchObject({
      id: 'disp_Test000000001',
      status: 'open',
      amount: 29900,
      reasonCode: 'chargeback_fraud',
    });
    expect(await latestPaymentShown()).toMatchObject({ status: 'disputed' });
    const check = await api().get(`/api/plans/check/${student.uid}`).set(bearer(student.token));
    expect(check.body.isSubscribed).toBe(true);
  });

  it('ends the access a lost dispute paid for and takes it off the revenue; a late update does not revive it', async () => {
    const answer = await paidOrder('starter');
    await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    await disputeEvent(answer.razorpay_payment_id, 'open');
    expect((await disputeEvent(answer.razorpay_payment_id, 'lost')).status).toBe(200);
    expect((await disputeEvent(answer.razorpay_payment_id, 'under_review')).status).toBe(200);

    const check = await api().get(`/api/plans/check/${student.uid}`).set(bearer(student.token));
    expect(check.body).toMatchObject({ isSubscribed: false, subscription: { status: 'cancelled' } });
    expect((await db().doc(`payments/${answer.razorpay_payment_id}`).get()).get('dispute.status')).toBe('lost');
    expect(await latestPaymentShown()).toMatchObject({ status: 'chargeback' });
    expect(await revenue()).toBe(0);
  });

  it('shows a won dispute as paid again and keeps the plan', async () => {
    const answer = await paidOrder('starter');
    await subscribe({ userId: student.uid, planId: 'starter', ...answer });
    await disputeEvent(answer.razorpay_payment_id, 'open');
    await disputeEvent(answer.razorpay_payment_id, 'won');

    expect(await latestPaymentShown()).toMatchObject({ status: 'paid' });
    const check = await api().get(`/api/plans/check/${student.uid}`).set(bearer(student.token));
    expect(check.body.isSubscribed).toBe(true);
    expect(await revenue()).toBe(299);
  });
});
