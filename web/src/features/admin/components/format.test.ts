import { describe, expect, it } from 'vitest';
import { waitParts } from './format';

describe('a wait as the Overview says it', () => {
  it('uses the largest units that say it plainly', () => {
    expect(waitParts(20)).toEqual({ unit: 'underMinute' });
    expect(waitParts(60)).toEqual({ unit: 'minutes', minutes: 1 });
    expect(waitParts(59 * 60 + 20)).toEqual({ unit: 'minutes', minutes: 59 });
    expect(waitParts(3 * 3600 + 20 * 60)).toEqual({ unit: 'hours', hours: 3, minutes: 20 });
    expect(waitParts(2 * 86400 + 4 * 3600 + 10 * 60)).toEqual({ unit: 'days', days: 2, hours: 4 });
  });
});
