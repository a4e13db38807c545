import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts } from '../../../tests/support/api.js';
import { adminAuth, db } from '../lib/firebase.js';

let accounts: Awaited<ReturnType<typeof createTestAccounts>>;

beforeAll(async () => {
  accounts = await createTestAccounts();
  // Distinct creation times so "newest first" has one right answer: Vikram, then Asha, then Teacher.
  const created = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await Promise.all([
    db()
      .doc(`users/${accounts.admin.uid}`)
      .update({ createdAt: created(30), password: 'leaked?' }),
    db()
      .doc(`users/${accounts.student.uid}`)
      .update({ createdAt: created(20) }),
    db()
      .doc(`users/${accounts.other.uid}`)
      .update({ createdAt: created(10) }),
  ]);
});

const adminLogin = (body: object) => api().post('/api/admin/adminLogin').send(body);

describe('POST /api/admin/adminLogin', () => {
  afterEach(() => {
    delete process.env.LOGIN_FAILURES_PER_EMAIL;
  });

  it('signs in an account holding the admin claim', async () => {
    const response = await adminLogin({ email: accounts.admin.email, password: accounts.admin.password });

    expect(response.status).toBe(200);
    const decoded = await adminAuth().verifyIdToken(response.body.token);
    expect(decoded.uid).toBe(accounts.admin.uid);
    expect(decoded.admin).toBe(true);
    expect(typeof response.body.customToken).toBe('string');
    expect(response.body.admin).toMatchObject({ _id: accounts.admin.uid, email: accounts.admin.email, name: 'Teacher', role: 'admin' });
    expect(response.body.admin).not.toHaveProperty('password');
  });

  it('refuses a student with 403 and no token', async () => {
    const response = await adminLogin({ email: accounts.student.email, password: accounts.student.password });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'This account is not an admin.', error: 'This account is not an admin.' });
  });

  it('answers 401 with the login message for a wrong password or an unknown email', async () => {
    const wrong = await adminLogin({ email: accounts.admin.email, password: 'nope-nope' });
    const unknown = await adminLogin({ email: 'ghost@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password.');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 when a field is missing', async () => {
    expect((await adminLogin({ password: 'x' })).body.message).toBe('Email is required.');
    const noPassword = await adminLogin({ email: accounts.admin.email });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Password is required.');
  });

  it('shares the failed-login limit with the student login', async () => {
    await db().recursiveDelete(db().collection('rateLimits'));
    process.env.LOGIN_FAILURES_PER_EMAIL = '2';
    expect((await adminLogin({ email: accounts.admin.email, password: 'guess-1' })).status).toBe(401);
    expect((await api().post('/api/user/login').send({ email: accounts.admin.email, password: 'guess-2' })).status).toBe(401);

    const locked = await adminLogin({ email: accounts.admin.email, password: accounts.admin.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    // Strangers filling the ceiling do not keep the teacher out: from an address that has not
    // failed, the right password gets in, and a wrong one is still refused.
    const elsewhere = (password: string, address: string) =>
      api().post('/api/admin/adminLogin').set('X-Forwarded-For', address).send({ email: accounts.admin.email, password });
    expect((await elsewhere(accounts.admin.password, '203.0.113.50')).status).toBe(200);
    expect((await elsewhere('guess-3', '203.0.113.51')).status).toBe(429);
    await db().recursiveDelete(db().collection('rateLimits'));
  });
});

describe('GET /api/admin/verify-admin', () => {
  it('answers isAdmin true for the admin', async () => {
    const response = await api().get('/api/admin/verify-admin').set(bearer(accounts.admin.token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isAdmin: true });
  });

  it('answers isAdmin false for a signed-in student', async () => {
    const response = await api().get('/api/admin/verify-admin').set(bearer(accounts.student.token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isAdmin: false });
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await api().get('/api/admin/verify-admin')).status).toBe(401);
    expect((await api().get('/api/admin/verify-admin').set(bearer('forged.token.value'))).status).toBe(401);
  });
});

describe('GET /api/admin/getAllUsers', () => {
  it('lists every profile, newest first, without passwords', async () => {
    const response = await api().get('/api/admin/getAllUsers').set(bearer(accounts.admin.token));

    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect((response.body as { _id: string }[]).map((user) => user._id)).toEqual([
      accounts.other.uid,
      accounts.student.uid,
      accounts.admin.uid,
    ]);
    expect(response.body[0]).toMatchObject({ id: accounts.other.uid, email: accounts.other.email, name: 'Vikram', role: 'user' });
    expect(JSON.stringify(response.body)).not.toContain('password');
  });

  it('returns at most ?limit= users', async () => {
    const response = await api().get('/api/admin/getAllUsers?limit=2').set(bearer(accounts.admin.token));
    expect(response.status).toBe(200);
    expect((response.body as { _id: string }[]).map((user) => user._id)).toEqual([accounts.other.uid, accounts.student.uid]);
  });

  it.each(['0', '501', 'all'])('answers 400 for limit=%s', async (limit) => {
    const response = await api().get(`/api/admin/getAllUsers?limit=${limit}`).set(bearer(accounts.admin.token));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('limit must be a whole number from 1 to 500.');
  });

  it('refuses a student with 403 and an anonymous caller with 401', async () => {
    expect((await api().get('/api/admin/getAllUsers').set(bearer(accounts.student.token))).status).toBe(403);
    expect((await api().get('/api/admin/getAllUsers')).status).toBe(401);
  });
});
