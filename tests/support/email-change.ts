import type { Timestamp } from 'firebase-admin/firestore';
import { api } from './api.js';
import { db } from '../../functions/src/lib/firebase.js';

/**
 * An email change's link as its recipient gets it: the code in the newest `email-change-link` mail
 * queued to `to` (the link is /AuthPage/email?code=<code>), read from the mail queue the way the
 * sender reads it.
 */
export async function emailChangeCode(to: string): Promise<string> {
  const queued = await db().collection('mail').where('template', '==', 'email-change-link').where('to', '==', to).get();
  const newest = queued.docs
    .map((doc) => doc.data() as { createdAt: Timestamp; data: { code: string } })
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())[0];
  if (!newest) throw new Error(`No email-change link was queued to ${to}`);
  return newest.data.code;
}

/** Opens that link: what the page's Confirm button sends. */
export const confirmEmailChange = (code: string) => api().post('/api/user/email-change/confirm').send({ code });
