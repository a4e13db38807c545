import { LIVE_CLASS_MESSAGES, indiaLocalText, type AdminLiveClass } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSubscription, api, bearer, clearCollection, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { db } from '../lib/firebase.js';
import { reminderKey } from '../services/live-classes/store.js';
import { sweepNotifications } from '../services/notifications/fan-out.js';
import { outboxIdFor } from '../services/notifications/queue.js';

/**
 * Live classes through the real app and the emulators: the teacher's routes (who may call them,
 * what they refuse), what each student may see and when (never the link to one who may not
 * join), the attendance, the reminder and its cancellation, the calendar file and the lesson.
 */

let admin: TestAccount;
let subscriber: TestAccount;
let freeStudent: TestAccount;

const VIDEO = 'dQw4w9WgXcQ';
const PAID = 'live-paid-course';
const FREE = 'live-free-course';
const HOUR = 3_600_000;

beforeAll(async () => {
  const accounts = await createTestAccounts();
  admin = accounts.admin;
  subscriber = accounts.student;
  freeStudent = accounts.other;
  await addSubscription(subscriber.uid, 'active', new Date(Date.now() + 20 * 86_400_000));
  await Promise.all([
    db()
      .collection('courses')
      .doc(PAID)
      .set({
        title: 'Organic Chemistry',
        isFree: false,
        price: 999,
        chapters: [
          { id: 'ch-1', title: 'Basics', lessons: [] },
          {
            id: 'ch-2',
            title: 'Aldehydes',
            lessons: [{ id: 'l-1', kind: 'video', videoId: 'aaaaaaaaaaa', title: 'Intro', freePreview: true }],
          },
        ],
      }),
    db().collection('courses').doc(FREE).set({ title: 'Foundations', isFree: true, chapters: [] }),
    // The free student has started the free course: the course audience of its reminder.
    db().doc(`users/${freeStudent.uid}/courseProgress/${FREE}`).set({ courseId: FREE, completed: [], startedAt: Timestamp.now() }),
  ]);
});

beforeEach(async () => {
  await Promise.all([clearCollection('liveClasses'), clearCollection('liveClassAttendance'), clearCollection('notificationOutbox')]);
});

/** A start time `ms` from now, as the form sends it (India time, to the minute). */
const startIn = (ms: number) => indiaLocalText(new Date(Date.now() + ms).toISOString());

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Aldehydes live',
  courseId: PAID,
  startsAt: startIn(2 * 24 * HOUR),
  durationMinutes: 60,
  link: `https://www.youtube.com/live/${VIDEO}`,
  ...overrides,
});

async function schedule(overrides: Record<string, unknown> = {}): Promise<AdminLiveClass> {
  const response = await api().post('/api/admin/live-classes').set(bearer(admin.token)).send(form(overrides));
  expect(response.status).toBe(201);
  return response.body as AdminLiveClass;
}

/** Moves a stored class's time (the API refuses a past start; a test needs one that has begun or ended). */
async function moveTo(id: string, startsAt: Date, minutes = 60) {
  await db()
    .collection('liveClasses')
    .doc(id)
    .update({ startsAt: Timestamp.fromDate(startsAt), endsAt: Timestamp.fromMillis(startsAt.getTime() + minutes * 60_000) });
}

const as = (account: TestAccount | null, method: 'get' | 'post' | 'put', path: string) => {
  const request = api()[method](path);
  return account ? request.set(bearer(account.token)) : request;
};

describe('the teacher’s routes', () => {
  it('401 without a session, 403 for a student, on every admin route', async () => {
    const created = await schedule();
    const routes: Array<['get' | 'post' | 'put', string]> = [
      ['get', '/api/admin/live-classes'],
      ['post', '/api/admin/live-classes'],
      ['put', `/api/admin/live-classes/${created.id}`],
      ['post', `/api/admin/live-classes/${created.id}/cancel`],
      ['get', `/api/admin/live-classes/${created.id}/attendance`],
      ['post', `/api/admin/live-classes/${created.id}/lesson`],
    ];
    for (const [method, path] of routes) {
      expect((await as(null, method, path).send(form())).status, `${method} ${path}`).toBe(401);
      expect((await as(subscriber, method, path).send(form())).status, `${method} ${path}`).toBe(403);
    }
    const stored = await db().collection('liveClasses').get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.get('status')).toBe('scheduled');
  });

  it('schedules a class: India time stored as UTC, the end from the duration, the link as a video id', async () => {
    const created = await schedule({ startsAt: '2027-06-15T19:00', durationMinutes: 90 });
    expect(created).toMatchObject({
      title: 'Aldehydes live',
      courseId: PAID,
      courseTitle: 'Organic Chemistry',
      startsAt: '2027-06-15T13:30:00.000Z',
      endsAt: '2027-06-15T15:00:00.000Z',
      provider: 'youtube',
      link: { provider: 'youtube', videoId: VIDEO },
      status: 'scheduled',
      attendance: 0,
      lesson: null,
    });
    const list = await as(admin, 'get', '/api/admin/live-classes');
    expect(list.body.classes.map((item: AdminLiveClass) => item.id)).toEqual([created.id]);
  });

  it.each([
    ['an unknown host', { link: 'https://example.com/live/abc' }, LIVE_CLASS_MESSAGES.linkInvalid],
    ['an http link', { link: 'http://meet.google.com/abc-defg-hij' }, LIVE_CLASS_MESSAGES.linkInvalid],
    ['a past start', { startsAt: startIn(-HOUR) }, LIVE_CLASS_MESSAGES.startInPast],
    ['a duration too short', { durationMinutes: 10 }, LIVE_CLASS_MESSAGES.durationInvalid],
    ['a duration too long', { durationMinutes: 301 }, LIVE_CLASS_MESSAGES.durationInvalid],
    ['a day that does not exist', { startsAt: '2030-02-30T10:00' }, LIVE_CLASS_MESSAGES.startInvalid],
    ['an unknown course', { courseId: 'no-such-course' }, LIVE_CLASS_MESSAGES.courseNotFound],
    ['a control character in the title', { title: 'Live\u0007' }, undefined],
  ])('400 for %s, and nothing is stored', async (_name, overrides, message) => {
    const response = await api().post('/api/admin/live-classes').set(bearer(admin.token)).send(form(overrides));
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    expect((await db().collection('liveClasses').get()).size).toBe(0);
  });

  it('404 for an unknown class on every route that names one', async () => {
    expect((await as(admin, 'put', '/api/admin/live-classes/nope').send(form())).status).toBe(404);
    expect((await as(admin, 'post', '/api/admin/live-classes/nope/cancel')).status).toBe(404);
    expect((await as(admin, 'get', '/api/admin/live-classes/nope/attendance')).status).toBe(404);
    expect((await as(admin, 'post', '/api/admin/live-classes/nope/lesson').send({})).status).toBe(404);
    expect((await as(subscriber, 'get', '/api/live-classes/nope')).status).toBe(404);
    expect((await as(subscriber, 'post', '/api/live-classes/nope/join')).status).toBe(404);
    expect((await as(subscriber, 'get', '/api/live-classes/nope/calendar.ics')).status).toBe(404);
  });

  it('accepts a Meet link for everyone, and edits and cancels it', async () => {
    const created = await schedule({ courseId: null, link: 'https://meet.google.com/abc-defg-hij' });
    expect(created).toMatchObject({ courseId: null, courseTitle: null, provider: 'meet' });
    const edited = await as(admin, 'put', `/api/admin/live-classes/${created.id}`).send(
      form({ courseId: null, title: 'Doubt hour', link: 'https://zoom.us/j/123' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Doubt hour', link: { provider: 'zoom', url: 'https://zoom.us/j/123' } });
    const cancelled = await as(admin, 'post', `/api/admin/live-classes/${created.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await as(admin, 'post', `/api/admin/live-classes/${created.id}/cancel`)).status).toBe(409);
    expect((await as(freeStudent, 'get', '/api/live-classes')).body.classes).toEqual([]);
  });
});

describe('what students see', () => {
  it('lists the classes a student may join, soonest first, without links', async () => {
    const later = await schedule({ title: 'Paid class', startsAt: startIn(3 * 24 * HOUR) });
    const sooner = await schedule({ title: 'For everyone', courseId: null, startsAt: startIn(24 * HOUR) });
    const free = await schedule({ title: 'Free class', courseId: FREE });
    const subscriberList = await as(subscriber, 'get', '/api/live-classes');
    expect(subscriberList.status).toBe(200);
    expect(subscriberList.body.classes.map((item: { id: string }) => item.id)).toEqual([sooner.id, free.id, later.id]);
    expect(JSON.stringify(subscriberList.body)).not.toContain(VIDEO);
    expect(subscriberList.body.classes[0]).not.toHaveProperty('link');

    // Without a plan: the paid course's class is not theirs, nor in their list.
    const freeList = await as(freeStudent, 'get', '/api/live-classes');
    expect(freeList.body.classes.map((item: { id: string }) => item.id)).toEqual([sooner.id, free.id]);
    const oneCourse = await as(subscriber, 'get', `/api/live-classes?courseId=${PAID}`);
    expect(oneCourse.body.classes.map((item: { id: string }) => item.id)).toEqual([later.id]);
    expect((await as(null, 'get', '/api/live-classes')).status).toBe(401);
  });

  it('a student without access to the course: 403 on the page, join and calendar, never the link', async () => {
    const created = await schedule();
    await moveTo(created.id, new Date(Date.now() - 5 * 60_000));
    for (const path of [`/api/live-classes/${created.id}`, `/api/live-classes/${created.id}/calendar.ics`]) {
      const response = await as(freeStudent, 'get', path);
      expect(response.status, path).toBe(403);
      expect(response.body.message).toBe(LIVE_CLASS_MESSAGES.notForYou);
      expect(response.text).not.toContain(VIDEO);
    }
    const join = await as(freeStudent, 'post', `/api/live-classes/${created.id}/join`);
    expect(join.status).toBe(403);
    expect(join.text).not.toContain(VIDEO);
    expect((await db().collection('liveClassAttendance').get()).size).toBe(0);
  });

  it('join before the time is refused with when it opens; in the class it answers the link and records the student once', async () => {
    const created = await schedule();
    const early = await as(subscriber, 'post', `/api/live-classes/${created.id}/join`);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(LIVE_CLASS_MESSAGES.notStarted);
    expect(early.text).not.toContain(VIDEO);

    // Ten minutes before the start the door opens.
    await moveTo(created.id, new Date(Date.now() + 9 * 60_000));
    const first = await as(subscriber, 'post', `/api/live-classes/${created.id}/join`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: created.id, link: { provider: 'youtube', videoId: VIDEO } });
    const again = await as(subscriber, 'post', `/api/live-classes/${created.id}/join`);
    expect(again.status).toBe(200);
    // The teacher's own look is not attendance.
    expect((await as(admin, 'post', `/api/live-classes/${created.id}/join`)).status).toBe(200);

    const records = await db().collection('liveClassAttendance').get();
    expect(records.docs.map((doc) => doc.get('userId'))).toEqual([subscriber.uid]);
    const attendance = await as(admin, 'get', `/api/admin/live-classes/${created.id}/attendance`);
    expect(attendance.body).toEqual({ count: 1, attendees: [{ name: 'Asha', joinedAt: expect.any(String) }] });
    expect((await as(admin, 'get', '/api/admin/live-classes')).body.classes[0].attendance).toBe(1);

    // "Download my data": the class's title and the join, never the link.
    const mine = await as(subscriber, 'get', '/api/user/my-data');
    expect(mine.status).toBe(200);
    expect(mine.body.liveClassAttendance).toEqual([{ classTitle: 'Aldehydes live', joinedAt: expect.any(String) }]);
    expect(JSON.stringify(mine.body)).not.toContain(VIDEO);

    await moveTo(created.id, new Date(Date.now() - 2 * HOUR));
    const late = await as(subscriber, 'post', `/api/live-classes/${created.id}/join`);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(LIVE_CLASS_MESSAGES.ended);
  });

  it('the calendar file is an iCalendar event pointing at the class’s page, not the stream', async () => {
    const created = await schedule({ title: 'Aldehydes, ketones; live', startsAt: '2027-06-15T19:00' });
    const response = await as(subscriber, 'get', `/api/live-classes/${created.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"/);
    const text = response.text;
    expect(text).not.toContain(VIDEO);
    // Every line ends with CRLF; unfolded, the properties read as a calendar app reads them.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const property = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(property('VERSION')).toBe('2.0');
    expect(property('UID')).toMatch(new RegExp(`^live-class-${created.id}@`));
    expect(property('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property('DTSTART')).toBe('20270615T133000Z');
    expect(property('DTEND')).toBe('20270615T143000Z');
    expect(property('SUMMARY')).toBe('Aldehydes\\, ketones\\; live');
    expect(property('URL')).toMatch(new RegExp(`^https?://[^/]+/live/${created.id}$`));
    expect(property('DESCRIPTION')).toContain(`/live/${created.id}`);
  });
});

describe('the reminder', () => {
  const outbox = (id: string, startsAt: string) =>
    db()
      .collection('notificationOutbox')
      .doc(outboxIdFor(reminderKey(id, startsAt)));
  const inboxOf = (uid: string) => db().collection(`users/${uid}/notifications`).get();

  it('is queued for 30 minutes before the start, to the course’s students, and sent then', async () => {
    const created = await schedule({ courseId: FREE });
    const queued = await outbox(created.id, created.startsAt).get();
    expect(queued.get('status')).toBe('scheduled');
    expect(queued.get('kind')).toBe('live-class');
    expect(queued.get('link')).toBe(`/live/${created.id}`);
    expect(queued.get('recipients')).toEqual({ audience: { kind: 'course', courseId: FREE } });
    expect((queued.get('sendAt') as Timestamp).toMillis()).toBe(Date.parse(created.startsAt) - 30 * 60_000);

    const before = (await inboxOf(freeStudent.uid)).size;
    await sweepNotifications(new Date(Date.parse(created.startsAt) - 31 * 60_000));
    expect((await inboxOf(freeStudent.uid)).size).toBe(before);
    await sweepNotifications(new Date(Date.parse(created.startsAt) - 30 * 60_000));
    const inbox = await inboxOf(freeStudent.uid);
    expect(inbox.docs.find((doc) => doc.id === queued.id)?.get('body')).toContain('Aldehydes live');
  });

  it('a cancelled class sends no reminder; a moved one sends only the new one', async () => {
    const cancelled = await schedule({ courseId: FREE, title: 'Cancelled class' });
    await as(admin, 'post', `/api/admin/live-classes/${cancelled.id}/cancel`).expect(200);
    expect((await outbox(cancelled.id, cancelled.startsAt).get()).exists).toBe(false);

    const moved = await schedule({ courseId: FREE, title: 'Moved class' });
    const newStart = startIn(4 * 24 * HOUR);
    const edited = await as(admin, 'put', `/api/admin/live-classes/${moved.id}`).send(
      form({ courseId: FREE, title: 'Moved class', startsAt: newStart }),
    );
    expect(edited.status).toBe(200);
    expect((await outbox(moved.id, moved.startsAt).get()).exists).toBe(false);
    const replacement = await outbox(moved.id, edited.body.startsAt as string).get();
    expect(replacement.get('status')).toBe('scheduled');

    // At the old classes' reminder time nothing arrives.
    await sweepNotifications(new Date(Date.parse(moved.startsAt) - 29 * 60_000));
    const titles = (await inboxOf(freeStudent.uid)).docs.map((doc) => String(doc.get('body')));
    expect(titles.filter((body) => body.includes('Cancelled class') || body.includes('Moved class'))).toEqual([]);
  });
});

describe('Make it a lesson', () => {
  it('adds the recording to the course’s last chapter once, then says it was added', async () => {
    const created = await schedule();
    const early = await as(admin, 'post', `/api/admin/live-classes/${created.id}/lesson`).send({});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(LIVE_CLASS_MESSAGES.lessonNotEnded);

    await moveTo(created.id, new Date(Date.now() - 3 * HOUR));
    const made = await as(admin, 'post', `/api/admin/live-classes/${created.id}/lesson`).send({});
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ courseId: PAID, chapterId: 'ch-2', chapterTitle: 'Aldehydes' });
    const again = await as(admin, 'post', `/api/admin/live-classes/${created.id}/lesson`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LIVE_CLASS_MESSAGES.lessonAlreadyAdded);

    // The player's outline shows it: a video lesson of the same video, last in its chapter.
    const outline = await as(subscriber, 'get', `/api/learn/courses/${PAID}`);
    expect(outline.status).toBe(200);
    const chapter = (outline.body.chapters as Array<{ id: string; lessons: Array<{ id: string; title: string; kind: string }> }>).find(
      (each) => each.id === 'ch-2',
    );
    expect(chapter?.lessons.map((lesson) => [lesson.title, lesson.kind])).toEqual([
      ['Intro', 'video'],
      ['Aldehydes live', 'video'],
    ]);
    const lesson = await as(subscriber, 'get', `/api/learn/courses/${PAID}/lessons/${made.body.lessonId}`);
    expect(lesson.status).toBe(200);
    expect(JSON.stringify(lesson.body)).toContain(VIDEO);
  });

  it('refuses a Meet class, an unknown chapter, and a class for everyone', async () => {
    const meet = await schedule({ link: 'https://meet.google.com/abc-defg-hij' });
    await moveTo(meet.id, new Date(Date.now() - 3 * HOUR));
    expect((await as(admin, 'post', `/api/admin/live-classes/${meet.id}/lesson`).send({})).body.message).toBe(
      LIVE_CLASS_MESSAGES.lessonNeedsYouTube,
    );
    const youtube = await schedule();
    await moveTo(youtube.id, new Date(Date.now() - 3 * HOUR));
    const wrongChapter = await as(admin, 'post', `/api/admin/live-classes/${youtube.id}/lesson`).send({ chapterId: 'ch-9' });
    expect(wrongChapter.status).toBe(400);
    expect(wrongChapter.body.message).toBe(LIVE_CLASS_MESSAGES.chapterInvalid);
    const picked = await as(admin, 'post', `/api/admin/live-classes/${youtube.id}/lesson`).send({ chapterId: 'ch-1' });
    expect(picked.body).toMatchObject({ chapterId: 'ch-1' });
    const everyone = await schedule({ courseId: null });
    await moveTo(everyone.id, new Date(Date.now() - 3 * HOUR));
    expect((await as(admin, 'post', `/api/admin/live-classes/${everyone.id}/lesson`).send({})).status).toBe(400);
  });
});
