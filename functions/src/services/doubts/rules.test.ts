import { describe, expect, it } from 'vitest';
import { askingRule, daysEndingWith, median } from './rules.js';

describe('who may ask', () => {
  const both = { doubtsFromSubscribers: true, doubtsFromFreeCourses: true };

  it.each([
    ['a subscriber anywhere', both, { subscriber: true, freeCourse: false }, 'ok'],
    ['a student on a free course', both, { subscriber: false, freeCourse: true }, 'ok'],
    ['a student on a paid course: a plan would let them', both, { subscriber: false, freeCourse: false }, 'needs-plan'],
    [
      'a subscriber on a free course, subscribers off',
      { ...both, doubtsFromSubscribers: false },
      { subscriber: true, freeCourse: true },
      'ok',
    ],
    [
      'a subscriber on a paid course, subscribers off: a plan is no help',
      { ...both, doubtsFromSubscribers: false },
      { subscriber: true, freeCourse: false },
      'off',
    ],
    [
      'a student on a paid course, subscribers off',
      { ...both, doubtsFromSubscribers: false },
      { subscriber: false, freeCourse: false },
      'off',
    ],
    [
      'a student on a free course, free courses off',
      { ...both, doubtsFromFreeCourses: false },
      { subscriber: false, freeCourse: true },
      'needs-plan',
    ],
    ['anyone, both off', { doubtsFromSubscribers: false, doubtsFromFreeCourses: false }, { subscriber: true, freeCourse: true }, 'off'],
  ] as const)('%s: %s', (_case, switches, asker, expected) => {
    expect(askingRule(switches, asker)).toBe(expected);
  });
});

describe('the overview’s figures', () => {
  it('takes the middle wait, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([300])).toBe(300);
    expect(median([900, 60, 300])).toBe(300);
    expect(median([60, 300, 900, 7200])).toBe(600);
  });

  it('counts India days back across months and years', () => {
    expect(daysEndingWith('2027-01-02', 4)).toEqual(['2027-01-02', '2027-01-01', '2026-12-31', '2026-12-30']);
    expect(daysEndingWith('2028-03-01', 2)).toEqual(['2028-03-01', '2028-02-29']);
    expect(daysEndingWith('2026-11-25', 30)).toHaveLength(30);
  });
});
