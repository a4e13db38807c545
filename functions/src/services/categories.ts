import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../lib/document-ref.js';
import { conflict, notFound } from '../lib/errors.js';
import { db } from '../lib/firebase.js';
import { storedFields } from '../lib/fields.js';
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
  await db().runTransaction(async (transaction) => {
    const sameName = await transaction.get(byNameLower(name));
    if (!sameName.empty) throw conflict(DUPLICATE_NAME);
    transaction.create(ref, { name, nameLower: name.toLowerCase(), createdAt: Timestamp.now() });
  });
  return toCategory(await ref.get());
}

/** Renaming to its own name in another case is allowed; taking another category's name is not. */
export async function renameCategory(id: string, { name }: CategoryInput): Promise<Category> {
  const ref = documentRef(CATEGORIES, id, CATEGORY_NOT_FOUND);
  await db().runTransaction(async (transaction) => {
    const [current, sameName] = await Promise.all([transaction.get(ref), transaction.get(byNameLower(name))]);
    if (!current.exists) throw notFound(CATEGORY_NOT_FOUND);
    if (sameName.docs.some((doc) => doc.id !== ref.id)) throw conflict(DUPLICATE_NAME);
    transaction.update(ref, { name, nameLower: name.toLowerCase() });
  });
  return toCategory(await ref.get());
}

export async function deleteCategory(id: string): Promise<void> {
  const ref = documentRef(CATEGORIES, id, CATEGORY_NOT_FOUND);
  await db().runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw notFound(CATEGORY_NOT_FOUND);
    transaction.delete(ref);
  });
}
