import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '@chem/contract';
import { api, bearer, createAccount, login, type TestAccount } from '../../../tests/support/api.js';
import { authHost, idTokenFor, PROJECT_ID } from '../../../tests/support/emulators.js';
import { adminAuth } from '../lib/firebase.js';

/**
 * Password reset by email link, password change and signing out on all devices, against the Auth
 * emulator, which keeps the reset emails' codes at its out-of-band codes endpoint.
 */

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

async function resetCodesFor(email: string): Promise<string[]> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').map((code) => code.oobCode);
}

async function latestResetCode(email: string): Promise<string> {
  const codes = await resetCodesFor(email);
  const code = codes.at(-1);
  if (!code) throw new Error(`No reset code for ${email}`);
  return code;
}

// Each test speaks from its own client address, so per-client counters never carry over.
let clientNumber = 0;
const nextClient = () => `198.51.100.${++clientNumber}`;

const askForLink = (email: unknown, client: string) =>
  api().post('/api/user/password-reset/request').set('X-Forwarded-For', client).send({ email });
const checkCode = (oobCode: unknown, client: string) =>
  api().post('/api/user/password-reset/check').set('X-Forwarded-For', client).send({ oobCode });
const reset = (body: Record<string, unknown>, client: string) =>
  api().post('/api/user/password-reset').set('X-Forwarded-For', client).send(body);
const changePassword = (token: string, body: Record<string, unknown>, client: string) =>
  api().post('/api/user/password').set(bearer(token)).set('X-Forwarded-For', client).send(body);

const OVERRIDES = [
  'RESET_LINKS_PER_EMAIL',
  'RESET_LINKS_PER_CLIENT',
  'RESET_CODES_PER_CLIENT',
  'PASSWORD_CHANGES_PER_USER',
  'SIGN_OUTS_EVERYWHERE_PER_USER',
  'LOGIN_FAILURES_PER_EMAIL_CLIENT',
] as const;

afterEach(() => {
  for (const name of OVERRIDES) delete process.env[name];
  vi.restoreAllMocks();
});

let accountNumber = 0;
const newAccount = (password = 'old-pass-1') => createAccount({ email: `recover-${++accountNumber}@example.com`, password });

describe('POST /api/user/password-reset/request', () => {
  it('answers an existing and an unknown email identically, and only the existing one gets a code', async () => {
    const student = await newAccount();
    const client = nextClient();
    const known = await askForLink(student.email, client);
    const unknown = await askForLink('nobody-here@example.com', client);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual({ message: RESET_LINK_SENT });
    expect(unknown.body).toEqual(known.body);
    expect(await resetCodesFor(student.email)).toHaveLength(1);
    expect(await resetCodesFor('nobody-here@example.com')).toHaveLength(0);
  });

  it('refuses a malformed or missing email with 400', async () => {
    const client = nextClient();
    const malformed = await askForLink('not-an-email', client);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Enter a valid email address.');
    expect((await askForLink(undefined, client)).body.message).toBe('Email is required.');
    expect((await askForLink('a\u0000b@example.com', client)).status).toBe(400);
  });

  it('limits links per email (known or not) with 429', async () => {
    process.env.RESET_LINKS_PER_EMAIL = '2';
    const student = await newAccount();
    for (const email of [student.email, 'ghost@example.com']) {
      expect((await askForLink(email, nextClient())).status).toBe(200);
      expect((await askForLink(email, nextClient())).status).toBe(200);
      const limited = await askForLink(email, nextClient());
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many reset links asked for. Please try again in an hour.');
    }
    expect(await resetCodesFor(student.email)).toHaveLength(2);
  });

  it('limits links per client across emails with 429', async () => {
    process.env.RESET_LINKS_PER_CLIENT = '2';
    const client = nextClient();
    expect((await askForLink('one@example.com', client)).status).toBe(200);
    expect((await askForLink('two@example.com', client)).status).toBe(200);
    expect((await askForLink('three@example.com', client)).status).toBe(429);
    expect((await askForLink('three@example.com', nextClient())).status).toBe(200);
  });
});

describe('the reset link', () => {
  async function studentWithCode(): Promise<{ student: TestAccount; code: string }> {
    const student = await newAccount();
    expect((await askForLink(student.email, nextClient())).status).toBe(200);
    return { student, code: await latestResetCode(student.email) };
  }

  it('is checked before use and tells whose account it opens', async () => {
    const { student, code } = await studentWithCode();
    const checked = await checkCode(code, nextClient());
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ email: student.email });
  });

  it('sets the new password and signs the student in; the old password stops working', async () => {
    const { student, code } = await studentWithCode();
    const client = nextClient();
    const answer = await reset({ oobCode: code, password: 'new-pass-22', confirmPassword: 'new-pass-22' }, client);

    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: student.uid, email: student.email });
    expect(typeof answer.body.token).toBe('string');
    expect(typeof answer.body.customToken).toBe('string');
    // The session works on a protected route.
    expect((await api().get('/api/user/profile').set(bearer(answer.body.token))).status).toBe(200);

    expect((await login(student.email, 'old-pass-1', client)).status).toBe(401);
    expect((await login(student.email, 'new-pass-22', client)).status).toBe(200);
  });

  it('signs the student in with the new password even from an address the failed-login limits refuse', async () => {
    process.env.LOGIN_FAILURES_PER_EMAIL_CLIENT = '2';
    const { student, code } = await studentWithCode();
    const client = nextClient();
    for (let attempt = 0; attempt < 2; attempt++) expect((await login(student.email, 'forgotten', client)).status).toBe(401);
    expect((await login(student.email, 'old-pass-1', client)).status).toBe(429);

    // The reset code is the secret checked here: the sign-in with the password just set is not a guess.
    const answer = await reset({ oobCode: code, password: 'new-pass-22', confirmPassword: 'new-pass-22' }, client);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: student.uid });
  });

  it('refuses a used code, a bogus one and a malformed one with 400 and the message', async () => {
    const { code } = await studentWithCode();
    const client = nextClient();
    expect((await reset({ oobCode: code, password: 'new-pass-22', confirmPassword: 'new-pass-22' }, client)).status).toBe(200);

    for (const oobCode of [code, 'bogus-code-123', 'not a code!', '', 42]) {
      const checked = await checkCode(oobCode, client);
      expect(checked.status).toBe(400);
      expect(checked.body.message).toBe(RESET_LINK_INVALID);
      const used = await reset({ oobCode, password: 'another-pass', confirmPassword: 'another-pass' }, client);
      expect(used.status).toBe(400);
      expect(used.body.message).toBe(RESET_LINK_INVALID);
    }
  });

  it("refuses a weak or unconfirmed password with signup's messages and keeps the code usable", async () => {
    const { code, student } = await studentWithCode();
    const client = nextClient();
    const weak = await reset({ oobCode: code, password: 'abc', confirmPassword: 'abc' }, client);
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 6 characters.');
    const differ = await reset({ oobCode: code, password: 'new-pass-22', confirmPassword: 'new-pass-23' }, client);
    expect(differ.status).toBe(400);
    expect(differ.body.message).toBe('Passwords do not match.');

    expect((await checkCode(code, client)).body).toEqual({ email: student.email });
  });

  it('limits code checks and resets per client with 429', async () => {
    process.env.RESET_CODES_PER_CLIENT = '2';
    const client = nextClient();
    expect((await checkCode('bogus-1', client)).status).toBe(400);
    expect((await reset({ oobCode: 'bogus-2', password: 'new-pass-22', confirmPassword: 'new-pass-22' }, client)).status).toBe(400);
    const limited = await checkCode('bogus-3', client);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many reset attempts. Please try again in 15 minutes.');
  });
});

describe('POST /api/user/password', () => {
  let student: TestAccount;
  beforeAll(async () => {
    student = await newAccount('current-pass');
  });

  it('needs a signed-in caller', async () => {
    const answer = await api()
      .post('/api/user/password')
      .send({ currentPassword: 'x', password: 'new-pass-22', confirmPassword: 'new-pass-22' });
    expect(answer.status).toBe(401);
  });

  it('refuses a wrong current password, and counts it as a failed login', async () => {
    process.env.LOGIN_FAILURES_PER_EMAIL_CLIENT = '2';
    const client = nextClient();
    const body = { currentPassword: 'wrong-guess', password: 'new-pass-22', confirmPassword: 'new-pass-22' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const wrong = await changePassword(student.token, body, client);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Your current password is not correct.');
    }
    // The lockout now holds even for the right current password, from this client.
    expect((await changePassword(student.token, { ...body, currentPassword: 'current-pass' }, client)).status).toBe(429);
    expect((await login(student.email, 'current-pass', nextClient())).status).toBe(200);
  });

  it("refuses a weak new password with signup's message", async () => {
    const weak = await changePassword(
      student.token,
      { currentPassword: 'current-pass', password: 'abc', confirmPassword: 'abc' },
      nextClient(),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 6 characters.');
  });

  it('changes the password with the right current one and answers a fresh session', async () => {
    const account = await newAccount('first-pass');
    const client = nextClient();
    const changed = await changePassword(
      account.token,
      { currentPassword: 'first-pass', password: 'second-pass', confirmPassword: 'second-pass' },
      client,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ id: account.uid, email: account.email });
    expect((await api().get('/api/user/profile').set(bearer(changed.body.token))).status).toBe(200);

    expect((await login(account.email, 'first-pass', client)).status).toBe(401);
    expect((await login(account.email, 'second-pass', client)).status).toBe(200);
  });

  it('limits password changes per student with 429', async () => {
    process.env.PASSWORD_CHANGES_PER_USER = '1';
    const account = await newAccount('first-pass');
    const body = { currentPassword: 'nope-wrong', password: 'second-pass', confirmPassword: 'second-pass' };
    expect((await changePassword(account.token, body, nextClient())).status).toBe(400);
    const limited = await changePassword(account.token, body, nextClient());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many password changes. Please try again in an hour.');
  });
});

describe('POST /api/user/sign-out-everywhere', () => {
  const signOutEverywhere = (token: string) => api().post('/api/user/sign-out-everywhere').set(bearer(token));
  const waitPastTheSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it('needs a signed-in caller', async () => {
    expect((await api().post('/api/user/sign-out-everywhere')).status).toBe(401);
  });

  it("refuses the old ID tokens on the student's private routes afterwards", async () => {
    const account = await newAccount();
    const otherDevice = account.token;
    // Revocation is recorded to the second: let the tokens' issue time fall strictly before it.
    await waitPastTheSecond();
    const answer = await signOutEverywhere(account.token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('You have been signed out on all devices.');

    for (const call of [
      api().get('/api/user/profile').set(bearer(otherDevice)),
      api().put('/api/user/profile').set(bearer(otherDevice)).send({ name: 'Changed', email: account.email }),
      api().get('/api/learn/progress').set(bearer(otherDevice)),
      api().get('/api/payments/mine').set(bearer(otherDevice)),
    ]) {
      const refused = await call;
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Your session has expired. Please log in again.');
    }

    await waitPastTheSecond();
    const fresh = await idTokenFor(account.email, account.password);
    expect((await api().get('/api/user/profile').set(bearer(fresh))).status).toBe(200);
  });

  it('limits sign-outs per student with 429', async () => {
    process.env.SIGN_OUTS_EVERYWHERE_PER_USER = '1';
    const account = await newAccount();
    await waitPastTheSecond();
    expect((await signOutEverywhere(account.token)).status).toBe(200);
    await waitPastTheSecond();
    const limited = await signOutEverywhere(await idTokenFor(account.email, account.password));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many sign-outs. Please try again in an hour.');
  });

  // Against the Auth emulator firebase-admin checks revocation on every verifyIdToken call; in
  // production only a call with checkRevoked = true asks Auth, which these routes must do.
  it.each([
    ['the profile read', (token: string) => api().get('/api/user/profile').set(bearer(token))],
    ['the profile update', (token: string) => api().put('/api/user/profile').set(bearer(token)).send({})],
    ['the progress', (token: string) => api().get('/api/learn/progress').set(bearer(token))],
    ['a lesson', (token: string) => api().get('/api/learn/courses/c/lessons/l').set(bearer(token))],
    ['a password change', (token: string) => api().post('/api/user/password').set(bearer(token)).send({})],
  ])('asks Auth whether the session was ended for %s', async (_what, call) => {
    const account = await newAccount();
    const verify = vi.spyOn(adminAuth(), 'verifyIdToken');
    await call(account.token);
    expect(verify).toHaveBeenCalledWith(account.token, true);
  });
});
