import { indiaDay, type RemindersRun } from '@chem/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { whereIn } from '../../lib/where-in.js';
import { readStoredSubscription, type StoredSubscription } from '../subscription-status.js';
import { queueNotification } from '../notifications/index.js';
import { SITE_PATHS } from './templates/index.js';

/**
 * Renewal reminders (the `renewalReminders` schedule, every day at 09:00 India time; POST
 * /api/mail/reminders and `npm run reminders` on demand). Counting in India calendar days from
 * `now`: subscriptions ending 7 days from today get "ends in 7 days", and those that ended
 * yesterday get "has ended", each with a link to the plans page.
 *
 * Each is a `subscription-ending` notification: the inbox and push get the kind's text, and the
 * email is the reminder's own template (emailAs), sent while the student keeps that kind's email on.
 * Once per subscription however often it runs: the dedupe key (and the mail's id) is made from the
 * subscription's (`reminder-7d-<id>`, `ended-<id>`), so a second run queues nothing. A student who
 * has already renewed (a later plan that runs past this one's end) gets neither.
 */

const DAY_MS = 86_400_000;

/** The instant India's calendar day `day` ("2026-11-25") begins. */
const indiaMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

export const reminderMailId = (kind: 'ending' | 'ended', subscriptionId: string) =>
  kind === 'ending' ? `reminder-7d-${subscriptionId}` : `ended-${subscriptionId}`;

/** Subscriptions whose end falls in [from, to): one range query on endDate (a single-field index). */
async function endingBetween(from: number, to: number): Promise<StoredSubscription[]> {
  const snapshot = await db()
    .collection('subscriptions')
    .where('endDate', '>=', Timestamp.fromMillis(from))
    .where('endDate', '<', Timestamp.fromMillis(to))
    .get();
  return snapshot.docs.map(readStoredSubscription).filter((subscription): subscription is StoredSubscription => !!subscription);
}

export async function queueRenewalReminders(now: Date = new Date()): Promise<RemindersRun> {
  const day = indiaDay(now);
  const today = indiaMidnight(day);
  const [ending, ended] = await Promise.all([endingBetween(today + 7 * DAY_MS, today + 8 * DAY_MS), endingBetween(today - DAY_MS, today)]);
  // A refunded (cancelled) plan gets no reminder; an ended one may read `active` or `expired`.
  const endingSoon = ending.filter((subscription) => subscription.status === 'active');
  const endedYesterday = ended.filter((subscription) => subscription.status !== 'cancelled');

  // Who has already renewed: every subscription of these students in one `in` query per 30 of them.
  const userIds = [...new Set([...endingSoon, ...endedYesterday].map((subscription) => subscription.userId))];
  const theirs = (await whereIn(db().collection('subscriptions'), 'userId', userIds))
    .map(readStoredSubscription)
    .filter((subscription): subscription is StoredSubscription => !!subscription);
  const renewed = (subscription: StoredSubscription) =>
    theirs.some(
      (other) =>
        other.userId === subscription.userId &&
        other._id !== subscription._id &&
        other.status === 'active' &&
        other.endDate.getTime() > subscription.endDate.getTime(),
    );

  const queue = async (kind: 'ending' | 'ended', subscription: StoredSubscription) => {
    const data = { planName: subscription.planName ?? subscription.planId, endDate: subscription.endDate.toISOString() };
    const mailId = reminderMailId(kind, subscription._id);
    const { queued } = await queueNotification(
      {
        content: { kind: 'subscription-ending', params: { ...data, ended: kind === 'ended' } },
        recipients: { uids: [subscription.userId] },
        link: SITE_PATHS.plans,
        dedupeKey: mailId,
        // The email keeps its own template (the plan, its end, the renew button) under the mail id it always had.
        emailAs: kind === 'ending' ? { template: 'renewal-reminder', data, mailId } : { template: 'subscription-ended', data, mailId },
      },
      { now },
    );
    return queued;
  };
  const [endingQueued, endedQueued] = await Promise.all([
    Promise.all(endingSoon.filter((subscription) => !renewed(subscription)).map((subscription) => queue('ending', subscription))),
    Promise.all(endedYesterday.filter((subscription) => !renewed(subscription)).map((subscription) => queue('ended', subscription))),
  ]);
  const count = (results: boolean[], wanted: boolean) => results.filter((queued) => queued === wanted).length;
  return {
    day,
    endingSoon: count(endingQueued, true),
    ended: count(endedQueued, true),
    alreadyQueued: count(endingQueued, false) + count(endedQueued, false),
  };
}
