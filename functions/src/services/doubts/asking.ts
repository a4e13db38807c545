import {
  DOUBT_LIMITS,
  DOUBT_MESSAGES,
  indiaDay,
  type AskDoubtFields,
  type DoubtAllowance,
  type DoubtMessageAnswer,
  type DoubtThread,
  type DoubtView,
  type MyDoubts,
} from '@chem/contract';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { doubtDailyLimit, doubtMessageLimit } from '../../config/rate-limits.js';
import { documentRef } from '../../lib/document-ref.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { textOf } from '../../lib/fields.js';
import { orderedPage } from '../../lib/newest-first-page.js';
import { assertUnderLimit, consume, takeAttempt, usedCount } from '../../lib/rate-limit.js';
import { readSiteSettings } from '../site-settings.js';
import { activeSubscriptionFor } from '../subscription-status.js';
import { resolvePlace } from './places.js';
import { deleteDoubtPhotos, openPhoto, preparePhotos, storedOnly, withStoredPhotos, type PhotoFile } from './photos.js';
import { askingRule } from './rules.js';
import {
  DOUBT_COLLECTIONS,
  doubtsCollection,
  messageOf,
  messagesOf,
  reopenUntil,
  statusOf,
  summaryOf,
  viewOf,
  type NewDoubt,
} from './store.js';

/**
 * What a student does with doubts: ask one, read their own, follow up (which reopens a resolved
 * doubt for a week), delete one still unanswered. Another student's doubt is answered like one
 * that does not exist (404).
 */

export interface DoubtUser {
  uid: string;
  isAdmin: boolean;
}

const dailyKey = (uid: string, at: Date) => `${uid}:${indiaDay(at)}`;

/** The caller's own doubt, or 404. */
async function ownDoubt(uid: string, id: string): Promise<{ ref: DocumentReference; snapshot: DocumentSnapshot }> {
  const ref = documentRef(DOUBT_COLLECTIONS.doubts, id, DOUBT_MESSAGES.notFound);
  const snapshot = await ref.get();
  if (!snapshot.exists || snapshot.get('userId') !== uid) throw notFound(DOUBT_MESSAGES.notFound);
  return { ref, snapshot };
}

/** GET /api/doubts/allowance: whether asking would be allowed, and how many are left today. */
export async function doubtAllowance(uid: string, now = new Date()): Promise<DoubtAllowance> {
  const [settings, subscription] = await Promise.all([readSiteSettings(), activeSubscriptionFor(uid, now)]);
  const askedToday = await usedCount(doubtDailyLimit(settings.doubtsPerDay), dailyKey(uid, now));
  return {
    subscriber: subscription !== undefined,
    subscribersMayAsk: settings.doubtsFromSubscribers,
    freeCoursesMayAsk: settings.doubtsFromFreeCourses,
    perDay: settings.doubtsPerDay,
    askedToday,
  };
}

/**
 * POST /api/doubts. Every check comes before anything is written: the words or a photo, the place
 * (400 when the student cannot see it), who may ask there (403), today's limit (429), the photos'
 * content (400). Then the day's count is taken, the photos stored and the doubt written; if the
 * write fails the photos are removed and the count given back, so nothing is half-saved.
 */
export async function askDoubt(user: DoubtUser, fields: AskDoubtFields, files: readonly Buffer[], now = new Date()): Promise<DoubtView> {
  if (user.isAdmin) throw forbidden(DOUBT_MESSAGES.teacherCannotAsk);
  if (fields.text === '' && files.length === 0) throw badRequest(DOUBT_MESSAGES.empty);
  const [settings, subscription, profile] = await Promise.all([
    readSiteSettings(),
    activeSubscriptionFor(user.uid, now),
    db().collection('users').doc(user.uid).get(),
  ]);
  const subscriber = subscription !== undefined;
  const resolved = await resolvePlace(fields.context, { uid: user.uid, subscriber });
  const rule = askingRule(settings, { subscriber, freeCourse: resolved.freeCourse });
  if (rule !== 'ok') throw forbidden(rule === 'off' ? DOUBT_MESSAGES.doubtsOff : DOUBT_MESSAGES.needsPlan);

  const limit = doubtDailyLimit(settings.doubtsPerDay);
  const key = dailyKey(user.uid, now);
  await assertUnderLimit(limit, key);
  const photos = await preparePhotos(files, 'student');
  const taken = await takeAttempt([{ rule: limit, key }]);

  const ref = doubtsCollection().doc();
  const stamp = Timestamp.fromDate(now);
  const doubt: NewDoubt = {
    userId: user.uid,
    askerName: textOf(profile.get('name')),
    showName: fields.showName,
    status: 'open',
    text: fields.text,
    photos: storedOnly(photos),
    place: resolved.place,
    courseId: resolved.courseId,
    chapter: resolved.chapter,
    createdAt: stamp,
    updatedAt: stamp,
    waitingSince: stamp,
    firstAnsweredAt: null,
    resolvedAt: null,
    messageCount: 0,
    lastMessageBy: 'student',
    published: false,
    publishedPlace: null,
    alsoAsked: 0,
  };
  try {
    await withStoredPhotos(ref.id, photos, () => ref.create(doubt));
  } catch (error) {
    await taken.giveBack().catch(() => undefined);
    throw error;
  }
  return viewOf(await ref.get());
}

/** GET /api/doubts/mine: the student's doubts, the latest activity first, a page at a time. */
export async function myDoubts(uid: string, cursor: string | undefined): Promise<MyDoubts> {
  const page = await orderedPage(doubtsCollection().where('userId', '==', uid), 'updatedAt', 'desc', cursor, DOUBT_LIMITS.minePage);
  return { doubts: page.docs.map(summaryOf), nextCursor: page.nextCursor };
}

/** A thread's messages, oldest first, a page at a time. */
export async function messagePage(doubtId: string, cursor: string | undefined) {
  const page = await orderedPage(messagesOf(doubtId), 'createdAt', 'asc', cursor, DOUBT_LIMITS.messagesPage);
  return { messages: page.docs.map((doc) => messageOf(doc, doubtId)), nextCursor: page.nextCursor };
}

/** GET /api/doubts/:id: one document and a page of its messages. */
export async function doubtThread(uid: string, id: string, cursor: string | undefined): Promise<DoubtThread> {
  const { snapshot } = await ownDoubt(uid, id);
  return { doubt: viewOf(snapshot), ...(await messagePage(snapshot.id, cursor)) };
}

/**
 * POST /api/doubts/:id/messages: a follow-up. It puts the doubt back in the teacher's queue
 * (waiting since now, unless it was already waiting); a resolved doubt reopens only within a week
 * of being resolved, after that the student asks a new one.
 */
export async function addFollowUp(
  uid: string,
  id: string,
  text: string,
  files: readonly Buffer[],
  now = new Date(),
): Promise<DoubtMessageAnswer> {
  if (text === '' && files.length === 0) throw badRequest(DOUBT_MESSAGES.empty);
  const { ref } = await ownDoubt(uid, id);
  await consume(doubtMessageLimit(), uid);
  const photos = await preparePhotos(files, 'student');
  const messageRef = messagesOf(ref.id).doc();
  const stamp = Timestamp.fromDate(now);
  await withStoredPhotos(ref.id, photos, () =>
    runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      if (!current.exists) throw notFound(DOUBT_MESSAGES.notFound);
      const status = statusOf(current.get('status'));
      const resolvedAt = current.get('resolvedAt') as unknown;
      const until = reopenUntil(status, resolvedAt instanceof Timestamp ? resolvedAt : undefined);
      if (until && until.getTime() < now.getTime()) throw conflict(DOUBT_MESSAGES.reopenExpired);
      transaction.create(messageRef, {
        doubtId: ref.id,
        userId: uid,
        author: 'student',
        text,
        photos: storedOnly(photos),
        createdAt: stamp,
      });
      transaction.update(ref, {
        status: 'open',
        ...(status === 'open' ? {} : { waitingSince: stamp }),
        resolvedAt: null,
        updatedAt: stamp,
        lastMessageBy: 'student',
        messageCount: FieldValue.increment(1),
      });
    }),
  );
  const [doubt, message] = await Promise.all([ref.get(), messageRef.get()]);
  return { doubt: viewOf(doubt), message: messageOf(message, ref.id) };
}

/**
 * DELETE /api/doubts/:id: the student's own doubt while the teacher has not answered it. The
 * document goes first (in a transaction, so a reply being written at that moment either lands
 * first and the delete is refused, or finds no doubt); its follow-ups and photos after.
 */
export async function deleteDoubt(uid: string, id: string): Promise<void> {
  const { ref } = await ownDoubt(uid, id);
  await runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw notFound(DOUBT_MESSAGES.notFound);
    if (current.get('firstAnsweredAt') instanceof Timestamp) throw conflict(DOUBT_MESSAGES.answeredStays);
    transaction.delete(ref);
  });
  await Promise.all([db().recursiveDelete(ref), deleteDoubtPhotos(ref.id)]);
}

/** Who asks for a photo. */
export interface PhotoReader extends DoubtUser {
  /** Whether this reader may open the lesson or question a published doubt is under (asked only when needed). */
  mayOpenPlace: (doubt: DocumentSnapshot) => Promise<boolean>;
}

/**
 * GET /api/doubts/:id/photos/:photoId: the doubt's student and the teacher see every photo of it;
 * on a published doubt, every reader who may open its lesson or question sees the teacher's photos
 * it shows. Anyone else is told the photo does not exist.
 */
export async function doubtPhoto(reader: PhotoReader, id: string, photoId: string): Promise<PhotoFile> {
  const ref = documentRef(DOUBT_COLLECTIONS.doubts, id, DOUBT_MESSAGES.photoNotFound);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound(DOUBT_MESSAGES.photoNotFound);
  const own = reader.isAdmin || snapshot.get('userId') === reader.uid;
  if (!own && !(isPublishedPhoto(snapshot, photoId) && (await reader.mayOpenPlace(snapshot)))) throw notFound(DOUBT_MESSAGES.photoNotFound);
  return openPhoto(snapshot.id, photoId);
}

function isPublishedPhoto(snapshot: DocumentSnapshot, photoId: string): boolean {
  if (snapshot.get('published') !== true) return false;
  const answers = snapshot.get('publication.answers') as unknown;
  return (
    Array.isArray(answers) &&
    answers.some((answer) => Array.isArray(answer?.photos) && answer.photos.some((photo: { id?: unknown }) => photo?.id === photoId))
  );
}
