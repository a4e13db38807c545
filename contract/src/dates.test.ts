import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './dates.js';

const local = (year: number, month: number, day: number) => new Date(year, month - 1, day, 10, 30);

describe('addCalendarMonths', () => {
  it.each([
    ['a mid-month date', local(2026, 3, 15), 1, local(2026, 4, 15)],
    ['31 January + 1 month to the end of a common-year February', local(2026, 1, 31), 1, local(2026, 2, 28)],
    ['31 January + 1 month to 29 February in a leap year', local(2028, 1, 31), 1, local(2028, 2, 29)],
    ['31 August + 3 months to 30 November', local(2026, 8, 31), 3, local(2026, 11, 30)],
    ['across a year end', local(2026, 11, 30), 12, local(2027, 11, 30)],
  ])('moves %s', (_name, start, months, expected) => {
    expect(addCalendarMonths(start, months)).toEqual(expected);
  });

  it('keeps the time of day and leaves its argument alone', () => {
    const start = local(2026, 5, 10);
    const end = addCalendarMonths(start, 2);
    expect(end.getHours()).toBe(10);
    expect(start).toEqual(local(2026, 5, 10));
  });
});
