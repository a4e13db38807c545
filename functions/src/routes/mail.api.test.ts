import { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, bearer, clearCollection as clear, createAccount, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { clearMailbox, mailSource, mailsMatching, waitForMail } from '../../../tests/support/mail.js';
import { makePng } from '../../../tools/seed/files.js';
import { db } from '../lib/firebase.js';
import { MAIL_COLLECTION, queueMail } from '../services/mail/queue.js';
import { queueRenewalReminders } from '../services/mail/reminders.js';
import { queueDailySalesSummary } from '../services/mail/daily-summary.js';
import { dailySalesSummaryEnabled } from '../config/mail.js';
import {
  deliverMail,
  GAVE_UP_REASON,
  MAX_ATTEMPTS,
  NOT_CONFIGURED_REASON,
  OUTCOME_UNKNOWN_REASON,
  retryDelayMs,
  retryDueMails,
} from '../services/mail/sender.js';
import { readSiteSettings } from '../services/site-settings.js';
import { sweepNotifications } from '../services/notifications/fan-out.js';

/**
 * Email end to end: the services queue `mail` documents, the sender (what the `sendMail` trigger
 * and the `retryMail` sweep run) sends them over real SMTP to maildev, the catcher `npm test`
 * starts, and the tests read what it caught through its REST API. The trigger itself does not run
 * here (the app runs in this process), so each test calls the sender as the trigger would.
 */

const SMTP = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'] as const;
const saved = Object.fromEntries(SMTP.map((name) => [name, process.env[name]]));
const restoreSmtp = () => {
  for (const name of SMTP) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
};

let admin: TestAccount;
let student: TestAccount;

const mailDocs = async () => (await db().collection(MAIL_COLLECTION).get()).docs;
const mailDoc = async (id: string) => (await db().collection(MAIL_COLLECTION).doc(id).get()).data();

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

beforeEach(async () => {
  await Promise.all([
    clear(MAIL_COLLECTION),
    clear('notificationOutbox'),
    clear('subscriptions'),
    clear('payments'),
    clear('contactMessages'),
    clear('rateLimits'),
    clearMailbox(),
  ]);
});

afterEach(() => {
  restoreSmtp();
  vi.restoreAllMocks();
});

describe('welcome email', () => {
  it('is queued by a signup and arrives in the inbox, addressed to the new student by name', async () => {
    const request = api().post('/api/user/signup');
    const form = {
      name: 'Meera <Joshi>',
      email: 'meera@example.com',
      phone: '9876500000',
      school: 'GEC Bhopal',
      course: 'B.Tech',
      password: 'meera123',
    };
    for (const [field, value] of Object.entries(form)) request.field(field, value);
    const response = await request.attach(
      'usersPhoto',
      makePng(4, 4, () => [1, 2, 3]),
      'me.png',
    );
    expect(response.status).toBe(201);
    const uid = response.body.user._id as string;

    // The signup only wrote the queue document; nothing was sent on its path.
    expect(await mailDoc(`welcome-${uid}`)).toMatchObject({ template: 'welcome', userId: uid, status: 'queued', attempts: 0 });
    expect(await mailsMatching({ to: form.email })).toHaveLength(0);

    expect(await deliverMail(`welcome-${uid}`)).toBe('sent');
    const site = await readSiteSettings();
    const mail = await waitForMail({ to: form.email, subject: `Welcome to ${site.siteName}` });
    expect(mail.text).toContain('Dear Meera <Joshi>,');
    expect(mail.html).toContain('Dear Meera &lt;Joshi&gt;,');
    expect(mail.html).not.toContain('<Joshi>');
    expect(mail.from[0]?.address).toBe(process.env.MAIL_FROM?.match(/<(.+)>/)?.[1]);
    expect(await mailDoc(`welcome-${uid}`)).toMatchObject({ status: 'sent', to: form.email, attempts: 1 });

    // A second delivery (a retried trigger) sends nothing more.
    expect(await deliverMail(`welcome-${uid}`)).toBe('skipped');
    expect(await mailsMatching({ to: form.email })).toHaveLength(1);
  });
});

describe('emails in the student’s language', () => {
  it('sends the welcome email in Hindi to a student who chose Hindi, and in English after they switch back', async () => {
    const meera = await createAccount({ email: 'meera.hi@example.com', name: 'Meera <Joshi>' });
    expect((await api().put('/api/user/language').set(bearer(meera.token)).send({ language: 'hi' })).status).toBe(200);
    const site = await readSiteSettings();

    await queueMail({ template: 'welcome', data: {}, recipient: { userId: meera.uid } }, { id: 'welcome-hi' });
    expect(await deliverMail('welcome-hi')).toBe('sent');
    const hindi = await waitForMail({ to: meera.email, subject: `${site.siteName} में आपका स्वागत है` });
    expect(hindi.text).toContain('प्रिय Meera <Joshi>,');
    expect(hindi.text).toContain(`${site.siteName} से जुड़ने के लिए धन्यवाद। आपका खाता तैयार है।`);
    expect(hindi.html).toContain('प्रिय Meera &lt;Joshi&gt;,');
    expect(hindi.html).not.toContain('<Joshi>');

    expect((await api().put('/api/user/language').set(bearer(meera.token)).send({ language: 'en' })).status).toBe(200);
    await queueMail({ template: 'welcome', data: {}, recipient: { userId: meera.uid } }, { id: 'welcome-en' });
    expect(await deliverMail('welcome-en')).toBe('sent');
    const english = await waitForMail({ to: meera.email, subject: `Welcome to ${site.siteName}` });
    expect(english.text).toContain('Dear Meera <Joshi>,');
  });

  it('sends an email change’s link to the new address and a notice to the old one, in the student’s language, with the teacher’s contact', async () => {
    const ravi = await createAccount({ email: 'ravi.old@example.com', name: 'Ravi <Verma>' });
    expect((await api().put('/api/user/language').set(bearer(ravi.token)).send({ language: 'hi' })).status).toBe(200);
    const changed = await api()
      .put('/api/user/profile')
      .set(bearer(ravi.token))
      .send({ name: 'Ravi <Verma>', email: 'ravi.new@example.com', currentPassword: ravi.password });
    expect(changed.status).toBe(200);

    const queued = (await mailDocs()).filter((doc) => String(doc.get('template')).startsWith('email-change-'));
    expect(queued).toHaveLength(2);
    for (const doc of queued) expect(await deliverMail(doc.id)).toBe('sent');
    const site = await readSiteSettings();

    const notice = await waitForMail({ to: ravi.email, subject: `${site.siteName}: आपके खाते का ईमेल बदलने को कहा गया है` });
    expect(notice.text).toContain('प्रिय Ravi <Verma>,');
    expect(notice.text).toContain('ईमेल बदलकर ravi.new@example.com करने को कहा है');
    expect(notice.text).toContain(`मदद के लिए ${site.teacherName} ${site.email} पर या ${site.phone} पर संपर्क करें।`);
    expect(notice.html).not.toContain('<Verma>');

    const link = await waitForMail({ to: 'ravi.new@example.com', subject: `${site.siteName}: अपने नए ईमेल की पुष्टि करें` });
    const code = queued.find((doc) => doc.get('template') === 'email-change-link')?.get('data.code') as string;
    expect(link.text).toContain(`/AuthPage/email?code=${code}`);
    // Nothing else was sent to either address (no welcome, no second notice).
    expect(await mailsMatching({ to: ravi.email })).toHaveLength(1);
    expect(await mailsMatching({ to: 'ravi.new@example.com' })).toHaveLength(1);
  });

  it('keeps the teacher’s alert in English whatever language the sender reads in', async () => {
    const body = { name: 'Asha Verma', email: 'asha.hi@example.com', message: 'नमस्ते' };
    expect((await api().post('/api/contact/submitMessage').set('X-Language', 'hi').send(body)).body).toEqual({
      message: 'संदेश सफलतापूर्वक भेज दिया गया',
    });
    const [queued] = await mailDocs();
    expect(await deliverMail(queued!.id)).toBe('sent');
    const site = await readSiteSettings();
    const mail = await waitForMail({ to: site.email, subject: 'New message from Asha Verma' });
    expect(mail.text).toContain('Someone wrote to you through the contact form');
  });
});

describe('contact message', () => {
  it('queues a mail to the teacher with the message, answering straight to its sender', async () => {
    const body = { name: 'Asha Verma', email: 'asha.v@example.com', phone: '+91 98765-43210', message: 'Class 12?\n<b>Organic</b> please' };
    expect((await api().post('/api/contact/submitMessage').send(body)).status).toBe(201);
    const [queued] = await mailDocs();
    expect(queued?.data()).toMatchObject({ template: 'contact-message', toTeacher: true, status: 'queued' });

    expect(await deliverMail(queued!.id)).toBe('sent');
    const site = await readSiteSettings();
    const mail = await waitForMail({ to: site.email, subject: 'New message from Asha Verma' });
    expect(mail.text).toContain('> <b>Organic</b> please');
    expect(mail.html).toContain('&lt;b&gt;Organic&lt;/b&gt; please');
    expect(await mailSource(mail.id)).toMatch(/^Reply-To: asha\.v@example\.com\r?$/m);
  });
});

describe('payment emails', () => {
  it('sends the receipt and the refund email to the student’s current address, with the amounts', async () => {
    const at = new Date('2026-11-25T04:00:00Z');
    await queueMail(
      {
        template: 'payment-receipt',
        data: { planName: 'Advanced', amount: 79_900, paymentId: 'pay_R1', startDate: at.toISOString(), endDate: '2027-02-25T04:00:00Z' },
        recipient: { userId: student.uid },
      },
      { id: 'receipt-pay_R1', now: at },
    );
    await queueMail(
      {
        template: 'refund-processed',
        data: { planName: 'Advanced', amountRefunded: 20_000, paymentId: 'pay_R1', full: false },
        recipient: { userId: student.uid },
      },
      { id: 'refund-pay_R1-20000', now: at },
    );
    expect(await deliverMail('receipt-pay_R1', at)).toBe('sent');
    expect(await deliverMail('refund-pay_R1-20000', at)).toBe('sent');

    const receipt = await waitForMail({ to: student.email, subject: 'payment received for Advanced' });
    expect(receipt.text).toContain('Dear Asha,');
    expect(receipt.text).toContain('Amount paid: ₹799.00');
    expect(receipt.text).toContain('Valid: 25 Nov 2026 to 25 Feb 2027');
    expect(receipt.text).toContain('Payment id: pay_R1');
    const refund = await waitForMail({ to: student.email, subject: 'your refund has been processed' });
    expect(refund.text).toContain('We have refunded ₹200.00 for your Advanced plan.');
    expect(refund.text).toContain('Your plan stays active.');
    expect(await mailDoc('receipt-pay_R1')).toMatchObject({ status: 'sent', to: student.email });
  });
});

describe('retries', () => {
  it('records a failure with its reason while the mail server is down, and sends on the retry once it is up', async () => {
    const t0 = new Date('2026-11-25T04:00:00Z');
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'down@example.com' } }, { id: 'retry-me', now: t0 });

    process.env.SMTP_PORT = '9'; // nothing listens there: the connection is refused
    expect(await deliverMail('retry-me', t0)).toBe('failed');
    const failed = await mailDoc('retry-me');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.reason).toMatch(/ECONNREFUSED|connect/i);
    expect((failed?.nextAttemptAt as Timestamp).toMillis()).toBe(t0.getTime() + retryDelayMs(1));

    // Before its wait is over the sweep leaves it alone, even with the server back.
    restoreSmtp();
    expect(await retryDueMails(new Date(t0.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
    expect(await retryDueMails(new Date(t0.getTime() + retryDelayMs(1)))).toEqual({ sent: 1, failed: 0 });
    await waitForMail({ to: 'down@example.com', subject: 'Welcome' });
    expect(await mailDoc('retry-me')).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await mailDoc('retry-me'))?.nextAttemptAt).toBeUndefined();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, leaving the mail failed for the admin to resend`, async () => {
    let now = new Date('2026-11-25T04:00:00Z');
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'never@example.com' } }, { id: 'give-up', now });
    process.env.SMTP_PORT = '9';
    expect(await deliverMail('give-up', now)).toBe('failed');
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1));
      expect(await retryDueMails(now)).toEqual({ sent: 0, failed: 1 });
    }
    const stored = await mailDoc('give-up');
    expect(stored).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(stored?.nextAttemptAt).toBeUndefined();
    expect(await retryDueMails(new Date(now.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('sends a mail the trigger never picked up, once its grace period is over', async () => {
    const t0 = new Date('2026-11-25T04:00:00Z');
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'missed@example.com' } }, { id: 'missed', now: t0 });
    expect(await retryDueMails(new Date(t0.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
    expect(await retryDueMails(new Date(t0.getTime() + 16 * 60_000))).toEqual({ sent: 1, failed: 0 });
    await waitForMail({ to: 'missed@example.com' });
  });

  it(`never claims a mail again once ${MAX_ATTEMPTS} attempts were started: one whose sender keeps dying ends failed`, async () => {
    const t0 = new Date('2026-11-25T04:00:00Z');
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'stuck@example.com' } }, { id: 'stuck', now: t0 });
    // Each claim's sender stopped before handing the mail over (a crash, a timeout): the lease runs out every time.
    await db()
      .doc(`${MAIL_COLLECTION}/stuck`)
      .update({ status: 'sending', attempts: MAX_ATTEMPTS, nextAttemptAt: Timestamp.fromDate(t0) });

    expect(await retryDueMails(new Date(t0.getTime() + 60_000))).toEqual({ sent: 0, failed: 1 });
    const stored = await mailDoc('stuck');
    expect(stored).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, reason: GAVE_UP_REASON });
    expect(stored?.nextAttemptAt).toBeUndefined();
    expect(await deliverMail('stuck', new Date(t0.getTime() + 86_400_000))).toBe('skipped');
    expect(await retryDueMails(new Date(t0.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
    expect(await mailsMatching({ to: 'stuck@example.com' })).toHaveLength(0);
  });

  it('sends again a mail whose sender stopped before handing it to the server, once its lease is over', async () => {
    const t0 = new Date('2026-11-25T04:00:00Z');
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'crashed@example.com' } }, { id: 'crashed', now: t0 });
    await db()
      .doc(`${MAIL_COLLECTION}/crashed`)
      .update({ status: 'sending', attempts: 1, nextAttemptAt: Timestamp.fromMillis(t0.getTime() + 5 * 60_000) });
    expect(await retryDueMails(new Date(t0.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
    expect(await retryDueMails(new Date(t0.getTime() + 5 * 60_000))).toEqual({ sent: 1, failed: 0 });
    await waitForMail({ to: 'crashed@example.com' });
    expect(await mailDoc('crashed')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  /**
   * Firestore failing to write the server's acceptance. The emulator does not fail on its own, so
   * the client's write is made to fail (the third party's call, not our code) for that record only.
   */
  const failAcceptanceRecords = (times: number) => {
    const update = DocumentReference.prototype.update;
    let failures = 0;
    return vi.spyOn(DocumentReference.prototype, 'update').mockImplementation(function (this: DocumentReference, ...args: unknown[]) {
      const data = args[0] as { status?: unknown } | undefined;
      if (data?.status === 'sent' && failures < times) {
        failures += 1;
        return Promise.reject(new Error('14 UNAVAILABLE: the write did not reach Firestore'));
      }
      return (update as (...rest: unknown[]) => ReturnType<DocumentReference['update']>).apply(this, args);
    });
  };

  it('records a mail the server accepted despite a failed write, by writing again, and sends it once', async () => {
    const t0 = new Date('2026-11-25T04:00:00Z');
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'flaky@example.com' } }, { id: 'flaky', now: t0 });
    failAcceptanceRecords(1);
    expect(await deliverMail('flaky', t0)).toBe('sent');
    vi.restoreAllMocks();
    expect(await mailDoc('flaky')).toMatchObject({ status: 'sent', attempts: 1, to: 'flaky@example.com' });
    expect(await retryDueMails(new Date(t0.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
    await waitForMail({ to: 'flaky@example.com' });
    expect(await mailsMatching({ to: 'flaky@example.com' })).toHaveLength(1);
  });

  it('never sends again a mail the server accepted when its record could not be written at all: it ends failed, outcome unknown', async () => {
    const t0 = new Date('2026-11-25T04:00:00Z');
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'unrecorded@example.com' } }, { id: 'unrecorded', now: t0 });
    failAcceptanceRecords(Number.POSITIVE_INFINITY);
    expect(await deliverMail('unrecorded', t0)).toBe('sent');
    vi.restoreAllMocks();
    await waitForMail({ to: 'unrecorded@example.com' });
    expect(await mailDoc('unrecorded')).toMatchObject({ status: 'sending', attempts: 1 });

    // The lease runs out and the sweep comes by: the mail may have arrived, so it is not sent again.
    for (const later of [5 * 60_000, 86_400_000]) {
      await retryDueMails(new Date(t0.getTime() + later));
    }
    const stored = await mailDoc('unrecorded');
    expect(stored).toMatchObject({ status: 'failed', attempts: 1, reason: OUTCOME_UNKNOWN_REASON });
    expect(stored?.nextAttemptAt).toBeUndefined();
    expect(await mailsMatching({ to: 'unrecorded@example.com' })).toHaveLength(1);
  });

  it('marks the mail not sent when SMTP is not set up, and the site carries on', async () => {
    delete process.env.SMTP_HOST;
    const body = { name: 'Ravi', email: 'ravi@example.com', message: 'Hello there, a question.' };
    expect((await api().post('/api/contact/submitMessage').send(body)).status).toBe(201);
    const [queued] = await mailDocs();
    expect(await deliverMail(queued!.id)).toBe('not-configured');
    expect(await mailDoc(queued!.id)).toMatchObject({ status: 'not-configured', reason: NOT_CONFIGURED_REASON });
    expect(await retryDueMails(new Date(Date.now() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
  });
});

describe('GET /api/mail and POST /api/mail/:id/resend', () => {
  const resend = (id: string, token: string | null) => {
    const request = api().post(`/api/mail/${id}/resend`);
    return token ? request.set(bearer(token)) : request;
  };

  it('lists the newest mails with their status for the admin only', async () => {
    await queueMail(
      { template: 'welcome', data: {}, recipient: { to: 'a@example.com' } },
      { id: 'older', now: new Date('2026-11-20T00:00:00Z') },
    );
    await queueMail(
      { template: 'welcome', data: {}, recipient: { to: 'b@example.com' } },
      { id: 'newer', now: new Date('2026-11-21T00:00:00Z') },
    );
    expect((await api().get('/api/mail')).status).toBe(401);
    expect((await api().get('/api/mail').set(bearer(student.token))).status).toBe(403);
    expect((await api().get('/api/mail').query({ limit: 'many' }).set(bearer(admin.token))).status).toBe(400);
    const response = await api().get('/api/mail').set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body.smtpConfigured).toBe(true);
    expect(response.body.mails.map((mail: { id: string }) => mail.id)).toEqual(['newer', 'older']);
    expect(response.body.mails[0]).toMatchObject({ template: 'welcome', to: 'b@example.com', status: 'queued', attempts: 0 });
  });

  it('sends a failed mail again for the admin; students and strangers cannot, and a sent one is not resent', async () => {
    await queueMail({ template: 'welcome', data: {}, recipient: { to: 'again@example.com' } }, { id: 'again' });
    process.env.SMTP_PORT = '9';
    expect(await deliverMail('again')).toBe('failed');
    restoreSmtp();

    expect((await resend('again', null)).status).toBe(401);
    expect((await resend('again', student.token)).status).toBe(403);
    expect(await mailsMatching({ to: 'again@example.com' })).toHaveLength(0);

    const response = await resend('again', admin.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'again', status: 'sent', reason: null, to: 'again@example.com' });
    await waitForMail({ to: 'again@example.com' });

    const twice = await resend('again', admin.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only an email that failed or was not sent can be sent again.');
    expect((await resend('no-such-mail', admin.token)).status).toBe(404);
    expect(await mailsMatching({ to: 'again@example.com' })).toHaveLength(1);
  });
});

describe('renewal reminders', () => {
  // 09:00 in India on 25 Nov 2026: "in 7 days" is 2 Dec (India), "yesterday" is 24 Nov (India).
  const NOW = new Date('2026-11-25T03:30:00Z');
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));

  async function subscription(id: string, userId: string, endDate: string, status = 'active') {
    await db()
      .doc(`subscriptions/${id}`)
      .set({
        userId,
        planId: 'starter',
        planName: 'Starter',
        price: 299,
        status,
        startDate: at('2026-11-01T00:00:00Z'),
        endDate: at(endDate),
      });
  }

  it('queues one "ends in 7 days" and one "has ended" per subscription, however often it runs', async () => {
    const [ending, ended, renewedStudent, refunded] = await Promise.all([
      createAccount({ email: 'ending@example.com', name: 'Ending' }),
      createAccount({ email: 'ended@example.com', name: 'Ended' }),
      createAccount({ email: 'renewed@example.com', name: 'Renewed' }),
      createAccount({ email: 'refunded@example.com', name: 'Refunded' }),
    ]);
    await Promise.all([
      // 2 Dec 23:59 India: still "in 7 days".
      subscription('sub-ending', ending.uid, '2026-12-02T18:29:00Z'),
      // 3 Dec 00:00 India: 8 days away, not yet.
      subscription('sub-too-far', ending.uid, '2026-12-02T18:30:00Z', 'expired'),
      // 24 Nov 10:00 India: ended yesterday.
      subscription('sub-ended', ended.uid, '2026-11-24T04:30:00Z'),
      // 23 Nov 23:00 India: the day before yesterday, mailed by an earlier run.
      subscription('sub-older', ended.uid, '2026-11-23T17:30:00Z'),
      // Ends in 7 days, but a renewal already continues it: no reminder.
      subscription('sub-renewed', renewedStudent.uid, '2026-12-02T06:00:00Z'),
      subscription('sub-renewal', renewedStudent.uid, '2027-01-02T06:00:00Z'),
      // Refunded: cancelled, no reminder.
      subscription('sub-refunded', refunded.uid, '2026-12-02T06:00:00Z', 'cancelled'),
    ]);

    expect(await queueRenewalReminders(NOW)).toEqual({ day: '2026-11-25', endingSoon: 1, ended: 1, alreadyQueued: 0 });
    expect(await queueRenewalReminders(NOW)).toEqual({ day: '2026-11-25', endingSoon: 0, ended: 0, alreadyQueued: 2 });
    // Each is a subscription-ending notification: the fan-out (the trigger, here the sweep) puts it
    // in the inbox and queues the reminder's own email, once, under the id it always had.
    const fanOutAt = new Date(NOW.getTime() + 3 * 60_000);
    expect(await sweepNotifications(fanOutAt)).toEqual({ sent: 2, paused: 0 });
    expect(await sweepNotifications(fanOutAt)).toEqual({ sent: 0, paused: 0 });
    expect((await mailDocs()).map((doc) => doc.id).sort()).toEqual(['ended-sub-ended', 'reminder-7d-sub-ending']);
    const inboxOf = async (uid: string) =>
      (await db().collection(`users/${uid}/notifications`).get()).docs.map((doc) => [doc.get('kind'), doc.get('title'), doc.get('link')]);
    expect(await inboxOf(ending.uid)).toEqual([['subscription-ending', 'Your plan ends in 7 days', '/SubscriptioinPage']]);
    expect(await inboxOf(ended.uid)).toEqual([['subscription-ending', 'Your plan has ended', '/SubscriptioinPage']]);
    expect(await inboxOf(renewedStudent.uid)).toEqual([]);

    expect(await retryDueMails(new Date(fanOutAt.getTime() + 16 * 60_000))).toEqual({ sent: 2, failed: 0 });
    const reminder = await waitForMail({ to: 'ending@example.com', subject: 'Your Starter plan ends in 7 days' });
    expect(reminder.text).toContain('Your Starter plan ends on 2 Dec 2026.');
    expect(reminder.html).toMatch(/href="http[^"]+\/SubscriptioinPage"/);
    const endedMail = await waitForMail({ to: 'ended@example.com', subject: 'Your Starter plan has ended' });
    expect(endedMail.text).toContain('ended on 24 Nov 2026');
    expect(await mailsMatching({ to: 'ending@example.com' })).toHaveLength(1);
    expect(await mailsMatching({ to: 'renewed@example.com' })).toHaveLength(0);
    expect(await mailsMatching({ to: 'refunded@example.com' })).toHaveLength(0);
  });

  it('runs on demand for the admin only', async () => {
    expect((await api().post('/api/mail/reminders')).status).toBe(401);
    expect((await api().post('/api/mail/reminders').set(bearer(student.token))).status).toBe(403);
    const response = await api().post('/api/mail/reminders').set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ endingSoon: 0, ended: 0, alreadyQueued: 0 });
  });
});

describe('daily sales summary', () => {
  it('is off unless MAIL_DAILY_SUMMARY=on', () => {
    expect(dailySalesSummaryEnabled({})).toBe(false);
    expect(dailySalesSummaryEnabled({ MAIL_DAILY_SUMMARY: 'on' })).toBe(true);
  });

  it("mails the teacher the India day's captured payments and new accounts, once a day", async () => {
    // 21:00 in India on 15 Mar 2026; that day runs from 14 Mar 18:30 to 15 Mar 18:30 UTC.
    const now = new Date('2026-03-15T15:30:00Z');
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const payment = (id: string, amount: number, capturedAt: string) =>
      db()
        .doc(`payments/${id}`)
        .set({ userId: student.uid, amount, status: 'captured', capturedAt: at(capturedAt) });
    await Promise.all([
      payment('pay_early', 29_900, '2026-03-14T18:30:00Z'),
      payment('pay_late', 79_900, '2026-03-15T18:29:00Z'),
      payment('pay_day_before', 99_900, '2026-03-14T18:29:00Z'),
      db()
        .doc('users/new-that-day')
        .set({ name: 'New', email: 'new@example.com', role: 'user', createdAt: at('2026-03-15T05:00:00Z') }),
      db()
        .doc('users/new-next-day')
        .set({ name: 'Next', email: 'next@example.com', role: 'user', createdAt: at('2026-03-15T18:30:00Z') }),
    ]);

    expect(await queueDailySalesSummary(now)).toBe(true);
    expect(await queueDailySalesSummary(now)).toBe(false);
    expect(await mailDoc('daily-sales-2026-03-15')).toMatchObject({
      template: 'daily-sales',
      toTeacher: true,
      data: { day: '2026-03-15', payments: 2, amount: 109_800, newAccounts: 1 },
    });

    expect(await deliverMail('daily-sales-2026-03-15', now)).toBe('sent');
    const site = await readSiteSettings();
    const mail = await waitForMail({ to: site.email, subject: 'sales on 15 Mar 2026' });
    expect(mail.text).toContain('Payments captured: 2\nAmount captured: ₹1,098.00\nNew accounts: 1');
  });
});
