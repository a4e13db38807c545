import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bearer, clearCollection as clear, createTestAccounts, errorBody, type TestAccount } from '../../../tests/support/api.js';
import { addCalendarMonths } from '@chem/contract';
import { db } from '../lib/firebase.js';
import { FREE_PLAN_RUNNING, checkSubscription, subscribeToFreePlan } from '../services/subscriptions.js';

let admin: TestAccount;
let student: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  ({ admin, student, other } = await createTestAccounts());
});

beforeEach(async () => {
  await Promise.all([clear('plans'), clear('subscriptions')]);
});

const starter = {
  name: 'Starter',
  price: 299,
  period: 'month',
  description: 'Typed notes for one subject.',
  features: ['Typed PDF notes', 'Recorded lectures'],
  notIncluded: ['Mentorship'],
  status: 'active',
  duration: 1,
};

/** A plan written straight to Firestore, for tests about reading and buying plans. */
async function storedPlan(id: string, fields: Partial<typeof starter> = {}) {
  const now = Timestamp.now();
  await db()
    .doc(`plans/${id}`)
    .set({ ...starter, ...fields, createdAt: now, updatedAt: now });
  return id;
}

// `null` as the token sends the request anonymously.
const withToken = <T extends { set(headers: Record<string, string>): T }>(request: T, token: string | null) =>
  token ? request.set(bearer(token)) : request;

const createPlan = (body: unknown, token: string | null = admin.token) =>
  withToken(api().post('/api/plans/createPlan'), token).send(body as object);
const updatePlan = (id: string, body: unknown, token: string | null = admin.token) =>
  withToken(api().put(`/api/plans/updatePlan/${id}`), token).send(body as object);
const deletePlan = (id: string, token: string | null = admin.token) => withToken(api().delete(`/api/plans/deletePlan/${id}`), token);
const subscribeTo = (body: unknown, token: string | null = student.token) =>
  withToken(api().post('/api/plans/subscribe'), token).send(body as object);
const check = (userId: string, token: string | null = student.token) => withToken(api().get(`/api/plans/check/${userId}`), token);

const storedSubscriptions = async (userId: string) =>
  (await db().collection('subscriptions').where('userId', '==', userId).get()).docs.map((doc) => ({ _id: doc.id, ...doc.data() }));

describe('GET /api/plans/getAllPlans', () => {
  beforeEach(async () => {
    await storedPlan('pro', { name: 'Pro Mentorship', price: 2499, duration: 12 });
    await storedPlan('starter', { price: 299 });
    await storedPlan('advanced', { name: 'Advanced', price: 799, duration: 3 });
    await storedPlan('legacy', { price: 199, status: 'inactive' });
  });

  it('shows visitors the active plans only, cheapest first, with every plan field', async () => {
    const response = await api().get('/api/plans/getAllPlans');

    expect(response.status).toBe(200);
    expect(response.body.map((plan: { _id: string }) => plan._id)).toEqual(['starter', 'advanced', 'pro']);
    expect(response.body[0]).toEqual({ _id: 'starter', ...starter, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(response.headers['cache-control']).toMatch(/^public, /);
  });

  it('shows a signed-in student the active plans only, uncached', async () => {
    const response = await api().get('/api/plans/getAllPlans').set(bearer(student.token));
    expect(response.body.map((plan: { _id: string }) => plan._id)).toEqual(['starter', 'advanced', 'pro']);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('shows the admin the inactive plans too', async () => {
    const response = await api().get('/api/plans/getAllPlans').set(bearer(admin.token));
    expect(response.body.map((plan: { _id: string }) => plan._id)).toEqual(['legacy', 'starter', 'advanced', 'pro']);
    expect(response.body[0].status).toBe('inactive');
  });
});

describe('POST /api/plans/createPlan', () => {
  it('creates the plan and answers 201 with it', async () => {
    const response = await createPlan({ ...starter, name: 'Advanced', price: 799, duration: 3, period: '3 months' });

    expect(response.status).toBe(201);
    const expected = { ...starter, name: 'Advanced', price: 799, duration: 3, period: '3 months' };
    expect(response.body).toEqual({ _id: expect.any(String), ...expected, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await db().doc(`plans/${response.body._id}`).get()).data()).toMatchObject(expected);
  });

  it('splits comma-separated lists, reads numbers sent as text, and fills the defaults', async () => {
    const response = await createPlan({
      name: 'Pro Mentorship',
      price: '2499',
      description: ' Mentorship for a year. ',
      features: 'Notes, Live sessions, , Mentorship ',
      notIncluded: '',
      totalcredits: 40,
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Pro Mentorship',
      price: 2499,
      description: 'Mentorship for a year.',
      features: ['Notes', 'Live sessions', 'Mentorship'],
      notIncluded: [],
      status: 'active',
      duration: 1,
      period: '',
    });
    expect(response.body).not.toHaveProperty('totalcredits');
  });

  it.each([
    ['a missing price', { price: undefined }, 'Price is required.'],
    ['an empty price', { price: '' }, 'Price is required.'],
    ['a negative price', { price: -1 }, 'Price cannot be negative.'],
    ['a price that is not a number', { price: 'free' }, 'Price must be a number (in rupees).'],
    ['a missing description', { description: undefined }, 'Description is required.'],
    ['a blank description', { description: '   ' }, 'Description is required.'],
    ['a missing name', { name: undefined }, 'Plan name is required.'],
    ['a name outside the three plans', { name: 'Gold' }, 'Plan name must be Starter, Advanced or Pro Mentorship.'],
    ['an unknown status', { status: 'archived' }, 'Status must be active or inactive.'],
    ['a duration of 0 months', { duration: 0 }, 'Duration must be at least 1 month.'],
    ['a duration in part months', { duration: 1.5 }, 'Duration must be a whole number of months.'],
    ['features that are not text', { features: [1, 2] }, 'Features must be a list of text.'],
    [
      'not-included that is neither a list nor text',
      { notIncluded: { a: 1 } },
      'Not included must be a list of text (or one comma-separated line).',
    ],
  ])('refuses %s with 400 and says why', async (_case, change, message) => {
    const response = await createPlan({ ...starter, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody(message));
    expect((await db().collection('plans').count().get()).data().count).toBe(0);
  });

  it('refuses an anonymous caller with 401 and a student with 403', async () => {
    expect((await createPlan(starter, null)).status).toBe(401);
    const asStudent = await createPlan(starter, student.token);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe('Admin access required.');
    expect((await db().collection('plans').count().get()).data().count).toBe(0);
  });
});

describe('PUT /api/plans/updatePlan/:id', () => {
  beforeEach(async () => {
    await storedPlan('starter');
  });

  it('changes only the fields sent and answers with the whole plan', async () => {
    const before = (await db().doc('plans/starter').get()).data();
    const response = await updatePlan('starter', { price: 349, features: 'Notes, Worksheets', status: 'inactive' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: 'starter',
      name: 'Starter',
      price: 349,
      features: ['Notes', 'Worksheets'],
      status: 'inactive',
    });
    const stored = (await db().doc('plans/starter').get()).data();
    expect(stored).toMatchObject({ description: starter.description, duration: 1, price: 349 });
    expect(stored?.updatedAt.toMillis()).toBeGreaterThanOrEqual(before?.updatedAt.toMillis());
  });

  it('checks each field it is sent as create does', async () => {
    expect((await updatePlan('starter', { price: -5 })).body).toEqual(errorBody('Price cannot be negative.'));
    expect((await updatePlan('starter', { price: '' })).body).toEqual(errorBody('Price is required.'));
    expect((await updatePlan('starter', { description: '' })).body).toEqual(errorBody('Description is required.'));
    expect((await updatePlan('starter', { duration: 0 })).status).toBe(400);
    expect((await updatePlan('starter', {})).body).toEqual(errorBody('Nothing to update: send at least one plan field.'));
    expect((await db().doc('plans/starter').get()).data()?.price).toBe(299);
  });

  it('answers 404 for an unknown plan', async () => {
    const response = await updatePlan('no-such-plan', { price: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('Plan not found.'));
    expect((await db().doc('plans/no-such-plan').get()).exists).toBe(false);
  });

  it('refuses an anonymous caller with 401 and a student with 403', async () => {
    expect((await updatePlan('starter', { price: 0 }, null)).status).toBe(401);
    expect((await updatePlan('starter', { price: 0 }, student.token)).status).toBe(403);
    expect((await db().doc('plans/starter').get()).data()?.price).toBe(299);
  });
});

describe('DELETE /api/plans/deletePlan/:id', () => {
  beforeEach(async () => {
    await storedPlan('starter');
  });

  it('deletes the plan', async () => {
    const response = await deletePlan('starter');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Plan has been deleted.' });
    expect((await db().doc('plans/starter').get()).exists).toBe(false);
  });

  it('answers 404 for an unknown plan', async () => {
    const response = await deletePlan('no-such-plan');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('Plan not found.'));
  });

  it('refuses an anonymous caller with 401 and a student with 403', async () => {
    expect((await deletePlan('starter', null)).status).toBe(401);
    expect((await deletePlan('starter', student.token)).status).toBe(403);
    expect((await db().doc('plans/starter').get()).exists).toBe(true);
  });
});

/** A paid subscription document as the payment flow writes it, with chosen dates. */
async function storedSubscription(userId: string, startDate: Date, endDate: Date, status = 'active') {
  const ref = await db()
    .collection('subscriptions')
    .add({
      userId,
      planId: 'advanced',
      planName: 'Advanced',
      price: 799,
      status,
      startDate: Timestamp.fromDate(startDate),
      endDate: Timestamp.fromDate(endDate),
      paymentId: 'manual_test',
      createdAt: Timestamp.fromDate(startDate),
      updatedAt: Timestamp.fromDate(startDate),
    });
  return ref.id;
}

// Paying for a plan (Razorpay order, signature, webhook) is proven in payments.api.test.ts; these
// tests cover what every purchase shares, through a free plan, and that a paid one needs a payment.
describe('POST /api/plans/subscribe', () => {
  beforeEach(async () => {
    await storedPlan('advanced', { name: 'Advanced', price: 799, duration: 3 });
    await storedPlan('trial', { name: 'Starter', price: 0, duration: 3 });
    await storedPlan('legacy', { price: 0, status: 'inactive' });
  });

  it('refuses a paid plan without a payment with 402, and stores nothing', async () => {
    const response = await subscribeTo({ userId: student.uid, planId: 'advanced' });
    expect(response.status).toBe(402);
    expect(response.body).toEqual(errorBody('This plan needs a payment. Please pay through the checkout to subscribe.'));
    expect(await storedSubscriptions(student.uid)).toHaveLength(0);
  });

  it('refuses the admin too: nobody can hand out a paid plan without a payment', async () => {
    const response = await subscribeTo({ userId: student.uid, planId: 'advanced' }, admin.token);
    expect(response.status).toBe(402);
    expect(await storedSubscriptions(student.uid)).toHaveLength(0);
  });

  it('refuses a paid plan with only some of the payment details with 400', async () => {
    const response = await subscribeTo({ userId: student.uid, planId: 'advanced', razorpay_payment_id: 'pay_123456789abcde' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody('Payment details are incomplete. Please try the payment again.'));
  });

  it('starts a free plan at once: an active subscription from the plan, 201 { subscription }, no payment id', async () => {
    const before = Date.now();
    const response = await subscribeTo({ userId: student.uid, planId: 'trial', price: 1 });

    expect(response.status).toBe(201);
    const { subscription } = response.body;
    expect(subscription).toMatchObject({
      _id: expect.any(String),
      userId: student.uid,
      planId: 'trial',
      planName: 'Starter',
      price: 0,
      status: 'active',
    });
    expect(subscription).not.toHaveProperty('paymentId');
    const start = new Date(subscription.startDate);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(start.getTime()).toBeLessThanOrEqual(Date.now());
    expect(subscription.endDate).toBe(addCalendarMonths(start, 3).toISOString());
    expect(subscription.createdAt).toBe(subscription.updatedAt);

    const stored = await storedSubscriptions(student.uid);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ _id: subscription._id, price: 0, status: 'active', planName: 'Starter' });
  });

  it('starts a free plan taken while a paid one runs at the end of the paid one, and keeps both', async () => {
    const paidEnd = new Date(Date.now() + 20 * 86_400_000);
    const paid = await storedSubscription(student.uid, new Date(Date.now() - 86_400_000), paidEnd);
    const free = await subscribeTo({ userId: student.uid, planId: 'trial' });

    expect(free.status).toBe(201);
    expect(free.body.subscription.startDate).toBe(paidEnd.toISOString());
    expect(free.body.subscription.endDate).toBe(addCalendarMonths(paidEnd, 3).toISOString());
    expect((await storedSubscriptions(student.uid)).map((doc) => doc._id).sort()).toEqual([paid, free.body.subscription._id].sort());
  });

  it('refuses a second free plan while the first has not ended, with 409, so free months cannot be stacked', async () => {
    expect((await subscribeTo({ userId: student.uid, planId: 'trial' })).status).toBe(201);
    const again = await subscribeTo({ userId: student.uid, planId: 'trial' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody(FREE_PLAN_RUNNING));
    // Nor through the admin, nor by asking twice at the same moment.
    expect((await subscribeTo({ userId: student.uid, planId: 'trial' }, admin.token)).status).toBe(409);
    expect(await storedSubscriptions(student.uid)).toHaveLength(1);
  });

  it('starts one of two free plans asked for at the same moment, and refuses the other', async () => {
    const answers = await Promise.all([
      subscribeTo({ userId: student.uid, planId: 'trial' }),
      subscribeTo({ userId: student.uid, planId: 'trial' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await storedSubscriptions(student.uid)).toHaveLength(1);
  });

  it('lets the admin subscribe a student to a free plan', async () => {
    const response = await subscribeTo({ userId: student.uid, planId: 'trial' }, admin.token);
    expect(response.status).toBe(201);
    expect(response.body.subscription.userId).toBe(student.uid);
  });

  it('refuses a student subscribing someone else with 403', async () => {
    const response = await subscribeTo({ userId: other.uid, planId: 'trial' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(errorBody('You can only manage your own subscription.'));
    expect(await storedSubscriptions(other.uid)).toHaveLength(0);
  });

  it.each([
    ['an inactive plan', 'legacy'],
    ['an unknown plan', 'no-such-plan'],
    ['an id that cannot name a plan', '..'],
  ])('refuses %s with 400 Invalid plan selected.', async (_case, planId) => {
    const response = await subscribeTo({ userId: student.uid, planId });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody('Invalid plan selected.'));
    expect(await storedSubscriptions(student.uid)).toHaveLength(0);
  });

  it('refuses a request without a plan or a user', async () => {
    expect((await subscribeTo({ userId: student.uid })).body).toEqual(errorBody('Invalid plan selected.'));
    expect((await subscribeTo({ planId: 'trial' })).body).toEqual(errorBody('User id is required.'));
  });

  it('answers 404 when the admin subscribes an account that does not exist', async () => {
    const response = await subscribeTo({ userId: 'no-such-user', planId: 'trial' }, admin.token);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('User not found.'));
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await subscribeTo({ userId: student.uid, planId: 'trial' }, null)).status).toBe(401);
  });
});

describe('subscribe (dates, with the clock passed in)', () => {
  beforeEach(async () => {
    await storedPlan('monthly', { price: 0, duration: 1 });
  });

  it.each([
    ['a common year', 2026, 28],
    ['a leap year', 2028, 29],
  ])('ends a one-month plan bought on 31 January on the last day of February in %s', async (_case, year, lastDay) => {
    const now = new Date(year, 0, 31, 10, 30);
    const subscription = await subscribeToFreePlan(student.uid, 'monthly', now);
    expect(subscription.startDate).toBe(now.toISOString());
    expect(subscription.endDate).toBe(new Date(year, 1, lastDay, 10, 30).toISOString());
  });

  it('extends from the running subscription, not from today', async () => {
    const paidEnd = new Date(2026, 1, 28, 9);
    await storedSubscription(student.uid, new Date(2026, 0, 31, 9), paidEnd);
    const renewal = await subscribeToFreePlan(student.uid, 'monthly', new Date(2026, 1, 10, 9));
    expect(renewal.startDate).toBe(paidEnd.toISOString());
    expect(renewal.endDate).toBe(new Date(2026, 2, 28, 9).toISOString());
  });

  it('starts today once the earlier subscription has run out', async () => {
    await subscribeToFreePlan(student.uid, 'monthly', new Date(2026, 0, 10, 9));
    const later = new Date(2026, 5, 1, 9);
    const renewal = await subscribeToFreePlan(student.uid, 'monthly', later);
    expect(renewal.startDate).toBe(later.toISOString());
  });

  it('reports a subscription as expired once its end date has passed', async () => {
    await subscribeToFreePlan(student.uid, 'monthly', new Date(2026, 0, 10, 9));
    expect((await checkSubscription(student.uid, new Date(2026, 1, 9, 9))).isSubscribed).toBe(true);
    const after = await checkSubscription(student.uid, new Date(2026, 1, 10, 9, 1));
    expect(after).toMatchObject({ isSubscribed: false, subscription: { status: 'expired' } });
  });
});

describe('GET /api/plans/check/:userId', () => {
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

  it('answers 404 No subscription found. for a user who never subscribed', async () => {
    const response = await check(student.uid);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('No subscription found.'));
  });

  it('reports the running subscription to its owner', async () => {
    const id = await storedSubscription(student.uid, daysFromNow(-10), daysFromNow(20));
    const response = await check(student.uid);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      isSubscribed: true,
      subscription: {
        _id: id,
        userId: student.uid,
        planId: 'advanced',
        planName: 'Advanced',
        price: 799,
        status: 'active',
        startDate: expect.any(String),
        endDate: expect.any(String),
        paymentId: 'manual_test',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('reports a lapsed subscription as expired and not subscribed', async () => {
    await storedSubscription(student.uid, daysFromNow(-40), daysFromNow(-10));
    const response = await check(student.uid);
    expect(response.status).toBe(200);
    expect(response.body.isSubscribed).toBe(false);
    expect(response.body.subscription.status).toBe('expired');
  });

  it('shows the latest subscription when none is running', async () => {
    await storedSubscription(student.uid, daysFromNow(-100), daysFromNow(-70));
    const latest = await storedSubscription(student.uid, daysFromNow(-40), daysFromNow(-10), 'cancelled');
    const response = await check(student.uid);
    expect(response.body).toMatchObject({ isSubscribed: false, subscription: { _id: latest, status: 'cancelled' } });
  });

  it('refuses another student with 403 and lets the admin ask', async () => {
    await storedSubscription(student.uid, daysFromNow(-1), daysFromNow(29));
    const asOther = await check(student.uid, other.token);
    expect(asOther.status).toBe(403);
    expect(asOther.body).toEqual(errorBody('You can only manage your own subscription.'));
    const asAdmin = await check(student.uid, admin.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.isSubscribed).toBe(true);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await check(student.uid, null)).status).toBe(401);
  });
});
