import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@chem/contract';
import { api, bearer, createAccount, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { usePayments } from '../../../tests/support/payments.js';
import { db } from '../lib/firebase.js';

/**
 * Coupons against the emulators and the LOCAL STAND-IN of Razorpay: the admin's codes, the check
 * before paying, the discounted Razorpay order, the use counted on verification, and the race for
 * the last use.
 */

const { state, order, buy } = usePayments(['coupons']);

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
