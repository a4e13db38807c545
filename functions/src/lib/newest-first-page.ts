import { BAD_CURSOR } from '@chem/contract';
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { badRequest } from './errors.js';

/**
 * One page of a collection, newest first by a timestamp field, with the document id as a
 * tie-breaker so documents written at the same moment are never skipped or repeated. The cursor
 * is the last row's (time, id), opaque to clients: resuming costs no extra read. Both sorts
 * descending is the order Firestore keeps anyway, so no composite index is needed.
 */
export interface NewestFirstPage {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
}

function encodeCursor(doc: QueryDocumentSnapshot, field: string): string | null {
  const time: unknown = doc.get(field);
  if (!(time instanceof Timestamp)) return null;
  return Buffer.from(JSON.stringify([time.seconds, time.nanoseconds, doc.id])).toString('base64url');
}

function decodeCursor(cursor: string): [Timestamp, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [seconds, nanoseconds, id] = value as unknown[];
      if (Number.isInteger(seconds) && Number.isInteger(nanoseconds) && typeof id === 'string' && id !== '') {
        return [new Timestamp(seconds as number, nanoseconds as number), id];
      }
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(BAD_CURSOR);
}

export async function newestFirstPage(
  collection: Query,
  field: string,
  cursor: string | undefined,
  limit: number,
): Promise<NewestFirstPage> {
  return orderedPage(collection, field, 'desc', cursor, limit);
}

/**
 * The same paging over any query (filters already applied), in either direction of `field`. A
 * query with equality filters needs a composite index of those fields and `field` in that
 * direction (firestore.indexes.json); the document id follows the last sort's direction there.
 */
export async function orderedPage(
  base: Query,
  field: string,
  direction: 'asc' | 'desc',
  cursor: string | undefined,
  limit: number,
): Promise<NewestFirstPage> {
  let query = base.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
  if (cursor) query = query.startAfter(...decodeCursor(cursor));
  // One extra row tells whether a next page exists without a second query.
  const snapshot = await query.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  return { docs, nextCursor: snapshot.docs.length > limit && last ? encodeCursor(last, field) : null };
}
