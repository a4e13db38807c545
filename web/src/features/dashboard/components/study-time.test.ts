import { describe, expect, it } from 'vitest';
import { dashboardCatalog } from '../i18n';
import { formatStudyTime } from './study-time';

describe('formatStudyTime', () => {
  it('says nothing was studied, under a minute, minutes, and hours with minutes', () => {
    const t = dashboardCatalog.in('en');
    expect(formatStudyTime(0, t)).toBe('0 min');
    expect(formatStudyTime(45, t)).toBe('<1 min');
    expect(formatStudyTime(1500, t)).toBe('25 min');
    expect(formatStudyTime(3600, t)).toBe('1h');
    expect(formatStudyTime(5460, t)).toBe('1h 31m');
  });

  it('says it in Hindi on a Hindi page', async () => {
    await dashboardCatalog.ready('hi');
    const t = dashboardCatalog.in('hi');
    expect(formatStudyTime(1500, t)).toBe('25 मिनट');
    expect(formatStudyTime(5460, t)).toBe('1 घंटा 31 मिनट');
  });
});
