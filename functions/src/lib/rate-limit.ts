import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { tooManyRequests } from './errors.js';
import { db } from './firebase.js';

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

/** Throws 429 when the counter is already at its limit; counts nothing. */
export async function assertUnderLimit(rule: RateLimit, key: string): Promise<void> {
  const snapshot = await counterRef(rule, key).get();
  if (liveCount(snapshot.data() as Counter | undefined, rule.windowMs, Date.now()) >= rule.limit) throw tooManyRequests(rule.message);
}

/** Counts one event (for example a failed login) in the current window. */
export async function recordHit(rule: RateLimit, key: string): Promise<void> {
  const ref = counterRef(rule, key);
  await db().runTransaction(async (transaction) => {
    const now = Date.now();
    const current = (await transaction.get(ref)).data() as Counter | undefined;
    const count = liveCount(current, rule.windowMs, now);
    const windowStart = count === 0 ? Timestamp.fromMillis(now) : current!.windowStart;
    transaction.set(ref, { count: count + 1, windowStart, expiresAt: Timestamp.fromMillis(windowStart.toMillis() + rule.windowMs) });
  });
}

/** Checks and counts in one step: for actions limited whatever their outcome (sign-ups, messages). */
export async function consume(rule: RateLimit, key: string): Promise<void> {
  const ref = counterRef(rule, key);
  await db().runTransaction(async (transaction) => {
    const now = Date.now();
    const current = (await transaction.get(ref)).data() as Counter | undefined;
    const count = liveCount(current, rule.windowMs, now);
    if (count >= rule.limit) throw tooManyRequests(rule.message);
    const windowStart = count === 0 ? Timestamp.fromMillis(now) : current!.windowStart;
    transaction.set(ref, { count: count + 1, windowStart, expiresAt: Timestamp.fromMillis(windowStart.toMillis() + rule.windowMs) });
  });
}
