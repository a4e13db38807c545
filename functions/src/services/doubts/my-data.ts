import type { ExportedDoubtMessage, ExportedDoubtVote } from '@chem/contract';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { storedFields } from '../../lib/fields.js';
import { deleteDoubtPhotos, deletePhotos } from './photos.js';
import { DOUBT_COLLECTIONS, doubtsCollection, messageOf, messagesOf, storedPhotos } from './store.js';

/**
 * A student's doubts in "Download my data" and when the account is deleted (the registry in
 * my-data/registry.ts names these). A doubt is exported as GET /api/doubts/:id shows it (viewOf),
 * its messages and votes through the projections below.
 *
 * Deleting the account deletes every doubt of the student with its messages and photos, except a
 * doubt the teacher published: it helps the students who read it under its lesson, so it stays,
 * anonymous: the asker's name, their photos and their follow-ups go, and nothing keeps the uid;
 * the student's words and the teacher's answers stay. The teacher can still take it down
 * (unpublish) from the queue.
 */

export function exportedDoubtMessage(snapshot: DocumentSnapshot): ExportedDoubtMessage {
  const doubtId = storedFields(snapshot).text('doubtId');
  return { doubtId, ...messageOf(snapshot, doubtId) };
}

export function exportedDoubtVote(snapshot: DocumentSnapshot): ExportedDoubtVote {
  const fields = storedFields(snapshot);
  return { doubtId: fields.text('doubtId'), at: fields.time('createdAt') };
}

const BATCH = 400;

async function inBatches(refs: readonly DocumentReference[], write: (batch: WriteBatch, ref: DocumentReference) => void) {
  for (let start = 0; start < refs.length; start += BATCH) {
    const batch = db().batch();
    refs.slice(start, start + BATCH).forEach((ref) => write(batch, ref));
    await batch.commit();
  }
}

/** A doubt nobody else sees: its messages, photos, any votes on it (from when it was published) and itself. */
async function deleteWholly(doubt: DocumentSnapshot): Promise<void> {
  const votes = await db().collection(DOUBT_COLLECTIONS.votes).where('doubtId', '==', doubt.id).select().get();
  await inBatches(
    votes.docs.map((vote) => vote.ref),
    (batch, ref) => batch.delete(ref),
  );
  await db().recursiveDelete(doubt.ref);
  await deleteDoubtPhotos(doubt.id);
}

/** A published doubt without its asker: what stays is the question's words and the teacher's answers. */
async function anonymise(doubt: DocumentSnapshot, now: Date): Promise<void> {
  const messages = await messagesOf(doubt.id).get();
  const students = messages.docs.filter((message) => message.get('author') !== 'teacher');
  const teachers = messages.docs.filter((message) => message.get('author') === 'teacher');
  const photos = [...storedPhotos(doubt.get('photos')), ...students.flatMap((message) => storedPhotos(message.get('photos')))];
  await inBatches(
    students.map((message) => message.ref),
    (batch, ref) => batch.delete(ref),
  );
  await inBatches(
    teachers.map((message) => message.ref),
    (batch, ref) => batch.update(ref, { userId: null }),
  );
  await doubt.ref.update({
    userId: null,
    askerName: '',
    showName: false,
    photos: [],
    'publication.askedBy': null,
    anonymisedAt: Timestamp.fromDate(now),
  });
  await deletePhotos(doubt.id, photos);
}

/** Account deletion: every doubt of the student, a page at a time (each page leaves the query as it goes). */
export async function removeStudentDoubts(uid: string, now = new Date()): Promise<void> {
  for (;;) {
    const page = await doubtsCollection().where('userId', '==', uid).limit(100).get();
    if (page.empty) return;
    for (const doubt of page.docs) {
      if (doubt.get('published') === true) await anonymise(doubt, now);
      else await deleteWholly(doubt);
    }
  }
}
