import { db } from '../lib/firebase.js';

/** True when Firestore answers a read within a few seconds. */
export async function checkFirestore(): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000).unref());
  const read = db()
    .collection('_health')
    .limit(1)
    .get()
    .then(() => true)
    .catch(() => false);
  return Promise.race([read, timeout]);
}
