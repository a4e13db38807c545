import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from './format';

describe('formatDate', () => {
  // Midday where the test runs, so the day is the 25th in every time zone.
  const iso = new Date(2026, 10, 25, 13, 0).toISOString();

  it('writes a stored date in the style the screen asks for', () => {
    expect(formatDate(iso, 'long', '')).toBe('25 November 2026');
    expect(formatDate(iso, 'short', '')).toBe('25 Nov 2026');
    expect(formatDate(iso, 'moment', '')).toMatch(/^25 Nov 2026, \d{1,2}:\d{2}\s?(am|pm)$/i);
  });

  it('shows what the screen names for a missing or broken date: nothing in the admin, "Not available" on the dashboard', () => {
    for (const missing of [undefined, null, '', 'not a date']) {
      expect(formatDate(missing, 'short', '')).toBe('');
      expect(formatDate(missing, 'long', 'Not available')).toBe('Not available');
      expect(formatDate(missing, 'moment', '—')).toBe('—');
    }
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });
});
