import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, REFUND_DUE_MESSAGES } from '@chem/contract';
import { api, bearer, createAccount, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { usePayments } from '../../../tests/support/payments.js';
import { db } from '../lib/firebase.js';

/**
 * Coupons against the emulators and the LOCAL STAND-IN of Razorpay: the admin's codes, the check
 * before paying, the discounted Razorpay order, the use counted on verification, the race for the
 * last use, and payments whose coupon can no longer be honoured when they are verified.
 */

const { state, order, buy, refundInFull, capturedWebhook, confirm } = usePayments(['coupons', 'invoices']);

let admin: TestAccount;
let student: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  ({ admin, student, other } = await createTestAccounts());
});

const DAY = 86_400_000;
const coupon = (fields: object = {}) => ({
  code: 'diwali25',
  kind: 'percent',
  value: 25,
  validFrom: new Date(Date.now() - DAY).toISOString(),
  validUntil: new Date(Date.now() + DAY).toISOString(),
  ...fields,
});

const createCoupon = (body: object, account: TestAccount | null = admin) => {
  const request = api().post('/api/coupons');
  return (account ? request.set(bearer(account.token)) : request).send(body);
};

const check = (account: TestAccount, planId: string, code: string) =>
  api().post('/api/coupons/check').set(bearer(account.token)).send({ planId, code });

describe('admin coupons', () => {
  it('are created with the normalized code as id and listed; students and anonymous callers are refused', async () => {
    const created = await createCoupon(coupon({ maxUses: 10 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'DIWALI25',
      kind: 'percent',
      value: 25,
      maxUses: 10,
      usedCount: 0,
      active: true,
      planIds: [],
    });
    expect((await db().doc('coupons/DIWALI25').get()).get('usedCount')).toBe(0);
    expect((await createCoupon(coupon({ code: 'DIWALI25' }))).status).toBe(409);
    expect((await api().get('/api/coupons').set(bearer(admin.token))).body).toHaveLength(1);
    expect((await createCoupon(coupon({ code: 'other1' }), student)).status).toBe(403);
    expect((await createCoupon(coupon({ code: 'other2' }), null)).status).toBe(401);
    expect((await api().get('/api/coupons').set(bearer(student.token))).status).toBe(403);
  });

  it('are switched off by an update', async () => {
    await createCoupon(coupon());
    const updated = await api()
      .put('/api/coupons/diwali25')
      .set(bearer(admin.token))
      .send(coupon({ active: false }));
    expect(updated.status).toBe(200);
    expect(updated.body.active).toBe(false);
    expect((await check(student, 'starter', 'DIWALI25')).body.message).toBe(COUPON_MESSAGES.inactive);
  });
});

describe('using a coupon', () => {
  it('shows the discounted price, charges it through Razorpay and counts the use only when the payment is verified', async () => {
    await createCoupon(coupon());
    const checked = await check(student, 'starter', '  Diwali25 ');
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ code: 'DIWALI25', price: 29900, discount: 7475, payable: 22425 });

    const ordered = await order(student, { planId: 'starter', coupon: 'diwali25' });
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({ amount: 22425, discount: 7475 });
    expect(state.razorpay.order(ordered.body.orderId as string)).toMatchObject({ amount: 22425 });
    expect((await db().doc('coupons/DIWALI25').get()).get('usedCount')).toBe(0);

    const answer = state.razorpay.pay(ordered.body.orderId as string, { method: 'upi', email: student.email });
    const confirmed = await api()
      .post('/api/plans/subscribe')
      .set(bearer(student.token))
      .send({ userId: student.uid, planId: 'starter', ...answer });
    expect(confirmed.status).toBe(201);
    expect((await db().doc('coupons/DIWALI25').get()).get('usedCount')).toBe(1);
    expect((await db().doc(`coupons/DIWALI25/redemptions/${student.uid}`).get()).get('status')).toBe('used');
    // Once per student.
    expect((await check(student, 'starter', 'diwali25')).body.message).toBe(COUPON_MESSAGES.alreadyUsed);
    expect((await order(student, { planId: 'starter', coupon: 'diwali25' })).body.message).toBe(COUPON_MESSAGES.alreadyUsed);
  });

  it.each([
    ['unknown', {}, 'NOSUCHCODE', COUPON_MESSAGES.unknown],
    ['inactive', { active: false }, 'DIWALI25', COUPON_MESSAGES.inactive],
    [
      'not yet valid',
      { validFrom: new Date(Date.now() + DAY).toISOString(), validUntil: new Date(Date.now() + 2 * DAY).toISOString() },
      'DIWALI25',
      COUPON_MESSAGES.notYetValid,
    ],
    [
      'expired',
      { validFrom: new Date(Date.now() - 2 * DAY).toISOString(), validUntil: new Date(Date.now() - DAY).toISOString() },
      'DIWALI25',
      COUPON_MESSAGES.expired,
    ],
    ['for another plan', { planIds: ['advanced'] }, 'DIWALI25', COUPON_MESSAGES.wrongPlan],
  ])('refuses a code that is %s with 400 and its own message, at the check and at the order', async (_case, fields, code, message) => {
    await createCoupon(coupon(fields));
    const ordersBefore = state.razorpay.orders().length;
    const checked = await check(student, 'starter', code);
    expect(checked.status).toBe(400);
    expect(checked.body.message).toBe(message);
    const ordered = await order(student, { planId: 'starter', coupon: code });
    expect(ordered.status).toBe(400);
    expect(ordered.body.message).toBe(message);
    expect(state.razorpay.orders()).toHaveLength(ordersBefore);
  });

  it('refuses a used-up code', async () => {
    await createCoupon(coupon({ maxUses: 1 }));
    await buy(other, { planId: 'starter', coupon: 'diwali25' });
    const checked = await check(student, 'starter', 'diwali25');
    expect(checked.status).toBe(400);
    expect(checked.body.message).toBe(COUPON_MESSAGES.usedUp);
  });

  it('gives the last use to exactly one of students racing for it; the other is told before paying', async () => {
    await createCoupon(coupon({ maxUses: 1 }));
    const racers = await Promise.all([1, 2, 3, 4].map((n) => createAccount({ email: `racer${n}@example.com` })));
    const answers = await Promise.all(racers.map((racer) => order(racer, { planId: 'starter', coupon: 'DIWALI25' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400)) expect(refused.body.message).toBe(COUPON_MESSAGES.usedUp);
    // An unpaid hold lapses: once it has expired, the use is free again.
    const holds = await db().collection('coupons/DIWALI25/redemptions').get();
    expect(holds.size).toBe(1);
    await holds.docs[0]!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await check(student, 'starter', 'DIWALI25')).status).toBe(200);
  });

  it('skips the payment when a coupon takes the whole price, and never goes below zero', async () => {
    await createCoupon(coupon({ code: 'FREEMONTH', kind: 'fixed', value: 5000 }));
    const ordersBefore = state.razorpay.orders().length;
    expect((await check(student, 'starter', 'freemonth')).body).toEqual({ code: 'FREEMONTH', price: 29900, discount: 29900, payable: 0 });
    const ordered = await order(student, { planId: 'starter', coupon: 'freemonth' });
    expect(ordered.status).toBe(201);
    expect(ordered.body).toMatchObject({
      amount: 0,
      discount: 29900,
      subscription: { userId: student.uid, planId: 'starter', status: 'active' },
    });
    expect(state.razorpay.orders()).toHaveLength(ordersBefore);
    expect((await db().doc('coupons/FREEMONTH').get()).get('usedCount')).toBe(1);
  });
});

describe('a coupon honoured when the payment is verified, not when the order is made', () => {
  const usedCount = async (code = 'DIWALI25') => (await db().doc(`coupons/${code}`).get()).get('usedCount') as number;
  const subscriptionsOf = async (uid: string) => (await db().collection('subscriptions').where('userId', '==', uid).get()).docs;
  const stored = async (path: string) => (await db().doc(path).get()).data();
  const pay = (orderId: string, account: TestAccount) => state.razorpay.pay(orderId, { method: 'upi', email: account.email });
  /** The student lingers at Checkout past HOLD_MINUTES: the hold on the coupon's use lapses. */
  const lapseHold = (code: string, uid: string) =>
    db()
      .doc(`coupons/${code}/redemptions/${uid}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

  it('starts one plan for two orders paid with one once-per-student code: the second payment is recorded as owed back', async () => {
    await createCoupon(coupon());
    const first = await order(student, { planId: 'starter', coupon: 'DIWALI25' });
    const second = await order(student, { planId: 'starter', coupon: 'DIWALI25' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const firstPaid = pay(first.body.orderId as string, student);
    const secondPaid = pay(second.body.orderId as string, student);

    expect((await confirm(student, 'starter', firstPaid)).status).toBe(201);
    const refused = await confirm(student, 'starter', secondPaid);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REFUND_DUE_MESSAGES['coupon-already-used']);
    // Asked again, and reported by Razorpay's webhook after: the same outcome, nothing more.
    expect((await confirm(student, 'starter', secondPaid)).status).toBe(409);
    expect((await capturedWebhook(secondPaid.razorpay_payment_id)).body).toEqual({ status: 'processed' });

    expect(await subscriptionsOf(student.uid)).toHaveLength(1);
    expect(await usedCount()).toBe(1);
    expect(await stored(`coupons/DIWALI25/redemptions/${student.uid}`)).toMatchObject({
      status: 'used',
      orderId: first.body.orderId,
      paymentId: firstPaid.razorpay_payment_id,
    });
    const owed = await stored(`payments/${secondPaid.razorpay_payment_id}`);
    expect(owed).toMatchObject({ status: 'captured', amount: 22425, refundDue: 'coupon-already-used', refundOpen: true });
    expect(owed?.subscriptionId).toBeUndefined();
    expect(await stored(`paymentOrders/${second.body.orderId as string}`)).toMatchObject({
      status: 'needs-refund',
      refundReason: 'coupon-already-used',
      paymentId: secondPaid.razorpay_payment_id,
    });
    // Money that bought nothing gets no invoice and no receipt email, but stays in the revenue until refunded.
    expect((await db().doc(`invoices/${secondPaid.razorpay_payment_id}`).get()).exists).toBe(false);
    expect((await db().doc(`mail/receipt-${secondPaid.razorpay_payment_id}`).get()).exists).toBe(false);

    // The teacher sees it on the Overview, with the student and the reason, and in the Users list.
    const overview = await api().get('/api/admin/overview').set(bearer(admin.token));
    expect(overview.body.revenue).toBe(224.25 * 2);
    expect(overview.body.refundsDue).toEqual([
      {
        paymentId: secondPaid.razorpay_payment_id,
        orderId: second.body.orderId,
        userId: student.uid,
        name: 'Asha',
        email: student.email,
        planName: 'Starter',
        amount: 224.25,
        refunded: 0,
        reason: 'coupon-already-used',
        at: expect.any(String),
      },
    ]);
    const users = await api().get('/api/admin/users').query({ search: student.email }).set(bearer(admin.token));
    expect(users.body.users[0].latestPayment).toMatchObject({
      status: 'needs-refund',
      refundReason: 'coupon-already-used',
      amount: 224.25,
    });
    // The student sees the payment as received, with no plan and a refund to come.
    const mine = await api().get('/api/payments/mine').set(bearer(student.token));
    expect(mine.body.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: secondPaid.razorpay_payment_id, refundDue: 'coupon-already-used', endDate: null, invoice: null }),
        expect.objectContaining({ _id: firstPaid.razorpay_payment_id, refundDue: null }),
      ]),
    );

    // Once the teacher has refunded it in full, the order says so and it leaves the Overview's list.
    expect((await refundInFull(secondPaid.razorpay_payment_id)).status).toBe(200);
    expect((await stored(`paymentOrders/${second.body.orderId as string}`))?.status).toBe('refunded');
    const after = await api().get('/api/admin/overview').set(bearer(admin.token));
    expect(after.body.refundsDue).toEqual([]);
    expect(after.body.revenue).toBe(224.25);
    expect(await subscriptionsOf(student.uid)).toHaveLength(1);
  });

  it('does not honour a lapsed hold whose last use another student then took and paid for: owed back, maxUses kept', async () => {
    await createCoupon(coupon({ maxUses: 1 }));
    const late = await order(student, { planId: 'starter', coupon: 'DIWALI25' });
    await lapseHold('DIWALI25', student.uid);
    await buy(other, { planId: 'starter', coupon: 'DIWALI25' });
    expect(await usedCount()).toBe(1);

    const paid = pay(late.body.orderId as string, student);
    // Razorpay's webhook comes first this time; the browser's confirmation after it gets the same answer.
    expect((await capturedWebhook(paid.razorpay_payment_id)).body).toEqual({ status: 'processed' });
    const refused = await confirm(student, 'starter', paid);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REFUND_DUE_MESSAGES['coupon-used-up']);

    expect(await subscriptionsOf(student.uid)).toHaveLength(0);
    expect(await usedCount()).toBe(1);
    expect(await stored(`payments/${paid.razorpay_payment_id}`)).toMatchObject({ status: 'captured', refundDue: 'coupon-used-up' });
    expect(await stored(`paymentOrders/${late.body.orderId as string}`)).toMatchObject({
      status: 'needs-refund',
      refundReason: 'coupon-used-up',
    });
    expect((await stored(`coupons/DIWALI25/redemptions/${student.uid}`))?.status).toBe('held');
  });

  it('honours a lapsed hold while a use is still free, but never takes the use another student holds', async () => {
    await createCoupon(coupon({ code: 'spare1', maxUses: 1 }));
    const slow = await order(student, { planId: 'starter', coupon: 'SPARE1' });
    await lapseHold('SPARE1', student.uid);
    expect((await confirm(student, 'starter', pay(slow.body.orderId as string, student))).status).toBe(201);
    expect(await usedCount('SPARE1')).toBe(1);

    await createCoupon(coupon({ code: 'last1', maxUses: 1 }));
    const lapsed = await order(student, { planId: 'advanced', coupon: 'LAST1' });
    await lapseHold('LAST1', student.uid);
    const held = await order(other, { planId: 'advanced', coupon: 'LAST1' });
    expect(held.status).toBe(201);
    const refused = await confirm(student, 'advanced', pay(lapsed.body.orderId as string, student));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REFUND_DUE_MESSAGES['coupon-used-up']);
    expect((await confirm(other, 'advanced', pay(held.body.orderId as string, other))).status).toBe(201);
    expect(await usedCount('LAST1')).toBe(1);
  });

  it('gives one outcome when the webhook and the browser verify the same coupon payment at once', async () => {
    await createCoupon(coupon({ code: 'twice1' }));
    const kept = await order(other, { planId: 'starter', coupon: 'TWICE1' });
    const extra = await order(other, { planId: 'starter', coupon: 'TWICE1' });
    const keptPaid = pay(kept.body.orderId as string, other);
    const extraPaid = pay(extra.body.orderId as string, other);

    const [confirmed, reported] = await Promise.all([confirm(other, 'starter', keptPaid), capturedWebhook(keptPaid.razorpay_payment_id)]);
    expect([confirmed.status, reported.status]).toEqual([201, 200]);
    expect(await usedCount('TWICE1')).toBe(1);

    const [refused, owed] = await Promise.all([confirm(other, 'starter', extraPaid), capturedWebhook(extraPaid.razorpay_payment_id)]);
    expect([refused.status, owed.status]).toEqual([409, 200]);
    expect(await subscriptionsOf(other.uid)).toHaveLength(1);
    expect(await usedCount('TWICE1')).toBe(1);
    expect(await stored(`payments/${extraPaid.razorpay_payment_id}`)).toMatchObject({ refundDue: 'coupon-already-used' });
    expect((await db().collection('payments').where('orderId', '==', extra.body.orderId).get()).size).toBe(1);
  });
});
