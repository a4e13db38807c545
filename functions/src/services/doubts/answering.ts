import {
  DOUBT_LIMITS,
  DOUBT_MESSAGES,
  indiaDay,
  type AdminDoubt,
  type AdminDoubtMessageAnswer,
  type AdminDoubtThread,
  type AdminDoubtsQuery,
  type DoubtQueue,
  type DoubtsOverview,
} from '@chem/contract';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { storedFields, textOf } from '../../lib/fields.js';
import { orderedPage } from '../../lib/newest-first-page.js';
import { logger } from '../../lib/logger.js';
import { SITE_PATHS } from '../mail/templates/index.js';
import { queueNotification } from '../notifications/index.js';
import { messagePage } from './asking.js';
import { preparePhotos, storedOnly, withStoredPhotos } from './photos.js';
import { publishedPlaceKey } from './places.js';
import { daysEndingWith, median } from './rules.js';
import {
  DOUBT_COLLECTIONS,
  adminViewOf,
  doubtsCollection,
  messageOf,
  messagesOf,
  placeFrom,
  statsRef,
  statusOf,
  storedPhotos,
  type StoredPublication,
} from './store.js';

/**
 * The teacher's side: the queue (oldest waiting first), a thread, replying (with notation and
 * photos; the student is told), resolving, publishing, and the overview's two figures.
 */

const existingDoubt = async (id: string): Promise<{ ref: DocumentReference; snapshot: DocumentSnapshot }> => {
  const ref = documentRef(DOUBT_COLLECTIONS.doubts, id, DOUBT_MESSAGES.notFound);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound(DOUBT_MESSAGES.notFound);
  return { ref, snapshot };
};

/**
 * GET /api/admin/doubts. Waiting doubts come oldest first (by when the student last wrote), the
 * answered and resolved ones most recently changed first. One indexed query per page, whatever
 * the filters (firestore.indexes.json has each combination).
 */
export async function doubtQueue(query: AdminDoubtsQuery): Promise<DoubtQueue> {
  let base: Query = doubtsCollection().where('status', '==', query.status);
  if (query.courseId) base = base.where('courseId', '==', query.courseId);
  if (query.chapter) base = base.where('chapter', '==', query.chapter);
  const page =
    query.status === 'open'
      ? await orderedPage(base, 'waitingSince', 'asc', query.cursor, query.limit)
      : await orderedPage(base, 'updatedAt', 'desc', query.cursor, query.limit);
  return { doubts: page.docs.map(adminViewOf), nextCursor: page.nextCursor };
}

/** GET /api/admin/doubts/:id. */
export async function adminDoubtThread(id: string, cursor: string | undefined): Promise<AdminDoubtThread> {
  const { snapshot } = await existingDoubt(id);
  return { doubt: adminViewOf(snapshot), ...(await messagePage(snapshot.id, cursor)) };
}

/**
 * Tells the student their doubt has an answer, once per reply: a notification of kind
 * "doubt-answered" leading to the thread, which the fan-out puts in their inbox, on their phones and
 * (as the doubt-answered email, in their language) in their mail, on the channels they keep on.
 */
export async function announceReply(doubt: DocumentSnapshot, reply: { id: string }): Promise<void> {
  const userId = doubt.get('userId') as unknown;
  if (typeof userId !== 'string' || userId === '') return;
  const excerpt = excerptOf(storedFields(doubt).text('text'));
  const key = `doubt-answered-${reply.id}`;
  await queueNotification({
    content: { kind: 'doubt-answered', params: { subject: excerpt } },
    recipients: { uids: [userId] },
    link: `${SITE_PATHS.doubt}${encodeURIComponent(doubt.id)}`,
    dedupeKey: key,
    // The email keeps its own template (the answer's excerpt and button), sent only while the
    // student keeps this kind's email on.
    emailAs: { template: 'doubt-answered', data: { doubtId: doubt.id, excerpt }, mailId: key },
  }).catch((error: unknown) => logger.error('Could not queue the doubt-answered notification', error));
}

/** The start of the doubt's words, as the email quotes it. */
const EXCERPT_CHARS = 160;
const excerptOf = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text);

/**
 * POST /api/admin/doubts/:id/reply. The reply and the doubt's new state are written together; the
 * first answer of a doubt also records how long the student waited, in that India day's summary
 * (`doubtStats/{day}`), which is all the overview's median reads.
 */
export async function replyToDoubt(
  id: string,
  input: { text: string; resolve: boolean },
  files: readonly Buffer[],
  now = new Date(),
): Promise<AdminDoubtMessageAnswer> {
  if (input.text === '' && files.length === 0) throw badRequest(DOUBT_MESSAGES.replyEmpty);
  const { ref } = await existingDoubt(id);
  const photos = await preparePhotos(files, 'teacher');
  const messageRef = messagesOf(ref.id).doc();
  const stamp = Timestamp.fromDate(now);
  await withStoredPhotos(ref.id, photos, () =>
    runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      if (!current.exists) throw notFound(DOUBT_MESSAGES.notFound);
      const createdAt = current.get('createdAt') as unknown;
      const first = !(current.get('firstAnsweredAt') instanceof Timestamp);
      transaction.create(messageRef, {
        doubtId: ref.id,
        userId: textOf(current.get('userId')),
        author: 'teacher',
        text: input.text,
        photos: storedOnly(photos),
        createdAt: stamp,
      });
      transaction.update(ref, {
        status: input.resolve ? 'resolved' : 'answered',
        resolvedAt: input.resolve ? stamp : null,
        waitingSince: null,
        updatedAt: stamp,
        lastMessageBy: 'teacher',
        messageCount: FieldValue.increment(1),
        ...(first ? { firstAnsweredAt: stamp } : {}),
      });
      if (first && createdAt instanceof Timestamp) {
        const waited = Math.max(0, Math.round((now.getTime() - createdAt.toMillis()) / 1000));
        const day = indiaDay(now);
        transaction.set(statsRef(day), { day, waits: { [ref.id]: waited } }, { merge: true });
      }
    }),
  );
  const [doubt, message] = await Promise.all([ref.get(), messageRef.get()]);
  await announceReply(doubt, { id: messageRef.id });
  return { doubt: adminViewOf(doubt), message: messageOf(message, ref.id) };
}

/** POST /api/admin/doubts/:id/resolve: closed; its student may reopen it for a week with a follow-up. */
export async function resolveDoubt(id: string, now = new Date()): Promise<AdminDoubt> {
  const { ref } = await existingDoubt(id);
  const stamp = Timestamp.fromDate(now);
  await runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw notFound(DOUBT_MESSAGES.notFound);
    if (statusOf(current.get('status')) === 'resolved') return;
    transaction.update(ref, { status: 'resolved', resolvedAt: stamp, waitingSince: null, updatedAt: stamp });
  });
  return adminViewOf(await ref.get());
}

/** The teacher's messages of a thread, in order: what a published doubt shows as its answers. */
async function teacherAnswers(ref: DocumentReference): Promise<StoredPublication['answers']> {
  const messages = await messagesOf(ref.id).orderBy('createdAt', 'asc').limit(200).get();
  return messages.docs
    .filter((message) => message.get('author') === 'teacher')
    .map((message) => ({
      text: textOf(message.get('text')),
      photos: storedPhotos(message.get('photos')),
      createdAt: message.get('createdAt') instanceof Timestamp ? (message.get('createdAt') as Timestamp) : Timestamp.fromMillis(0),
    }));
}

/**
 * POST /api/admin/doubts/:id/publish. A resolved doubt goes under its lesson or question with what
 * it shows copied now: the student's words (never their photos or follow-ups, which may show their
 * face, name or page), their name only if they agreed when asking, and the teacher's answers.
 * Publishing again refreshes the copy; `published: false` takes it back.
 */
export async function publishDoubt(id: string, published: boolean, now = new Date()): Promise<AdminDoubt> {
  const { ref, snapshot } = await existingDoubt(id);
  if (!published) {
    await ref.update({ published: false, publishedPlace: null, publication: FieldValue.delete(), updatedAt: Timestamp.fromDate(now) });
    return adminViewOf(await ref.get());
  }
  if (statusOf(snapshot.get('status')) !== 'resolved') throw conflict(DOUBT_MESSAGES.notResolved);
  const placeKey = publishedPlaceKey(placeFrom(snapshot.get('place'), false));
  if (!placeKey) throw conflict(DOUBT_MESSAGES.generalNotPublishable);
  const fields = storedFields(snapshot);
  const publication: StoredPublication = {
    text: fields.text('text'),
    askedBy: fields.flag('showName') && fields.text('askerName') !== '' ? fields.text('askerName') : null,
    answers: await teacherAnswers(ref),
  };
  const stamp = Timestamp.fromDate(now);
  await ref.update({
    published: true,
    publishedPlace: placeKey,
    publication,
    ...(fields.flag('published') ? {} : { publishedAt: stamp }),
    updatedAt: stamp,
  });
  return adminViewOf(await ref.get());
}

/**
 * GET /api/admin/doubts/overview: one count of the waiting doubts, and the first answers of the
 * last 30 India days from their daily summaries (30 reads, however many doubts there are).
 */
export async function doubtsOverview(now = new Date()): Promise<DoubtsOverview> {
  const days = daysEndingWith(indiaDay(now), DOUBT_LIMITS.overviewDays);
  const [waiting, summaries] = await Promise.all([
    doubtsCollection().where('status', '==', 'open').count().get(),
    db().getAll(...days.map(statsRef)),
  ]);
  const waits = summaries.flatMap((summary) => {
    const values = summary.get('waits') as Record<string, unknown> | undefined;
    return Object.values(values ?? {}).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  });
  return { waiting: waiting.data().count, answered: waits.length, medianFirstAnswerSeconds: median(waits) };
}
