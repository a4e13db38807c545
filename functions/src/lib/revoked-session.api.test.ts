import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, bearer, createAccount, type TestAccount } from '../../../tests/support/api.js';
import { idTokenFor } from '../../../tests/support/emulators.js';
import { adminAuth } from './firebase.js';

/**
 * An ID token stays valid for up to an hour. Where it opens paid content, money, the admin's
 * powers or the student's own records (test answers, progress), a session ended early (a stolen
 * laptop signed out everywhere, a disabled account) must end there at once, not when the token
 * expires.
 */

const SENSITIVE: Array<[string, (token: string) => ReturnType<ReturnType<typeof api>['get']>]> = [
  ['an admin route', (token) => api().get('/api/admin/users').set(bearer(token))],
  ['a note preview', (token) => api().get('/api/notes/some-note/preview').set(bearer(token))],
  ['a note download', (token) => api().get('/api/notes/some-note/download').set(bearer(token))],
  ['the receipts', (token) => api().get('/api/payments/mine').set(bearer(token))],
  ['a payment order', (token) => api().post('/api/payments/order').set(bearer(token)).send({ planId: 'advanced' })],
  ['the practice tests', (token) => api().get('/api/tests').set(bearer(token))],
  ['a practice test', (token) => api().get('/api/tests/some-test').set(bearer(token))],
  ['reading an attempt', (token) => api().get('/api/tests/attempts/some-attempt').set(bearer(token))],
  [
    'saving an answer',
    (token) =>
      api()
        .put('/api/tests/attempts/some-attempt/answers/some-question')
        .set(bearer(token))
        .send({ selected: [0], value: null, markedForReview: false }),
  ],
  ['submitting an attempt', (token) => api().post('/api/tests/attempts/some-attempt/submit').set(bearer(token))],
  ["an attempt's result", (token) => api().get('/api/tests/attempts/some-attempt/result').set(bearer(token))],
  ["the email's verified state", (token) => api().get('/api/user/email-verification').set(bearer(token))],
  ['the admin check', (token) => api().get('/api/admin/verify-admin').set(bearer(token))],
  ["a course's outline with progress", (token) => api().get('/api/learn/courses/some-course').set(bearer(token))],
];

let account: TestAccount;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  account = await createAccount({ email: `session-${counter}@example.com`, admin: true });
});

describe('sessions ended before their token expires', () => {
  it.each(SENSITIVE)('refuses %s with 401 once the account is disabled', async (_what, call) => {
    await adminAuth().updateUser(account.uid, { disabled: true });
    const answer = await call(account.token);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('refuses a token issued before the sessions were revoked, and accepts a new one', async () => {
    // Revocation is recorded to the second: let the token's issue time fall strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(account.uid);
    expect((await api().get('/api/admin/users').set(bearer(account.token))).status).toBe(401);
    expect((await api().get('/api/payments/mine').set(bearer(account.token))).status).toBe(401);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await idTokenFor(account.email, account.password);
    expect((await api().get('/api/admin/users').set(bearer(fresh))).status).toBe(200);
  });
});

describe('in production', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Against the Auth emulator firebase-admin checks revocation on every verifyIdToken call, so the
  // tests above pass whatever the code asks. In production only a call with checkRevoked = true
  // asks Auth whether the session was ended: that is what these routes must ask for.
  it.each(SENSITIVE)('asks Auth whether the session was ended for %s', async (_what, call) => {
    const verify = vi.spyOn(adminAuth(), 'verifyIdToken');
    await call(account.token);
    expect(verify).toHaveBeenCalledWith(account.token, true);
  });
});
