import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

/** JSON-ready value: Firestore Timestamps become ISO strings, everything else is kept. */
export type ApiValue = string | number | boolean | null | ApiValue[] | { [key: string]: ApiValue };

function toApiValue(value: unknown): ApiValue {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toApiValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toApiValue(inner)]));
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/**
 * A document as the spec's clients read it: `_id` plus its fields, timestamps as ISO strings.
 * `hidden` names server-only fields (storage paths, lowercase keys) that never leave the API.
 */
export function toApi(snapshot: DocumentSnapshot, hidden: readonly string[] = []): { _id: string } & Record<string, ApiValue> {
  const data = snapshot.data() ?? {};
  const visible = Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.includes(key)));
  return { _id: snapshot.id, ...(toApiValue(visible) as Record<string, ApiValue>) };
}

/** A stored field that should be text: itself when it is, else ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
