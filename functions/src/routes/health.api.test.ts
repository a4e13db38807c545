import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';

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
