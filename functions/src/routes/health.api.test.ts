import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { SITE_URL } from '../../../tests/support/emulators.js';

describe('GET /api/health', () => {
  it('reports that Firestore answers, from createApp() in this process', async () => {
    const response = await request(createApp()).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', firestore: 'ok' });
  });

  it('answers through Hosting, its /api rewrite and the api function', async () => {
    const response = await fetch(`${SITE_URL}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', firestore: 'ok' });
  });

  it('answers an unknown API route with the one error shape and 404', async () => {
    const response = await fetch(`${SITE_URL}/api/no-such-thing`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { message: string; error: string };
    expect(body.message).toBe('No API route for GET /no-such-thing.');
    expect(body.error).toBe(body.message);
  });
});
