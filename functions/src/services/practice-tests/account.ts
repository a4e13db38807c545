import { db } from '../../lib/firebase.js';
import { COLLECTIONS, attemptsCollection, statsRef } from './store.js';

/**
 * A deleted account's practice-test records: its attempts (with its answers), its per-test
 * progress and its dashboard totals. A test's attempt count stays (it holds nobody's data).
 */
export async function deletePracticeRecords(uid: string): Promise<void> {
  for (const query of [attemptsCollection().where('uid', '==', uid), db().collection(COLLECTIONS.progress).where('uid', '==', uid)]) {
    for (;;) {
      const snapshot = await query.limit(400).get();
      if (snapshot.empty) break;
      const batch = db().batch();
      snapshot.docs.forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    }
  }
  await statsRef(uid).delete();
}
