import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createAccount, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { db } from '../lib/firebase.js';

/**
 * The admin dashboard's own reads: the Overview figures (aggregation queries) and the Users
 * section's pages and search. The older endpoints are proven in admin.api.test.ts.
 */

let admin: TestAccount;
let asha: TestAccount;
let vikram: TestAccount;
const extra: TestAccount[] = [];

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => Timestamp.fromMillis(Date.now() + offsetDays * DAY);

function subscription(userId: string, fields: { price: number; status: string; endInDays: number; planName?: string }) {
  return db()
    .collection('subscriptions')
    .add({
      userId,
      planId: 'plan',
      planName: fields.planName ?? 'Starter',
      price: fields.price,
      status: fields.status,
      startDate: at(fields.endInDays - 30),
      endDate: at(fields.endInDays),
      paymentId: 'pay',
      createdAt: at(-40),
      updatedAt: at(-40),
    });
}

/** A Razorpay order and, unless it is still open, its payment, as services/payments.ts stores them. */
async function purchase(userId: string, fields: { rupees: number; status: 'created' | 'paid' | 'failed'; daysAgo: number; id: string }) {
  const orderId = `order_${fields.id}`;
  await db()
    .doc(`paymentOrders/${orderId}`)
    .set({
      userId,
      plan: { id: 'plan', name: 'Starter', price: fields.rupees, duration: 1 },
      amount: fields.rupees * 100,
      currency: 'INR',
      receipt: `rcpt_${fields.id}`,
      status: fields.status,
      createdAt: at(-fields.daysAgo),
      updatedAt: at(-fields.daysAgo),
    });
  if (fields.status === 'created') return;
  await db()
    .doc(`payments/pay_${fields.id}`)
    .set({
      orderId,
      userId,
      planId: 'plan',
      planName: 'Starter',
      amount: fields.rupees * 100,
      currency: 'INR',
      status: fields.status === 'paid' ? 'captured' : 'failed',
      createdAt: at(-fields.daysAgo),
    });
}

beforeAll(async () => {
  ({ admin, student: asha, other: vikram } = await createTestAccounts());
  // Five more students, so paging has more than one page at limit=3.
  for (const [index, name] of ['Meera Joshi', 'Rahul Nair', 'rohan das', 'Zoya Khan', 'Arjun Rao'].entries()) {
    extra.push(await createAccount({ email: `student${index}@example.com`, name }));
  }
  // Distinct creation times, oldest first in this list, so "newest first" has one right answer.
  const oldestFirst = [admin, asha, vikram, ...extra];
  await Promise.all(
    oldestFirst.map((account, index) =>
      db()
        .doc(`users/${account.uid}`)
        .update({ createdAt: at(-100 + index) }),
    ),
  );

  await Promise.all([
    // Asha: an expired purchase and a running one; the running one is what the list shows.
    subscription(asha.uid, { price: 299, status: 'active', endInDays: -5, planName: 'Starter' }),
    subscription(asha.uid, { price: 799, status: 'active', endInDays: 60, planName: 'Advanced' }),
    // Vikram: stored active but past its end date, so expired; plus a cancelled one ending earlier.
    subscription(vikram.uid, { price: 2499, status: 'active', endInDays: -1, planName: 'Pro Mentorship' }),
    subscription(vikram.uid, { price: 299, status: 'cancelled', endInDays: -20 }),
    // Meera: cancelled before its end date.
    subscription(extra[0]!.uid, { price: 299, status: 'cancelled', endInDays: 10 }),
    // Money actually received: Asha's 799 and Vikram's 2499. Vikram's later attempt failed and
    // Meera's is still open; neither adds to the revenue.
    purchase(asha.uid, { rupees: 799, status: 'paid', daysAgo: 3, id: 'asha1' }),
    purchase(vikram.uid, { rupees: 2499, status: 'paid', daysAgo: 30, id: 'vikram1' }),
    purchase(vikram.uid, { rupees: 299, status: 'failed', daysAgo: 2, id: 'vikram2' }),
    purchase(extra[0]!.uid, { rupees: 299, status: 'created', daysAgo: 1, id: 'meera1' }),
    db()
      .collection('notes')
      .add({ title: 'Atoms', uploadDate: at(0) }),
    db()
      .collection('notes')
      .add({ title: 'Bonds', uploadDate: at(0) }),
    db()
      .collection('contactMessages')
      .add({ name: 'A', email: 'a@example.com', message: 'Hi', createdAt: at(0) }),
  ]);
});

const get = (path: string, token: string | null = admin.token) => (token ? api().get(path).set(bearer(token)) : api().get(path));

describe('GET /api/admin/overview', () => {
  it('counts students, notes, active subscriptions and contact queries, and sums the captured payments', async () => {
    const response = await get('/api/admin/overview');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toMatchObject({
      // Seven accounts with the role user; the admin is not a student.
      students: 7,
      notes: 2,
      // Only Asha's Advanced (stored active, ends in 60 days); Vikram's lapsed one and Meera's cancelled one are not.
      activeSubscriptions: 1,
      contactQueries: 1,
      // Captured payments only: not subscription prices, not failed or unfinished payments.
      revenue: 799 + 2499,
      // No payment was taken without starting its plan.
      refundsDue: [],
    });
    expect(Date.parse(response.body.generatedAt)).not.toBeNaN();
  });

  it('refuses a student with 403 and an anonymous caller with 401', async () => {
    expect((await get('/api/admin/overview', asha.token)).status).toBe(403);
    expect((await get('/api/admin/overview', null)).status).toBe(401);
  });
});

type Row = {
  _id: string;
  name: string;
  email: string;
  school: string;
  subscription: { status: string; planName: string } | null;
  latestPayment: { status: string; amount: number; planName: string; at: string } | null;
};
const names = (body: { users: Row[] }) => body.users.map((user) => user.name);

describe('GET /api/admin/users', () => {
  it('pages through every user, newest first, with a cursor and no repeats', async () => {
    const first = await get('/api/admin/users?limit=3');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(names(first.body)).toEqual(['Arjun Rao', 'Zoya Khan', 'rohan das']);
    expect(typeof first.body.nextCursor).toBe('string');

    const second = await get(`/api/admin/users?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(names(second.body)).toEqual(['Rahul Nair', 'Meera Joshi', 'Vikram']);

    const third = await get(`/api/admin/users?limit=3&cursor=${encodeURIComponent(second.body.nextCursor)}`);
    expect(names(third.body)).toEqual(['Asha', 'Teacher']);
    expect(third.body.nextCursor).toBeNull();
  });

  it('shows each user’s profile fields and subscription status, without passwords', async () => {
    const response = await get('/api/admin/users?limit=100');
    const byName = new Map((response.body.users as Row[]).map((user) => [user.name, user]));

    expect(byName.get('Asha')).toMatchObject({
      email: asha.email,
      school: 'Test School',
      subscription: { status: 'active', planName: 'Advanced' },
    });
    expect(byName.get('Vikram')?.subscription).toMatchObject({ status: 'expired', planName: 'Pro Mentorship' });
    expect(byName.get('Meera Joshi')?.subscription).toMatchObject({ status: 'cancelled' });
    expect(byName.get('Zoya Khan')?.subscription).toBeNull();
    expect(JSON.stringify(response.body)).not.toContain('password');
  });

  it('shows each user’s latest payment attempt and how it ended', async () => {
    const byName = new Map(((await get('/api/admin/users?limit=100')).body.users as Row[]).map((user) => [user.name, user]));
    expect(byName.get('Asha')?.latestPayment).toMatchObject({ status: 'paid', amount: 799 });
    // Vikram paid a month ago, then a renewal failed two days ago: the failure is the latest.
    expect(byName.get('Vikram')?.latestPayment).toMatchObject({ status: 'failed', amount: 299 });
    expect(byName.get('Meera Joshi')?.latestPayment).toMatchObject({ status: 'created', amount: 299 });
    expect(byName.get('Zoya Khan')?.latestPayment).toBeNull();
  });

  it('finds users by email prefix and by name prefix, whatever the case typed', async () => {
    const byEmail = await get('/api/admin/users?search=STUDENT1');
    expect(byEmail.status).toBe(200);
    expect(names(byEmail.body)).toEqual(['Rahul Nair']);
    expect(byEmail.body.nextCursor).toBeNull();

    expect(names((await get('/api/admin/users?search=zoya')).body)).toEqual(['Zoya Khan']);
    // Stored lowercase, found as typed; "R" also matches Rahul by name.
    expect(names((await get('/api/admin/users?search=r')).body)).toEqual(['Rahul Nair', 'rohan das']);
    expect(names((await get('/api/admin/users?search=nobody')).body)).toEqual([]);
  });

  it('finds the account a stamped note names by its code (the first characters of its uid)', async () => {
    const code = asha.uid.slice(0, 8);
    expect(names((await get(`/api/admin/users?search=${code}`)).body)).toEqual(['Asha']);
  });

  it('says a search was cut at the limit', async () => {
    const response = await get('/api/admin/users?search=student&limit=2');
    expect(response.body.users).toHaveLength(2);
    expect(response.body.truncated).toBe(true);
  });

  it('answers 400 for a bad limit or a forged cursor', async () => {
    const badLimit = await get('/api/admin/users?limit=500');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toBe('limit must be a whole number from 1 to 100.');

    const badCursor = await get('/api/admin/users?cursor=not-a-cursor');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('This page link is not valid. Start again from the first page.');
  });

  it('refuses a student with 403 and an anonymous caller with 401', async () => {
    expect((await get('/api/admin/users', asha.token)).status).toBe(403);
    expect((await get('/api/admin/users', null)).status).toBe(401);
  });
});
