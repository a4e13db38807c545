import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../functions/src/lib/firebase.js';

/**
 * Scheduled tests' time, for the API and browser tests: everything stored with a time of one test
 * moves `ms` into the past (its window, its attempts' clocks and release times, its students'
 * progress and dashboard entries), as if that much time had passed. No test waits real minutes
 * for a close.
 */
export async function timePasses(testId: string, ms: number): Promise<void> {
  const back = (value: unknown) => (value instanceof Timestamp ? Timestamp.fromMillis(value.toMillis() - ms) : value);
  const backIso = (value: unknown) => (typeof value === 'string' ? new Date(Date.parse(value) - ms).toISOString() : value);
  const test = db().collection('practiceTests').doc(testId);
  const stored = (await test.get()).data()!;
  await test.update({ opensAt: backIso(stored.opensAt), closesAt: backIso(stored.closesAt) });
  const attempts = await db().collection('testAttempts').where('testId', '==', testId).get();
  const writes: Promise<unknown>[] = attempts.docs.map((doc) =>
    doc.ref.update({
      startedAt: back(doc.get('startedAt')),
      deadline: back(doc.get('deadline')),
      releasesAt: back(doc.get('releasesAt')),
      ...(doc.get('submittedAt') ? { submittedAt: back(doc.get('submittedAt')) } : {}),
    }),
  );
  const progress = await db().collection('testProgress').where('testId', '==', testId).get();
  writes.push(...progress.docs.map((doc) => doc.ref.update({ releasesAt: backIso(doc.get('releasesAt')) })));
  const uids = [...new Set(attempts.docs.map((doc) => String(doc.get('uid'))))];
  for (const uid of uids) {
    const stats: DocumentReference = db().collection('practiceStats').doc(uid);
    const stored = await stats.get();
    // A student who never submitted has no totals yet.
    if (!stored.exists) continue;
    const pending = (stored.get('pending') ?? []) as { testId: string; releasesAt: string }[];
    writes.push(
      stats.update({
        pending: pending.map((entry) => (entry.testId === testId ? { ...entry, releasesAt: backIso(entry.releasesAt) } : entry)),
      }),
    );
  }
  await Promise.all(writes);
}
