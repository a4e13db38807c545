import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../lib/document-ref.js';
import { conflict, notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { storedFields, textOf } from '../lib/fields.js';
import type { Category, CategoryInput } from '@chem/contract';

const CATEGORIES = 'categories';
const CATEGORY_NOT_FOUND = 'Category not found.';
const DUPLICATE_NAME = 'A category with this name already exists.';

/** Only the public fields: nameLower is a server-side lookup key. */
function toCategory(snapshot: DocumentSnapshot): Category {
  const fields = storedFields(snapshot);
  return { _id: snapshot.id, name: fields.text('name'), createdAt: fields.time('createdAt') };
}

const byNameLower = (name: string) => db().collection(CATEGORIES).where('nameLower', '==', name.toLowerCase()).limit(2);

/** Alphabetical, ignoring case, as a person would look for a name. The collection is a handful of documents. */
export async function listCategories(): Promise<Category[]> {
  const snapshot = await db().collection(CATEGORIES).get();
  return snapshot.docs.map(toCategory).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * The duplicate check reads the nameLower query inside the transaction that writes, so two
 * admins adding the same name at once cannot both succeed: the second transaction sees the first
 * one's document when it retries.
 */
export async function addCategory({ name }: CategoryInput): Promise<Category> {
  const ref = db().collection(CATEGORIES).doc();
  await runTransaction(async (transaction) => {
    const sameName = await transaction.get(byNameLower(name));
    if (!sameName.empty) throw conflict(DUPLICATE_NAME);
    transaction.create(ref, { name, nameLower: name.toLowerCase(), createdAt: Timestamp.now() });
  });
  return toCategory(await ref.get());
}

// ---------------------------------------------------------------------------------------------
// Courses and notes name their category (the `category` field holds its name)
// ---------------------------------------------------------------------------------------------

const FILED_UNDER = ['courses', 'notes'] as const;
/** Firestore takes at most 500 writes in one batch. */
const BATCH_SIZE = 500;

/** Moves every course and note filed under `from` to `to`, 500 documents a batch. */
async function refile(from: string, to: string): Promise<void> {
  for (const collection of FILED_UNDER) {
    for (;;) {
      // Each round's updates take those documents out of the query, so the next round reads the rest.
      const snapshot = await db().collection(collection).where('category', '==', from).limit(BATCH_SIZE).get();
      if (snapshot.empty) break;
      const batch = db().batch();
      for (const doc of snapshot.docs) batch.update(doc.ref, { category: to });
      await batch.commit();
      if (snapshot.size < BATCH_SIZE) break;
    }
  }
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Renaming to its own name in another case is allowed; taking another category's name is not.
 * Every course and note filed under the old name moves to the new one, in batches after the
 * rename itself (more than a transaction can hold). Until they all have, the category keeps the
 * old names in `renamingFrom`: a rename cut short (a timeout, a crash) is finished by the next
 * save of the category, even one that keeps its name.
 */
export async function renameCategory(id: string, { name }: CategoryInput): Promise<Category> {
  const ref = documentRef(CATEGORIES, id, CATEGORY_NOT_FOUND);
  const pending = await runTransaction(async (transaction) => {
    const [current, sameName] = await Promise.all([transaction.get(ref), transaction.get(byNameLower(name))]);
    if (!current.exists) throw notFound(CATEGORY_NOT_FOUND);
    if (sameName.docs.some((doc) => doc.id !== ref.id)) throw conflict(DUPLICATE_NAME);
    const earlier: unknown = current.get('renamingFrom');
    const previous = textOf(current.get('name'));
    const names = new Set([...(Array.isArray(earlier) ? earlier.filter((value) => typeof value === 'string') : []), previous]);
    names.delete(name);
    names.delete('');
    transaction.update(ref, { name, nameLower: name.toLowerCase(), renamingFrom: [...names] });
    return [...names];
  });
  for (const from of pending) await refile(from, name);
  if (pending.length > 0) await ref.update({ renamingFrom: FieldValue.arrayRemove(...pending) });
  return toCategory(await ref.get());
}

/** A category still used by a course or a note is kept (409, with how many use it): they would name nothing. */
export async function deleteCategory(id: string): Promise<void> {
  const ref = documentRef(CATEGORIES, id, CATEGORY_NOT_FOUND);
  await runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw notFound(CATEGORY_NOT_FOUND);
    const name = textOf(current.get('name'));
    const [courses, notes] = await Promise.all(
      FILED_UNDER.map(
        async (collection) => (await transaction.get(db().collection(collection).where('category', '==', name).count())).data().count,
      ),
    );
    if (courses! > 0 || notes! > 0) {
      const uses = [courses! > 0 && counted(courses!, 'course'), notes! > 0 && counted(notes!, 'note')].filter(Boolean).join(' and ');
      throw conflict(`This category is used by ${uses}. Move them to another category before deleting it.`);
    }
    transaction.delete(ref);
  });
}
