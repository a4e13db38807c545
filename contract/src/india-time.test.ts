import { describe, expect, it } from 'vitest';
import { indiaDateTime, indiaDay } from './india-time.js';

describe('India time', () => {
  it('writes a moment as the date and time in India', () => {
    expect(indiaDateTime(new Date('2026-11-22T08:35:00Z'))).toBe('22 Nov 2026, 14:05 IST');
    expect(indiaDateTime(new Date('2026-09-03T00:00:00Z'))).toBe('3 Sep 2026, 05:30 IST');
  });

  it('starts the day at midnight in India, not in UTC', () => {
    expect(indiaDay(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaDay(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(indiaDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('1 Jan 2027, 00:00 IST');
  });
});
