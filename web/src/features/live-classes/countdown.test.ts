import { describe, expect, it } from 'vitest';
import { countdownOf } from './countdown';

const start = '2026-11-27T13:30:00.000Z';
const end = '2026-11-27T14:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('countdownOf', () => {
  it('counts whole days, hours and minutes, rounding the minutes up', () => {
    expect(countdownOf(start, end, at('2026-11-25T11:29:30.000Z'))).toEqual({ phase: 'upcoming', days: 2, hours: 2, minutes: 1 });
    expect(countdownOf(start, end, at('2026-11-27T13:00:00.000Z'))).toEqual({ phase: 'upcoming', days: 0, hours: 0, minutes: 30 });
  });

  it('opens 10 minutes before the start, is live until the end, then ended', () => {
    expect(countdownOf(start, end, at('2026-11-27T13:20:00.000Z'))).toEqual({ phase: 'open', minutes: 10 });
    expect(countdownOf(start, end, at('2026-11-27T13:29:59.000Z'))).toEqual({ phase: 'open', minutes: 1 });
    expect(countdownOf(start, end, at('2026-11-27T13:30:00.000Z'))).toEqual({ phase: 'live' });
    expect(countdownOf(start, end, at('2026-11-27T14:30:00.000Z'))).toEqual({ phase: 'ended' });
  });
});
