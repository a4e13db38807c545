import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { db } from '../lib/firebase.js';

let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

describe('GET /api/health', () => {
  it('reports that Firestore answers, and nothing about the integrations to the public or a student', async () => {
    const anonymous = await api().get('/api/health');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ status: 'ok', firestore: 'ok' });
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect((await api().get('/api/health').set(bearer(student.token))).body).toEqual({ status: 'ok', firestore: 'ok' });
  });

  describe('for the admin', () => {
    const saved = { ...process.env };
    afterEach(() => {
      for (const name of [
        'YOUTUBE_API_KEY',
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'SMTP_HOST',
        'SMTP_PASSWORD',
        'MAIL_FROM',
      ]) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    });

    it('tells which integrations are set up, naming what is missing but never a value', async () => {
      process.env.YOUTUBE_API_KEY = 'yt-secret-value';
      process.env.RAZORPAY_KEY_ID = 'rzp_test_visible';
      process.env.RAZORPAY_KEY_SECRET = 'rzp-secret-value';
      delete process.env.RAZORPAY_WEBHOOK_SECRET;

      const response = await api().get('/api/health').set(bearer(admin.token));
      expect(response.status).toBe(200);
      const byId = Object.fromEntries((response.body.integrations as Array<{ id: string }>).map((item) => [item.id, item]));
      expect(byId.youtube).toMatchObject({ configured: true, missing: [] });
      expect(byId.razorpay).toMatchObject({ configured: true, missing: [] });
      expect(byId['razorpay-webhook']).toMatchObject({
        configured: false,
        missing: ['RAZORPAY_WEBHOOK_SECRET'],
        effect: expect.any(String),
      });
      // The Auth emulator needs no web API key, as production does.
      expect(byId['sign-in']).toMatchObject({ configured: true });
      const text = JSON.stringify(response.body);
      for (const value of ['yt-secret-value', 'rzp_test_visible', 'rzp-secret-value']) expect(text).not.toContain(value);
    });

    it('reports both Razorpay keys missing when neither is set', async () => {
      delete process.env.RAZORPAY_KEY_ID;
      delete process.env.RAZORPAY_KEY_SECRET;
      const response = await api().get('/api/health').set(bearer(admin.token));
      const razorpay = (response.body.integrations as Array<{ id: string; missing: string[] }>).find((item) => item.id === 'razorpay');
      expect(razorpay?.missing).toEqual(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET']);
    });

    it('reports email (SMTP) with the settings it lacks, and never the password', async () => {
      process.env.SMTP_PASSWORD = 'smtp-secret-value';
      delete process.env.SMTP_HOST;
      delete process.env.MAIL_FROM;
      const response = await api().get('/api/health').set(bearer(admin.token));
      const smtp = (response.body.integrations as Array<{ id: string }>).find((item) => item.id === 'smtp');
      expect(smtp).toMatchObject({ name: 'Email (SMTP)', configured: false, missing: expect.arrayContaining(['SMTP_HOST', 'MAIL_FROM']) });
      expect(JSON.stringify(response.body)).not.toContain('smtp-secret-value');
    });
  });

  it('answers an unknown API route with the one error shape and 404', async () => {
    const response = await api().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No API route for GET /no-such-thing.', error: 'No API route for GET /no-such-thing.' });
  });
});

describe('GET /api/health/edge-probe', () => {
  const newToken = () => randomBytes(32).toString('base64url');
  /** What the deploy does before probing: the token's SHA-256 with an expiry. */
  async function storeToken(token: string, expiresInMs = 5 * 60_000) {
    await db()
      .doc('deployProbes/edge')
      .set({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: Timestamp.fromMillis(Date.now() + expiresInMs),
      });
  }
  const probe = (token?: string) => {
    const call = api()
      .get('/api/health/edge-probe')
      .set('X-Forwarded-For', '203.0.113.7, 49.36.10.20')
      .set('Fastly-Client-IP', '49.36.10.20');
    return token === undefined ? call : call.set('X-Edge-Probe-Token', token);
  };
  const unknownRoute = { message: 'No API route for GET /health/edge-probe.', error: 'No API route for GET /health/edge-probe.' };

  it('is a route that does not exist to anyone without the deploy’s token, as to one with a wrong or expired one', async () => {
    const token = newToken();
    await storeToken(token);
    for (const attempt of [undefined, newToken(), 'not-a-token', `${token}x`]) {
      const response = await probe(attempt);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(unknownRoute);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const expired = newToken();
    await storeToken(expired, -1000);
    expect((await probe(expired)).status).toBe(404);
  });

  it('shows the token holder the forwarding chain masked, which header names which entry, and what the limits use', async () => {
    const token = newToken();
    await storeToken(token);
    const response = await probe(token);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({
      // The forged documentation address stays whole; a real one keeps its first part only.
      forwardedFor: ['203.0.113.7', '49.x.x.x'],
      socket: expect.any(String),
      headers: { 'fastly-client-ip': { value: '49.x.x.x', inForwardedFor: 1 } },
      resolved: { value: '49.x.x.x', inForwardedFor: 1, source: 'forwarded-for' },
      setting: { trustedProxyHops: 1, clientAddressHeader: null },
    });
    expect(response.text).not.toContain('49.36');
  });
});
