import type {
  AdminDoubt,
  AdminDoubtMessageAnswer,
  AdminDoubtThread,
  DoubtAllowance,
  DoubtQueue,
  DoubtThread,
  DoubtView,
  DoubtsOverview,
  MyDataExport,
  MyDoubts,
  NotificationInbox,
  SavedReply,
  SolvedDoubts,
} from '@chem/contract';
import { DOUBT_MESSAGES, SAMPLE_SITE_SETTINGS } from '@chem/contract';
import exifr from 'exifr';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import type { Response, Test } from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addSubscription, api, bearer, binaryBody, createAccount, type TestAccount } from '../../../tests/support/api.js';
import { bucket, db } from '../lib/firebase.js';
import { clearSiteSettingsCache } from '../services/site-settings.js';
import { deliverMail } from '../services/mail/sender.js';
import { fanOutNotification } from '../services/notifications/fan-out.js';
import { outboxIdFor } from '../services/notifications/queue.js';

/**
 * Doubts through the real app against the emulators: who may ask from where, bad input refused
 * with nothing saved, the photos' EXIF location gone from the stored and the served file, the
 * teacher's queue and reply (and the email it queues), publishing under the lesson, "I have this
 * doubt too" once each, the overview, saved replies, and the student's data export and deletion.
 */

let admin: TestAccount;
/** Active plan: asks from anywhere. */
let asha: TestAccount;
/** No plan: asks only on the free course. */
let vikram: TestAccount;
/** Active plan: reads the solved doubts under a lesson. */
let meera: TestAccount;

const PAID = 'organic-chem';
const FREE = 'chem-basics';

const video = (id: string, title: string, freePreview = false) => ({
  id,
  title,
  kind: 'video',
  videoId: 'dQw4w9WgXcQ',
  durationSeconds: 900,
  freePreview,
});

type Context = Record<string, unknown>;
const lessonContext = (courseId = PAID, lessonId = 'acid-video', seconds?: number): Context => ({
  kind: 'lesson',
  courseId,
  lessonId,
  ...(seconds === undefined ? {} : { seconds }),
});

/** A small JPEG, as a phone's camera would send a page of working (optionally with where it was taken). */
async function photo(options: { gps?: boolean; width?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 96;
  const image = sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#f4f1e8' } }).jpeg();
  return options.gps
    ? image
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Note 12' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 15/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 24/1 0/1' },
        })
        .toBuffer()
    : image.toBuffer();
}

interface AskOptions {
  text?: string;
  context?: Context | string;
  photos?: Buffer[];
  showName?: boolean;
}

function form(request: Test, { text, photos = [] }: { text?: string; photos?: Buffer[] }): Test {
  let sent = request;
  if (text !== undefined) sent = sent.field('text', text);
  photos.forEach((data, index) => {
    sent = sent.attach('photos', data, { filename: `page-${index + 1}.jpg`, contentType: 'image/jpeg' });
  });
  return sent;
}

function ask(token: string, { context = lessonContext(), showName, ...rest }: AskOptions = {}): Test {
  let request = api()
    .post('/api/doubts')
    .set(bearer(token))
    .field('context', typeof context === 'string' ? context : JSON.stringify(context));
  if (showName !== undefined) request = request.field('showName', String(showName));
  return form(request, rest);
}

async function asked(token: string, options: AskOptions = {}): Promise<DoubtView> {
  const response = await ask(token, { text: 'Why is \\ce{CH3COOH} a weak acid?', ...options });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as DoubtView;
}

const get = (path: string, token?: string) => (token ? api().get(path).set(bearer(token)) : api().get(path));
const post = (path: string, token: string, body?: object) => api().post(path).set(bearer(token)).send(body);
const reply = (id: string, options: { text?: string; photos?: Buffer[]; resolve?: boolean } = {}) => {
  const request = api().post(`/api/admin/doubts/${id}/reply`).set(bearer(admin.token));
  return form(options.resolve ? request.field('resolve', 'true') : request, options);
};
const followUp = (id: string, token: string, options: { text?: string; photos?: Buffer[] } = {}) =>
  form(api().post(`/api/doubts/${id}/messages`).set(bearer(token)), options);
const fetchPhoto = (url: string, token: string) => get(url, token).buffer(true).parse(binaryBody);
const messageOf = (response: Response) => response.body.message as string;

async function saveSettings(changes: Partial<typeof SAMPLE_SITE_SETTINGS>) {
  await db()
    .doc('settings/site')
    .set({ ...SAMPLE_SITE_SETTINGS, doubtsPerDay: 50, ...changes });
  clearSiteSettingsCache();
}

const storedDoubts = async () => (await db().collection('doubts').count().get()).data().count;
const storedPhotoFiles = async () => (await bucket().getFiles({ prefix: 'doubts/' }))[0].map((file) => file.name);

/** The RIFF chunks of a WebP file: `EXIF` holds a TIFF block of metadata when one was kept. */
function webpChunks(webp: Buffer): Map<string, Buffer> {
  expect(webp.toString('latin1', 0, 4)).toBe('RIFF');
  expect(webp.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks = new Map<string, Buffer>();
  for (let at = 12; at + 8 <= webp.length;) {
    const size = webp.readUInt32LE(at + 4);
    chunks.set(webp.toString('latin1', at, at + 4), webp.subarray(at + 8, at + 8 + size));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** The location exifr reads from a WebP's metadata (exifr reads the TIFF block, not the WebP around it). */
async function webpLocation(webp: Buffer): Promise<{ latitude: number; longitude: number } | undefined> {
  const exif = webpChunks(webp).get('EXIF');
  if (!exif) return undefined;
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
  return (await exifr.gps(tiff)) ?? undefined;
}

beforeAll(async () => {
  [admin, asha, vikram, meera] = await Promise.all([
    createAccount({ email: 'teacher@example.com', name: 'Teacher', admin: true }),
    createAccount({ email: 'asha@example.com', name: 'Asha Verma' }),
    createAccount({ email: 'vikram@example.com', name: 'Vikram' }),
    createAccount({ email: 'meera@example.com', name: 'Meera' }),
  ]);
  const inAMonth = new Date(Date.now() + 30 * 86_400_000);
  await Promise.all([addSubscription(asha.uid, 'active', inAMonth), addSubscription(meera.uid, 'active', inAMonth)]);
  const now = Timestamp.now();
  const question = (id: string, text: string) => ({
    kind: 'single',
    text,
    options: ['It ionises partly', 'It ionises fully', 'It does not dissolve', 'It is a base'],
    correctOptions: [0],
    answerRange: null,
    explanation: 'SECRET-EXPLANATION: a weak acid ionises partly.',
    chapter: 'Acids and Bases',
    difficulty: 'easy',
    imageUrl: null,
  });
  const batch = db().batch();
  batch.set(db().doc(`courses/${PAID}`), {
    title: 'Organic Chemistry',
    isFree: false,
    createdAt: now,
    chapters: [
      { id: 'ch-acids', title: 'Acids and Bases', lessons: [video('acid-video', 'Carboxylic acids'), video('welcome', 'Welcome', true)] },
      { id: 'ch-esters', title: 'Esters', lessons: [video('ester-video', 'Making esters')] },
    ],
  });
  batch.set(db().doc(`courses/${FREE}`), {
    title: 'Chemistry Basics',
    isFree: true,
    createdAt: now,
    chapters: [{ id: 'ch-atoms', title: 'Atoms', lessons: [video('atom-video', 'Inside the atom')] }],
  });
  batch.set(db().doc('questions/q-free'), { ...question('q-free', 'Which is a weak acid?'), createdAt: now });
  batch.set(db().doc('questions/q-paid'), { ...question('q-paid', 'Why is \\ce{CH3COOH} weak?'), createdAt: now });
  const test = { timeLimitMinutes: 10, marksCorrect: 4, marksWrong: 1, published: true, createdAt: now };
  batch.set(db().doc('practiceTests/t-free'), { ...test, title: 'Free acids test', questionIds: ['q-free'], isFree: true, courseId: FREE });
  batch.set(db().doc('practiceTests/t-paid'), { ...test, title: 'Acids test', questionIds: ['q-paid'], isFree: false, courseId: PAID });
  const attempt = (uid: string, status: string) => ({
    uid,
    testId: 't-paid',
    title: 'Acids test',
    status,
    startedAt: now,
    deadline: Timestamp.fromMillis(now.toMillis() + 600_000),
    questions: [{ id: 'q-paid', ...question('q-paid', 'Why is \\ce{CH3COOH} weak?') }],
    questionIds: ['q-paid'],
    answers: { 'q-paid': { selected: [1], value: null, markedForReview: false } },
  });
  batch.set(db().doc('testAttempts/asha-done'), attempt(asha.uid, 'submitted'));
  batch.set(db().doc('testAttempts/asha-running'), attempt(asha.uid, 'in-progress'));
  batch.set(db().doc('testAttempts/meera-done'), attempt(meera.uid, 'submitted'));
  await batch.commit();
  await saveSettings({});
});

afterEach(() => {
  delete process.env.DOUBT_MESSAGES_PER_USER;
});

describe('asking from a video lesson with a photo', () => {
  it('keeps the second of the video, the notation and the photo; the photo loses its EXIF location, stored and served', async () => {
    const phonePhoto = await photo({ gps: true, width: 640 });
    // The photo really carries a location, so the checks below can fail.
    expect(await exifr.gps(phonePhoto)).toMatchObject({ latitude: expect.closeTo(23.2583, 3), longitude: expect.closeTo(77.4, 3) });

    const doubt = await asked(asha.token, { context: lessonContext(PAID, 'acid-video', 754), photos: [phonePhoto] });
    expect(doubt).toMatchObject({
      status: 'open',
      text: 'Why is \\ce{CH3COOH} a weak acid?',
      place: {
        kind: 'lesson',
        courseId: PAID,
        courseTitle: 'Organic Chemistry',
        chapterTitle: 'Acids and Bases',
        lessonId: 'acid-video',
        lessonTitle: 'Carboxylic acids',
        seconds: 754,
      },
      canDelete: true,
      showName: false,
    });
    expect(doubt.photos).toHaveLength(1);
    expect(doubt.photos[0]!.url).toBe(`/api/doubts/${doubt._id}/photos/${doubt.photos[0]!.id}`);

    const [stored] = await bucket().file(`doubts/${doubt._id}/${doubt.photos[0]!.id}`).download();
    const served = await fetchPhoto(doubt.photos[0]!.url, asha.token);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
    for (const file of [stored, served.body as Buffer]) {
      expect([...webpChunks(file).keys()]).not.toContain('EXIF');
      expect(await webpLocation(file)).toBeUndefined();
    }
    // The same reading finds the location in a WebP that kept its metadata: the check above can see one.
    expect(await webpLocation(await sharp(phonePhoto).withMetadata().webp().toBuffer())).toMatchObject({
      latitude: expect.closeTo(23.2583, 3),
    });
    // Not under the public uploads prefix.
    expect((await bucket().getFiles({ prefix: 'uploads/' }))[0]).toEqual([]);
  });

  it('serves the photos to their student and the teacher only', async () => {
    const doubt = (await get('/api/doubts/mine', asha.token)).body.doubts[0] as DoubtView;
    const { body } = await get(`/api/doubts/${doubt._id}`, asha.token);
    const url = (body as DoubtThread).doubt.photos[0]!.url;
    expect((await fetchPhoto(url, admin.token)).status).toBe(200);
    expect((await fetchPhoto(url, meera.token)).status).toBe(404);
    expect((await get(url)).status).toBe(401);
    expect((await fetchPhoto(`/api/doubts/${doubt._id}/photos/s-nothere-0123456789ab.webp`, asha.token)).status).toBe(404);
    expect((await fetchPhoto(`/api/doubts/${doubt._id}/photos/..%2F..%2Fnotes%2Fx.pdf`, asha.token)).status).toBe(404);
  });

  it('keeps another student’s doubt out of reach: 404 to read, follow up, delete', async () => {
    const doubt = (await get('/api/doubts/mine', asha.token)).body.doubts[0] as DoubtView;
    expect((await get(`/api/doubts/${doubt._id}`, meera.token)).status).toBe(404);
    expect((await followUp(doubt._id, meera.token, { text: 'Me too' })).status).toBe(404);
    expect((await api().delete(`/api/doubts/${doubt._id}`).set(bearer(meera.token))).status).toBe(404);
    expect((await get('/api/doubts/mine', meera.token)).body).toEqual({ doubts: [], nextCursor: null });
  });
});

describe('who may ask, and from where', () => {
  it('a student without a plan asks on a free course, not on a paid one (403), nor about a lesson they cannot open (400)', async () => {
    await asked(vikram.token, { context: lessonContext(FREE, 'atom-video') });
    await asked(vikram.token, { context: { kind: 'general', courseId: FREE } });

    const preview = await ask(vikram.token, { text: 'Hello', context: lessonContext(PAID, 'welcome') });
    expect(preview.status).toBe(403);
    expect(messageOf(preview)).toBe(DOUBT_MESSAGES.needsPlan);
    const locked = await ask(vikram.token, { text: 'Hello', context: lessonContext(PAID, 'acid-video') });
    expect(locked.status).toBe(400);
    expect(messageOf(locked)).toBe(DOUBT_MESSAGES.lessonClosed);
    expect((await ask(vikram.token, { text: 'Hello', context: { kind: 'general', courseId: PAID } })).status).toBe(403);
  });

  it('the teacher’s switches: no doubts from free courses, then none at all', async () => {
    await saveSettings({ doubtsFromFreeCourses: false });
    const free = await ask(vikram.token, { text: 'Hello', context: lessonContext(FREE, 'atom-video') });
    expect(free.status).toBe(403);
    expect(messageOf(free)).toBe(DOUBT_MESSAGES.needsPlan);
    expect(await get('/api/doubts/allowance', vikram.token).then((response) => response.body as DoubtAllowance)).toMatchObject({
      subscriber: false,
      subscribersMayAsk: true,
      freeCoursesMayAsk: false,
      perDay: 50,
      askedToday: 2,
    });

    await saveSettings({ doubtsFromFreeCourses: false, doubtsFromSubscribers: false });
    const off = await ask(asha.token, { text: 'Hello' });
    expect(off.status).toBe(403);
    expect(messageOf(off)).toBe(DOUBT_MESSAGES.doubtsOff);
    await saveSettings({});
  });

  it('the teacher answers doubts, she does not ask them', async () => {
    const response = await ask(admin.token, { text: 'Hello' });
    expect(response.status).toBe(403);
  });

  it('a test question of the student’s own submitted attempt: the teacher sees the key and the student’s answer, the student not the key', async () => {
    const doubt = await asked(asha.token, { context: { kind: 'test', attemptId: 'asha-done', questionId: 'q-paid' } });
    expect(doubt.place).toMatchObject({ kind: 'test', testId: 't-paid', attemptId: 'asha-done', testTitle: 'Acids test' });
    expect(JSON.stringify(doubt)).not.toContain('SECRET-EXPLANATION');
    expect(doubt.place).not.toHaveProperty('key');

    const teacher = (await get(`/api/admin/doubts/${doubt._id}`, admin.token)).body as AdminDoubtThread;
    expect(teacher.doubt.place).toMatchObject({
      kind: 'test',
      question: { id: 'q-paid', text: 'Why is \\ce{CH3COOH} weak?', chapter: 'Acids and Bases' },
      answer: { selected: [1] },
      key: { correctOptions: [0] },
    });
    expect(teacher.doubt).toMatchObject({ courseId: PAID, chapter: 'Acids and Bases', asker: { uid: asha.uid, name: 'Asha Verma' } });

    for (const [context, message] of [
      [{ kind: 'test', attemptId: 'meera-done', questionId: 'q-paid' }, DOUBT_MESSAGES.attemptNotFound],
      [{ kind: 'test', attemptId: 'asha-running', questionId: 'q-paid' }, DOUBT_MESSAGES.attemptRunning],
      [{ kind: 'test', attemptId: 'asha-done', questionId: 'q-free' }, DOUBT_MESSAGES.questionNotInAttempt],
    ] as const) {
      const refused = await ask(asha.token, { text: 'Hello', context });
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe(message);
    }
  });

  it('a practice question: any bank question with a plan; without one, a question of a free test in a free course', async () => {
    // Chapter practice's free allowance (its own rule, below) off: only the tests decide here.
    await saveSettings({ practiceFreePerChapter: 0 });
    const doubt = await asked(asha.token, { context: { kind: 'practice', questionId: 'q-paid' } });
    expect(doubt.place).toMatchObject({ kind: 'practice', questionId: 'q-paid', question: { text: 'Why is \\ce{CH3COOH} weak?' } });
    expect(JSON.stringify(doubt)).not.toContain('SECRET-EXPLANATION');
    await asked(vikram.token, { context: { kind: 'practice', questionId: 'q-free' } });

    const closed = await ask(vikram.token, { text: 'Hello', context: { kind: 'practice', questionId: 'q-paid' } });
    expect(closed.status).toBe(400);
    expect(messageOf(closed)).toBe(DOUBT_MESSAGES.questionClosed);
    expect((await ask(asha.token, { text: 'Hello', context: { kind: 'practice', questionId: 'q-none' } })).status).toBe(400);
  });

  it('a practice question within chapter practice’s free allowance: open without a plan, as free content', async () => {
    await saveSettings({ practiceFreePerChapter: 0 });
    expect((await ask(vikram.token, { text: 'Hello', context: { kind: 'practice', questionId: 'q-paid' } })).status).toBe(400);
    // The first questions of each chapter are free to practise, so free to ask about (the free courses' switch decides).
    await saveSettings({ practiceFreePerChapter: 10 });
    expect((await ask(vikram.token, { text: 'Hello', context: { kind: 'practice', questionId: 'q-paid' } })).status).toBe(201);
    await saveSettings({ practiceFreePerChapter: 10, doubtsFromFreeCourses: false });
    expect((await ask(vikram.token, { text: 'Hello', context: { kind: 'practice', questionId: 'q-paid' } })).status).toBe(403);
    await saveSettings({});
  });
});

describe('bad input: a clear 400 and nothing saved', () => {
  it.each([
    ['no text and no photo', { text: '   ' }, DOUBT_MESSAGES.empty],
    ['text over 4,000 characters', { text: 'x'.repeat(4001) }, DOUBT_MESSAGES.tooLong],
    [
      'a control character',
      { text: 'Why\u0007?' },
      'text contains characters that are not allowed (control characters or broken Unicode text).',
    ],
    ['a context that is not JSON', { text: 'Hi', context: '{kind:' }, DOUBT_MESSAGES.badContext],
    ['a context of an unknown kind', { text: 'Hi', context: { kind: 'note', noteId: 'n1' } }, DOUBT_MESSAGES.badContext],
    ['a lesson that does not exist', { text: 'Hi', context: lessonContext(PAID, 'nope') }, DOUBT_MESSAGES.lessonNotFound],
    ['a course that does not exist', { text: 'Hi', context: { kind: 'general', courseId: 'nope' } }, DOUBT_MESSAGES.courseNotFound],
    ['a second of video past 12 hours', { text: 'Hi', context: lessonContext(PAID, 'acid-video', 50_000) }, DOUBT_MESSAGES.badContext],
  ] as const)('%s', async (_case, options, message) => {
    const [doubts, files] = [await storedDoubts(), await storedPhotoFiles()];
    const response = await ask(asha.token, { ...options, photos: [] } as AskOptions);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await storedDoubts()).toBe(doubts);
    expect(await storedPhotoFiles()).toEqual(files);
  });

  it('a photo that is not an image, or four photos: refused, and the good photos beside them not stored', async () => {
    const [doubts, files] = [await storedDoubts(), await storedPhotoFiles()];
    const fake = await ask(asha.token, { text: 'Hi', photos: [await photo(), Buffer.from('MZ this is a program, not a photo')] });
    expect(fake.status).toBe(400);
    expect(messageOf(fake)).toBe('A photo must be a PNG, JPEG, WebP or GIF image.');
    const four = await photo();
    const tooMany = await ask(asha.token, { text: 'Hi', photos: [four, four, four, four] });
    expect(tooMany.status).toBe(400);
    expect(messageOf(tooMany)).toBe(DOUBT_MESSAGES.tooManyPhotos);
    expect(await storedDoubts()).toBe(doubts);
    expect(await storedPhotoFiles()).toEqual(files);
  });

  it('the day’s limit, counted on the server: the doubt over it is refused (429) and not saved', async () => {
    const ravi = await createAccount({ email: 'ravi@example.com', name: 'Ravi' });
    await saveSettings({ doubtsPerDay: 2 });
    await asked(ravi.token, { context: lessonContext(FREE, 'atom-video') });
    await asked(ravi.token, { context: lessonContext(FREE, 'atom-video') });
    const doubts = await storedDoubts();
    const third = await ask(ravi.token, { text: 'One more', context: lessonContext(FREE, 'atom-video') });
    expect(third.status).toBe(429);
    expect(messageOf(third)).toBe("You have reached today's limit of 2 doubts. You can ask again after midnight (India time).");
    expect(await storedDoubts()).toBe(doubts);
    await saveSettings({});
  });
});

describe('the teacher’s queue and the conversation', () => {
  let doubtId: string;

  it('lists the waiting doubts oldest first, filtered by course and chapter, each with its context', async () => {
    const older = await asked(meera.token, { text: 'Esters smell fruity: why?', context: lessonContext(PAID, 'ester-video', 30) });
    const anHourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
    await db().doc(`doubts/${older._id}`).update({ createdAt: anHourAgo, waitingSince: anHourAgo });
    doubtId = older._id;

    const queue = (await get('/api/admin/doubts', admin.token)).body as DoubtQueue;
    expect(queue.doubts[0]!._id).toBe(older._id);
    const times = queue.doubts.map((doubt) => doubt.waitingSince!);
    expect(times).toEqual([...times].sort());
    expect(queue.doubts.every((doubt) => doubt.status === 'open')).toBe(true);

    const esters = (await get(`/api/admin/doubts?courseId=${PAID}&chapter=Esters`, admin.token)).body as DoubtQueue;
    expect(esters.doubts.map((doubt) => doubt._id)).toEqual([older._id]);
    expect(esters.doubts[0]!.place).toMatchObject({ kind: 'lesson', lessonTitle: 'Making esters', seconds: 30 });
    const free = (await get(`/api/admin/doubts?courseId=${FREE}`, admin.token)).body as DoubtQueue;
    expect(free.doubts.every((doubt) => doubt.courseId === FREE)).toBe(true);
    expect(free.doubts.length).toBeGreaterThan(0);

    const paged = (await get('/api/admin/doubts?limit=2', admin.token)).body as DoubtQueue;
    const next = (await get(`/api/admin/doubts?limit=2&cursor=${paged.nextCursor}`, admin.token)).body as DoubtQueue;
    expect(next.doubts[0]!._id).toBe(queue.doubts[2]!._id);

    expect((await get('/api/admin/doubts?status=lost', admin.token)).status).toBe(400);
    expect((await get('/api/admin/doubts?chapter=Esters', admin.token)).status).toBe(400);
    expect((await get('/api/admin/doubts', meera.token)).status).toBe(403);
  });

  it('a reply with notation and a photo: answered, the student told in the inbox and by one email, the thread shows it', async () => {
    const response = await reply(doubtId, { text: 'The ester \\ce{CH3COOC2H5} is volatile: $p = p^0 x$.', photos: [await photo()] });
    expect(response.status).toBe(201);
    const { doubt, message } = response.body as AdminDoubtMessageAnswer;
    expect(doubt).toMatchObject({ status: 'answered', lastMessageBy: 'teacher', messageCount: 1, waitingSince: null, canDelete: false });
    expect(message).toMatchObject({ author: 'teacher', text: 'The ester \\ce{CH3COOC2H5} is volatile: $p = p^0 x$.' });
    expect(message.photos[0]!.id).toMatch(/^t-/);

    // The reply queues one notification; the fan-out (the trigger, run here by hand) puts it in
    // the inbox, leading to the thread, and sends the doubt's own email, once.
    const outboxId = outboxIdFor(`doubt-answered-${message._id}`);
    expect((await db().doc(`notificationOutbox/${outboxId}`).get()).data()).toMatchObject({
      kind: 'doubt-answered',
      recipients: { uids: [meera.uid] },
      link: `/doubts/${doubtId}`,
      status: 'queued',
    });
    expect((await db().doc(`mail/doubt-answered-${message._id}`).get()).exists).toBe(false);
    expect(await fanOutNotification(outboxId)).toBe('sent');
    expect(await fanOutNotification(outboxId)).toBe('skipped');
    const inbox = (await get('/api/notifications', meera.token)).body as NotificationInbox;
    expect(inbox.unread).toBe(1);
    expect(inbox.notifications).toEqual([
      expect.objectContaining({ kind: 'doubt-answered', link: `/doubts/${doubtId}`, readAt: null, title: 'Your doubt was answered' }),
    ]);
    const mails = await db().collection('mail').where('userId', '==', meera.uid).get();
    const told = mails.docs.filter((doc) => ['doubt-answered', 'notification'].includes(doc.get('template') as string));
    expect(told.map((doc) => doc.id)).toEqual([`doubt-answered-${message._id}`]);
    const mail = await db().doc(`mail/doubt-answered-${message._id}`).get();
    expect(mail.data()).toMatchObject({
      template: 'doubt-answered',
      userId: meera.uid,
      data: { doubtId, excerpt: 'Esters smell fruity: why?' },
      unsubscribeKind: 'doubt-answered',
      status: 'queued',
    });
    // Sent as the doubt-answered email, with the one-click unsubscribe from this kind.
    expect(await deliverMail(`doubt-answered-${message._id}`)).toBe('sent');

    const thread = (await get(`/api/doubts/${doubtId}`, meera.token)).body as DoubtThread;
    expect(thread.messages).toEqual([message]);
    expect((await fetchPhoto(message.photos[0]!.url, meera.token)).status).toBe(200);
    expect((await get('/api/admin/doubts?status=answered', admin.token)).body.doubts[0]._id).toBe(doubtId);
  });

  it('a follow-up puts it back in the queue; resolved, it reopens within 7 days and not after', async () => {
    const answer = await followUp(doubtId, meera.token, { text: 'And why do they not mix with water?' });
    expect(answer.status).toBe(201);
    expect(answer.body.doubt).toMatchObject({ status: 'open', lastMessageBy: 'student', messageCount: 2 });

    const resolved = await post(`/api/admin/doubts/${doubtId}/resolve`, admin.token);
    expect(resolved.body).toMatchObject({ status: 'resolved', waitingSince: null });
    expect((resolved.body as AdminDoubt).reopenUntil).not.toBeNull();

    await db()
      .doc(`doubts/${doubtId}`)
      .update({ resolvedAt: Timestamp.fromMillis(Date.now() - 8 * 86_400_000) });
    const late = await followUp(doubtId, meera.token, { text: 'One more thing' });
    expect(late.status).toBe(409);
    expect(messageOf(late)).toBe(DOUBT_MESSAGES.reopenExpired);

    await db()
      .doc(`doubts/${doubtId}`)
      .update({ resolvedAt: Timestamp.fromMillis(Date.now() - 6 * 86_400_000) });
    const reopened = await followUp(doubtId, meera.token, { text: 'One more thing' });
    expect(reopened.status).toBe(201);
    expect(reopened.body.doubt).toMatchObject({ status: 'open', resolvedAt: null });
    expect((await reply(doubtId, { text: 'Hydrogen bonds: see the video at 4:10.', resolve: true })).body.doubt.status).toBe('resolved');
  });

  it('follow-ups are limited per student per hour', async () => {
    process.env.DOUBT_MESSAGES_PER_USER = '1';
    const doubt = await asked(vikram.token, { context: lessonContext(FREE, 'atom-video') });
    expect((await followUp(doubt._id, vikram.token, { text: 'Also this' })).status).toBe(201);
    expect((await followUp(doubt._id, vikram.token, { text: 'And this' })).status).toBe(429);
  });

  it('a student deletes their doubt while it is unanswered (its photos too), not after', async () => {
    const doubt = await asked(vikram.token, { context: lessonContext(FREE, 'atom-video'), photos: [await photo()] });
    expect(await storedPhotoFiles()).toContain(`doubts/${doubt._id}/${doubt.photos[0]!.id}`);
    const deleted = await api().delete(`/api/doubts/${doubt._id}`).set(bearer(vikram.token));
    expect(deleted.status).toBe(200);
    expect((await db().doc(`doubts/${doubt._id}`).get()).exists).toBe(false);
    expect((await storedPhotoFiles()).filter((name) => name.startsWith(`doubts/${doubt._id}/`))).toEqual([]);

    const answered = await api().delete(`/api/doubts/${doubtId}`).set(bearer(meera.token));
    expect(answered.status).toBe(409);
    expect(messageOf(answered)).toBe(DOUBT_MESSAGES.answeredStays);
  });

  it('the reply needs words or a photo, and a doubt that exists', async () => {
    expect((await reply(doubtId, { text: ' ' })).status).toBe(400);
    expect((await reply('no-such-doubt', { text: 'Hi' })).status).toBe(404);
  });

  it('the overview: doubts waiting now and the median time to the first answer', async () => {
    const overview = (await get('/api/admin/doubts/overview', admin.token)).body as DoubtsOverview;
    const waiting = (await db().collection('doubts').where('status', '==', 'open').count().get()).data().count;
    expect(overview.waiting).toBe(waiting);
    // Answered twice: the doubt waited an hour; only its first answer counts.
    expect(overview.answered).toBe(1);
    expect(overview.medianFirstAnswerSeconds).toBeGreaterThanOrEqual(3600);
    expect(overview.medianFirstAnswerSeconds).toBeLessThan(3700);
  });
});

describe('solved doubts under the lesson', () => {
  let published: DoubtView;

  it('publishes a resolved doubt only; the lesson lists it without the asker’s name, never an unpublished one', async () => {
    published = await asked(asha.token, { context: lessonContext(PAID, 'acid-video', 60), photos: [await photo()] });
    await asked(asha.token, { text: 'Not published', context: lessonContext(PAID, 'acid-video') });
    const early = await post(`/api/admin/doubts/${published._id}/publish`, admin.token);
    expect(early.status).toBe(409);
    expect(messageOf(early)).toBe(DOUBT_MESSAGES.notResolved);

    const answer = await reply(published._id, {
      text: '\\ce{CH3COOH <=> CH3COO- + H+} lies to the left.',
      photos: [await photo()],
      resolve: true,
    });
    const teacherPhoto = (answer.body as AdminDoubtMessageAnswer).message.photos[0]!;
    const publish = await post(`/api/admin/doubts/${published._id}/publish`, admin.token);
    expect(publish.status).toBe(200);
    expect(publish.body).toMatchObject({ published: true });

    const list = (await get(`/api/learn/courses/${PAID}/lessons/acid-video/doubts`, meera.token)).body as SolvedDoubts;
    expect(list.doubts).toHaveLength(1);
    expect(list.doubts[0]).toMatchObject({
      _id: published._id,
      text: 'Why is \\ce{CH3COOH} a weak acid?',
      askedBy: null,
      answers: [{ text: '\\ce{CH3COOH <=> CH3COO- + H+} lies to the left.' }],
      alsoAsked: 0,
      alsoAskedByMe: false,
      mine: false,
    });
    expect(JSON.stringify(list)).not.toContain('Asha');
    expect(JSON.stringify(list)).not.toContain(published.photos[0]!.id);
    // The teacher's photo is shown to the reader; the student's own photo is not.
    expect((await fetchPhoto(teacherPhoto.url, meera.token)).status).toBe(200);
    expect((await fetchPhoto(published.photos[0]!.url, meera.token)).status).toBe(404);
    // A student who cannot open the lesson sees nothing of it.
    expect((await get(`/api/learn/courses/${PAID}/lessons/acid-video/doubts`, vikram.token)).status).toBe(403);
    expect((await fetchPhoto(teacherPhoto.url, vikram.token)).status).toBe(404);
  });

  it('names the asker who agreed to it', async () => {
    const named = await asked(meera.token, { text: 'What is $K_a$?', context: lessonContext(PAID, 'acid-video'), showName: true });
    await reply(named._id, { text: 'The acid dissociation constant.', resolve: true });
    await post(`/api/admin/doubts/${named._id}/publish`, admin.token);
    const list = (await get(`/api/learn/courses/${PAID}/lessons/acid-video/doubts`, asha.token)).body as SolvedDoubts;
    expect(list.doubts.map((doubt) => [doubt.text, doubt.askedBy, doubt.mine])).toEqual([
      ['What is $K_a$?', 'Meera', false],
      ['Why is \\ce{CH3COOH} a weak acid?', null, true],
    ]);
  });

  it('"I have this doubt too" counts once per student, not for the asker, and the queue shows the count', async () => {
    const first = await post(`/api/doubts/${published._id}/also`, meera.token);
    expect(first.body).toEqual({ alsoAsked: 1, alsoAskedByMe: true });
    const again = await post(`/api/doubts/${published._id}/also`, meera.token);
    expect(again.body).toEqual({ alsoAsked: 1, alsoAskedByMe: true });
    expect((await post(`/api/doubts/${published._id}/also`, asha.token)).status).toBe(409);
    expect((await post(`/api/doubts/${published._id}/also`, vikram.token)).status).toBe(404);

    const list = (await get(`/api/learn/courses/${PAID}/lessons/acid-video/doubts`, meera.token)).body as SolvedDoubts;
    expect(list.doubts.find((doubt) => doubt._id === published._id)).toMatchObject({ alsoAsked: 1, alsoAskedByMe: true });
    const queue = (await get('/api/admin/doubts?status=resolved', admin.token)).body as DoubtQueue;
    expect(queue.doubts.find((doubt) => doubt._id === published._id)?.alsoAsked).toBe(1);

    const unpublished = (await get('/api/doubts/mine', asha.token)).body.doubts.find(
      (doubt: DoubtView) => doubt.text === 'Not published',
    ) as DoubtView;
    expect((await post(`/api/doubts/${unpublished._id}/also`, meera.token)).status).toBe(404);
  });

  it('taking it back removes it from the lesson; a general doubt cannot be published', async () => {
    const general = await asked(asha.token, { context: { kind: 'general', courseId: PAID } });
    await post(`/api/admin/doubts/${general._id}/resolve`, admin.token);
    const refused = await post(`/api/admin/doubts/${general._id}/publish`, admin.token);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(DOUBT_MESSAGES.generalNotPublishable);

    const named = (await get(`/api/learn/courses/${PAID}/lessons/acid-video/doubts`, asha.token)).body.doubts[0] as { _id: string };
    expect((await post(`/api/admin/doubts/${named._id}/publish`, admin.token, { published: false })).body.published).toBe(false);
    const list = (await get(`/api/learn/courses/${PAID}/lessons/acid-video/doubts`, asha.token)).body as SolvedDoubts;
    expect(list.doubts.map((doubt) => doubt._id)).toEqual([published._id]);
  });
});

describe('saved replies', () => {
  it('the teacher keeps, edits and deletes short answers; students cannot', async () => {
    const created = await post('/api/admin/saved-replies', admin.token, {
      title: 'See the video',
      text: 'Watch the lesson again from 4:10.',
    });
    expect(created.status).toBe(201);
    const saved = created.body as SavedReply;
    const updated = await api()
      .put(`/api/admin/saved-replies/${saved._id}`)
      .set(bearer(admin.token))
      .send({ title: 'See the video', text: 'Watch the lesson again from 4:30.' });
    expect(updated.body).toMatchObject({ text: 'Watch the lesson again from 4:30.' });
    expect((await get('/api/admin/saved-replies', admin.token)).body.replies).toHaveLength(1);
    expect((await post('/api/admin/saved-replies', admin.token, { title: '', text: 'x' })).status).toBe(400);
    expect((await post('/api/admin/saved-replies', asha.token, { title: 'Mine', text: 'x' })).status).toBe(403);
    expect((await api().delete(`/api/admin/saved-replies/${saved._id}`).set(bearer(admin.token))).status).toBe(200);
    expect((await get('/api/admin/saved-replies', admin.token)).body.replies).toEqual([]);
  });
});

describe('the student’s data', () => {
  it('"Download my data" holds their doubts, messages, photo links and votes, and no answer key', async () => {
    const response = await get('/api/user/my-data', asha.token);
    expect(response.status).toBe(200);
    const data = JSON.parse(response.text) as MyDataExport;
    expect(data.doubts.length).toBeGreaterThanOrEqual(5);
    expect(data.doubts.every((doubt) => (doubt as unknown as { userId?: string }).userId === undefined)).toBe(true);
    expect(data.doubts.some((doubt) => doubt.photos[0]?.url.startsWith('/api/doubts/'))).toBe(true);
    expect(data.doubtMessages.some((message) => message.author === 'teacher' && message.text.includes('lies to the left'))).toBe(true);
    expect(JSON.stringify(data.doubts)).not.toContain('SECRET-EXPLANATION');

    const meeraData = JSON.parse((await get('/api/user/my-data', meera.token)).text) as MyDataExport;
    expect(meeraData.doubtVotes.map((vote) => vote.doubtId)).toHaveLength(1);
  });

  it('deleting the account deletes the doubts and photos, and keeps a published one without the asker', async () => {
    const mine = (await get('/api/doubts/mine', asha.token)).body as MyDoubts;
    const published = mine.doubts.find((doubt) => doubt.published)!;
    const deleted = await api()
      .post('/api/user/delete-account')
      .set(bearer(asha.token))
      .send({ password: asha.password, confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);

    const left = await db().collection('doubts').where('userId', '==', asha.uid).get();
    expect(left.empty).toBe(true);
    for (const doubt of mine.doubts.filter((item) => !item.published))
      expect((await db().doc(`doubts/${doubt._id}`).get()).exists).toBe(false);
    const kept = await db().doc(`doubts/${published._id}`).get();
    expect(kept.data()).toMatchObject({ userId: null, askerName: '', photos: [], published: true });
    expect((await db().collectionGroup('doubtMessages').where('userId', '==', asha.uid).get()).empty).toBe(true);
    const files = await storedPhotoFiles();
    // Only the teacher's photo of the published doubt stays.
    expect(files.filter((name) => name.includes('/s-') && mine.doubts.some((doubt) => name.startsWith(`doubts/${doubt._id}/`)))).toEqual(
      [],
    );
    expect(files.some((name) => name.startsWith(`doubts/${published._id}/t-`))).toBe(true);

    const list = (await get(`/api/learn/courses/${PAID}/lessons/acid-video/doubts`, meera.token)).body as SolvedDoubts;
    expect(list.doubts[0]).toMatchObject({
      _id: published._id,
      askedBy: null,
      answers: [{ text: expect.stringContaining('lies to the left') }],
    });
  });
});
