import { DOUBT_LIMITS, DOUBT_MESSAGES, type AlsoAskedAnswer, type SolvedDoubt, type SolvedDoubts } from '@chem/contract';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { db, runTransaction } from '../../lib/firebase.js';
import { storedFields, textOf } from '../../lib/fields.js';
import { orderedPage } from '../../lib/newest-first-page.js';
import { isHeldQuestion } from '../chapter-practice/access.js';
import { openableLesson, type Learner } from '../learning.js';
import { activeSubscriptionFor } from '../subscription-status.js';
import { lessonPlaceKey, questionAccess } from './places.js';
import { DOUBT_COLLECTIONS, doubtsCollection, photosOf, placeFrom, storedPhotos, voteRef } from './store.js';

/**
 * Solved doubts help everyone: a published doubt is listed under its lesson for every student who
 * can open that lesson (never an unpublished one: the query is on the published place), without
 * the asker's name unless they agreed. "I have this doubt too" counts once per student: the vote is
 * created under `<doubtId>_<uid>`, and a second one finds it there.
 */

function solvedOf(snapshot: DocumentSnapshot, reader: string, votes: ReadonlySet<string>): SolvedDoubt {
  const publication = (snapshot.get('publication') ?? {}) as Record<string, unknown>;
  const answers = Array.isArray(publication.answers) ? (publication.answers as Array<Record<string, unknown>>) : [];
  return {
    _id: snapshot.id,
    text: textOf(publication.text),
    askedBy: typeof publication.askedBy === 'string' && publication.askedBy !== '' ? publication.askedBy : null,
    answers: answers.map((answer) => ({
      text: textOf(answer.text),
      photos: photosOf(snapshot.id, storedPhotos(answer.photos)),
      createdAt: answer.createdAt instanceof Timestamp ? answer.createdAt.toDate().toISOString() : new Date(0).toISOString(),
    })),
    alsoAsked: typeof snapshot.get('alsoAsked') === 'number' ? (snapshot.get('alsoAsked') as number) : 0,
    alsoAskedByMe: votes.has(snapshot.id),
    mine: snapshot.get('userId') === reader,
    publishedAt: storedFields(snapshot).time('publishedAt') ?? new Date(0).toISOString(),
  };
}

/**
 * GET /api/learn/courses/:courseId/lessons/:lessonId/doubts: the lesson's published doubts, the
 * latest first, for a reader who may open the lesson (the player's own check: 403 locked, 404
 * unknown). One indexed query per page and one batched read of the reader's votes on it.
 */
export async function lessonSolvedDoubts(
  courseId: string,
  lessonId: string,
  learner: Learner,
  cursor: string | undefined,
): Promise<SolvedDoubts> {
  const { course, lesson } = await openableLesson(courseId, lessonId, learner);
  const page = await orderedPage(
    doubtsCollection().where('publishedPlace', '==', lessonPlaceKey(course.snapshot.id, lesson.id)),
    'publishedAt',
    'desc',
    cursor,
    DOUBT_LIMITS.solvedPage,
  );
  const votes = page.docs.length === 0 || learner.isAdmin ? [] : await db().getAll(...page.docs.map((doc) => voteRef(doc.id, learner.uid)));
  const voted = new Set(votes.filter((vote) => vote.exists).map((vote) => textOf(vote.get('doubtId'))));
  return { doubts: page.docs.map((doc) => solvedOf(doc, learner.uid, voted)), nextCursor: page.nextCursor };
}

/**
 * Whether this reader may open the lesson or question a published doubt is under: the lesson's
 * own rule, or for a question the practice rule (a plan, or a published free test holding it),
 * never while the question is held for a test whose results are not out.
 */
export async function mayOpenPublishedPlace(doubt: DocumentSnapshot, learner: Learner): Promise<boolean> {
  if (learner.isAdmin) return true;
  const place = placeFrom(doubt.get('place'), false);
  try {
    if (place.kind === 'lesson') {
      await openableLesson(place.courseId, place.lessonId, learner);
      return true;
    }
    if (place.kind === 'general') return false;
    const questionId = place.kind === 'test' ? place.question.id : place.questionId;
    // The answer may give the key away: not while a test whose results are not out holds the question.
    if (await isHeldQuestion(questionId)) return false;
    return (await questionAccess(questionId, (await activeSubscriptionFor(learner.uid)) !== undefined)).visible;
  } catch {
    return false;
  }
}

/**
 * POST /api/doubts/:id/also: "I have this doubt too" on a published doubt the student can see,
 * counted once: the vote document and the count change in one transaction, and a vote already
 * there changes nothing.
 */
export async function alsoAsked(id: string, learner: Learner, now = new Date()): Promise<AlsoAskedAnswer> {
  if (learner.isAdmin) throw forbidden(DOUBT_MESSAGES.teacherCannotAsk);
  const ref = documentRef(DOUBT_COLLECTIONS.doubts, id, DOUBT_MESSAGES.notPublished);
  const snapshot = await ref.get();
  if (!snapshot.exists || snapshot.get('published') !== true || !(await mayOpenPublishedPlace(snapshot, learner)))
    throw notFound(DOUBT_MESSAGES.notPublished);
  if (snapshot.get('userId') === learner.uid) throw conflict(DOUBT_MESSAGES.ownDoubt);
  const vote = voteRef(ref.id, learner.uid);
  const count = await runTransaction(async (transaction) => {
    const [current, existing] = await transaction.getAll(ref, vote);
    if (!current?.exists || current.get('published') !== true) throw notFound(DOUBT_MESSAGES.notPublished);
    const before = typeof current.get('alsoAsked') === 'number' ? (current.get('alsoAsked') as number) : 0;
    if (existing?.exists) return before;
    transaction.create(vote, { doubtId: ref.id, userId: learner.uid, createdAt: Timestamp.fromDate(now) });
    transaction.update(ref, { alsoAsked: FieldValue.increment(1) });
    return before + 1;
  });
  return { alsoAsked: count, alsoAskedByMe: true };
}
