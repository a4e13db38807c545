import { FieldPath, type Query } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { whereIn } from '../../lib/where-in.js';
import { COURSE_PROGRESS } from '../learning.js';
import { isActive, readStoredSubscription } from '../subscription-status.js';
import type { Audience, Recipients } from './queue.js';

/**
 * The students a notification goes to, a page at a time, so a send to every student never holds
 * them all in memory and an interrupted send resumes where it stopped (the cursor is kept on the
 * outbox document). Every page is one indexed query in document-id order plus, where a plan
 * matters, one `in` query per 30 students; never a read per student.
 *
 * A course's students are those who have started it (a progress record) and may still open it: a
 * paid course's lessons need an active plan, so its started students without one are left out.
 * Every plan includes every course, so "subscribers of a paid course" would be every subscriber;
 * the plan audience says that already.
 */

export interface RecipientPage {
  uids: string[];
  /** Where the next page starts; null after the last page. */
  nextCursor: string | null;
}

async function activeSubscribers(uids: readonly string[], now: Date): Promise<Set<string>> {
  const subscriptions = await whereIn(db().collection('subscriptions'), 'userId', uids);
  return new Set(
    subscriptions
      .map(readStoredSubscription)
      .filter((subscription) => subscription !== undefined && isActive(subscription, now))
      .map((subscription) => subscription!.userId),
  );
}

/** One page of an ordered query, resumed after `cursor` (a document id, or a path for collection groups). */
async function pageOf(query: Query, cursor: string | null, size: number) {
  const ordered = query.orderBy(FieldPath.documentId());
  const snapshot = await (cursor ? ordered.startAfter(cursor) : ordered).limit(size).get();
  const last = snapshot.docs.at(-1);
  return { docs: snapshot.docs, next: snapshot.docs.length === size && last ? last : null };
}

const students = () => db().collection('users').where('role', '==', 'user');

async function audiencePage(audience: Audience, cursor: string | null, size: number, now: Date): Promise<RecipientPage> {
  switch (audience.kind) {
    case 'everyone': {
      const { docs, next } = await pageOf(students(), cursor, size);
      return { uids: docs.map((doc) => doc.id), nextCursor: next?.id ?? null };
    }
    case 'free': {
      const { docs, next } = await pageOf(students(), cursor, size);
      const uids = docs.map((doc) => doc.id);
      const subscribed = uids.length > 0 ? await activeSubscribers(uids, now) : new Set<string>();
      return { uids: uids.filter((uid) => !subscribed.has(uid)), nextCursor: next?.id ?? null };
    }
    case 'plan': {
      const query = db().collection('subscriptions').where('planId', '==', audience.planId).where('status', '==', 'active');
      const { docs, next } = await pageOf(query, cursor, size);
      const uids = docs
        .map(readStoredSubscription)
        .filter((subscription) => subscription !== undefined && isActive(subscription, now))
        .map((subscription) => subscription!.userId);
      return { uids: [...new Set(uids)], nextCursor: next?.id ?? null };
    }
    case 'course': {
      const course = await db().collection('courses').doc(audience.courseId).get();
      if (!course.exists) return { uids: [], nextCursor: null };
      const query = db().collectionGroup(COURSE_PROGRESS).where('courseId', '==', audience.courseId);
      const { docs, next } = await pageOf(query, cursor, size);
      // users/{uid}/courseProgress/{courseId}: the student is the parent document.
      const started = docs.map((doc) => doc.ref.parent.parent?.id).filter((uid): uid is string => !!uid);
      if (course.get('isFree') === true || started.length === 0) return { uids: started, nextCursor: next?.ref.path ?? null };
      const subscribed = await activeSubscribers(started, now);
      return { uids: started.filter((uid) => subscribed.has(uid)), nextCursor: next?.ref.path ?? null };
    }
  }
}

/** The recipients from `cursor` on: named ones a slice at a time, an audience a query page at a time. */
export async function recipientPage(recipients: Recipients, cursor: string | null, size: number, now: Date): Promise<RecipientPage> {
  if ('uids' in recipients) {
    const start = cursor ? Number(cursor) : 0;
    const uids = recipients.uids.slice(start, start + size);
    const end = start + uids.length;
    return { uids, nextCursor: end < recipients.uids.length ? String(end) : null };
  }
  return audiencePage(recipients.audience, cursor, size, now);
}
