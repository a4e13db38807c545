import { DOUBT_LIMITS, DOUBT_MESSAGES, type SavedReplies, type SavedReply, type SavedReplyInput } from '@chem/contract';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { conflict, notFound } from '../../lib/errors.js';
import { storedFields } from '../../lib/fields.js';
import { DOUBT_COLLECTIONS, savedRepliesCollection } from './store.js';

/** The teacher's saved replies: short answers she reuses ("See the video at 12:30", a standard hint). */

const replyOf = (snapshot: DocumentSnapshot): SavedReply => {
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    title: fields.text('title'),
    text: fields.text('text'),
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
  };
};

const replyRef = (id: string) => documentRef(DOUBT_COLLECTIONS.savedReplies, id, DOUBT_MESSAGES.savedReplyNotFound);

/** At most 100 of them, in the order of their titles: one read of at most 100 documents. */
export async function listSavedReplies(): Promise<SavedReplies> {
  const replies = await savedRepliesCollection().orderBy('title').limit(DOUBT_LIMITS.savedReplies).get();
  return { replies: replies.docs.map(replyOf) };
}

export async function createSavedReply(input: SavedReplyInput): Promise<SavedReply> {
  const count = await savedRepliesCollection().count().get();
  if (count.data().count >= DOUBT_LIMITS.savedReplies) throw conflict(DOUBT_MESSAGES.tooManySavedReplies);
  const ref = savedRepliesCollection().doc();
  await ref.create({ ...input, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  return replyOf(await ref.get());
}

export async function updateSavedReply(id: string, input: SavedReplyInput): Promise<SavedReply> {
  const ref = replyRef(id);
  if (!(await ref.get()).exists) throw notFound(DOUBT_MESSAGES.savedReplyNotFound);
  await ref.update({ ...input, updatedAt: FieldValue.serverTimestamp() });
  return replyOf(await ref.get());
}

export async function deleteSavedReply(id: string): Promise<void> {
  const ref = replyRef(id);
  if (!(await ref.get()).exists) throw notFound(DOUBT_MESSAGES.savedReplyNotFound);
  await ref.delete();
}
