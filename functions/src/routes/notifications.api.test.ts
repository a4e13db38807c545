import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  notificationText,
  type LessonRelease,
  type NotificationKind,
} from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSubscription, api, bearer, createAccount, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { clearMailbox, mailSource, waitForMail } from '../../../tests/support/mail.js';
import { arrivedPushes, clearPushes, failDeliveries, standInSubscription } from '../../../tests/support/push.js';
import { db } from '../lib/firebase.js';
import { deliverMail } from '../services/mail/sender.js';
import { fanOutNotification, sweepNotifications } from '../services/notifications/fan-out.js';
import { queueNotification, type NotificationContent } from '../services/notifications/index.js';
import { unsubscribeToken } from '../services/notifications/unsubscribe.js';
import { createCourse, updateCourse } from '../services/courses.js';

/**
 * Notifications end to end against the emulators: a feature queues one (the module's API), the
 * fan-out (what the `fanOutNotifications` trigger runs; the trigger itself does not run in this
 * suite) writes the inbox, pushes through the push stand-in, which checks the VAPID signature and
 * decrypts the payload with the subscription's keys, and queues the email, which the mail sender
 * delivers to maildev.
 */

let admin: TestAccount;
let asha: TestAccount;
let vikram: TestAccount;

async function clear(collection: string) {
  const existing = await db().collection(collection).get();
  await Promise.all(existing.docs.map((doc) => doc.ref.delete()));
}

const subscribe = (account: TestAccount, subscription: object) =>
  api().post('/api/notifications/push-subscriptions').set(bearer(account.token)).send(subscription);

const inbox = (account: TestAccount, query = '') => api().get(`/api/notifications${query}`).set(bearer(account.token));

const announcement = (title: string, body = 'Bring your formula sheet.'): NotificationContent => ({
  kind: 'announcement',
  params: { title, body },
});

beforeAll(async () => {
  ({ admin, student: asha, other: vikram } = await createTestAccounts());
});

beforeEach(async () => {
  await Promise.all([
    clear('notificationOutbox'),
    clear('pushSubscriptions'),
    clear('mail'),
    clear('rateLimits'),
    clear('subscriptions'),
    clearPushes(),
    clearMailbox(),
  ]);
  for (const account of [asha, vikram]) {
    const entries = await db().collection(`users/${account.uid}/notifications`).get();
    await Promise.all(entries.docs.map((doc) => doc.ref.delete()));
    await db().doc(`users/${account.uid}`).update({ notificationPreferences: {}, language: 'en' });
  }
});

describe('push subscriptions', () => {
  it('accepts a browser push service’s endpoint and the local stand-in, and refuses any other address with 400, storing nothing', async () => {
    const subscription = await standInSubscription();
    expect((await subscribe(asha, subscription)).body).toEqual({ subscribed: true });
    const keys = subscription.keys;
    const fcm = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys };
    expect((await subscribe(asha, fcm)).status).toBe(200);

    for (const endpoint of [
      'http://127.0.0.1:9/',
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://notify.windows.com/x',
    ]) {
      const refused = await subscribe(asha, { endpoint, keys });
      expect(refused.status, endpoint).toBe(400);
    }
    const stored = await db().collection('pushSubscriptions').get();
    expect(stored.docs.map((doc) => doc.get('endpoint')).sort()).toEqual([fcm.endpoint, subscription.endpoint].sort());
    expect(stored.docs.every((doc) => doc.get('userId') === asha.uid)).toBe(true);
  });

  it('needs a session, refuses malformed keys, and removes only the caller’s own', async () => {
    const subscription = await standInSubscription();
    expect((await api().post('/api/notifications/push-subscriptions').send(subscription)).status).toBe(401);
    expect((await subscribe(asha, { ...subscription, keys: { p256dh: 'short', auth: 'x' } })).status).toBe(400);
    expect((await subscribe(asha, { endpoint: subscription.endpoint })).status).toBe(400);
    await subscribe(asha, subscription);

    const byOther = await api()
      .delete('/api/notifications/push-subscriptions')
      .set(bearer(vikram.token))
      .send({ endpoint: subscription.endpoint });
    expect(byOther.status).toBe(200);
    expect((await db().collection('pushSubscriptions').get()).size).toBe(1);
    await api().delete('/api/notifications/push-subscriptions').set(bearer(asha.token)).send({ endpoint: subscription.endpoint });
    expect((await db().collection('pushSubscriptions').get()).size).toBe(0);
  });
});

describe('a notification from queue to phone, inbox and email', () => {
  it('reaches the inbox, the phone (encrypted, VAPID-signed) and the email, each once, and the email unsubscribes in one click', async () => {
    const phone = await standInSubscription();
    await subscribe(asha, phone);
    const { id, queued } = await queueNotification({
      content: announcement('Mock test on Sunday <10 am>'),
      recipients: { uids: [asha.uid] },
      link: '/tests',
      dedupeKey: 'api-test:mock',
    });
    expect(queued).toBe(true);
    // Queuing sent nothing.
    expect(await arrivedPushes(phone)).toHaveLength(0);
    expect((await inbox(asha)).body.unread).toBe(0);

    expect(await fanOutNotification(id)).toBe('sent');
    // A retried trigger, and the same request again, send nothing more.
    expect(await fanOutNotification(id)).toBe('skipped');
    expect(
      (
        await queueNotification({
          content: announcement('again'),
          recipients: { uids: [asha.uid] },
          link: null,
          dedupeKey: 'api-test:mock',
        })
      ).queued,
    ).toBe(false);

    const pushes = await arrivedPushes(phone);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.vapid.valid).toBe(true);
    expect(pushes[0]!.status).toBe(201);
    expect(JSON.parse(pushes[0]!.payload!)).toEqual({
      id,
      kind: 'announcement',
      title: 'Mock test on Sunday <10 am>',
      body: 'Bring your formula sheet.',
      link: '/tests',
    });

    const listed = await inbox(asha);
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.body).toMatchObject({ unread: 1, nextCursor: null });
    expect(listed.body.notifications).toEqual([
      expect.objectContaining({ id, kind: 'announcement', title: 'Mock test on Sunday <10 am>', link: '/tests', readAt: null }),
    ]);
    expect((await inbox(vikram)).body).toMatchObject({ unread: 0, notifications: [] });

    const outbox = (await db().doc(`notificationOutbox/${id}`).get()).data();
    expect(outbox).toMatchObject({ status: 'sent', counts: { recipients: 1, inApp: 1, push: 1, email: 1, pushFailed: 0 } });
    expect(outbox?.recipients).toEqual({}); // the named students are not kept once sent

    const mailId = `notify-${id}-${asha.uid}`;
    expect(await deliverMail(mailId)).toBe('sent');
    const mail = await waitForMail({ to: asha.email, subject: 'Mock test on Sunday' });
    expect(mail.text).toContain('Bring your formula sheet.');
    expect(mail.text).toContain('/tests');
    const source = await mailSource(mail.id);
    const unsubscribeUrl = /List-Unsubscribe:\s*<([^>]+)>/.exec(source)?.[1];
    expect(unsubscribeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/notifications\/unsubscribe\?token=/);
    expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The mail app's one-click POST (RFC 8058): no session, a form body.
    const url = new URL(unsubscribeUrl!);
    const clicked = await api().post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(clicked.status).toBe(200);
    expect(clicked.body).toEqual({ kind: 'announcement', email: false });
    const settings = await api().get('/api/notifications/preferences').set(bearer(asha.token));
    expect(settings.body.preferences.announcement).toEqual({ inApp: true, push: true, email: false });
    expect(settings.body.pushKey).toEqual(process.env.VAPID_PUBLIC_KEY);
    expect(settings.body.pushDevices).toBe(1);
  });

  it('refuses a forged or altered unsubscribe token with 400 and changes nothing', async () => {
    const token = unsubscribeToken(asha.uid, 'announcement')!;
    const otherKind = token.replace('.announcement.', '.live-class.');
    const otherStudent = `${Buffer.from(vikram.uid).toString('base64url')}.${token.split('.').slice(1).join('.')}`;
    for (const bad of [otherKind, otherStudent, `${token}x`, 'not-a-token-at-all']) {
      const response = await api().post(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.message).toBe('This unsubscribe link is not valid.');
    }
    const profile = await db().doc(`users/${vikram.uid}`).get();
    expect(profile.get('notificationPreferences')).toEqual({});
  });

  it('renders each student’s text in their own language', async () => {
    await api().put('/api/user/language').set(bearer(vikram.token)).send({ language: 'hi' });
    const { id } = await queueNotification({
      content: { kind: 'test-results', params: { testTitle: 'Mole Concept' } },
      recipients: { uids: [asha.uid, vikram.uid] },
      link: '/tests',
    });
    await fanOutNotification(id);
    expect((await inbox(asha)).body.notifications[0]).toMatchObject({
      title: 'Results are out',
      body: 'Your result for Mole Concept is ready.',
    });
    expect((await inbox(vikram)).body.notifications[0]).toMatchObject({
      title: 'परिणाम आ गया',
      body: 'Mole Concept का आपका परिणाम तैयार है।',
    });
  });

  it('delivers every kind through the API, with its text', async () => {
    const samples: { [Kind in NotificationKind]: Extract<NotificationContent, { kind: Kind }>['params'] } = {
      'doubt-answered': { subject: 'Why is benzene stable?' },
      'test-results': { testTitle: 'Mock 3' },
      'test-open': { testTitle: 'JEE Main 2024 Paper 1' },
      announcement: { title: 'Holiday', body: 'No class on Monday.' },
      'live-class': { title: 'Aldehydes', startsAt: '2026-12-01T13:30:00Z' },
      'subscription-ending': { planName: 'Starter', endDate: '2026-12-08T10:00:00Z', ended: false },
      'new-lessons': { courseTitle: 'Organic Chemistry', count: 3 },
      'revision-due': { count: 12 },
    };
    for (const kind of NOTIFICATION_KINDS) {
      const content = { kind, params: samples[kind] } as NotificationContent;
      const { id } = await queueNotification({ content, recipients: { uids: [asha.uid] }, link: null });
      expect(await fanOutNotification(id), kind).toBe('sent');
    }
    const items = (await inbox(asha, '?limit=50')).body.notifications as Array<{ kind: NotificationKind; title: string; body: string }>;
    expect(items.map((item) => item.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const item of items) {
      const expected = notificationText(item.kind, samples[item.kind] as never, 'en');
      expect(item, item.kind).toMatchObject(expected);
    }
    expect(items.find((item) => item.kind === 'live-class')?.body).toBe('Aldehydes starts at 1 Dec, 19:00 IST.');
  });
});

describe('each student’s choices', () => {
  it('sends on the channels the student keeps on, and email only where the kind’s email is on', async () => {
    const phone = await standInSubscription();
    await subscribe(asha, phone);
    const preferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    preferences['test-open'] = { inApp: true, push: false, email: true };
    const saved = await api().put('/api/notifications/preferences').set(bearer(asha.token)).send({ preferences });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences['test-open']).toEqual({ inApp: true, push: false, email: true });

    const { id } = await queueNotification({
      content: { kind: 'test-open', params: { testTitle: 'Mock 4' } },
      recipients: { uids: [asha.uid] },
      link: '/tests',
    });
    await fanOutNotification(id);
    expect(await arrivedPushes(phone)).toHaveLength(0);
    expect((await db().doc(`mail/notify-${id}-${asha.uid}`).get()).exists).toBe(true);

    // The default for results is no email.
    const results = await queueNotification({
      content: { kind: 'test-results', params: { testTitle: 'Mock 4' } },
      recipients: { uids: [asha.uid] },
      link: null,
    });
    await fanOutNotification(results.id);
    expect((await db().doc(`mail/notify-${results.id}-${asha.uid}`).get()).exists).toBe(false);
    expect(await arrivedPushes(phone)).toHaveLength(1);
  });

  it('refuses a preferences table with a kind missing or a channel not true or false (400), keeping the old one', async () => {
    const { announcement: _left, ...partial } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect((await api().put('/api/notifications/preferences').set(bearer(asha.token)).send({ preferences: partial })).status).toBe(400);
    const wrong = { ...DEFAULT_NOTIFICATION_PREFERENCES, announcement: { inApp: 'yes', push: true, email: true } };
    expect((await api().put('/api/notifications/preferences').set(bearer(asha.token)).send({ preferences: wrong })).status).toBe(400);
    expect((await api().put('/api/notifications/preferences').send({ preferences: DEFAULT_NOTIFICATION_PREFERENCES })).status).toBe(401);
    expect((await db().doc(`users/${asha.uid}`).get()).get('notificationPreferences')).toEqual({});
  });
});

describe('the inbox', () => {
  it('lists newest first in pages, and marks one or all read; nobody marks another student’s', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { id } = await queueNotification(
        { content: announcement(`Notice ${index}`), recipients: { uids: [asha.uid] }, link: null },
        { now: new Date(Date.now() + index * 1000) },
      );
      await fanOutNotification(id, { now: new Date(Date.now() + index * 1000) });
      ids.push(id);
    }
    const first = await inbox(asha, '?limit=2');
    expect(first.body.notifications.map((item: { title: string }) => item.title)).toEqual(['Notice 4', 'Notice 3']);
    expect(first.body.unread).toBe(5);
    const second = await inbox(asha, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.notifications.map((item: { title: string }) => item.title)).toEqual(['Notice 2', 'Notice 1']);
    expect((await inbox(asha, '?limit=0')).status).toBe(400);
    expect((await inbox(asha, '?cursor=garbage')).status).toBe(400);

    const byOther = await api()
      .post('/api/notifications/read')
      .set(bearer(vikram.token))
      .send({ ids: [ids[0]] });
    expect(byOther.body).toEqual({ marked: 0, unread: 0 });
    const one = await api()
      .post('/api/notifications/read')
      .set(bearer(asha.token))
      .send({ ids: [ids[0]] });
    expect(one.body).toEqual({ marked: 1, unread: 4 });
    // Opening it again counts nothing more.
    expect(
      (
        await api()
          .post('/api/notifications/read')
          .set(bearer(asha.token))
          .send({ ids: [ids[0]] })
      ).body,
    ).toEqual({ marked: 0, unread: 4 });
    expect((await db().doc(`notificationOutbox/${ids[0]}`).get()).get('counts.opened')).toBe(1);

    expect((await api().post('/api/notifications/read').set(bearer(asha.token)).send({ ids: [] })).status).toBe(400);
    expect((await api().post('/api/notifications/read').set(bearer(asha.token)).send({ all: false })).status).toBe(400);
    expect((await api().post('/api/notifications/read').set(bearer(asha.token)).send({ all: true })).body).toEqual({
      marked: 4,
      unread: 0,
    });
    expect((await api().post('/api/notifications/read').send({ all: true })).status).toBe(401);
  });
});

describe('delivery', () => {
  it('retries a push the service refused for now, and drops a subscription the service says is gone', async () => {
    const flaky = await standInSubscription();
    const gone = await standInSubscription({ status: 410 });
    await subscribe(asha, flaky);
    await subscribe(vikram, gone);
    await failDeliveries(flaky, 503, 1);
    const { id } = await queueNotification({ content: announcement('Retry me'), recipients: { uids: [asha.uid, vikram.uid] }, link: null });
    await fanOutNotification(id);
    const tries = await arrivedPushes(flaky);
    expect(tries.map((message) => message.status)).toEqual([503, 201]);
    expect((await db().collection('pushSubscriptions').where('userId', '==', vikram.uid).get()).size).toBe(0);
    expect((await db().doc(`notificationOutbox/${id}`).get()).get('counts')).toMatchObject({
      push: 1,
      pushGone: 1,
      pushFailed: 0,
      inApp: 2,
    });
  });

  it('sends a scheduled notification only when it is due, through the sweep', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const { id } = await queueNotification({ content: announcement('Later'), recipients: { uids: [asha.uid] }, link: null, sendAt: at });
    expect(await fanOutNotification(id)).toBe('skipped'); // what the trigger does on creation
    expect(await sweepNotifications(new Date(at.getTime() - 60_000))).toEqual({ sent: 0, paused: 0 });
    expect(await sweepNotifications(new Date(at.getTime() + 1000))).toEqual({ sent: 1, paused: 0 });
    expect((await inbox(asha)).body.unread).toBe(1);
  });

  it('resolves an audience page by page: everyone, free accounts, a plan’s subscribers, a course’s students', async () => {
    const meera = await createAccount({ email: 'meera.audience@example.com', name: 'Meera' });
    await addSubscription(asha.uid, 'active', new Date(Date.now() + 10 * 86_400_000));
    await addSubscription(vikram.uid, 'expired', new Date(Date.now() - 86_400_000));
    await db().doc('courses/paid-course').set({ title: 'Paid', isFree: false, chapters: [] });
    for (const account of [asha, vikram]) {
      await db()
        .doc(`users/${account.uid}/courseProgress/paid-course`)
        .set({ userId: account.uid, courseId: 'paid-course', completed: [], startedAt: Timestamp.now() });
    }
    const reached = async (audience: Parameters<typeof queueNotification>[0]['recipients']) => {
      const { id } = await queueNotification({ content: announcement('Audience'), recipients: audience, link: null });
      await fanOutNotification(id);
      const written = await Promise.all(
        [asha, vikram, meera, admin].map(async (account) => (await db().doc(`users/${account.uid}/notifications/${id}`).get()).exists),
      );
      return [asha, vikram, meera, admin].filter((_account, index) => written[index]).map((account) => account.email);
    };
    expect(await reached({ audience: { kind: 'everyone' } })).toEqual([asha.email, vikram.email, meera.email]);
    expect(await reached({ audience: { kind: 'free' } })).toEqual([vikram.email, meera.email]);
    expect(await reached({ audience: { kind: 'plan', planId: 'starter' } })).toEqual([asha.email]);
    // Started the paid course and may still open it: an active plan.
    expect(await reached({ audience: { kind: 'course', courseId: 'paid-course' } })).toEqual([asha.email]);
    await db().doc('courses/paid-course').update({ isFree: true });
    expect(await reached({ audience: { kind: 'course', courseId: 'paid-course' } })).toEqual([asha.email, vikram.email]);
  });
});

describe('the student’s data', () => {
  it('exports the inbox, the devices (without keys) and the choices, and deleting the account removes inbox and devices', async () => {
    const phone = await standInSubscription();
    const ravi = await createAccount({ email: 'ravi.notify@example.com', name: 'Ravi' });
    await subscribe(ravi, phone);
    const { id } = await queueNotification({ content: announcement('For your data'), recipients: { uids: [ravi.uid] }, link: null });
    await fanOutNotification(id);
    const exported = await api().get('/api/user/my-data').set(bearer(ravi.token));
    expect(exported.status).toBe(200);
    const data = JSON.parse(exported.text) as Record<string, unknown>;
    expect(data.notifications).toEqual([expect.objectContaining({ id, title: 'For your data' })]);
    expect(data.pushSubscriptions).toEqual([expect.objectContaining({ pushService: new URL(phone.endpoint).host })]);
    expect(JSON.stringify(data)).not.toContain(phone.keys.auth);
    expect(data.notificationPreferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const deleted = await api()
      .post('/api/user/delete-account')
      .set(bearer(ravi.token))
      .send({ password: ravi.password, confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await db().collection(`users/${ravi.uid}/notifications`).get()).size).toBe(0);
    expect((await db().collection('pushSubscriptions').where('userId', '==', ravi.uid).get()).size).toBe(0);
  });
});

describe('new lessons', () => {
  const reading = (id: string, release: LessonRelease = null) => ({
    id,
    title: `Lesson ${id}`,
    kind: 'reading' as const,
    text: 'Read this.',
    format: 'plain' as const,
    freePreview: false,
    release,
  });
  /** The announcements sent at the save (a lesson dated later has its own, scheduled for its date). */
  const newLessonItems = async () =>
    (await db().collection('notificationOutbox').where('kind', '==', 'new-lessons').get()).docs
      .filter((doc) => doc.get('sendAt') === undefined)
      .map((doc) => doc.get('params') as object);

  it('tells the course’s students once per save that adds lessons they can open, never per lesson', async () => {
    const course = await createCourse({ title: 'Electrochemistry', description: 'Cells and electrolysis.', price: 0, isFree: true });
    await db()
      .doc(`users/${asha.uid}/courseProgress/${course._id}`)
      .set({ userId: asha.uid, courseId: course._id, completed: [], startedAt: Timestamp.now() });

    await updateCourse(course._id, { chapters: [{ id: 'ch1', title: 'Cells', lessons: [reading('l1')] }] });
    // Saved again unchanged, and a title change: no new lesson, nothing more.
    await updateCourse(course._id, { chapters: [{ id: 'ch1', title: 'Cells', lessons: [reading('l1')] }] });
    await updateCourse(course._id, { title: 'Electrochemistry I' });
    expect(await newLessonItems()).toEqual([{ courseTitle: 'Electrochemistry', count: 1 }]);

    // Two new lessons that open now in one save, and one scheduled for a later date (announced on that date, below).
    await updateCourse(course._id, {
      chapters: [
        { id: 'ch1', title: 'Cells', lessons: [reading('l1'), reading('l2'), reading('l3', { kind: 'days', days: 0 })] },
        { id: 'ch2', title: 'Electrolysis', lessons: [reading('l4', { kind: 'date', date: '2099-12-12' })] },
      ],
    });
    const items = await newLessonItems();
    expect(items).toHaveLength(2);
    expect(items).toContainEqual({ courseTitle: 'Electrochemistry I', count: 2 });

    const sweep = await sweepNotifications(new Date(Date.now() + 5 * 60_000));
    expect(sweep.sent).toBe(2);
    const inboxes = await Promise.all(
      [asha, vikram].map(async (account) => (await inbox(account)).body.notifications as { title: string; body: string; link: string }[]),
    );
    expect(inboxes[0]!.map((item) => item.body).sort()).toEqual([
      '2 new lessons were added to Electrochemistry I.',
      'A new lesson was added to Electrochemistry.',
    ]);
    expect(inboxes[0]![0]!.link).toBe(`/learn/${course._id}`);
    // Vikram has not started the course.
    expect(inboxes[1]).toEqual([]);
    // The kind's email is off by default: none queued.
    expect((await db().collection('mail').get()).size).toBe(0);
  });

  it('announces a lesson dated later on its date, at 08:00 India time, and follows the date when it moves', async () => {
    const course = await createCourse({ title: 'Solutions', description: 'Colligative properties.', price: 0, isFree: true });
    const scheduled = async () =>
      (await db().collection('notificationOutbox').where('kind', '==', 'new-lessons').where('status', '==', 'scheduled').get()).docs
        .filter((doc) => (doc.get('recipients') as { audience?: { courseId?: string } }).audience?.courseId === course._id)
        .map((doc) => ({ sendAt: (doc.get('sendAt') as Timestamp).toDate().toISOString(), params: doc.get('params') as object }));
    const dated = (date: string) => [
      {
        id: 'ch1',
        title: 'Raoult',
        lessons: [reading('s1'), reading('s2', { kind: 'date', date }), reading('s3', { kind: 'date', date })],
      },
    ];
    await updateCourse(course._id, { chapters: dated('2099-03-04') });
    await updateCourse(course._id, { chapters: dated('2099-03-04') });
    expect(await scheduled()).toEqual([{ sendAt: '2099-03-04T02:30:00.000Z', params: { courseTitle: 'Solutions', count: 2 } }]);

    await updateCourse(course._id, { chapters: dated('2099-03-06') });
    expect(await scheduled()).toEqual([{ sendAt: '2099-03-06T02:30:00.000Z', params: { courseTitle: 'Solutions', count: 2 } }]);
    // Both dated lessons deleted: nothing is announced.
    await updateCourse(course._id, { chapters: [{ id: 'ch1', title: 'Raoult', lessons: [reading('s1')] }] });
    expect(await scheduled()).toEqual([]);
  });
});
