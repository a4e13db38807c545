import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { tooManyRequests } from './errors.js';
import { db, runTransaction } from './firebase.js';

/**
 * Fixed-window counters in Firestore (`rateLimits/{hash}`): function instances share no memory,
 * so an in-process counter would reset with every cold start and differ between instances.
 */
export interface RateLimit {
  /** Names the counter, e.g. `login-email`; the key below is hashed so no email or IP is stored. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

function counterRef(rule: RateLimit, key: string) {
  const id = createHash('sha256').update(`${rule.name}:${key.toLowerCase()}`).digest('hex');
  return db().collection('rateLimits').doc(id);
}

interface Counter {
  count: number;
  windowStart: Timestamp;
}

function liveCount(counter: Counter | undefined, windowMs: number, now: number): number {
  if (!counter || now - counter.windowStart.toMillis() >= windowMs) return 0;
  return counter.count;
}

/** How many the counter holds in its current window (0 when none). */
export async function usedCount(rule: RateLimit, key: string): Promise<number> {
  const snapshot = await counterRef(rule, key).get();
  return liveCount(snapshot.data() as Counter | undefined, rule.windowMs, Date.now());
}

/** Throws 429 when the counter is already at its limit; counts nothing. */
export async function assertUnderLimit(rule: RateLimit, key: string): Promise<void> {
  const snapshot = await counterRef(rule, key).get();
  if (liveCount(snapshot.data() as Counter | undefined, rule.windowMs, Date.now()) >= rule.limit) throw tooManyRequests(rule.message);
}

/** One counter of an attempt: the rule and whom it counts (an email, a client address, both). */
export interface AttemptCounter {
  rule: RateLimit;
  key: string;
  /**
   * A ceiling over every client (failed logins per email from anywhere). A full ceiling refuses
   * only clients that have failed: an attempt whose other counters are all at zero is still let
   * through to be tried, and the caller refuses it with the ceiling's message if it fails
   * (`TakenAttempt.pastCeiling`). Without this, strangers filling the ceiling would keep the
   * owner out even with the right password.
   */
  ceiling?: boolean;
}

export interface TakenAttempt {
  /** Undoes the count, for an attempt that turned out not to be a guess (the right password). */
  giveBack(): Promise<void>;
  /** The full ceiling this attempt was let past (a client that had not failed); a failure is refused with its message. */
  readonly pastCeiling: RateLimit | undefined;
}

/**
 * Counts an attempt on every counter at once, before it is tried, in one transaction: 429 (and
 * nothing counted) when any counter is used up, except a full ceiling for a client that has not
 * failed (see `AttemptCounter.ceiling`). Counting first is what makes the limit hold under
 * parallel requests: checking first and counting after the attempt lets every request that
 * arrives together pass the check. A caller gives the attempt back when it succeeds, so only
 * failures stay counted (sign-ins: a wrong password counts, the right one does not).
 */
export async function takeAttempt(counters: readonly AttemptCounter[]): Promise<TakenAttempt> {
  const refs = counters.map(({ rule, key }) => counterRef(rule, key));
  const { windows, pastCeiling } = await runTransaction(async (transaction) => {
    const now = Date.now();
    const current = (await transaction.getAll(...refs)).map((snapshot) => snapshot.data() as Counter | undefined);
    const counts = counters.map(({ rule }, index) => liveCount(current[index], rule.windowMs, now));
    const full = counters.filter(({ rule }, index) => counts[index]! >= rule.limit);
    const refusing = full.find((counter) => !counter.ceiling);
    if (refusing) throw tooManyRequests(refusing.rule.message);
    const ceiling = full[0];
    // A full ceiling lets through only a client with nothing counted against it on its own counters.
    if (ceiling && counters.some((counter, index) => !counter.ceiling && counts[index]! > 0)) throw tooManyRequests(ceiling.rule.message);
    const windows = counters.map(({ rule }, index) => {
      const windowStart = counts[index] === 0 ? Timestamp.fromMillis(now) : current[index]!.windowStart;
      transaction.set(refs[index]!, counterFields(counts[index]! + 1, windowStart, rule.windowMs));
      return windowStart.toMillis();
    });
    return { windows, pastCeiling: ceiling?.rule };
  });
  return {
    pastCeiling,
    giveBack: () =>
      runTransaction(async (transaction) => {
        const current = (await transaction.getAll(...refs)).map((snapshot) => snapshot.data() as Counter | undefined);
        current.forEach((counter, index) => {
          // A counter whose window has started again since holds other attempts, not this one.
          if (!counter || counter.windowStart.toMillis() !== windows[index] || counter.count <= 0) return;
          transaction.update(refs[index]!, { count: counter.count - 1 });
        });
      }),
  };
}

const counterFields = (count: number, windowStart: Timestamp, windowMs: number) => ({
  count,
  windowStart,
  expiresAt: Timestamp.fromMillis(windowStart.toMillis() + windowMs),
});

/** Checks and counts in one step: for actions limited whatever their outcome (sign-ups, messages). */
export async function consume(rule: RateLimit, key: string): Promise<void> {
  await takeAttempt([{ rule, key }]);
}
