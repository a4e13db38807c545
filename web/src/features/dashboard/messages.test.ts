import { describe, expect, it } from 'vitest';
import { formatStudyTime } from './messages';

describe('formatStudyTime', () => {
  it('says nothing was studied, under a minute, minutes, and hours with minutes', () => {
    expect(formatStudyTime(0)).toBe('0 min');
    expect(formatStudyTime(45)).toBe('<1 min');
    expect(formatStudyTime(1500)).toBe('25 min');
    expect(formatStudyTime(3600)).toBe('1h');
    expect(formatStudyTime(5460)).toBe('1h 31m');
  });
});
