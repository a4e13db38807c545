import { describe, expect, it } from 'vitest';
import { formatDay, subscriptionStatusDisplay } from './format';

describe('subscriptionStatusDisplay', () => {
  it('shows active, expired and anything else as the spec names them, whatever the case', () => {
    expect(subscriptionStatusDisplay('ACTIVE')).toEqual({ label: 'Active', tone: 'active' });
    expect(subscriptionStatusDisplay('Expired')).toEqual({ label: 'Expired', tone: 'expired' });
    expect(subscriptionStatusDisplay('cancelled')).toEqual({ label: 'Cancelled', tone: 'cancelled' });
    expect(subscriptionStatusDisplay('paused')).toEqual({ label: 'Cancelled', tone: 'cancelled' });
  });
});

describe('formatDay', () => {
  it('reads a stored day as that calendar day in any time zone', () => {
    expect(formatDay('2010-01-15')).toBe('15 January 2010');
  });

  it('leaves a value that is not a day as it is', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});
