import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { contribution } from './sales-stats.js';

/** What one stored payment adds to the counters: the live increments and the rebuild both use it. */

// 31 March 2026, 20:00 in India (14:30 UTC): March.
const MARCH_EVENING = Timestamp.fromDate(new Date('2026-03-31T14:30:00Z'));
// 1 April 2026, 00:10 in India, still 31 March in UTC.
const APRIL_MIDNIGHT = Timestamp.fromDate(new Date('2026-03-31T18:40:00Z'));

const payment = (fields: Record<string, unknown>) => ({
  orderId: 'order_1',
  userId: 'u1',
  planId: 'starter',
  planName: 'Starter',
  amount: 29900,
  currency: 'INR',
  status: 'captured',
  createdAt: MARCH_EVENING,
  capturedAt: MARCH_EVENING,
  ...fields,
});

describe('contribution', () => {
  it('counts a captured payment in its India month as one sale of its plan', () => {
    expect(contribution(payment({}))).toEqual({
      month: '2026-03',
      revenuePaise: 29900,
      refundsPaise: 0,
      payments: 1,
      plan: { id: 'starter', name: 'Starter' },
    });
    expect(contribution(payment({ capturedAt: APRIL_MIDNIGHT }))?.month).toBe('2026-04');
  });

  it('takes a partial refund off the money but keeps the sale', () => {
    expect(contribution(payment({ amountRefunded: 10000 }))).toMatchObject({
      revenuePaise: 29900,
      refundsPaise: 10000,
      plan: { id: 'starter' },
    });
    // A refunded total larger than the payment (a bad record) never makes the month negative.
    expect(contribution(payment({ amountRefunded: 99999 }))).toMatchObject({ refundsPaise: 29900 });
  });

  it.each(['refunded', 'chargeback'])('gives back all of a %s payment and no longer counts its sale', (status) => {
    expect(contribution(payment({ status, amountRefunded: 29900 }))).toEqual({
      month: '2026-03',
      revenuePaise: 29900,
      refundsPaise: 29900,
      payments: 1,
    });
  });

  it('counts the money of a duplicate payment but not a second sale', () => {
    const duplicate = contribution(payment({ duplicate: true }));
    expect(duplicate).toMatchObject({ revenuePaise: 29900, refundsPaise: 0 });
    expect(duplicate?.plan).toBeUndefined();
  });

  it('counts nothing for a failed payment, a missing record or one without a date', () => {
    expect(contribution(payment({ status: 'failed' }))).toBeUndefined();
    expect(contribution(undefined)).toBeUndefined();
    expect(contribution(payment({ createdAt: undefined, capturedAt: undefined }))).toBeUndefined();
  });

  it('uses the record time when a payment has no capture time (refunded before its plan started)', () => {
    expect(contribution(payment({ status: 'refunded', capturedAt: undefined, createdAt: APRIL_MIDNIGHT }))?.month).toBe('2026-04');
  });
});
