import type { CourseProgress, LearnCourse, PlayerLesson } from '@chem/contract';

/** A lesson with where it sits: for Previous / Next and the lesson's header. */
export interface PlacedLesson {
  lesson: PlayerLesson;
  chapterNumber: number;
  chapterTitle: string;
}

export const placedLessons = (course: LearnCourse): PlacedLesson[] =>
  course.chapters.flatMap((chapter, index) =>
    chapter.lessons.map((lesson) => ({ lesson, chapterNumber: index + 1, chapterTitle: chapter.title })),
  );

/** The lesson and its neighbours in course order; `current` undefined when the id is not this course's. */
export function lessonAndNeighbours(course: LearnCourse, lessonId: string) {
  const lessons = placedLessons(course);
  const index = lessons.findIndex((placed) => placed.lesson.id === lessonId);
  return {
    current: index >= 0 ? lessons[index] : undefined,
    previous: index > 0 ? lessons[index - 1] : undefined,
    next: index >= 0 ? lessons[index + 1] : undefined,
  };
}

/** The course with the server's new progress: the ticks in the outline follow it. */
export function withProgress(course: LearnCourse, progress: CourseProgress): LearnCourse {
  const done = new Set(progress.completedLessonIds);
  return {
    ...course,
    progress,
    chapters: course.chapters.map((chapter) => ({
      ...chapter,
      lessons: chapter.lessons.map((lesson) => ({ ...lesson, completed: done.has(lesson.id) })),
    })),
  };
}
