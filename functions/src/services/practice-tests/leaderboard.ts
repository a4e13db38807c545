import {
  ANONYMOUS_LEADER,
  TEST_SERIES_LIMITS,
  TEST_SERIES_MESSAGES,
  isReleased,
  leaderboardName,
  releaseTime,
  type Leaderboard,
  type LeaderboardPreference,
} from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { ownDataCounters } from '../../config/rate-limits.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { takeAttempt } from '../../lib/rate-limit.js';
import { countsFrom, scoreShardRefs } from './ranking.js';
import { SWEEP_WAIT_MS, sweepPending } from './released.js';
import { attemptsCollection, testsCollection } from './store.js';
import { openTest } from './tests.js';

/**
 * A released test's leaderboard: its top 20 ranked attempts (each student's first) by score, then
 * by time taken, with competition ranks from the score counts. One indexed query of 20 documents,
 * the score shards and the 20 students' profiles (name and choice): a bounded read whatever the
 * number of takers. A student who keeps their name off leaderboards (Profile), or whose account is
 * gone, shows as "A student".
 */

const USERS = 'users';
/** On the student's profile document: true when they keep their name off leaderboards. */
const HIDDEN_FIELD = 'leaderboardHidden';

export async function leaderboardOf(testId: string, viewerUid: string, now = new Date()): Promise<Leaderboard> {
  const test = await openTest(testId);
  const releasesAt = releaseTime(test)?.toISOString() ?? null;
  if (!isReleased(releasesAt, now)) throw conflict(TEST_SERIES_MESSAGES.notReleased(releasesAt!));
  // Read again only in the minutes the release may still wait for the sweep (released.ts).
  if (releasesAt !== null && now.getTime() < Date.parse(releasesAt) + SWEEP_WAIT_MS) {
    const waiting = sweepPending(await testsCollection().doc(test._id).get(), Timestamp.fromDate(new Date(releasesAt)), now);
    if (waiting) throw conflict(TEST_SERIES_MESSAGES.notReleased(waiting));
  }
  if (!test.leaderboard) throw forbidden(TEST_SERIES_MESSAGES.leaderboardOff);
  const [top, shards] = await Promise.all([
    attemptsCollection()
      .where('testId', '==', test._id)
      .where('ranked', '==', true)
      .orderBy('score', 'desc')
      .orderBy('timeTakenSeconds', 'asc')
      .limit(TEST_SERIES_LIMITS.leaderboardSize)
      .select('uid', 'score', 'timeTakenSeconds')
      .get(),
    db().getAll(...scoreShardRefs(test._id)),
  ]);
  const counts = countsFrom(shards);
  const uids = [...new Set(top.docs.map((doc) => String(doc.get('uid'))))];
  const profiles = uids.length
    ? await db().getAll(...uids.map((uid) => db().collection(USERS).doc(uid)), { fieldMask: ['name', HIDDEN_FIELD, 'deleted'] })
    : [];
  const nameOf = new Map(
    profiles.map((profile) => {
      const shown = profile.exists && profile.get('deleted') !== true && profile.get(HIDDEN_FIELD) !== true;
      const name = profile.get('name');
      return [profile.id, shown && typeof name === 'string' ? leaderboardName(name) : ANONYMOUS_LEADER] as const;
    }),
  );
  let takers = 0;
  for (const count of counts.values()) takers += count;
  return {
    testId: test._id,
    title: test.title,
    takers,
    entries: top.docs.map((doc) => {
      const score = Number(doc.get('score') ?? 0);
      let above = 0;
      for (const [value, count] of counts) if (value > score) above += count;
      const uid = String(doc.get('uid'));
      return {
        rank: 1 + above,
        name: nameOf.get(uid) ?? ANONYMOUS_LEADER,
        score,
        timeTakenSeconds: Number(doc.get('timeTakenSeconds') ?? 0),
        isYou: uid === viewerUid,
      };
    }),
  };
}

/** Whether the student's name shows on leaderboards: on unless they turned it off (remembered). */
export async function leaderboardPreference(uid: string): Promise<LeaderboardPreference> {
  const profile = await db().collection(USERS).doc(uid).get();
  return { showName: profile.get(HIDDEN_FIELD) !== true };
}

/** A profile save like any other (counted against the same hourly limit); the account must have its profile. */
export async function setLeaderboardPreference(
  uid: string,
  client: string,
  preference: LeaderboardPreference,
): Promise<LeaderboardPreference> {
  await takeAttempt(ownDataCounters('profile-change', uid, client));
  const ref = db().collection(USERS).doc(uid);
  if (!(await ref.get()).exists) throw notFound('Not found.');
  await ref.update({ [HIDDEN_FIELD]: !preference.showName });
  return preference;
}
