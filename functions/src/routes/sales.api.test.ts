import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { indiaIsoWeek, indiaMonth, type SalesOverview } from '@chem/contract';
import { api, bearer, clearCollection as clear, createAccount, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { LOCAL_RAZORPAY_KEYS, startRazorpayStandIn, type RazorpayStandIn } from '../../../tools/razorpay-stand-in/server.js';
import { makePng } from '../../../tools/seed/files.js';
import { authHost } from '../../../tests/support/emulators.js';
import { db } from '../lib/firebase.js';

/**
 * Sales at a glance: the counters move with a captured payment, a refund and a signup, in the same
 * write; the rebuild from stored data gives the same documents; the CSV exports; admins only.
 * Payments go through the real checkout path against the LOCAL STAND-IN of Razorpay.
 */

const { keyId, keySecret, webhookSecret } = LOCAL_RAZORPAY_KEYS;
const SETTINGS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_BASE_URL'] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

let razorpay: RazorpayStandIn;
let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
  razorpay = await startRazorpayStandIn({ port: 0, keyId, keySecret, webhookSecret, autoWebhooks: false, log: () => undefined });
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_BASE_URL: razorpay.url,
  });
});

afterAll(async () => {
  await razorpay.close();
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

beforeEach(async () => {
  await Promise.all(['plans', 'subscriptions', 'payments', 'paymentOrders', 'rateLimits', 'stats', 'coupons'].map(clear));
  const now = Timestamp.now();
  const base = {
    period: 'month',
    description: 'Notes.',
    features: [],
    notIncluded: [],
    status: 'active',
    duration: 1,
    createdAt: now,
    updatedAt: now,
  };
  await db()
    .doc('plans/starter')
    .set({ ...base, name: 'Starter', price: 299 });
  await db()
    .doc('plans/advanced')
    .set({ ...base, name: 'Advanced', price: 799 });
});

const sales = async (): Promise<SalesOverview> => {
  const response = await api().get('/api/admin/sales').set(bearer(admin.token));
  expect(response.status).toBe(200);
  return response.body as SalesOverview;
};
const thisMonth = (overview: SalesOverview) => overview.months.at(-1);

/** Checkout paid and the browser's callback verified: the payment is captured and recorded. */
async function buy(planId: string, account: TestAccount = student): Promise<string> {
  const order = await api().post('/api/payments/order').set(bearer(account.token)).send({ planId, state: '27' });
  expect(order.status).toBe(201);
  const answer = await razorpay.pay(order.body.orderId as string, { method: 'upi', email: account.email });
  const subscribed = await api()
    .post('/api/plans/subscribe')
    .set(bearer(account.token))
    .send({ userId: account.uid, planId, ...answer });
  expect(subscribed.status).toBe(201);
  return answer.razorpay_payment_id;
}

/** A webhook as Razorpay signs it. */
function deliver(event: string, payload: object) {
  const body = JSON.stringify({ entity: 'event', event, payload });
  const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
  return api().post('/api/payments/webhook').set({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature }).send(body);
}

/** Razorpay's refund.processed: the payment with its running total refunded. */
const refundEvent = (paymentId: string, amountRefunded: number) =>
  deliver('refund.processed', { payment: { entity: { ...razorpay.payment(paymentId), amount_refunded: amountRefunded } } });

/** A bank dispute's outcome. */
const disputeEvent = (paymentId: string, status: 'lost' | 'won') =>
  deliver(`payment.dispute.${status}`, { dispute: { entity: { id: 'disp_Test00000001', payment_id: paymentId, amount: 29900, status } } });

/** What the Auth emulator's Google popup gives the SDK: an ID token of a new Google account. */
async function googleIdToken(sub: string, email: string): Promise<string> {
  const fakeGoogleToken = JSON.stringify({ sub, email, name: 'Ravi Kumar', email_verified: true });
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(fakeGoogleToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const answer = (await response.json()) as { idToken?: string };
  if (!answer.idToken) throw new Error(`Google sign-in gave no token: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

const statsDocs = async () => Object.fromEntries((await db().collection('stats').get()).docs.map((doc) => [doc.id, doc.data()]));

describe('who may see sales', () => {
  const routes = [
    ['get', '/api/admin/sales'],
    ['post', '/api/admin/sales/rebuild'],
    ['get', '/api/admin/export/students.csv'],
    ['get', '/api/admin/export/payments.csv'],
  ] as const;

  it.each(routes)('%s %s: 401 without a token, 403 for a student', async (method, path) => {
    expect((await api()[method](path)).status).toBe(401);
    const asStudent = await api()[method](path).set(bearer(student.token));
    expect(asStudent.status).toBe(403);
    expect(asStudent.text).not.toContain('Student ID');
  });
});

describe('the counters', () => {
  it('start empty: twelve months and twelve weeks of zeros, no plans, no coupons', async () => {
    const overview = await sales();
    expect(overview.months).toHaveLength(12);
    expect(overview.weeks).toHaveLength(12);
    expect(overview.months.every((month) => month.gross === 0 && month.net === 0)).toBe(true);
    expect(thisMonth(overview)?.month).toBe(indiaMonth(new Date()));
    expect(overview.topPlans).toEqual([]);
    expect(overview.topCoupons).toEqual([]);
  });

  it('count a captured payment in its month and plan, and take refunds off, partial then full', async () => {
    const paymentId = await buy('starter');
    await buy('advanced', admin);

    let overview = await sales();
    expect(thisMonth(overview)).toMatchObject({ gross: 1098, refunds: 0, net: 1098 });
    expect(overview.topPlans).toEqual([
      { planId: 'advanced', name: 'Advanced', sales: 1 },
      { planId: 'starter', name: 'Starter', sales: 1 },
    ]);

    expect((await refundEvent(paymentId, 10000)).status).toBe(200);
    overview = await sales();
    expect(thisMonth(overview)).toMatchObject({ gross: 1098, refunds: 100, net: 998 });
    expect(overview.topPlans.map((plan) => plan.planId)).toEqual(['advanced', 'starter']);

    // The full refund, delivered twice: counted once, and the purchase no longer stands.
    razorpay.refund(paymentId, 29900);
    expect((await refundEvent(paymentId, 29900)).status).toBe(200);
    expect((await refundEvent(paymentId, 29900)).status).toBe(200);
    overview = await sales();
    expect(thisMonth(overview)).toMatchObject({ gross: 1098, refunds: 299, net: 799 });
    expect(overview.topPlans).toEqual([{ planId: 'advanced', name: 'Advanced', sales: 1 }]);

    // The stored counter, in paise: two payments of the month.
    expect((await statsDocs())[`sales-${indiaMonth(new Date())}`]).toMatchObject({
      revenuePaise: 109800,
      refundsPaise: 29900,
      payments: 2,
    });
  });

  it('count a signup in its India week', async () => {
    const week = indiaIsoWeek(new Date());
    const before = (await sales()).weeks.at(-1);
    expect(before).toMatchObject({ week, students: 0 });

    const form = {
      name: 'Meera Joshi',
      email: 'meera@example.com',
      phone: '9876500000',
      school: 'GEC Bhopal',
      course: 'B.Tech',
      password: 'meera123',
    };
    const request = api().post('/api/user/signup');
    for (const [field, value] of Object.entries(form)) request.field(field, value);
    const response = await request.attach(
      'usersPhoto',
      makePng(4, 4, () => [10, 20, 30]),
      'me.png',
    );
    expect(response.status).toBe(201);

    expect((await sales()).weeks.at(-1)).toMatchObject({ week, students: 1 });
  });

  it('count a first Google sign-in once, even when two arrive together', async () => {
    const week = indiaIsoWeek(new Date());
    const before = (await sales()).weeks.at(-1)?.students ?? 0;
    const idToken = await googleIdToken('google-sub-ravi', 'ravi@example.com');
    const sessions = await Promise.all([1, 2].map(() => api().post('/api/user/provider-session').send({ idToken })));
    expect(sessions.map((response) => response.status)).toEqual([200, 200]);
    // A later sign-in of the same account is not a new student either.
    expect((await api().post('/api/user/provider-session').send({ idToken })).status).toBe(200);
    expect((await sales()).weeks.at(-1)).toMatchObject({ week, students: before + 1 });
  });

  it('take a lost chargeback off the month and the plan, once', async () => {
    const paymentId = await buy('starter');
    expect((await disputeEvent(paymentId, 'lost')).status).toBe(200);
    expect((await disputeEvent(paymentId, 'lost')).status).toBe(200);
    const overview = await sales();
    expect(thisMonth(overview)).toMatchObject({ gross: 299, refunds: 299, net: 0 });
    expect(overview.topPlans).toEqual([]);
  });

  it('list the most used coupons, none unused, when coupons exist', async () => {
    await Promise.all([
      db().doc('coupons/DIWALI').set({ code: 'DIWALI', usedCount: 12 }),
      db().doc('coupons/HOLI').set({ code: 'HOLI', usedCount: 30 }),
      db().doc('coupons/NEW').set({ code: 'NEW', usedCount: 0 }),
    ]);
    expect((await sales()).topCoupons).toEqual([
      { code: 'HOLI', usedCount: 30 },
      { code: 'DIWALI', usedCount: 12 },
    ]);
  });
});

describe('POST /api/admin/sales/rebuild', () => {
  it('gives the same documents the live counters hold, and again when run twice', async () => {
    // The test accounts were written straight to Firestore, past the counters: a first rebuild
    // counts them, then everything below moves the counters live.
    expect((await api().post('/api/admin/sales/rebuild').set(bearer(admin.token))).status).toBe(200);
    const refunded = await buy('starter');
    await buy('advanced', admin);
    razorpay.refund(refunded, 5000);
    await refundEvent(refunded, 5000);
    const live = await statsDocs();
    const liveOverview = await sales();

    // Counters lost (e.g. data from before them) plus one left over from nothing.
    await clear('stats');
    await db().doc('stats/sales-2001-01').set({ month: '2001-01', revenuePaise: 5, refundsPaise: 0, payments: 1 });

    const response = await api().post('/api/admin/sales/rebuild').set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ payments: 2, months: 1, plans: 2 });
    // Asha, Vikram and the signups of earlier tests (password and Google); the teacher is not a student.
    expect(response.body.students).toBe(4);

    const rebuilt = await statsDocs();
    expect(rebuilt).toEqual(live);
    expect(rebuilt['sales-2001-01']).toBeUndefined();
    expect({ ...(await sales()), generatedAt: '' }).toEqual({ ...liveOverview, generatedAt: '' });

    expect((await api().post('/api/admin/sales/rebuild').set(bearer(admin.token))).status).toBe(200);
    expect(await statsDocs()).toEqual(rebuilt);
  });
});

describe('CSV exports', () => {
  const csv = (path: string) =>
    api()
      .get(path)
      .set(bearer(admin.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('exports students as Excel-friendly CSV, formula text neutralised, as a private attachment', async () => {
    const sneaky = await createAccount({ email: 'sneaky@example.com', name: '=HYPERLINK("http://evil.example","Click")' });
    await db().doc(`users/${sneaky.uid}`).update({ school: 'Kendriya Vidyalaya, Bhopal', phone: '+919876543210' });

    const response = await csv('/api/admin/export/students.csv');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const body = response.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Student ID,Name,Email,Phone,School,Course,Location,Signed up with,Joined (IST)');
    expect(lines.at(-1)).toBe('');
    const row = lines.find((line) => line.startsWith(sneaky.uid));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`"'+919876543210"`);
    expect(row).toContain('"Kendriya Vidyalaya, Bhopal"');
    // Students only: the teacher's account is not a row.
    expect(text).not.toContain(admin.email);
    expect(text).toContain(student.email);
  });

  it('exports every payment with its buyer, amounts in rupees, and is limited per admin', async () => {
    const paymentId = await buy('starter');
    const response = await csv('/api/admin/export/payments.csv');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-/);
    const lines = (response.body as Buffer).toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Payment ID,Order ID,Date (IST),Status,Student ID,Student name,Student email,Plan,Amount (₹),Refunded (₹),Method,Duplicate payment,Refund due,Failure reason',
    );
    const row = lines.find((line) => line.startsWith(paymentId))?.split(',');
    expect(row?.slice(3, 13)).toEqual(['captured', student.uid, 'Asha', student.email, 'Starter', '299', '0', 'upi', 'no', '']);
    expect(row?.[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    process.env.SALES_EXPORTS_PER_ADMIN = '1';
    try {
      await clear('rateLimits');
      expect((await csv('/api/admin/export/payments.csv')).status).toBe(200);
      const limited = await api().get('/api/admin/export/students.csv').set(bearer(admin.token));
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many exports. Please try again in an hour.');
    } finally {
      delete process.env.SALES_EXPORTS_PER_ADMIN;
    }
  });
});
