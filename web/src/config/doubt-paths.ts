import { learnPath } from './paths';

// Apart from paths.ts, which the home page loads: only the screens that show doubts need these.
/** The student's doubts: the list, or one doubt's thread. */
export const DOUBTS_PATH = '/doubts';
export const doubtPath = (doubtId: string) => `${DOUBTS_PATH}/${encodeURIComponent(doubtId)}`;

/** A lesson of the course player, its video started at a second (`?t=`). */
export const lessonAtPath = (courseId: string, lessonId: string, seconds: number | null) =>
  `${learnPath(courseId, lessonId)}${seconds ? `?t=${Math.floor(seconds)}` : ''}`;
