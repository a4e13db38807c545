import { RELEASE_GRACE_SECONDS } from '@chem/contract';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { scoreAbandonedAttempt } from './attempts.js';
import { attemptsCollection, testsCollection } from './store.js';

/**
 * The release sweep (the minute schedule `releaseSweep`, index.ts). An attempt is otherwise scored
 * only when something touches it, so a student who started a scheduled paper and walked away
 * would be missing from the takers every rank is counted among. Once a test's results are due
 * (its close plus the answers' grace: every attempt's deadline and grace are over), the sweep
 * scores each attempt still running, as the student's return would: their saved answers, none
 * at all scoring 0. A student who started has appeared, and is counted as NTA counts everyone
 * who appeared.
 *
 * Then it marks each test released since (the tests that closed in the last LOOKBACK_MS) with
 * `sweptAt`: results and leaderboards wait for that mark (released.ts `sweepPending`), for
 * SWEEP_WAIT_MS after the release at most.
 *
 * One indexed query (`status`, `releasesAt`) of running attempts whose release has passed, in
 * pages of PAGE, each scored in its own transaction (AT_ONCE at a time) that does nothing to an
 * attempt already scored: two runs at once, or a run after the student came back, score nothing
 * twice. A run stops after BUDGET_MS and marks nothing; the next minute's run goes on. A run with
 * nothing to do is that query (empty) and the recently closed tests.
 */

const PAGE = 100;
const AT_ONCE = 8;
const BUDGET_MS = 60_000;
/** Tests marked: those that closed in the last day (older ones show results after SWEEP_WAIT_MS anyway). */
const LOOKBACK_MS = 24 * 60 * 60_000;

export interface SweepRun {
  /** Attempts scored by this run. */
  scored: number;
  /** Tests newly marked swept. */
  swept: number;
  /** False when the budget ran out with attempts left (nothing marked). */
  finished: boolean;
}

export async function sweepReleasedTests(now = new Date(), budgetMs = BUDGET_MS): Promise<SweepRun> {
  const started = Date.now();
  // Strictly before now: every attempt released before now is past its deadline and grace.
  const due = attemptsCollection()
    .where('status', '==', 'in-progress')
    .where('releasesAt', '<', Timestamp.fromDate(now))
    .orderBy('releasesAt')
    .limit(PAGE)
    .select();
  let scored = 0;
  let failed = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? due.startAfter(last) : due).get();
    for (let index = 0; index < page.docs.length; index += AT_ONCE) {
      const results = await Promise.all(
        page.docs.slice(index, index + AT_ONCE).map((doc) =>
          scoreAbandonedAttempt(doc.id, now).catch((error: unknown) => {
            failed += 1;
            logger.error('The release sweep could not score an attempt.', error, { attemptId: doc.id });
            return false;
          }),
        ),
      );
      scored += results.filter(Boolean).length;
    }
    last = page.docs.at(-1);
    if (page.size < PAGE) break;
    if (Date.now() - started > budgetMs) return { scored, swept: 0, finished: false };
  }
  // An attempt that could not be scored keeps its test waiting (until SWEEP_WAIT_MS) and is tried again next minute.
  if (failed > 0) return { scored, swept: 0, finished: false };
  return { scored, swept: await markSwept(now), finished: true };
}

/** Every test released before `now` (and closed within the lookback) not yet marked since its release. */
async function markSwept(now: Date): Promise<number> {
  const closed = await testsCollection()
    .where('closesAt', '>=', new Date(now.getTime() - LOOKBACK_MS).toISOString())
    .where('closesAt', '<', new Date(now.getTime() - RELEASE_GRACE_SECONDS * 1000).toISOString())
    .select('closesAt', 'sweptAt')
    .get();
  const unmarked = closed.docs.filter((doc) => {
    const releasesAt = Date.parse(String(doc.get('closesAt'))) + RELEASE_GRACE_SECONDS * 1000;
    const sweptAt: unknown = doc.get('sweptAt');
    return !(sweptAt instanceof Timestamp && sweptAt.toMillis() >= releasesAt);
  });
  if (unmarked.length === 0) return 0;
  const batch = db().batch();
  for (const doc of unmarked) batch.update(doc.ref, { sweptAt: Timestamp.fromDate(now) });
  await batch.commit();
  return unmarked.length;
}
