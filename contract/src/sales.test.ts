import { describe, expect, it } from 'vitest';
import { indiaIsoWeek, indiaMonth, indiaWeekStart, lastIndiaMonths, lastIndiaWeeks } from './sales.js';

describe('indiaMonth', () => {
  it('is the month in India, which starts 5 h 30 min before UTC does', () => {
    expect(indiaMonth(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03');
    expect(indiaMonth(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04');
    expect(indiaMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });
});

describe('indiaIsoWeek', () => {
  it('starts a week at midnight on Monday in India', () => {
    // Sunday 22 Nov 2026, 23:59 in India; then Monday 23 Nov 00:00 in India (Sunday 18:30 UTC).
    expect(indiaIsoWeek(new Date('2026-11-22T18:29:00Z'))).toBe('2026-W47');
    expect(indiaIsoWeek(new Date('2026-11-22T18:30:00Z'))).toBe('2026-W48');
    expect(indiaWeekStart(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('follows ISO 8601 across a year boundary', () => {
    // 1 Jan 2027 is a Friday: it belongs to 2026's week 53, which began on Monday 28 Dec.
    expect(indiaIsoWeek(new Date('2027-01-01T06:00:00Z'))).toBe('2026-W53');
    expect(indiaWeekStart(new Date('2027-01-01T06:00:00Z'))).toBe('2026-12-28');
    // Monday 4 Jan 2027 starts week 1.
    expect(indiaIsoWeek(new Date('2027-01-04T06:00:00Z'))).toBe('2027-W01');
    // 29 Dec 2025 (Monday) is already in 2026's week 1, since 1 Jan 2026 is a Thursday.
    expect(indiaIsoWeek(new Date('2025-12-29T06:00:00Z'))).toBe('2026-W01');
    expect(indiaIsoWeek(new Date('2025-12-28T06:00:00Z'))).toBe('2025-W52');
  });
});

describe('the last months and weeks', () => {
  it('lists twelve India months up to this one, oldest first, across a year', () => {
    const months = lastIndiaMonths(new Date('2026-02-28T19:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2026-03');
  });

  it('lists twelve ISO weeks up to this one with their Mondays, across a year', () => {
    const weeks = lastIndiaWeeks(new Date('2027-01-05T10:00:00Z'), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2027-W01', startsOn: '2027-01-04' });
    expect(weeks.at(-2)).toEqual({ week: '2026-W53', startsOn: '2026-12-28' });
    expect(weeks[0]).toEqual({ week: '2026-W43', startsOn: '2026-10-19' });
    expect(new Set(weeks.map((entry) => entry.week)).size).toBe(12);
  });
});
