import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { toApi, type ApiValue } from './serialize.js';

/**
 * Like `toApi`, but from an allow-list: only the named fields leave the API. For documents that
 * hold private data (storage paths), so a field added later stays private until it is listed.
 */
export function toApiAllowed(snapshot: DocumentSnapshot, fields: readonly string[]): { _id: string } & Record<string, ApiValue> {
  const hidden = Object.keys(snapshot.data() ?? {}).filter((key) => !fields.includes(key));
  return toApi(snapshot, hidden);
}
