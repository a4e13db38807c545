import { indiaDay } from '@chem/contract';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { queueMail } from './queue.js';

/**
 * The teacher's daily sales email (the `dailySalesSummary` schedule at 21:00 India time, only with
 * MAIL_DAILY_SUMMARY=on): the India calendar day's captured payments, their total and the new
 * accounts. Aggregation queries over one range each, so it costs the same few reads however many
 * payments there were; queued once per day (`daily-sales-<day>`) however often it runs.
 */

const DAY_MS = 86_400_000;

export async function queueDailySalesSummary(now: Date = new Date()): Promise<boolean> {
  const day = indiaDay(now);
  const start = Timestamp.fromMillis(Date.parse(`${day}T00:00:00+05:30`));
  const end = Timestamp.fromMillis(start.toMillis() + DAY_MS);
  const [payments, accounts] = await Promise.all([
    db()
      .collection('payments')
      .where('capturedAt', '>=', start)
      .where('capturedAt', '<', end)
      .aggregate({ count: AggregateField.count(), amount: AggregateField.sum('amount') })
      .get(),
    db().collection('users').where('createdAt', '>=', start).where('createdAt', '<', end).count().get(),
  ]);
  const totals = payments.data();
  return queueMail(
    {
      template: 'daily-sales',
      data: { day, payments: totals.count, amount: totals.amount, newAccounts: accounts.data().count },
      recipient: { toTeacher: true },
    },
    { id: `daily-sales-${day}`, now },
  );
}
