import { describe, expect, it } from 'vitest';
import type { StoredChapter, StoredLesson } from './curriculum.js';
import { addDays, releaseLock, type ReleaseFacts } from './release.js';

const reading = (id: string, release: StoredLesson['release'] = null): StoredLesson => ({
  id,
  title: id,
  freePreview: false,
  release,
  kind: 'reading',
  textHash: 'h',
  durationSeconds: 60,
  format: 'markdown',
});
const test = (id: string, passPercent: number | null): StoredLesson => ({
  id,
  title: `Test ${id}`,
  freePreview: false,
  release: null,
  kind: 'test',
  testId: `t-${id}`,
  passPercent,
});

const chapters: StoredChapter[] = [
  { id: 'c1', title: 'One', lessons: [reading('a'), test('gate', 60)] },
  { id: 'c2', title: 'Two', lessons: [reading('b'), test('practice', null)] },
  { id: 'c3', title: 'Three', lessons: [reading('c')] },
];

// 11 Dec 2026, 20:00 in India (14:30 UTC).
const now = new Date('2026-12-11T14:30:00Z');
const facts = (overrides: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  now,
  startedAt: undefined,
  bestPercent: () => undefined,
  ...overrides,
});

describe('releaseLock', () => {
  it('opens a dated lesson at midnight India time on its date', () => {
    const lesson = reading('d', { kind: 'date', date: '2026-12-12' });
    expect(releaseLock(chapters, 0, lesson, facts())).toEqual({ kind: 'date', on: '2026-12-12' });
    // 00:05 on 12 Dec in India is still 11 Dec in UTC.
    expect(releaseLock(chapters, 0, lesson, facts({ now: new Date('2026-12-11T18:35:00Z') }))).toBeNull();
  });

  it('opens a lesson some days after the student started, counting from today before they have', () => {
    const lesson = reading('d', { kind: 'days', days: 3 });
    expect(releaseLock(chapters, 0, lesson, facts())).toEqual({ kind: 'date', on: '2026-12-14' });
    expect(releaseLock(chapters, 0, lesson, facts({ startedAt: new Date('2026-12-01T04:00:00Z') }))).toBeNull();
    expect(releaseLock(chapters, 0, reading('e', { kind: 'days', days: 0 }), facts())).toBeNull();
  });

  it('keeps later chapters closed until the chapter test with a pass mark is passed', () => {
    expect(releaseLock(chapters, 0, chapters[0]!.lessons[0]!, facts())).toBeNull();
    expect(releaseLock(chapters, 1, chapters[1]!.lessons[0]!, facts())).toEqual({
      kind: 'test',
      lessonId: 'gate',
      title: 'Test gate',
      passPercent: 60,
    });
    expect(releaseLock(chapters, 2, chapters[2]!.lessons[0]!, facts({ bestPercent: () => 59 }))?.kind).toBe('test');
    // A test without a pass mark holds nothing back.
    expect(
      releaseLock(chapters, 2, chapters[2]!.lessons[0]!, facts({ bestPercent: (id) => (id === 't-gate' ? 60 : undefined) })),
    ).toBeNull();
  });

  it('adds days across months', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
