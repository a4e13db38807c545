import { describe, expect, it } from 'vitest';
import type { LearnCourse, PlayerLesson } from '@chem/contract';
import { lessonAndNeighbours, withProgress } from './player-model';

const lesson = (id: string): PlayerLesson => ({
  id,
  title: id,
  kind: 'reading',
  durationSeconds: 60,
  freePreview: false,
  locked: false,
  release: null,
  completed: false,
  passPercent: null,
  score: null,
});
const course: LearnCourse = {
  course: { _id: 'c', title: 'Course', isFree: true, coursesPhoto: '' },
  chapters: [
    { id: 'one', title: 'One', lessons: [lesson('a'), lesson('b')] },
    { id: 'empty', title: 'Soon', lessons: [] },
    { id: 'two', title: 'Two', lessons: [lesson('c')] },
  ],
  viewer: 'student',
  progress: null,
  resumeLessonId: 'a',
  certificate: null,
};

describe('lessonAndNeighbours', () => {
  it('walks across chapters, skipping chapters without lessons', () => {
    const { current, previous, next } = lessonAndNeighbours(course, 'b');
    expect([previous?.lesson.id, current?.lesson.id, next?.lesson.id]).toEqual(['a', 'b', 'c']);
    expect(lessonAndNeighbours(course, 'c')).toMatchObject({ current: { chapterNumber: 3, chapterTitle: 'Two' }, next: undefined });
    expect(lessonAndNeighbours(course, 'a').previous).toBeUndefined();
  });

  it('has no current lesson for an id from elsewhere', () => {
    expect(lessonAndNeighbours(course, 'zzz')).toEqual({ current: undefined, previous: undefined, next: undefined });
  });
});

describe('withProgress', () => {
  it('ticks exactly the lessons the server counts as complete', () => {
    const progress = {
      completedLessonIds: ['c'],
      completedLessons: 1,
      totalLessons: 3,
      percent: 33,
      lastLessonId: 'c',
      studySeconds: 0,
      startedAt: null,
      updatedAt: null,
    };
    const updated = withProgress(course, progress);
    expect(updated.progress).toBe(progress);
    expect(updated.chapters.flatMap((chapter) => chapter.lessons.map((item) => item.completed))).toEqual([false, false, true]);
  });
});
