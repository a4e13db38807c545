import { describe, expect, it } from 'vitest';
import { seriesIdIn } from './test-list';

describe('the pages under /tests', () => {
  it('reads the list, a series page, and nothing else', () => {
    expect(seriesIdIn('')).toBe('');
    expect(seriesIdIn('series/abc123')).toBe('abc123');
    expect(seriesIdIn('series/abc123/')).toBe('abc123');
    expect(seriesIdIn('series/JEE%20mocks')).toBe('JEE mocks');
    expect(seriesIdIn('series')).toBeNull();
    expect(seriesIdIn('series/a/b')).toBeNull();
    expect(seriesIdIn('a/b')).toBeNull();
  });
});
