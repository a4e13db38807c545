import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_WORD, type AttemptResult, type MyDataExport } from '@chem/contract';
import { addSubscription, api, bearer, binaryBody, createAccount, login, type TestAccount } from '../../../tests/support/api.js';
import { PROJECT_ID, authHost, idTokenFor } from '../../../tests/support/emulators.js';
import { confirmEmailChange, emailChangeCode } from '../../../tests/support/email-change.js';
import { createNote } from '../../../tests/support/notes.js';
import { pdfPageTexts } from '../../../tests/support/pdf-text.js';
import { makePng } from '../../../tools/seed/files.js';
import { adminAuth, bucket, db } from '../lib/firebase.js';
import { deletedAccountRef } from '../services/account-data.js';

const PHOTO = makePng(4, 4, (x, y) => [x * 60, y * 60, 120]);
const identityToolkit = (method: string) => `http://${authHost()}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`;

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The Auth emulator's outbox: every email it would have sent. */
async function verificationCodes(email: string): Promise<OobCode[]> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}

/** What opening the link in the email does. */
async function applyCode(oobCode: string) {
  const response = await fetch(identityToolkit('accounts:update'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  expect(response.status).toBe(200);
}

async function signInWithCustomToken(uid: string): Promise<string> {
  const response = await fetch(identityToolkit('accounts:signInWithCustomToken'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await adminAuth().createCustomToken(uid), returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

const status = (token: string) => api().get('/api/user/email-verification').set(bearer(token));
const resend = (token: string) => api().post('/api/user/email-verification').set(bearer(token));
const myData = (token: string) => api().get('/api/user/my-data').set(bearer(token)).buffer(true).parse(binaryBody);
const deleteAccount = (token: string, body: object) => api().post('/api/user/delete-account').set(bearer(token)).send(body);
beforeEach(async () => {
  await db().recursiveDelete(db().collection('rateLimits'));
});

afterEach(() => {
  delete process.env.VERIFICATION_EMAILS_PER_USER;
});

describe('email verification', () => {
  it('signup sends a VERIFY_EMAIL; the profile answers unverified until the link is opened', async () => {
    const email = 'meera.verify@example.com';
    const signup = await api()
      .post('/api/user/signup')
      .field('name', 'Meera Joshi')
      .field('email', email)
      .field('phone', '9876500000')
      .field('school', 'GEC Bhopal')
      .field('course', 'B.Tech')
      .field('password', 'meera123')
      .attach('usersPhoto', PHOTO, 'me.png');
    expect(signup.status).toBe(201);
    const token = signup.body.token as string;

    const codes = await verificationCodes(email);
    expect(codes).toHaveLength(1);
    const before = (await status(token)).body as Record<string, unknown>;
    expect(before).toMatchObject({ email, emailVerified: false, hasPassword: true });
    // How long ago this session signed in, by the server's clock (an account change without a password needs it recent).
    expect(before.signInAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(before.signInAgeSeconds).toBeLessThan(60);

    await applyCode(codes[0]!.oobCode);
    expect((await status(token)).body).toMatchObject({ email, emailVerified: true, hasPassword: true });
    // Nothing left to verify.
    const again = await resend(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Your email is already verified.');
  });

  it('Resend sends another code, within a limit per account', async () => {
    process.env.VERIFICATION_EMAILS_PER_USER = '2';
    const asha = await createAccount({ email: 'resend@example.com', name: 'Asha' });
    for (let sent = 1; sent <= 2; sent += 1) {
      const response = await resend(asha.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ sent: true, email: asha.email });
      expect(await verificationCodes(asha.email)).toHaveLength(sent);
    }
    const limited = await resend(asha.token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many verification emails/);
    expect(await verificationCodes(asha.email)).toHaveLength(2);
  });

  it('needs a signed-in caller', async () => {
    expect((await api().get('/api/user/email-verification')).status).toBe(401);
    expect((await api().post('/api/user/email-verification')).status).toBe(401);
  });

  it('an email changed in the profile becomes the account’s, verified, once the link sent to it is opened', async () => {
    const asha = await createAccount({ email: 'before@example.com', name: 'Asha' });
    await adminAuth().updateUser(asha.uid, { emailVerified: true });
    expect((await status(asha.token)).body).toMatchObject({ email: asha.email, emailVerified: true, hasPassword: true });

    const changed = await api()
      .put('/api/user/profile')
      .set(bearer(asha.token))
      .send({ name: 'Asha', email: 'after@example.com', currentPassword: asha.password });
    expect(changed.status).toBe(200);
    // Until then the account's email, verified, is the old one.
    expect((await status(asha.token)).body).toMatchObject({ email: asha.email, emailVerified: true });
    expect((await confirmEmailChange(await emailChangeCode('after@example.com'))).status).toBe(200);
    // Auth ends the account's sessions when its email changes: the student signs in again.
    const token = await idTokenFor('after@example.com', asha.password);
    expect((await status(token)).body).toMatchObject({ email: 'after@example.com', emailVerified: true, hasPassword: true });
    // The link proved the address: Auth's own verification email is not needed.
    expect(await verificationCodes('after@example.com')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

/** One record of every kind keyed to `uid`, each carrying `tag` so a test can tell whose it is. */
async function seedRecordsOf(account: TestAccount, tag: string) {
  const now = Timestamp.now();
  await addSubscription(account.uid, 'active', new Date(Date.now() + 10 * 86_400_000));
  await Promise.all([
    db()
      .doc(`users/${account.uid}/courseProgress/course-${tag}`)
      .set({ userId: account.uid, courseId: `course-${tag}`, completed: ['l1'], updatedAt: now }),
    db()
      .doc(`paymentOrders/order_${tag}`)
      .set({
        userId: account.uid,
        plan: { id: 'starter', name: 'Starter', price: 499, duration: 1 },
        amount: 49900,
        currency: 'INR',
        receipt: tag,
        status: 'paid',
        createdAt: now,
      }),
    db()
      .doc(`payments/pay_${tag}`)
      .set({ userId: account.uid, orderId: `order_${tag}`, amount: 49900, status: 'captured', createdAt: now }),
    db()
      .collection('noteAccesses')
      .add({ userId: account.uid, noteId: `note-${tag}`, name: account.email, email: account.email, kind: 'download', at: now }),
    db()
      .doc(`testAttempts/attempt-${tag}`)
      .set({
        uid: account.uid,
        testId: `test-${tag}`,
        title: 'Mole warm-up',
        status: 'submitted',
        startedAt: now,
        deadline: now,
        submittedAt: now,
        submittedBy: 'student',
        marksCorrect: 4,
        marksWrong: 1,
        multipleMarking: 'all-or-nothing',
        questions: [],
        questionIds: [],
        answers: {},
        score: 8,
        maxScore: 12,
        percent: 66.7,
        correct: 2,
        partial: 0,
        wrong: 0,
        unanswered: 1,
        chapters: [],
        marks: {},
      }),
    db()
      .doc(`testProgress/${account.uid}_test-${tag}`)
      .set({ uid: account.uid, testId: `test-${tag}`, started: 1, submitted: 1 }),
    db().doc(`practiceStats/${account.uid}`).set({ submitted: 1, percentSum: 66.7, recent: [] }),
    db()
      .doc(`invoices/pay_${tag}`)
      .set({
        userId: account.uid,
        orderId: `order_${tag}`,
        kind: 'Receipt',
        number: `RCPT/2026-27/${tag}`,
        issuedAt: now,
        seller: null,
        buyer: { name: account.email, email: account.email, state: '27', stateName: 'Maharashtra' },
        planName: 'Starter',
        listPrice: 49900,
        discount: 0,
        coupon: null,
        split: { total: 49900, taxable: 49900, cgst: 0, sgst: 0, igst: 0, intraState: true },
        creditNote: null,
        pdfPath: `invoices/pay_${tag}/RCPT-2026-27-${tag}.pdf`,
        creditNotePdfPath: null,
      }),
    db().doc(`mail/welcome-${account.uid}`).set({
      template: 'welcome',
      data: {},
      userId: account.uid,
      to: account.email,
      subject: 'Welcome',
      status: 'sent',
      attempts: 2,
      reason: 'SMTP-SERVER-SAID-421',
      messageId: '<internal-message-id@smtp>',
      createdAt: now,
      sentAt: now,
    }),
  ]);
}

describe('GET /api/user/my-data', () => {
  let asha: TestAccount;
  let vikram: TestAccount;

  beforeAll(async () => {
    [asha, vikram] = await Promise.all([
      createAccount({ email: 'asha.data@example.com', name: 'Asha' }),
      createAccount({ email: 'vikram.data@example.com', name: 'Vikram' }),
    ]);
    await Promise.all([seedRecordsOf(asha, 'asha'), seedRecordsOf(vikram, 'vikram')]);
  });

  it("answers a JSON file of every record keyed to the caller, and nobody else's", async () => {
    const response = await myData(asha.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = (response.body as Buffer).toString('utf8');
    const data = JSON.parse(text) as MyDataExport;

    expect(data.account).toMatchObject({ uid: asha.uid, email: asha.email, emailVerified: false, signInMethods: ['password'] });
    expect(data.profile).toMatchObject({ _id: asha.uid, name: 'Asha', email: asha.email, phone: '9876543210' });
    expect(data.courseProgress).toEqual([expect.objectContaining({ _id: 'course-asha', completed: ['l1'] })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ userId: asha.uid, planName: 'Starter' })]);
    expect(data.paymentOrders).toEqual([expect.objectContaining({ _id: 'order_asha', amount: 49900 })]);
    expect(data.payments).toEqual([expect.objectContaining({ _id: 'pay_asha', status: 'captured' })]);
    expect(data.noteAccesses).toEqual([expect.objectContaining({ noteId: 'note-asha', kind: 'download' })]);
    expect(data.testAttempts).toEqual([expect.objectContaining({ _id: 'attempt-asha', testId: 'test-asha', score: 8 })]);
    expect(data.testProgress).toEqual([expect.objectContaining({ testId: 'test-asha', submitted: 1 })]);
    expect(data.practiceStats).toEqual({ submitted: 1, averageScore: 67, recentTests: [] });
    expect(data.invoices).toEqual([expect.objectContaining({ _id: 'pay_asha', number: 'RCPT/2026-27/asha', planName: 'Starter' })]);
    expect(data.emails).toEqual([
      {
        _id: `welcome-${asha.uid}`,
        template: 'welcome',
        subject: 'Welcome',
        to: asha.email,
        status: 'sent',
        data: {},
        createdAt: expect.any(String),
        sentAt: expect.any(String),
      },
    ]);
    // The server's own bookkeeping stays out: the invoice's file path, the mail sender's attempts and reasons.
    for (const internal of ['pdfPath', 'invoices/pay_asha', 'SMTP-SERVER-SAID-421', 'internal-message-id', '"attempts"']) {
      expect(text).not.toContain(internal);
    }
    // Timestamps are readable dates.
    expect(data.payments[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Nothing of the other student's.
    expect(text).not.toContain(vikram.uid);
    expect(text).not.toContain('vikram');
  });

  it('needs a signed-in caller, and is limited per account', async () => {
    expect((await api().get('/api/user/my-data')).status).toBe(401);
    process.env.DATA_EXPORTS_PER_USER = '1';
    try {
      expect((await myData(vikram.token)).status).toBe(200);
      const limited = await myData(vikram.token);
      expect(limited.status).toBe(429);
    } finally {
      delete process.env.DATA_EXPORTS_PER_USER;
    }
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * A key that names (part of) an answer key: the correct options or answer (`correct...`,
 * `isCorrect`, `rightAnswer`, an integer-type question's `integerAnswer`), the accepted range, the explanation or solution. `marksCorrect`,
 * the marks a correct answer earns, is a rule of the test the screen shows, not a key.
 */
const ANSWER_KEY_NAME = /^correct|is_?correct|right_?answer|answer_?range|integer_?answer|accepted|explanation|solution|answer_?key/i;

/**
 * Every key, at any depth, whose name denotes the answer key, outside the places the student may
 * already see one: the review of an attempt they submitted. Answers the paths found.
 */
function answerKeysOutsideReviews(data: MyDataExport): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (ANSWER_KEY_NAME.test(key)) found.push(`${path}.${key}`);
      walk(inner, `${path}.${key}`);
    }
  };
  for (const [section, value] of Object.entries(data)) {
    if (section !== 'testAttempts') {
      walk(value, section);
      continue;
    }
    (value as Array<{ status?: unknown }>).forEach((attempt, index) => {
      if (attempt.status !== 'submitted') walk(attempt, `testAttempts[${index}]`);
    });
  }
  return found;
}

describe("the export and the practice tests' answer keys", () => {
  let admin: TestAccount;
  let student: TestAccount;

  const asAdmin = (path: string, body: object) => api().post(path).set(bearer(admin.token)).send(body);
  const asStudent = (method: 'post' | 'put', path: string, body?: object) => {
    const request = api()[method](path).set(bearer(student.token));
    return body ? request.send(body) : request;
  };

  /** A free test of two questions (single-correct and numerical) whose key carries `tag` and `range`. */
  async function testWithKey(tag: string, range: { min: number; max: number }): Promise<{ testId: string; questionIds: string[] }> {
    const questions = await Promise.all([
      asAdmin('/api/admin/questions', {
        kind: 'single',
        text: `Moles in 36 g of water? (${tag})`,
        options: ['1', '2', '3'],
        correctOptions: [1],
        explanation: `${tag}-EXPLANATION 36/18 = 2`,
        chapter: 'Mole Concept',
        difficulty: 'easy',
      }),
      asAdmin('/api/admin/questions', {
        kind: 'numerical',
        text: `Molar mass of CO2? (${tag})`,
        answerRange: range,
        explanation: `${tag}-EXPLANATION 12 + 32`,
        chapter: 'Mole Concept',
        difficulty: 'easy',
      }),
    ]);
    for (const question of questions) expect(question.status).toBe(201);
    const questionIds = questions.map((question) => question.body._id as string);
    const test = await asAdmin('/api/admin/tests', {
      title: `Test ${tag}`,
      questionIds,
      timeLimitMinutes: 30,
      isFree: true,
      published: true,
    });
    expect(test.status).toBe(201);
    return { testId: test.body._id as string, questionIds };
  }

  async function startWithAnswer(testId: string, questionId: string): Promise<string> {
    const started = await asStudent('post', `/api/tests/${testId}/attempts`);
    expect(started.status).toBe(201);
    const attemptId = started.body._id as string;
    const saved = await asStudent('put', `/api/tests/attempts/${attemptId}/answers/${questionId}`, {
      selected: [1],
      value: null,
      markedForReview: true,
    });
    expect(saved.status).toBe(200);
    return attemptId;
  }

  beforeAll(async () => {
    [admin, student] = await Promise.all([
      createAccount({ email: 'teacher.keys@example.com', name: 'Teacher', admin: true }),
      createAccount({ email: 'student.keys@example.com', name: 'Ravi' }),
    ]);
  });

  it('shows a running attempt as the test screen does (no key anywhere), and a submitted one as its review', async () => {
    const [submittedTest, runningTest] = await Promise.all([
      testWithKey('DONE', { min: 43.9, max: 44.1 }),
      testWithKey('RUNNING', { min: 271.828, max: 271.829 }),
    ]);
    const submittedId = await startWithAnswer(submittedTest.testId, submittedTest.questionIds[0]!);
    expect((await asStudent('post', `/api/tests/attempts/${submittedId}/submit`)).status).toBe(200);
    const runningId = await startWithAnswer(runningTest.testId, runningTest.questionIds[0]!);

    const response = await myData(student.token);
    expect(response.status).toBe(200);
    const text = (response.body as Buffer).toString('utf8');
    const data = JSON.parse(text) as MyDataExport;

    expect(answerKeysOutsideReviews(data)).toEqual([]);
    // Nothing of the running test's key, under any name.
    expect(text).not.toContain('RUNNING-EXPLANATION');
    expect(text).not.toContain('271.82');

    // The running attempt is exactly what the test screen resumes from, apart from the clock.
    const resumed = await api().get(`/api/tests/attempts/${runningId}`).set(bearer(student.token));
    const running = data.testAttempts.find((attempt) => attempt._id === runningId);
    const withoutClock = (view: object) => ({ ...view, serverNow: undefined, remainingSeconds: undefined });
    expect(withoutClock(running!)).toEqual(withoutClock(resumed.body as object));
    expect(running).toMatchObject({ status: 'in-progress', answers: { [runningTest.questionIds[0]!]: { selected: [1] } } });

    // The submitted one is its review, with the key the student has already seen.
    const review = await api().get(`/api/tests/attempts/${submittedId}/result`).set(bearer(student.token));
    // As the review, less what is of the other takers (the rank, option shares and averages: computed
    // when shown, not part of the student's record).
    const shown = review.body as AttemptResult;
    expect(data.testAttempts.find((attempt) => attempt._id === submittedId)).toEqual({
      ...shown,
      ranking: null,
      leaderboard: false,
      chapters: shown.chapters.map((chapter) => ({ ...chapter, averageAccuracy: null })),
      review: shown.review.map((item) => ({ ...item, optionShares: null, averageTimeSeconds: null })),
    });
    expect(text).toContain('DONE-EXPLANATION');
    expect(text).toContain('43.9');
  });
});

// ---------------------------------------------------------------------------------------------

describe('POST /api/user/delete-account', () => {
  let admin: TestAccount;
  let asha: TestAccount;
  let vikram: TestAccount;
  const photoPath = () => `uploads/users/${asha.uid}-photo.webp`;

  beforeAll(async () => {
    [admin, asha, vikram] = await Promise.all([
      createAccount({ email: 'teacher.delete@example.com', name: 'Teacher', admin: true }),
      createAccount({ email: 'asha.delete@example.com', name: 'Asha Verma' }),
      createAccount({ email: 'vikram.delete@example.com', name: 'Vikram' }),
    ]);
    await Promise.all([seedRecordsOf(asha, 'asha-del'), seedRecordsOf(vikram, 'vikram-del')]);
    await bucket().file(photoPath()).save(PHOTO, { resumable: false, contentType: 'image/png' });
    await db()
      .doc(`users/${asha.uid}`)
      .update({ image: `users/${asha.uid}-photo.webp` });
  });

  async function nothingDeleted() {
    expect((await adminAuth().getUser(asha.uid)).email).toBe(asha.email);
    expect((await db().doc(`users/${asha.uid}`).get()).get('name')).toBe('Asha Verma');
    expect((await db().collection(`users/${asha.uid}/courseProgress`).get()).size).toBe(1);
    expect((await db().collection('noteAccesses').where('userId', '==', asha.uid).get()).size).toBe(1);
    expect((await bucket().file(photoPath()).exists())[0]).toBe(true);
  }

  it('refuses without the typed confirmation (400), without the password (400) and with a wrong one (401)', async () => {
    const unconfirmed = await deleteAccount(asha.token, { password: asha.password });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(`Type ${DELETE_CONFIRMATION_WORD} to confirm.`);
    expect((await deleteAccount(asha.token, { password: asha.password, confirmation: 'delete it' })).status).toBe(400);

    const noPassword = await deleteAccount(asha.token, { confirmation: DELETE_CONFIRMATION_WORD });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Enter your password to delete your account.');

    const wrong = await deleteAccount(asha.token, { password: 'not-my-password', confirmation: DELETE_CONFIRMATION_WORD });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The password is not correct.');

    expect((await api().post('/api/user/delete-account').send({ confirmation: DELETE_CONFIRMATION_WORD })).status).toBe(401);
    await nothingDeleted();

    const teacher = await deleteAccount(admin.token, { password: admin.password, confirmation: DELETE_CONFIRMATION_WORD });
    expect(teacher.status).toBe(403);
    expect((await adminAuth().getUser(admin.uid)).uid).toBe(admin.uid);
  });

  it('deletes the person and keeps the payments, detached; the admin sees the account as deleted', async () => {
    const studentCount = async () => (await api().get('/api/admin/overview').set(bearer(admin.token))).body.students as number;
    const studentsBefore = await studentCount();
    const response = await deleteAccount(asha.token, { password: asha.password, confirmation: ' DELETE ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true });

    await expect(adminAuth().getUser(asha.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection(`users/${asha.uid}/courseProgress`).get()).size).toBe(0);
    expect((await db().collection('noteAccesses').where('userId', '==', asha.uid).get()).size).toBe(0);
    expect((await db().collection('mail').where('userId', '==', asha.uid).get()).size).toBe(0);
    expect((await bucket().file(photoPath()).exists())[0]).toBe(false);

    // The profile is a tombstone: no name, email, phone or school of the person.
    const ref = deletedAccountRef(asha.uid);
    const tombstone = (await db().doc(`users/${asha.uid}`).get()).data()!;
    expect(tombstone).toMatchObject({
      deleted: true,
      name: `Deleted account ${ref}`,
      email: `${ref}@deleted.invalid`,
      phone: '',
      school: '',
    });
    expect(JSON.stringify(tombstone)).not.toMatch(/Asha|asha/);

    // The records the law keeps are there, pointing at the tombstone, with no name or email.
    for (const path of ['payments/pay_asha-del', 'paymentOrders/order_asha-del']) {
      const kept = (await db().doc(path).get()).data()!;
      expect(kept.userId).toBe(asha.uid);
      expect(JSON.stringify(kept)).not.toMatch(/asha\.delete@|Asha Verma/);
    }
    expect((await db().collection('subscriptions').where('userId', '==', asha.uid).get()).size).toBe(1);

    // The other student's data is untouched.
    expect((await db().collection(`users/${vikram.uid}/courseProgress`).get()).size).toBe(1);
    expect((await db().collection('noteAccesses').where('userId', '==', vikram.uid).get()).size).toBe(1);
    expect((await db().doc(`mail/welcome-${vikram.uid}`).get()).exists).toBe(true);

    const users = await api().get('/api/admin/users').set(bearer(admin.token));
    expect(users.status).toBe(200);
    const row = (users.body.users as { _id: string; deleted?: boolean; name: string; latestPayment: unknown }[]).find(
      (user) => user._id === asha.uid,
    );
    expect(row).toMatchObject({ deleted: true, role: 'user', name: `Deleted account ${ref}` });
    // The overview's student count leaves it out.
    expect(await studentCount()).toBe(studentsBefore - 1);
    expect(row?.latestPayment).toMatchObject({ status: 'paid', amount: 499, planName: 'Starter' });
    const vikramRow = (users.body.users as { _id: string; deleted?: boolean }[]).find((user) => user._id === vikram.uid);
    expect(vikramRow?.deleted).toBeUndefined();

    // The session has ended and the account cannot sign in again.
    expect((await myData(asha.token)).status).toBe(401);
    expect((await login(asha.email, asha.password)).status).toBe(401);
  });

  it('an account without a password is proven by a recent sign-in', async () => {
    const user = await adminAuth().createUser({ phoneNumber: '+919876500011' });
    await db()
      .doc(`users/${user.uid}`)
      .set({ name: 'Phone Student', email: '', phone: '+919876500011', role: 'user', createdAt: new Date() });
    const token = await signInWithCustomToken(user.uid);
    const response = await deleteAccount(token, { confirmation: DELETE_CONFIRMATION_WORD });
    expect(response.status).toBe(200);
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

// ---------------------------------------------------------------------------------------------

describe("the note stamp's contact", () => {
  let admin: TestAccount;
  let noteId: string;

  beforeAll(async () => {
    admin = await createAccount({ email: 'teacher.stamp@example.com', name: 'Teacher', admin: true });
    noteId = await createNote(admin.token, { title: 'Polymers', description: 'Addition polymers.' });
  });

  const stampText = async (token: string) => {
    const response = await api().get(`/api/notes/${noteId}/download`).set(bearer(token)).buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    return (await pdfPageTexts(response.body as Buffer)).join('\n');
  };

  it('prints the verified email as it is, and an unverified one marked (unverified)', async () => {
    const asha = await createAccount({ email: 'asha.stamp@example.com', name: 'Asha Verma' });
    await addSubscription(asha.uid, 'active', new Date(Date.now() + 10 * 86_400_000));
    const unverified = await stampText(asha.token);
    expect(unverified).toContain('asha.stamp@example.com (unverified)');

    await applyCode(await sendAndRead(asha));
    const verified = await stampText(asha.token);
    expect(verified).toContain('asha.stamp@example.com');
    expect(verified).not.toContain('(unverified)');
  });

  it('prints the phone number of an account without an email', async () => {
    const user = await adminAuth().createUser({ phoneNumber: '+919876500022' });
    await db().doc(`users/${user.uid}`).set({ name: 'Ravi Kumar', email: '', phone: '+919876500022', role: 'user', createdAt: new Date() });
    await addSubscription(user.uid, 'active', new Date(Date.now() + 10 * 86_400_000));
    const text = await stampText(await signInWithCustomToken(user.uid));
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('+919876500022');
    expect(text).not.toContain('unverified');
  });
});

/** Asks for a verification email through the API and answers its code. */
async function sendAndRead(account: TestAccount): Promise<string> {
  expect((await resend(account.token)).status).toBe(200);
  const code = (await verificationCodes(account.email)).at(-1);
  if (!code) throw new Error('No verification code was sent');
  return code.oobCode;
}
