import { Transaction, WriteBatch } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, bearer, createAccount, createTestAccounts, login, type TestAccount } from '../../../tests/support/api.js';
import { authHost, idTokenFor } from '../../../tests/support/emulators.js';
import { confirmEmailChange, emailChangeCode } from '../../../tests/support/email-change.js';
import { makePng } from '../../../tools/seed/files.js';
import { adminAuth, bucket, db } from '../lib/firebase.js';
import { captureLogs, type LogEntry } from '../lib/logger.js';

const PHOTO = makePng(4, 4, (x, y) => [x * 60, y * 60, 120]);
const PROFILE_KEYS = [
  '_id',
  'bio',
  'course',
  'createdAt',
  'dob',
  'email',
  'gender',
  'id',
  'image',
  'location',
  'name',
  'phone',
  'role',
  'school',
  'updatedAt',
].sort();

interface SignupForm {
  name?: string;
  email?: string;
  phone?: string;
  school?: string;
  course?: string;
  password?: string;
  confirmPassword?: string;
}

const validForm = (email: string): SignupForm => ({
  name: 'Meera Joshi',
  email,
  phone: '9876500000',
  school: 'Government Engineering College, Bhopal',
  course: 'B.Tech',
  password: 'meera123',
});

function signup(form: SignupForm, photo: { data: Buffer; name: string } | null = { data: PHOTO, name: 'me.png' }) {
  const request = api().post('/api/user/signup');
  for (const [field, value] of Object.entries(form)) if (value !== undefined) request.field(field, value);
  if (photo) request.attach('usersPhoto', photo.data, photo.name);
  return request;
}

async function storedUserPhotos(): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix: 'uploads/users/' });
  return files.map((file) => file.name).sort();
}

async function authUserExists(email: string): Promise<boolean> {
  return adminAuth()
    .getUserByEmail(email)
    .then(() => true)
    .catch(() => false);
}

/** What the browser SDK does with the customToken: exchange it for its own session. */
async function uidFromCustomToken(customToken: string): Promise<string> {
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  const { idToken } = (await response.json()) as { idToken: string };
  return (await adminAuth().verifyIdToken(idToken)).uid;
}

/** Counters from earlier tests must not decide whether a later test is limited. */
beforeEach(async () => {
  await db().recursiveDelete(db().collection('rateLimits'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/user/signup', () => {
  it('creates the Auth user, the profile and the photo, and signs the student in', async () => {
    const response = await signup({ ...validForm(' Meera@Example.com '), confirmPassword: 'meera123' });

    expect(response.status).toBe(201);
    const { token, customToken, user } = response.body as { token: string; customToken: string; user: Record<string, unknown> };
    const uid = (await adminAuth().verifyIdToken(token)).uid;
    expect(Object.keys(user).sort()).toEqual(PROFILE_KEYS);
    expect(user).toMatchObject({
      _id: uid,
      id: uid,
      name: 'Meera Joshi',
      email: 'meera@example.com',
      phone: '9876500000',
      school: 'Government Engineering College, Bhopal',
      course: 'B.Tech',
      role: 'user',
      location: '',
      gender: '',
      dob: '',
      bio: '',
    });
    expect(user.image).toMatch(new RegExp(`^users/${uid}-[A-Za-z0-9-]+\\.webp$`));
    expect(await uidFromCustomToken(customToken)).toBe(uid);

    const stored = (await db().doc(`users/${uid}`).get()).data();
    expect(stored).toMatchObject({ email: 'meera@example.com', role: 'user', image: user.image });
    expect(stored).not.toHaveProperty('password');
    expect(stored).not.toHaveProperty('confirmPassword');

    const photo = await api().get(`/uploads/${String(user.image)}`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(await sharp(photo.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 4, height: 4 });

    expect((await login('meera@example.com', 'meera123')).status).toBe(200);
  });

  it.each([
    ['name', 'Name is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone is required.'],
    ['school', 'School is required.'],
    ['course', 'Select course.'],
    ['password', 'Password is required.'],
  ] as const)('answers 400 when %s is missing', async (field, message) => {
    const response = await signup({ ...validForm('missing@example.com'), [field]: undefined });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: message });
  });

  it('answers an invalid signup in Hindi when asked, and in English by default', async () => {
    const form = { ...validForm('hindi@example.com'), name: undefined };
    const hindi = 'नाम ज़रूरी है।';
    const byHeader = await signup(form).set('X-Language', 'hi');
    expect(byHeader.status).toBe(400);
    expect(byHeader.body).toEqual({ message: hindi, error: hindi });
    const byBrowser = await signup(form).set('Accept-Language', 'hi-IN,hi;q=0.9,en-US;q=0.8');
    expect(byBrowser.body).toEqual({ message: hindi, error: hindi });
    // A template with values: the limit is the same number in Hindi.
    const short = await signup({ ...validForm('hindi@example.com'), password: '12345' }).set('Accept-Language', 'hi');
    expect(short.body.message).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।');

    expect((await signup(form)).body).toEqual({ message: 'Name is required.', error: 'Name is required.' });
    const chosenEnglish = await signup(form).set({ 'X-Language': 'en', 'Accept-Language': 'hi' });
    expect(chosenEnglish.body.message).toBe('Name is required.');
    expect(await authUserExists('hindi@example.com')).toBe(false);
  });

  it('keeps Hindi on the profile of a student who signs up in Hindi, so their emails are in Hindi', async () => {
    const response = await signup(validForm('hindi.reader@example.com')).set('X-Language', 'hi');
    expect(response.status).toBe(201);
    expect(response.body.user.language).toBe('hi');
    expect(
      (
        await db()
          .doc(`users/${response.body.user.id as string}`)
          .get()
      ).get('language'),
    ).toBe('hi');

    // English is the default: nothing is stored, as for every account that never chose.
    const english = await signup(validForm('english.reader@example.com'));
    expect(english.body.user).not.toHaveProperty('language');
  });

  it('answers 400 for a blank name, as for a missing one', async () => {
    const response = await signup({ ...validForm('blank@example.com'), name: '   ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Name is required.');
  });

  it('answers 400 when no photo is sent', async () => {
    const response = await signup(validForm('nophoto@example.com'), null);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Upload an image.');
    expect(await authUserExists('nophoto@example.com')).toBe(false);
  });

  it('answers 400 when the confirmation differs', async () => {
    const response = await signup({ ...validForm('confirm@example.com'), confirmPassword: 'meera124' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Passwords do not match.');
  });

  it('answers 400 for a malformed email and a password shorter than Firebase accepts', async () => {
    const badEmail = await signup(validForm('not-an-email'));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Enter a valid email address.');

    const shortPassword = await signup({ ...validForm('short@example.com'), password: '12345' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toBe('Password must be at least 6 characters.');
  });

  it('refuses a PDF renamed to .png, judging by content, and creates nothing', async () => {
    const before = await storedUserPhotos();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const response = await signup(validForm('pdf@example.com'), { data: pdf, name: 'photo.png' });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The photo must be a PNG, JPEG, WebP or GIF image.');
    expect(await authUserExists('pdf@example.com')).toBe(false);
    expect(await storedUserPhotos()).toEqual(before);
  });

  it('answers 413 for a photo over 2 MB', async () => {
    const big = Buffer.concat([PHOTO, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await signup(validForm('big@example.com'), { data: big, name: 'big.png' });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Photo must be 2 MB or smaller.');
    expect(await authUserExists('big@example.com')).toBe(false);
  });

  it('answers 409 for an email that already has an account, whatever its case, and stores no photo', async () => {
    const before = await storedUserPhotos();
    const response = await signup(validForm('MEERA@example.com'));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists.');
    expect(await storedUserPhotos()).toEqual(before);
  });

  it('leaves no Auth user and no photo behind when the profile cannot be written', async () => {
    const before = await storedUserPhotos();
    vi.spyOn(WriteBatch.prototype, 'commit').mockRejectedValueOnce(new Error('Firestore is unavailable'));
    const logged: LogEntry[] = [];
    const restoreLogs = captureLogs((entry) => logged.push(entry));

    let response;
    try {
      response = await signup(validForm('orphan@example.com'));
    } finally {
      restoreLogs();
    }

    expect(response.status).toBe(500);
    // Reported for Error Reporting with its stack, tied to the request the student's browser got.
    const reported = logged.find((entry) => entry.severity === 'ERROR' && entry.message.startsWith('Unhandled API error'));
    expect(reported).toMatchObject({
      '@type': 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent',
      route: 'POST /api/user/signup',
      requestId: response.headers['x-request-id'],
    });
    expect(reported?.message).toMatch(/Error: Firestore is unavailable\n\s+at /);
    expect(await authUserExists('orphan@example.com')).toBe(false);
    expect(await storedUserPhotos()).toEqual(before);
  });

  it('answers 400 for a JSON body: the photo needs multipart', async () => {
    const response = await api().post('/api/user/signup').send(validForm('json@example.com'));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Expected a multipart/form-data request.');
  });
});

describe('POST /api/user/login', () => {
  let student: TestAccount;

  beforeAll(async () => {
    student = await createAccount({ email: 'login-student@example.com', name: 'Login Student', password: 'right-pass' });
  });

  it('returns an ID token, a custom token and the profile', async () => {
    const response = await login('Login-Student@example.com', 'right-pass');
    expect(response.status).toBe(200);
    expect((await adminAuth().verifyIdToken(response.body.token)).uid).toBe(student.uid);
    expect(await uidFromCustomToken(response.body.customToken)).toBe(student.uid);
    expect(Object.keys(response.body.user).sort()).toEqual(PROFILE_KEYS);
    expect(response.body.user).toMatchObject({
      _id: student.uid,
      id: student.uid,
      email: student.email,
      name: 'Login Student',
      role: 'user',
    });
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await login(student.email, 'wrong-pass');
    const unknownEmail = await login('nobody@example.com', 'right-pass');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password.', error: 'Invalid email or password.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('answers 400 when the email or the password is missing', async () => {
    const noEmail = await api().post('/api/user/login').send({ password: 'right-pass' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe('Email is required.');

    const noPassword = await api().post('/api/user/login').send({ email: student.email, password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Password is required.');

    const noBody = await api().post('/api/user/login');
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('Email is required.');
  });
});

describe('rate limits', () => {
  const overrides = [
    'LOGIN_FAILURES_PER_EMAIL',
    'LOGIN_FAILURES_PER_EMAIL_CLIENT',
    'LOGIN_FAILURES_PER_CLIENT',
    'SIGNUPS_PER_CLIENT',
  ] as const;
  const tooManyLogins = 'Too many failed login attempts. Please try again in 15 minutes.';
  let target: TestAccount;
  let bystander: TestAccount;

  beforeAll(async () => {
    target = await createAccount({ email: 'target@example.com', password: 'target-pass' });
    bystander = await createAccount({ email: 'bystander@example.com', password: 'bystander-pass' });
  });

  afterEach(() => {
    for (const name of overrides) delete process.env[name];
  });

  it('at the per-email ceiling, refuses even the right password from the address that failed, without locking others', async () => {
    process.env.LOGIN_FAILURES_PER_EMAIL = '3';
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(target.email, 'guess')).status).toBe(401);

    const locked = await login(target.email, target.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(tooManyLogins);
    expect((await login(bystander.email, bystander.password)).status).toBe(200);
  });

  it('locks a client after too many failed logins across different emails', async () => {
    process.env.LOGIN_FAILURES_PER_CLIENT = '3';
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) expect((await login(email, 'guess')).status).toBe(401);

    const locked = await login(bystander.email, bystander.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(tooManyLogins);
  });

  /** A login from the client Google's front end saw at `address`. */
  const loginFrom = (address: string, email: string, password: string) => login(email, password).set('X-Forwarded-For', address);

  it('counts parallel guesses before trying them: no more pass than the limit allows', async () => {
    process.env.LOGIN_FAILURES_PER_EMAIL_CLIENT = '3';
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(target.email, 'parallel-guess')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('does not let guesses from elsewhere lock the student out of their own network', async () => {
    process.env.LOGIN_FAILURES_PER_EMAIL_CLIENT = '3';
    for (let attempt = 0; attempt < 3; attempt++) expect((await loginFrom('198.51.100.66', target.email, 'guess')).status).toBe(401);
    expect((await loginFrom('198.51.100.66', target.email, target.password)).status).toBe(429);

    // The student, at home, with the right password.
    expect((await loginFrom('203.0.113.10', target.email, target.password)).status).toBe(200);
  });

  it('stops guesses spread over many addresses at the per-email ceiling, but lets the owner in from an address that has not failed', async () => {
    process.env.LOGIN_FAILURES_PER_EMAIL = '4';
    process.env.LOGIN_FAILURES_PER_EMAIL_CLIENT = '2';
    // Strangers fill the ceiling: one address up to its own lock, two more once each.
    for (const address of ['192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await loginFrom(address, target.email, 'guess')).status).toBe(401);
    }

    // The student, from an address that has not failed, with the right password, gets in.
    const owner = await loginFrom('203.0.113.10', target.email, target.password);
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(target.uid);

    // A wrong password from a fresh address is still refused by the ceiling, and that address,
    // having failed, gets no second try, not even with the right password.
    const fresh = await loginFrom('198.51.100.7', target.email, 'another-guess');
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toBe(tooManyLogins);
    expect((await loginFrom('198.51.100.7', target.email, target.password)).status).toBe(429);
    // Nor does an address that failed once before the ceiling filled.
    expect((await loginFrom('192.0.2.2', target.email, target.password)).status).toBe(429);
    // The per email and address lock holds for the guesser's own address as before.
    const guesser = await loginFrom('192.0.2.1', target.email, target.password);
    expect(guesser.status).toBe(429);
    expect(guesser.body.message).toBe(tooManyLogins);
    // And the right password stays free to come back: a success counted nothing.
    expect((await loginFrom('203.0.113.10', target.email, target.password)).status).toBe(200);
  });

  it('counts successful logins as nothing', async () => {
    process.env.LOGIN_FAILURES_PER_CLIENT = '2';
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(bystander.email, bystander.password)).status).toBe(200);
  });

  it('keeps counting a client who sends its own X-Forwarded-For: only the address Google appended names it', async () => {
    process.env.SIGNUPS_PER_CLIENT = '2';
    // What reaches the function: whatever the client put in the header, then the address Google's
    // front end saw, appended last. A fresh made-up address each time must not be a fresh client.
    const from = (spoofed: string) => ({ 'X-Forwarded-For': `${spoofed}, 203.0.113.7` });
    expect((await signup(validForm('spoof-1@example.com')).set(from('10.0.0.1'))).status).toBe(201);
    expect((await signup(validForm('spoof-2@example.com')).set(from('10.0.0.2'))).status).toBe(201);
    const limited = await signup(validForm('spoof-3@example.com')).set(from('10.0.0.3'));
    expect(limited.status).toBe(429);

    // Another real client (another appended address) is not limited by the first one's sign-ups.
    const elsewhere = await signup(validForm('elsewhere@example.com')).set({ 'X-Forwarded-For': '10.0.0.3, 198.51.100.20' });
    expect(elsewhere.status).toBe(201);
  });

  it('limits sign-ups per client', async () => {
    process.env.SIGNUPS_PER_CLIENT = '2';
    expect((await signup(validForm('first-of-many@example.com'))).status).toBe(201);
    expect((await signup(validForm('second-of-many@example.com'))).status).toBe(201);

    const limited = await signup(validForm('third-of-many@example.com'));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many sign-ups from your network. Please try again in an hour.');
    expect(await authUserExists('third-of-many@example.com')).toBe(false);
  });
});

describe('GET /api/user/profile', () => {
  let accounts: Awaited<ReturnType<typeof createTestAccounts>>;

  beforeAll(async () => {
    accounts = await createTestAccounts();
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await api().get('/api/user/profile')).status).toBe(401);
    expect((await api().get('/api/user/profile').set(bearer('not-a-token'))).status).toBe(401);
  });

  it("returns the caller's own profile fields and never a password", async () => {
    await db().doc(`users/${accounts.student.uid}`).update({ password: 'should-never-leave', location: 'Bhopal' });
    const response = await api().get('/api/user/profile').set(bearer(accounts.student.token));
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(PROFILE_KEYS);
    expect(response.body).toMatchObject({
      _id: accounts.student.uid,
      id: accounts.student.uid,
      email: accounts.student.email,
      location: 'Bhopal',
    });
    expect(JSON.stringify(response.body)).not.toContain('should-never-leave');
  });

  it('always answers with the token owner, whatever id the request names', async () => {
    const response = await api()
      .get(`/api/user/profile?id=${accounts.other.uid}&_id=${accounts.other.uid}`)
      .set(bearer(accounts.student.token));
    expect(response.body._id).toBe(accounts.student.uid);
  });

  it('answers 404 for a signed-in account without a profile', async () => {
    await adminAuth().createUser({ email: 'no-profile@example.com', password: 'no-profile' });
    const token = await idTokenFor('no-profile@example.com', 'no-profile');
    const response = await api().get('/api/user/profile').set(bearer(token));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Profile not found.');
  });
});

describe('PUT /api/user/profile', () => {
  let accounts: Awaited<ReturnType<typeof createTestAccounts>>;
  const put = (token: string, body: object) => api().put('/api/user/profile').set(bearer(token)).send(body);

  beforeEach(async () => {
    await Promise.all((await adminAuth().listUsers()).users.map((user) => adminAuth().deleteUser(user.uid)));
    accounts = await createTestAccounts();
  });

  it('answers 401 without a token', async () => {
    expect((await api().put('/api/user/profile').send({ name: 'X', email: 'x@example.com' })).status).toBe(401);
  });

  it('updates the editable fields and returns the profile as GET shows it', async () => {
    const { student } = accounts;
    const before = (await api().get('/api/user/profile').set(bearer(student.token))).body as Record<string, string>;
    const response = await put(student.token, {
      name: ' Asha Verma ',
      email: student.email,
      phone: '9000000000',
      location: 'Indore',
      gender: 'Female',
      dob: '2005-06-15',
      bio: 'Preparing for JEE.',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Asha Verma',
      phone: '9000000000',
      location: 'Indore',
      gender: 'Female',
      dob: '2005-06-15',
      bio: 'Preparing for JEE.',
    });
    expect(response.body.updatedAt > before.updatedAt!).toBe(true);
    const after = await api().get('/api/user/profile').set(bearer(student.token));
    expect(after.body).toEqual(response.body);
  });

  it('keeps role, ids, image and other fields the client may not write', async () => {
    const { student } = accounts;
    await db().doc(`users/${student.uid}`).update({ image: 'users/original.png' });
    const response = await put(student.token, {
      name: 'Asha',
      email: student.email,
      role: 'admin',
      _id: 'forged',
      id: 'forged',
      image: 'users/forged.png',
      school: 'Forged School',
      createdAt: '2000-01-01T00:00:00.000Z',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: student.uid,
      id: student.uid,
      role: 'user',
      image: 'users/original.png',
      school: 'Test School',
    });
    const stored = (await db().doc(`users/${student.uid}`).get()).data();
    expect(stored).toMatchObject({ role: 'user', image: 'users/original.png', school: 'Test School' });
    expect(stored).not.toHaveProperty('_id');
    expect(stored).not.toHaveProperty('id');
    expect((await adminAuth().getUser(student.uid)).customClaims?.admin).toBeUndefined();
  });

  it('changes only the caller even when the body names another user', async () => {
    const { student, other } = accounts;
    const response = await put(student.token, { _id: other.uid, id: other.uid, name: 'Renamed', email: student.email });
    expect(response.status).toBe(200);
    expect(response.body._id).toBe(student.uid);
    expect((await db().doc(`users/${student.uid}`).get()).get('name')).toBe('Renamed');
    expect((await db().doc(`users/${other.uid}`).get()).get('name')).toBe('Vikram');
  });

  it.each([
    [{ email: 'asha@example.com' }, 'Name is required.'],
    [{ name: '  ', email: 'asha@example.com' }, 'Name is required.'],
    [{ name: 'Asha' }, 'Email is required.'],
    [{ name: 'Asha', email: 'asha-at-example' }, 'Enter a valid email address.'],
    [{ name: 'Asha', email: 'asha@example.com', dob: '15/06/2005' }, 'Date of birth must be a past date (YYYY-MM-DD).'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await put(accounts.student.token, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  /** The mails of this template queued for this account (the queue keeps earlier tests' mails). */
  const queuedMails = async (template: string, uid: string) =>
    (await db().collection('mail').where('template', '==', template).where('userId', '==', uid).get()).docs.map((doc) => doc.data());

  it('moves the login to a new email only with the current password, and only once the link sent to it is opened', async () => {
    const { student, other } = accounts;
    // A session alone (a stolen token) cannot change the sign-in email.
    const noPassword = await put(student.token, { name: 'Asha', email: 'asha.new@example.com' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Enter your current password to change your email.');
    const wrong = await put(student.token, { name: 'Asha', email: 'asha.new@example.com', currentPassword: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not correct.');
    expect(await queuedMails('email-change-link', student.uid)).toEqual([]);

    const response = await put(student.token, { name: 'Asha', email: 'Asha.New@example.com', currentPassword: student.password });
    expect(response.status).toBe(200);
    // Asked for, not done: the account keeps its email until the new address proves itself.
    expect(response.body).toMatchObject({ email: student.email, pendingEmail: 'asha.new@example.com' });
    expect((await adminAuth().getUser(student.uid)).email).toBe(student.email);
    expect((await db().doc(`users/${student.uid}`).get()).get('email')).toBe(student.email);
    expect((await api().get('/api/user/profile').set(bearer(student.token))).body.pendingEmail).toBe('asha.new@example.com');
    expect((await login('asha.new@example.com', student.password)).status).toBe(401);
    expect((await login(student.email, student.password)).status).toBe(200);
    // A link to the new address; a notice to the old one; both in the student's name.
    expect(await queuedMails('email-change-link', student.uid)).toEqual([expect.objectContaining({ to: 'asha.new@example.com' })]);
    expect(await queuedMails('email-change-notice', student.uid)).toEqual([
      expect.objectContaining({ to: student.email, userId: student.uid, data: { newEmail: 'asha.new@example.com' } }),
    ]);
    // Only a hash of the link's secret is kept on the profile.
    const code = await emailChangeCode('asha.new@example.com');
    expect(JSON.stringify((await db().doc(`users/${student.uid}`).get()).data())).not.toContain(code.split('.')[1]);

    // Someone else's link, a made-up one or none opens nothing.
    for (const bogus of [`${other.uid}.${code.split('.')[1]}`, `${student.uid}.made-up`, 'no-dot', '']) {
      const refused = await confirmEmailChange(bogus);
      expect(refused.status, bogus).toBe(400);
      expect(refused.body.message).toBe('This link has expired or was already used. Change your email again from your dashboard.');
    }

    const confirmed = await confirmEmailChange(code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'asha.new@example.com' });
    const authUser = await adminAuth().getUser(student.uid);
    expect(authUser).toMatchObject({ email: 'asha.new@example.com', emailVerified: true });
    const stored = (await db().doc(`users/${student.uid}`).get()).data();
    expect(stored).toMatchObject({ email: 'asha.new@example.com' });
    expect(stored).not.toHaveProperty('emailChange');
    const newLogin = await login('asha.new@example.com', student.password);
    expect(newLogin.status).toBe(200);
    expect(newLogin.body.user.email).toBe('asha.new@example.com');
    expect(newLogin.body.user).not.toHaveProperty('pendingEmail');
    expect((await login(student.email, student.password)).status).toBe(401);
    // A link works once.
    expect((await confirmEmailChange(code)).status).toBe(400);
  });

  it('counts a wrong current password as a failed login', async () => {
    process.env.LOGIN_FAILURES_PER_EMAIL_CLIENT = '1';
    try {
      const { student } = accounts;
      expect((await put(student.token, { name: 'Asha', email: 'asha.new@example.com', currentPassword: 'guess' })).status).toBe(400);
      const locked = await login(student.email, student.password);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    } finally {
      delete process.env.LOGIN_FAILURES_PER_EMAIL_CLIENT;
    }
  });

  it('keeps a change waiting for its link while other fields are edited; a newer change replaces it', async () => {
    const { student } = accounts;
    expect((await put(student.token, { name: 'Asha', email: 'first@example.com', currentPassword: student.password })).status).toBe(200);
    const first = await emailChangeCode('first@example.com');
    // The form sends the account's own email with every edit: no password asked, the change kept.
    const edited = await put(student.token, { name: 'Asha B', email: student.email, bio: 'JEE 2027' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Asha B', email: student.email, pendingEmail: 'first@example.com' });

    const second = await put(student.token, { name: 'Asha B', email: 'second@example.com', currentPassword: student.password });
    expect(second.body.pendingEmail).toBe('second@example.com');
    // The first link no longer opens anything; the second does.
    expect((await confirmEmailChange(first)).status).toBe(400);
    expect((await confirmEmailChange(await emailChangeCode('second@example.com'))).status).toBe(200);
    expect((await adminAuth().getUser(student.uid)).email).toBe('second@example.com');
  });

  it("answers 409 for another account's email and changes nothing", async () => {
    const { student, other } = accounts;
    const response = await put(student.token, { name: 'Changed', email: other.email, currentPassword: student.password });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists.');
    expect((await adminAuth().getUser(student.uid)).email).toBe(student.email);
    expect((await db().doc(`users/${student.uid}`).get()).get('name')).toBe('Asha');
    expect(await queuedMails('email-change-link', student.uid)).toEqual([]);
  });

  it('leaves an address waiting for its link free for its owner to sign up with; the link then fails', async () => {
    const { student } = accounts;
    expect((await put(student.token, { name: 'Asha', email: 'meera.real@example.com', currentPassword: student.password })).status).toBe(
      200,
    );
    const code = await emailChangeCode('meera.real@example.com');

    const owner = await signup(validForm('meera.real@example.com'));
    expect(owner.status).toBe(201);
    const taken = await confirmEmailChange(code);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists.');
    expect((await adminAuth().getUser(student.uid)).email).toBe(student.email);
    expect((await api().get('/api/user/profile').set(bearer(student.token))).body).not.toHaveProperty('pendingEmail');
  });

  it('limits profile saves, and email changes more tightly, per account', async () => {
    process.env.PROFILE_CHANGES_PER_USER = '3';
    process.env.EMAIL_CHANGES_PER_USER = '1';
    try {
      const { student } = accounts;
      const change = (email: string) => put(student.token, { name: 'Asha', email, currentPassword: student.password });
      expect((await change('one@example.com')).status).toBe(200);
      const tooMany = await change('two@example.com');
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.message).toBe(
        'Too many email changes. Please check your inbox (and spam folder) for the link, or try again in an hour.',
      );
      expect((await put(student.token, { name: 'Asha', email: student.email })).status).toBe(200);
      const limited = await put(student.token, { name: 'Asha', email: student.email });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many profile changes. Please try again in an hour.');
      // Another account is not limited by this one.
      expect((await put(accounts.other.token, { name: 'Vikram', email: accounts.other.email })).status).toBe(200);
    } finally {
      delete process.env.PROFILE_CHANGES_PER_USER;
      delete process.env.EMAIL_CHANGES_PER_USER;
    }
  });

  it('answers 404 for a signed-in account without a profile, and creates none', async () => {
    const user = await adminAuth().createUser({ email: 'no-profile-put@example.com', password: 'no-profile' });
    const token = await idTokenFor('no-profile-put@example.com', 'no-profile');
    const response = await put(token, { name: 'Nobody', email: 'no-profile-put@example.com' });
    expect(response.status).toBe(404);
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('puts the Auth email back when the profile cannot follow it', async () => {
    const { student } = accounts;
    expect((await put(student.token, { name: 'Asha', email: 'asha.moved@example.com', currentPassword: student.password })).status).toBe(
      200,
    );
    const code = await emailChangeCode('asha.moved@example.com');
    vi.spyOn(Transaction.prototype, 'update').mockImplementationOnce(() => {
      throw new Error('Firestore is unavailable');
    });
    const restoreLogs = captureLogs(() => undefined); // the expected 500 is logged
    let response;
    try {
      response = await confirmEmailChange(code);
    } finally {
      restoreLogs();
    }

    expect(response.status).toBe(500);
    expect((await adminAuth().getUser(student.uid)).email).toBe(student.email);
    expect((await db().doc(`users/${student.uid}`).get()).get('email')).toBe(student.email);
    // The link still works once Firestore does.
    expect((await confirmEmailChange(code)).status).toBe(200);
    expect((await adminAuth().getUser(student.uid)).email).toBe('asha.moved@example.com');
  });
});

describe('PUT /api/user/language', () => {
  let accounts: Awaited<ReturnType<typeof createTestAccounts>>;
  const put = (token: string | undefined, body: unknown) => {
    const request = api().put('/api/user/language');
    return (token ? request.set(bearer(token)) : request).send(body as object);
  };

  beforeEach(async () => {
    await Promise.all((await adminAuth().listUsers()).users.map((user) => adminAuth().deleteUser(user.uid)));
    accounts = await createTestAccounts();
  });

  it('answers 401 without a token or with a bad one, and stores nothing', async () => {
    expect((await put(undefined, { language: 'hi' })).status).toBe(401);
    expect((await put('not-a-token', { language: 'hi' })).status).toBe(401);
    expect((await db().doc(`users/${accounts.student.uid}`).get()).get('language')).toBeUndefined();
  });

  it.each([[{}], [{ language: 'fr' }], [{ language: 'HI' }], [{ language: 7 }], [{ language: null }]])(
    'answers 400 for %j',
    async (body) => {
      const response = await put(accounts.student.token, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Language must be English (en) or Hindi (hi).');
      expect((await db().doc(`users/${accounts.student.uid}`).get()).get('language')).toBeUndefined();
    },
  );

  it('answers the refusal in Hindi to a Hindi reader', async () => {
    const response = await put(accounts.student.token, { language: 'fr' }).set('X-Language', 'hi');
    expect(response.body.error).toBe('भाषा अंग्रेज़ी (en) या हिंदी (hi) होनी चाहिए।');
  });

  it("stores the caller's own language, and the profile returns it", async () => {
    const before = await api().get('/api/user/profile').set(bearer(accounts.student.token));
    expect(before.body).not.toHaveProperty('language');
    const updatedAt = (await db().doc(`users/${accounts.student.uid}`).get()).get('updatedAt') as unknown;

    const response = await put(accounts.student.token, { language: 'hi', userId: accounts.other.uid });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ language: 'hi' });
    const stored = await db().doc(`users/${accounts.student.uid}`).get();
    expect(stored.get('language')).toBe('hi');
    expect(stored.get('updatedAt')).toEqual(updatedAt);
    expect((await db().doc(`users/${accounts.other.uid}`).get()).get('language')).toBeUndefined();

    const profile = await api().get('/api/user/profile').set(bearer(accounts.student.token));
    expect(profile.body.language).toBe('hi');

    expect((await put(accounts.student.token, { language: 'en' })).body).toEqual({ language: 'en' });
    expect((await api().get('/api/user/profile').set(bearer(accounts.student.token))).body.language).toBe('en');
  });

  it('answers 404 for a signed-in account without a profile, and creates none', async () => {
    const user = await adminAuth().createUser({ email: 'no-profile-lang@example.com', password: 'no-profile' });
    const token = await idTokenFor('no-profile-lang@example.com', 'no-profile');
    const response = await put(token, { language: 'hi' });
    expect(response.status).toBe(404);
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });
});
