import { isSafeText } from '@chem/contract';
import type { DocumentReference } from 'firebase-admin/firestore';
import { notFound } from './errors.js';
import { db } from './firebase.js';

// Express decodes route params, so `/notes/a%2Fb` arrives as "a/b": a path, not an id, which the
// SDK would reject with a 500. Ids Firestore reserves or refuses cannot name a stored document either,
// nor can an id holding control characters (`%00`), which the API never makes.
const INVALID_ID = /\/|^\.\.?$|^__.*__$/;
const MAX_ID_BYTES = 1500;

/**
 * The document an id from a URL names (`req.params.id` as is). An id that cannot exist in
 * Firestore is answered like any unknown id, with a 404 and the caller's message.
 */
export function documentRef(collection: string, id: unknown, notFoundMessage: string): DocumentReference {
  if (typeof id !== 'string' || !id || INVALID_ID.test(id) || !isSafeText(id) || Buffer.byteLength(id) > MAX_ID_BYTES)
    throw notFound(notFoundMessage);
  return db().collection(collection).doc(id);
}
