import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addSubscription, api, bearer, createAccount } from '../../../tests/support/api.js';
import { PROJECT_ID, authHost, clearAuth, clearFirestore, idTokenFor } from '../../../tests/support/emulators.js';
import { confirmEmailChange, emailChangeCode } from '../../../tests/support/email-change.js';
import { makePng } from '../../../tools/seed/files.js';
import { adminAuth, db } from '../lib/firebase.js';

const PHOTO = makePng(4, 4, (x, y) => [x * 60, y * 60, 120]);

/**
 * Google and phone sign-in against the Auth emulator: tokens are made the way the browser SDK makes
 * them (signInWithIdp with a fake Google id_token; sendVerificationCode + signInWithPhoneNumber with
 * the code the emulator keeps instead of texting it).
 */

const toolkit = (method: string) => `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

interface IdpAnswer {
  idToken?: string;
  localId?: string;
  needConfirmation?: boolean;
  email?: string;
}

interface GoogleUser {
  sub: string;
  email: string;
  name?: string;
  emailVerified?: boolean;
}

/** What Google's popup gives the SDK, signed in (or linked, with `linkTo`, an ID token) at Auth. */
function googleSignIn({ sub, email, name, emailVerified = true }: GoogleUser, linkTo?: string): Promise<IdpAnswer> {
  const fakeGoogleToken = JSON.stringify({ sub, email, name, email_verified: emailVerified });
  return postJson<IdpAnswer>(toolkit('signInWithIdp'), {
    postBody: `id_token=${encodeURIComponent(fakeGoogleToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
    ...(linkTo ? { idToken: linkTo } : {}),
  });
}

async function googleIdToken(user: GoogleUser): Promise<string> {
  const answer = await googleSignIn(user);
  if (!answer.idToken) throw new Error(`Google sign-in gave no token: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

async function phoneIdToken(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await postJson<{ sessionInfo: string }>(toolkit('sendVerificationCode'), { phoneNumber, recaptchaToken: 'test' });
  const codes = (await (await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)).json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const code = codes.verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code;
  const { idToken } = await postJson<{ idToken: string }>(toolkit('signInWithPhoneNumber'), { sessionInfo, code });
  return idToken;
}

/** The same (unsigned, as the emulator issues them) token with some claims changed. */
function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload] = token.split('.') as [string, string];
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url')}.`;
}

const providerSession = (idToken: unknown) => api().post('/api/user/provider-session').send({ idToken });
const complete = (token: string, body: Record<string, unknown>) => api().put('/api/user/profile/completion').set(bearer(token)).send(body);

async function profilesWithEmail(email: string) {
  return (await db().collection('users').where('email', '==', email).get()).docs;
}

const ENV_KEYS = ['PROVIDER_SIGNINS_PER_CLIENT', 'PROVIDER_SIGNINS_PER_ACCOUNT'] as const;
afterEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
});

describe('POST /api/user/provider-session with Google', () => {
  const priya: GoogleUser = { sub: 'google-priya', email: 'priya.k@gmail.com', name: 'Priya Kumar' };

  it('creates the profile on the first sign-in and asks for what Google did not give', async () => {
    const response = await providerSession(await googleIdToken(priya));
    expect(response.status).toBe(200);
    expect(response.body.provider).toBe('google.com');
    expect(response.body.missingFields).toEqual(['phone', 'school', 'course']);
    expect(response.body.user).toMatchObject({ name: 'Priya Kumar', email: 'priya.k@gmail.com', role: 'user', school: '' });
    expect(typeof response.body.customToken).toBe('string');
    const uid = response.body.user.id as string;
    const stored = (await db().doc(`users/${uid}`).get()).data();
    expect(stored).toMatchObject({ name: 'Priya Kumar', email: 'priya.k@gmail.com', phone: '', role: 'user', profileCompleted: false });
    // The private completion flag never reaches the client.
    expect(response.body.user).not.toHaveProperty('profileCompleted');
  });

  it('reuses the profile on the next sign-in and asks nothing once completed', async () => {
    const first = await providerSession(await googleIdToken(priya));
    const uid = first.body.user.id as string;
    await db().doc(`users/${uid}`).update({ course: 'B.Sc' });

    const again = await providerSession(await googleIdToken(priya));
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(uid);
    expect(again.body.user.course).toBe('B.Sc');
    expect(await profilesWithEmail('priya.k@gmail.com')).toHaveLength(1);

    const saved = await complete(again.body.token as string, { name: 'Priya K', school: 'DPS Indore', course: 'B.Sc', phone: '' });
    expect(saved.status).toBe(200);
    expect((await providerSession(await googleIdToken(priya))).body.missingFields).toEqual([]);
  });

  it('refuses an invalid, tampered, expired or stale token with 401', async () => {
    const token = await googleIdToken(priya);
    expect((await providerSession('not.a.token')).status).toBe(401);
    const expired = await providerSession(withClaims(token, { exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your sign-in has expired. Please try again.');
    expect((await providerSession(withClaims(token, { auth_time: Math.floor(Date.now() / 1000) - 3600 }))).status).toBe(401);
    expect((await providerSession('')).status).toBe(400);
    expect((await providerSession(42)).status).toBe(400);
    expect(await profilesWithEmail('priya.k@gmail.com')).toHaveLength(0);
  });

  it('refuses a revoked session', async () => {
    const token = await googleIdToken(priya);
    const { uid } = await adminAuth().verifyIdToken(token);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has one-second resolution
    await adminAuth().revokeRefreshTokens(uid);
    expect((await providerSession(token)).status).toBe(401);
  });

  it('refuses a password session: that is what the password login is for', async () => {
    const account = await createAccount({ email: 'pw@example.com' });
    const response = await providerSession(account.token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Sign in with Google or your mobile number first.');
  });

  it('limits sign-ins per client and per account', async () => {
    process.env.PROVIDER_SIGNINS_PER_CLIENT = '2';
    const client = { 'x-forwarded-for': '203.0.113.9' };
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await api().post('/api/user/provider-session').set(client).send({ idToken: 'bad.token.x' })).status).toBe(401);
    }
    const blocked = await api()
      .post('/api/user/provider-session')
      .set(client)
      .send({ idToken: await googleIdToken(priya) });
    expect(blocked.status).toBe(429);

    process.env.PROVIDER_SIGNINS_PER_ACCOUNT = '2';
    const token = await googleIdToken(priya);
    expect((await providerSession(token)).status).toBe(200);
    expect((await providerSession(token)).status).toBe(200);
    expect((await providerSession(token)).status).toBe(429);
  });
});

describe('POST /api/user/provider-session with a phone number', () => {
  it('creates a phone profile that asks for name, email, school and course', async () => {
    const response = await providerSession(await phoneIdToken('+919876512345'));
    expect(response.status).toBe(200);
    expect(response.body.provider).toBe('phone');
    expect(response.body.user).toMatchObject({ phone: '+919876512345', email: '', name: '' });
    expect(response.body.missingFields).toEqual(['name', 'email', 'school', 'course']);
  });
});

describe('PUT /api/user/profile/completion', () => {
  async function phoneSession(phone = '+919876512345') {
    const response = await providerSession(await phoneIdToken(phone));
    return { token: response.body.token as string, uid: response.body.user.id as string };
  }

  it('saves the fields once, keeps the verified phone, and adds the email only once the link sent to it is opened', async () => {
    const { token, uid } = await phoneSession();
    const response = await complete(token, {
      name: 'Ravi Verma',
      school: 'KV Bhopal',
      course: 'B.Tech',
      email: 'Ravi@Example.com',
      phone: '9000000000',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Ravi Verma',
      school: 'KV Bhopal',
      email: '',
      pendingEmail: 'ravi@example.com',
      phone: '+919876512345',
    });
    expect(response.body).not.toHaveProperty('customToken');
    // Not the account's yet: Auth has no email for it, and no welcome goes to an unproven address.
    expect((await adminAuth().getUser(uid)).email).toBeUndefined();
    expect((await db().doc(`users/${uid}`).get()).data()).toMatchObject({ profileCompleted: true, phone: '+919876512345', email: '' });
    expect((await db().doc(`mail/welcome-${uid}`).get()).exists).toBe(false);
    // Nothing changed at Auth, so the session goes on; a second completion is refused.
    expect((await complete(token, { name: 'X', school: 'Y', course: 'Z' })).status).toBe(409);

    const confirmed = await confirmEmailChange(await emailChangeCode('ravi@example.com'));
    expect(confirmed.status).toBe(200);
    expect(await adminAuth().getUser(uid)).toMatchObject({ email: 'ravi@example.com', emailVerified: true });
    expect((await db().doc(`users/${uid}`).get()).data()).toMatchObject({ email: 'ravi@example.com' });
    expect((await db().doc(`users/${uid}`).get()).data()).not.toHaveProperty('emailChange');
    // The welcome the account was owed goes to the address now proven.
    expect((await db().doc(`mail/welcome-${uid}`).get()).data()).toMatchObject({ template: 'welcome', userId: uid, status: 'queued' });
  });

  it('lets the student skip the optional contact', async () => {
    const { token, uid } = await phoneSession();
    const skipped = await complete(token, { name: 'Ravi', school: 'KV', course: 'B.Tech', email: '' });
    expect(skipped.status).toBe(200);
    expect(skipped.body).not.toHaveProperty('pendingEmail');
    expect((await adminAuth().getUser(uid)).email).toBeUndefined();
    // No address, so no welcome email (it could only fail).
    expect((await db().doc(`mail/welcome-${uid}`).get()).exists).toBe(false);
  });

  it("an address a phone account typed but never proved blocks nobody's signup and gets none of the account's mail", async () => {
    const { token, uid } = await phoneSession();
    expect((await complete(token, { name: 'Ravi', school: 'KV', course: 'B.Tech', email: 'meera@example.com' })).status).toBe(200);
    const code = await emailChangeCode('meera@example.com');

    // The address's real owner signs up with it, and is welcomed; the phone account is not.
    const meera = await api()
      .post('/api/user/signup')
      .field('name', 'Meera Joshi')
      .field('email', 'meera@example.com')
      .field('phone', '9876500000')
      .field('school', 'GEC Bhopal')
      .field('course', 'B.Tech')
      .field('password', 'meera123')
      .attach('usersPhoto', PHOTO, 'me.png');
    expect(meera.status).toBe(201);
    expect(
      (
        await db()
          .doc(`mail/welcome-${meera.body.user.id as string}`)
          .get()
      ).exists,
    ).toBe(true);
    expect((await db().doc(`mail/welcome-${uid}`).get()).exists).toBe(false);

    // The link the phone account had sent there can no longer take it.
    const taken = await confirmEmailChange(code);
    expect(taken.status).toBe(409);
    expect((await adminAuth().getUser(uid)).email).toBeUndefined();
    expect((await adminAuth().getUserByEmail('meera@example.com')).uid).toBe(meera.body.user.id);
    expect(await profilesWithEmail('meera@example.com')).toHaveLength(1);
  });

  it('answers 400 with the form messages for missing or bad fields', async () => {
    const { token } = await phoneSession();
    const cases: [Record<string, unknown>, string][] = [
      [{ school: 'KV', course: 'B.Tech' }, 'Name is required.'],
      [{ name: 'Ravi', course: 'B.Tech' }, 'School is required.'],
      [{ name: 'Ravi', school: 'KV', course: '  ' }, 'Select course.'],
      [{ name: 'Ravi', school: 'KV', course: 'B.Tech', email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ name: 'Ravi', school: 'KV', course: 'B.Tech', phone: '12345' }, 'Enter a valid 10-digit Indian mobile number.'],
      [{ name: 'Ravi\u0000', school: 'KV', course: 'B.Tech' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await complete(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (message) expect(response.body.message).toBe(message);
    }
  });

  it('needs a signed-in caller, and refuses an email another account has', async () => {
    expect((await api().put('/api/user/profile/completion').send({ name: 'A', school: 'B', course: 'C' })).status).toBe(401);
    await createAccount({ email: 'taken@example.com' });
    const { token } = await phoneSession();
    const response = await complete(token, { name: 'A', school: 'B', course: 'C', email: 'taken@example.com' });
    expect(response.status).toBe(409);
  });

  it('refuses a signup profile: it has nothing left to complete', async () => {
    const account = await createAccount({ email: 'meera@example.com' });
    await db().doc(`users/${account.uid}`).update({ profileCompleted: true });
    expect((await complete(account.token, { name: 'A', school: 'B', course: 'C' })).status).toBe(409);
  });
});

describe('PUT /api/user/profile from a Google account', () => {
  const priya: GoogleUser = { sub: 'google-priya', email: 'priya.k@gmail.com', name: 'Priya Kumar' };
  const put = (token: string, body: object) => api().put('/api/user/profile').set(bearer(token)).send(body);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('changes the email only after a recent sign-in, and only once the new address proves itself', async () => {
    const session = await providerSession(await googleIdToken(priya));
    const token = session.body.token as string;
    const uid = session.body.user.id as string;

    // Six minutes later the same session may edit the profile, but not move the email.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await put(token, { name: 'Priya K', email: priya.email })).status).toBe(200);
    expect((await api().get('/api/user/email-verification').set(bearer(token))).body).toMatchObject({ hasPassword: false });
    const stale = await put(token, { name: 'Priya K', email: 'priya.new@example.com' });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('For your safety, please sign in again and then change your email within 5 minutes.');
    vi.useRealTimers();

    const fresh = await put(await googleIdToken(priya), { name: 'Priya K', email: 'priya.new@example.com' });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ email: priya.email, pendingEmail: 'priya.new@example.com' });
    expect((await adminAuth().getUser(uid)).email).toBe(priya.email);
    // The Google address hears of it, with how to get help.
    const notice = await db().collection('mail').where('template', '==', 'email-change-notice').get();
    expect(notice.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ to: priya.email, userId: uid })]);
    // Another person can still sign up with the new address until the link is opened.
    expect(
      await adminAuth()
        .getUserByEmail('priya.new@example.com')
        .catch(() => null),
    ).toBeNull();
  });
});

describe('one person, one account', () => {
  async function passwordAccountWithSubscription() {
    const account = await createAccount({ email: 'anita@example.com', name: 'Anita' });
    await addSubscription(account.uid, 'active', new Date(Date.now() + 10 * 86_400_000));
    return account;
  }

  async function expectOneAccount(uid: string) {
    const users = (await adminAuth().listUsers()).users.filter((user) => user.email === 'anita@example.com');
    expect(users.map((user) => user.uid)).toEqual([uid]);
    expect((await profilesWithEmail('anita@example.com')).map((doc) => doc.id)).toEqual([uid]);
  }

  it('an unverified Google email needs the password; linking keeps the uid, profile and subscription', async () => {
    const account = await passwordAccountWithSubscription();
    const google: GoogleUser = { sub: 'google-anita', email: 'anita@example.com', name: 'Anita G', emailVerified: false };

    // What the browser sees as auth/account-exists-with-different-credential.
    expect((await googleSignIn(google)).needConfirmation).toBe(true);

    // The page asks for the password (the usual login), then links Google to that session.
    const login = await api().post('/api/user/login').send({ email: 'anita@example.com', password: account.password });
    expect(login.status).toBe(200);
    const linked = await googleSignIn(google, await idTokenFor('anita@example.com', account.password));
    expect(linked.localId).toBe(account.uid);

    const session = await providerSession(await googleIdToken(google));
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(account.uid);
    expect(session.body.user.name).toBe('Anita');
    expect(session.body.missingFields).toEqual([]);
    await expectOneAccount(account.uid);
    const check = await api()
      .get(`/api/plans/check/${account.uid}`)
      .set(bearer(session.body.token as string));
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ isSubscribed: true });
    // The password still works after linking.
    expect((await api().post('/api/user/login').send({ email: 'anita@example.com', password: account.password })).status).toBe(200);
  });

  it('a Google-verified email joins the existing account, never a second profile', async () => {
    const account = await passwordAccountWithSubscription();
    const session = await providerSession(await googleIdToken({ sub: 'google-anita-2', email: 'anita@example.com', name: 'Anita G' }));
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(account.uid);
    await expectOneAccount(account.uid);
  });
});

describe('POST /api/admin/provider-login', () => {
  it('lets a Google user with the admin claim in and refuses one without it', async () => {
    const student = await googleIdToken({ sub: 'google-student', email: 'student@gmail.com' });
    const refused = await api().post('/api/admin/provider-login').send({ idToken: student });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account is not an admin.');

    const teacherToken = await googleIdToken({ sub: 'google-teacher', email: 'teacher@gmail.com', name: 'Teacher' });
    const { uid } = await adminAuth().verifyIdToken(teacherToken);
    await adminAuth().setCustomUserClaims(uid, { admin: true });
    const admin = await api()
      .post('/api/admin/provider-login')
      .send({ idToken: await googleIdToken({ sub: 'google-teacher', email: 'teacher@gmail.com' }) });
    expect(admin.status).toBe(200);
    expect(admin.body.admin.id).toBe(uid);
    expect((await api().post('/api/admin/provider-login').send({ idToken: 'x.y.z' })).status).toBe(401);
  });
});

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});
