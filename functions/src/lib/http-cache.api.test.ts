import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';

/**
 * What shared caches (Firebase Hosting's CDN) may keep. An error or an answer for a signed-in
 * caller must never be kept: a cached 404 or 500 would be served to everyone for minutes, and a
 * cached personal answer to the wrong person.
 */

let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

const NO_STORE = 'private, no-store';

describe('Cache-Control', () => {
  it.each([
    ['an unknown API route (404)', () => api().get('/api/no-such-thing')],
    ['an unknown course (404)', () => api().get('/api/courses/getCourseById/no-such-course')],
    ['a validation error (400)', () => api().post('/api/contact/submitMessage').send({})],
    ['a missing token (401)', () => api().get('/api/user/profile')],
    ['a malformed body (400)', () => api().post('/api/user/login').set('Content-Type', 'application/json').send('{"email":')],
  ])('marks %s private, no-store', async (_what, call) => {
    const answer = await call();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
  });

  it('marks a forbidden admin call (403) private, no-store', async () => {
    const answer = await api().get('/api/admin/users').set(bearer(student.token));
    expect(answer.status).toBe(403);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
  });

  it.each([
    ['the profile', () => api().get('/api/user/profile').set(bearer(student.token))],
    ['verify-admin', () => api().get('/api/admin/verify-admin').set(bearer(student.token))],
    ["the admin's user list", () => api().get('/api/admin/getAllUsers').set(bearer(admin.token))],
    ["the admin's contact messages", () => api().get('/api/contact/getAllMessage').set(bearer(admin.token))],
    ['a public list asked for with a token', () => api().get('/api/notes/getAllNotes').set(bearer(admin.token))],
  ])('marks every authenticated answer private, no-store: %s', async (_what, call) => {
    const answer = await call();
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
  });

  it('lets the CDN keep a public list asked for without a token', async () => {
    const answer = await api().get('/api/notes/getAllNotes');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
  });
});

describe('languages and shared caches', () => {
  it('answers an error in Hindi only where nothing may keep it', async () => {
    const answer = await api().get('/api/courses/getCourseById/no-such-course').set('Accept-Language', 'hi-IN,hi;q=0.9');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('कोर्स नहीं मिला।');
    expect(answer.headers['cache-control']).toBe(NO_STORE);
  });

  it('gives a public list the CDN keeps the same body whatever the language asked for', async () => {
    const english = await api().get('/api/plans/getAllPlans');
    const hindi = await api().get('/api/plans/getAllPlans').set({ 'X-Language': 'hi', 'Accept-Language': 'hi' });
    expect(hindi.headers['cache-control']).toMatch(/^public,/);
    expect(hindi.body).toEqual(english.body);
  });
});
