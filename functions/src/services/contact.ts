import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { contactLimit } from '../config/rate-limits.js';
import { documentRef } from '../lib/document-ref.js';
import { notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { newestFirstPage } from '../lib/newest-first-page.js';
import { consume } from '../lib/rate-limit.js';
import { storedFields } from '../lib/fields.js';
import { queueMailQuietly } from './mail/queue.js';
import type { ContactMessage, ContactMessageInput, ContactMessagesPage, ContactMessagesQuery } from '@chem/contract';

const MESSAGES = 'contactMessages';
const MESSAGE_NOT_FOUND = 'Message not found.';

function toContactMessage(snapshot: DocumentSnapshot): ContactMessage {
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    name: fields.text('name'),
    email: fields.text('email'),
    phone: fields.text('phone'),
    message: fields.text('message'),
    createdAt: fields.time('createdAt'),
  };
}

/**
 * Stores a visitor's message for the admin's Contact Query list. Only well-formed messages reach
 * here and count against the sender's limit, so a typo does not use up a visitor's quota.
 */
export async function submitContactMessage(input: ContactMessageInput, clientKey: string): Promise<void> {
  await consume(contactLimit(), clientKey);
  await db()
    .collection(MESSAGES)
    .add({ name: input.name, email: input.email, phone: input.phone ?? '', message: input.message, createdAt: Timestamp.now() });
  await queueMailQuietly({ template: 'contact-message', data: { ...input, phone: input.phone ?? '' }, recipient: { toTeacher: true } });
}

/** The admin's inbox a page at a time, newest first: never a read of the whole collection. */
export async function listContactMessages({ cursor, limit }: ContactMessagesQuery): Promise<ContactMessagesPage> {
  const page = await newestFirstPage(db().collection(MESSAGES), 'createdAt', cursor, limit);
  return { messages: page.docs.map(toContactMessage), nextCursor: page.nextCursor };
}

export async function deleteContactMessage(id: string): Promise<void> {
  const ref = documentRef(MESSAGES, id, MESSAGE_NOT_FOUND);
  await runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw notFound(MESSAGE_NOT_FOUND);
    transaction.delete(ref);
  });
}
