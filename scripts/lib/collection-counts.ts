import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/**
 * What a restore must bring back, in a form two databases can be compared by: every collection
 * (subcollections too) with its number of documents and a digest of their contents, and the number
 * of Auth accounts.
 */
export interface DataInventory {
  collections: Record<string, { documents: number; digest: string }>;
  accounts: number;
}

/** JSON with keys in sorted order: the order Firestore returns a document's fields in is not part of the data. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    // Timestamps, GeoPoints and references compare by their JSON (seconds and nanoseconds, path...).
    const plain = 'toJSON' in value && typeof value.toJSON === 'function' ? (value.toJSON as () => unknown)() : value;
    if (plain !== value) return canonical(plain);
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

async function addCollection(inventory: DataInventory['collections'], collection: FirebaseFirestore.CollectionReference): Promise<void> {
  const snapshot = await collection.get();
  const hash = createHash('sha256');
  for (const doc of [...snapshot.docs].sort((a, b) => a.ref.path.localeCompare(b.ref.path))) {
    hash.update(`${doc.ref.path}\n${canonical(doc.data())}\n`);
  }
  inventory[collection.path] = { documents: snapshot.size, digest: hash.digest('hex').slice(0, 16) };
  // Documents that only hold subcollections are not returned by get(); listDocuments finds them too.
  const refs: DocumentReference[] = await collection.listDocuments();
  for (const ref of refs) for (const sub of await ref.listCollections()) await addCollection(inventory, sub);
}

/** Prefixes the inventory line the drill's inner command prints, among firebase-tools' own output. */
export const INVENTORY_MARKER = 'RESTORE-DRILL-INVENTORY ';

export async function takeInventory(db: Firestore, auth: Auth): Promise<DataInventory> {
  const collections: DataInventory['collections'] = {};
  for (const collection of await db.listCollections()) await addCollection(collections, collection);
  let accounts = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    accounts += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  return { collections: Object.fromEntries(Object.entries(collections).sort(([a], [b]) => a.localeCompare(b))), accounts };
}
