import { ANNOUNCEMENT_MESSAGES, type AdminAnnouncement } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addSubscription,
  api,
  bearer,
  clearCollection,
  createAccount,
  createTestAccounts,
  messageOf,
  type TestAccount,
} from '../../../tests/support/api.js';
import { clearMailbox } from '../../../tests/support/mail.js';
import { arrivedPushes, clearPushes, standInSubscription } from '../../../tests/support/push.js';
import { adminAuth, db } from '../lib/firebase.js';
import { fanOutNotification, sweepNotifications } from '../services/notifications/fan-out.js';
import { outboxIdFor } from '../services/notifications/queue.js';

/**
 * The teacher's announcements against the emulators: written through the API, sent by the fan-out
 * (what the `fanOutNotifications` trigger runs; the trigger does not run in this suite, so each test
 * calls it), pushed through the push stand-in, and counted on each channel and on each first
 * opening in the inbox.
 */

let admin: TestAccount;
let asha: TestAccount;
let vikram: TestAccount;
let meera: TestAccount;

const outboxIdOf = (announcement: AdminAnnouncement) => outboxIdFor(`announcement-${announcement._id}`);

const post = (body: object, token = admin.token) => api().post('/api/admin/announcements').set(bearer(token)).send(body);
const list = async () => (await api().get('/api/admin/announcements').set(bearer(admin.token))).body.announcements as AdminAnnouncement[];

const everyChannel = { inApp: true, push: true, email: true };
const valid = (changes: object = {}) => ({
  title: 'Mock test on Sunday',
  body: 'Bring the periodic table: $\\Delta H$ and \\ce{H2O} questions.',
  link: '/tests',
  audience: { kind: 'everyone' },
  channels: everyChannel,
  ...changes,
});

const inboxEntry = (account: TestAccount, id: string) => db().doc(`users/${account.uid}/notifications/${id}`).get();
const markRead = (account: TestAccount, body: object) => api().post('/api/notifications/read').set(bearer(account.token)).send(body);

beforeAll(async () => {
  ({ admin, student: asha, other: vikram } = await createTestAccounts());
  meera = await createAccount({ email: 'meera.announce@example.com', name: 'Meera' });
  await db().doc('courses/organic').set({ title: 'Organic Chemistry', isFree: true, chapters: [] });
  await db().doc('plans/starter').set({ name: 'Starter', price: 499, duration: 30 });
  for (const account of [asha, vikram]) {
    await db()
      .doc(`users/${account.uid}/courseProgress/organic`)
      .set({ userId: account.uid, courseId: 'organic', completed: [], startedAt: Timestamp.now() });
  }
  // The teacher opened the course too: she is never one of its students.
  await db()
    .doc(`users/${admin.uid}/courseProgress/organic`)
    .set({ userId: admin.uid, courseId: 'organic', completed: [], startedAt: Timestamp.now() });
});

beforeEach(async () => {
  await Promise.all([
    clearCollection('announcements'),
    clearCollection('notificationOutbox'),
    clearCollection('pushSubscriptions'),
    clearCollection('mail'),
    clearCollection('rateLimits'),
    clearCollection('subscriptions'),
    clearPushes(),
    clearMailbox(),
  ]);
  for (const account of [admin, asha, vikram, meera]) {
    await clearCollection(`users/${account.uid}/notifications`);
    await db().doc(`users/${account.uid}`).update({ notificationPreferences: {} });
  }
});

describe('who may announce', () => {
  it('refuses without a session (401), a student (403) and an ended session (401), writing nothing', async () => {
    expect((await api().post('/api/admin/announcements').send(valid())).status).toBe(401);
    expect((await post(valid(), asha.token)).status).toBe(403);
    expect((await api().get('/api/admin/announcements').set(bearer(asha.token))).status).toBe(403);
    expect((await api().post('/api/admin/announcements/x/cancel').set(bearer(asha.token))).status).toBe(403);

    const teacher = await createAccount({ email: 'revoked.teacher@example.com', admin: true });
    // Revocation is recorded to the second: let the token's issue time fall strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(teacher.uid);
    expect((await post(valid(), teacher.token)).status).toBe(401);
    expect((await db().collection('announcements').get()).size).toBe(0);
    expect((await db().collection('notificationOutbox').get()).size).toBe(0);
  });

  it('limits how many an admin writes in an hour (429)', async () => {
    const saved = process.env.ANNOUNCEMENTS_PER_ADMIN;
    process.env.ANNOUNCEMENTS_PER_ADMIN = '2';
    try {
      expect((await post(valid({ sendAt: new Date(Date.now() + 3_600_000).toISOString() }))).status).toBe(201);
      expect((await post(valid({ sendAt: new Date(Date.now() + 3_600_000).toISOString() }))).status).toBe(201);
      const refused = await post(valid());
      expect(refused.status).toBe(429);
      expect(messageOf(refused)).toBe('Too many announcements. Please try again in an hour.');
    } finally {
      if (saved === undefined) delete process.env.ANNOUNCEMENTS_PER_ADMIN;
      else process.env.ANNOUNCEMENTS_PER_ADMIN = saved;
    }
  });
});

describe('bad input', () => {
  it('is refused with a 400 or 404 naming the problem, and nothing is queued', async () => {
    const cases: [object, number, string][] = [
      [valid({ title: '  ' }), 400, ANNOUNCEMENT_MESSAGES.titleRequired],
      [valid({ body: '' }), 400, ANNOUNCEMENT_MESSAGES.bodyRequired],
      [valid({ body: 'x'.repeat(1001) }), 400, ANNOUNCEMENT_MESSAGES.bodyTooLong],
      [valid({ channels: { inApp: false, push: false, email: false } }), 400, ANNOUNCEMENT_MESSAGES.noChannel],
      [valid({ sendAt: new Date(Date.now() - 60_000).toISOString() }), 400, ANNOUNCEMENT_MESSAGES.pastTime],
      [valid({ sendAt: '2026-13-45T10:00+05:30' }), 400, ANNOUNCEMENT_MESSAGES.badTime],
      [valid({ link: 'http://example.com/form' }), 400, ANNOUNCEMENT_MESSAGES.badLink],
      [valid({ link: '//evil.example/x' }), 400, ANNOUNCEMENT_MESSAGES.badLink],
      [valid({ audience: { kind: 'school' } }), 400, ANNOUNCEMENT_MESSAGES.badAudience],
      [valid({ audience: { kind: 'course', courseId: 'no-such-course' } }), 404, ANNOUNCEMENT_MESSAGES.courseNotFound],
      [valid({ audience: { kind: 'plan', planId: 'no-such-plan' } }), 404, ANNOUNCEMENT_MESSAGES.planNotFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(messageOf(response)).toBe(message);
    }
    // A control character in the text is refused by the contract's request schema.
    expect((await post(valid({ body: 'Sunday\u0007' }))).status).toBe(400);
    expect((await db().collection('announcements').get()).size).toBe(0);
    expect((await db().collection('notificationOutbox').get()).size).toBe(0);
  });
});

describe('sending one', () => {
  it('reaches a course’s students on each channel once, counts them, and counts each first opening once', async () => {
    const phone = await standInSubscription();
    await api().post('/api/notifications/push-subscriptions').set(bearer(asha.token)).send(phone);
    // Vikram keeps announcement emails off.
    await db()
      .doc(`users/${vikram.uid}`)
      .update({ notificationPreferences: { announcement: { inApp: true, push: true, email: false } } });

    const created = await post(valid({ audience: { kind: 'course', courseId: 'organic' }, link: 'https://forms.example.org/survey?x=1' }));
    expect(created.status).toBe(201);
    const announcement = created.body as AdminAnnouncement;
    expect(announcement).toMatchObject({ status: 'sending', audienceName: 'Organic Chemistry', sendAt: null });

    expect(await fanOutNotification(outboxIdOf(announcement))).toBe('sent');
    const entries = await Promise.all([asha, vikram, meera, admin].map((account) => inboxEntry(account, outboxIdOf(announcement))));
    const [ashaEntry, vikramEntry, meeraEntry, teacherEntry] = [entries[0]!, entries[1]!, entries[2]!, entries[3]!];
    expect(ashaEntry.get('body')).toBe('Bring the periodic table: $\\Delta H$ and \\ce{H2O} questions.');
    expect(ashaEntry.get('link')).toBe('https://forms.example.org/survey?x=1');
    expect(vikramEntry.exists).toBe(true);
    // Not in the course; and the teacher, who opened it, is not a student.
    expect(meeraEntry.exists).toBe(false);
    expect(teacherEntry.exists).toBe(false);
    const pushes = await arrivedPushes(phone);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.payload!)).toMatchObject({ kind: 'announcement', title: 'Mock test on Sunday' });

    const [sent] = await list();
    expect(sent).toMatchObject({ status: 'sent', reach: { recipients: 2, inApp: 2, push: 1, email: 1, opened: 0 } });
    expect(sent!.sentAt).not.toBeNull();

    // Opening it: counted once per student, however often it is marked.
    const id = outboxIdOf(announcement);
    expect((await markRead(asha, { ids: [id] })).body.marked).toBe(1);
    expect((await markRead(asha, { ids: [id] })).body.marked).toBe(0);
    expect((await markRead(asha, { all: true })).body.marked).toBe(0);
    expect((await list())[0]!.reach.opened).toBe(1);
    await markRead(vikram, { all: true });
    expect((await list())[0]!.reach.opened).toBe(2);
  });

  it('counts each student once when a page is sent again after its counts were lost', async () => {
    const created = (await post(valid({ audience: { kind: 'everyone' } }))).body as AdminAnnouncement;
    const id = outboxIdOf(created);
    expect(await fanOutNotification(id)).toBe('sent');
    // As if the sender had died after delivering the page and before recording it: the item is taken again.
    await db()
      .doc(`notificationOutbox/${id}`)
      .update({
        status: 'queued',
        cursor: null,
        counts: { recipients: 0, inApp: 0, push: 0, email: 0, pushFailed: 0, pushGone: 0, opened: 0 },
      });
    expect(await fanOutNotification(id)).toBe('sent');
    const [sent] = await list();
    // Three students (Asha, Vikram, Meera); the teacher is not one.
    expect(sent!.reach).toEqual({ recipients: 3, inApp: 3, push: 0, email: 3, opened: 0 });
    expect((await db().collection('mail').get()).size).toBe(3);
    expect((await inboxEntry(admin, id)).exists).toBe(false);
  });

  it('reaches a plan’s subscribers, or free accounts, and never the teacher', async () => {
    await addSubscription(asha.uid, 'active', new Date(Date.now() + 10 * 86_400_000));
    const plan = (
      await post(valid({ audience: { kind: 'plan', planId: 'starter' }, channels: { inApp: true, push: false, email: false } }))
    ).body as AdminAnnouncement;
    const free = (await post(valid({ audience: { kind: 'free' }, channels: { inApp: true, push: false, email: false } })))
      .body as AdminAnnouncement;
    expect(plan.audienceName).toBe('Starter');
    await fanOutNotification(outboxIdOf(plan));
    await fanOutNotification(outboxIdOf(free));
    const reached = async (announcement: AdminAnnouncement) => {
      const entries = await Promise.all([asha, vikram, meera, admin].map((account) => inboxEntry(account, outboxIdOf(announcement))));
      return [asha, vikram, meera, admin].filter((_, index) => entries[index]!.exists).map((account) => account.email);
    };
    expect(await reached(plan)).toEqual([asha.email]);
    expect(await reached(free)).toEqual([vikram.email, meera.email]);
    // Email was left out: none queued, none counted.
    expect((await db().collection('mail').get()).size).toBe(0);
    const shown = await list();
    expect(shown.map((item) => item.reach.email)).toEqual([0, 0]);
  });
});

describe('scheduling', () => {
  it('sends a scheduled one when due, lists newest first, and cancels only before it starts', async () => {
    const later = new Date(Date.now() + 2 * 3_600_000);
    const first = (await post(valid({ title: 'First', sendAt: later.toISOString() }))).body as AdminAnnouncement;
    const second = (await post(valid({ title: 'Second', sendAt: later.toISOString().replace('Z', '+00:00') }))).body as AdminAnnouncement;
    expect(first).toMatchObject({ status: 'scheduled', sendAt: later.toISOString() });
    expect((await list()).map((item) => item.title)).toEqual(['Second', 'First']);

    // The trigger on creation sends nothing before its time.
    expect(await fanOutNotification(outboxIdOf(first))).toBe('skipped');

    const cancelled = await api().post(`/api/admin/announcements/${first._id}/cancel`).set(bearer(admin.token));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await api().post('/api/admin/announcements/no-such/cancel').set(bearer(admin.token))).status).toBe(404);

    expect(await sweepNotifications(new Date(later.getTime() + 1000))).toEqual({ sent: 1, paused: 0 });
    expect((await inboxEntry(asha, outboxIdOf(first))).exists).toBe(false);
    expect((await inboxEntry(asha, outboxIdOf(second))).exists).toBe(true);

    const tooLate = await api().post(`/api/admin/announcements/${second._id}/cancel`).set(bearer(admin.token));
    expect(tooLate.status).toBe(409);
    expect(messageOf(tooLate)).toBe(ANNOUNCEMENT_MESSAGES.notCancellable);
    const shown = await list();
    expect(shown.map((item) => [item.title, item.status])).toEqual([
      ['Second', 'sent'],
      ['First', 'cancelled'],
    ]);
  });
});
