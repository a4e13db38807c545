import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Reads a stored document field by field into the contract's answer types. Each answer is built
 * from an explicit list of fields (so a server-only field such as a storage path never leaks), and
 * a missing or mistyped value comes back as the type's empty value instead of breaking a client.
 */
export interface StoredFields {
  text(key: string, fallback?: string): string;
  number(key: string, fallback?: number): number;
  numberOrNull(key: string): number | null;
  flag(key: string): boolean;
  texts(key: string): string[];
  /** A Timestamp (or Date) as an ISO string; null when absent. */
  time(key: string): string | null;
}

const isoOf = (value: unknown): string | null => {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return null;
};

export function storedFields(snapshot: DocumentSnapshot): StoredFields {
  const data = snapshot.data() ?? {};
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  return {
    text: (key, fallback = '') => (typeof data[key] === 'string' ? (data[key] as string) : fallback),
    number: (key, fallback = 0) => (finite(data[key]) ? data[key] : fallback),
    numberOrNull: (key) => (finite(data[key]) ? data[key] : null),
    flag: (key) => data[key] === true,
    texts: (key) => (Array.isArray(data[key]) ? (data[key] as unknown[]).filter((item): item is string => typeof item === 'string') : []),
    time: (key) => isoOf(data[key]),
  };
}

/** `time` for the optional timestamps of an answer: absent rather than null. */
export const optionalTime = (fields: StoredFields, key: string): { [k: string]: string } => {
  const value = fields.time(key);
  return value === null ? {} : { [key]: value };
};

/** A stored field that should be text: itself when it is, else ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
