import { describe, expect, it } from 'vitest';
import { chapterProgress, courseProgress, resumeLessonId } from './progress-math.js';

const outline = [
  { id: 'c1', title: 'Atoms', lessons: [{ id: 'a' }, { id: 'b' }] },
  { id: 'c2', title: 'Names only', lessons: [] },
  { id: 'c3', title: 'Bonds', lessons: [{ id: 'c' }, { id: 'd' }, { id: 'e' }] },
];
const record = (completed: string[], lastLessonId: string | null = null) => ({
  completed,
  lastLessonId,
  studySeconds: 90,
  startedAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
});

describe('courseProgress', () => {
  it('counts only lessons the course still has, in course order, never past 100%', () => {
    expect(courseProgress(outline, record(['d', 'gone', 'a', 'a']))).toMatchObject({
      completedLessonIds: ['a', 'd'],
      completedLessons: 2,
      totalLessons: 5,
      percent: 40,
      studySeconds: 90,
    });
    expect(courseProgress([{ id: 'c1', title: 'Atoms', lessons: [{ id: 'a' }] }], record(['a', 'b', 'c'])).percent).toBe(100);
  });

  it('forgets a last lesson that was removed, and starts from nothing without a record', () => {
    expect(courseProgress(outline, record([], 'gone')).lastLessonId).toBeNull();
    expect(courseProgress(outline, undefined)).toEqual({
      completedLessonIds: [],
      completedLessons: 0,
      totalLessons: 5,
      percent: 0,
      lastLessonId: null,
      studySeconds: 0,
      startedAt: null,
      updatedAt: null,
    });
  });
});

describe('resumeLessonId', () => {
  it('opens the first lesson for a student who has done nothing', () => {
    expect(resumeLessonId(outline, [], null)).toBe('a');
  });

  it('opens the next lesson not done after the last one finished, across chapters', () => {
    expect(resumeLessonId(outline, ['a', 'b'], 'b')).toBe('c');
    expect(resumeLessonId(outline, ['a', 'c'], 'a')).toBe('b');
    expect(resumeLessonId(outline, ['b', 'c', 'd', 'e'], 'e')).toBe('a');
  });

  it('reopens a lesson left unfinished, and the first open one when the last is gone', () => {
    expect(resumeLessonId(outline, ['a'], 'd')).toBe('d');
    expect(resumeLessonId(outline, ['a'], 'gone')).toBe('b');
  });

  it('stays on the last lesson when everything is done, and has nothing to open in an empty course', () => {
    expect(resumeLessonId(outline, ['a', 'b', 'c', 'd', 'e'], 'c')).toBe('c');
    expect(resumeLessonId([], [], null)).toBeNull();
  });
});

describe('chapterProgress', () => {
  it('gives each chapter with lessons its share and status, skipping chapters without lessons', () => {
    expect(chapterProgress(outline, ['a', 'b', 'd'])).toEqual([
      { id: 'c1', title: 'Atoms', totalLessons: 2, completedLessons: 2, percent: 100, status: 'completed' },
      { id: 'c3', title: 'Bonds', totalLessons: 3, completedLessons: 1, percent: 33, status: 'in-progress' },
    ]);
    expect(chapterProgress(outline, []).map((chapter) => chapter.status)).toEqual(['not-started', 'not-started']);
  });
});
