import { SERIES_MESSAGES, type TestSeries } from '@chem/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { db } from '../../lib/firebase.js';
import { storedFields } from '../../lib/fields.js';

/**
 *   testSeries/{id}   a named series of tests (title, description, published); each test names its
 *                     series in `practiceTests/{id}.seriesId`
 */
export const SERIES_COLLECTION = 'testSeries';

export const seriesCollection = () => db().collection(SERIES_COLLECTION);

/** A series' document, or 404 for an id no document can have. */
export const seriesRef = (id: unknown) => documentRef(SERIES_COLLECTION, id, SERIES_MESSAGES.notFound);

export function seriesFrom(snapshot: DocumentSnapshot): TestSeries {
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    title: fields.text('title'),
    description: fields.text('description'),
    published: fields.flag('published'),
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
  };
}
