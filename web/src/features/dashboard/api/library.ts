import type { Course, Note } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

/** The fields of a course the dashboard lists (the API sends more; see docs/api.md). */
export type CourseSummary = Pick<
  Course,
  '_id' | 'title' | 'description' | 'category' | 'isFree' | 'price' | 'coursesPhoto' | 'lessons' | 'duration' | 'onlineLessons'
>;

export type NoteSummary = Pick<Note, '_id' | 'title' | 'description' | 'category' | 'difficulty' | 'pages'>;

// Public lists go without a token, so Hosting's CDN may answer them (see lib/api-client.ts).
export const listCourses = (signal?: AbortSignal): Promise<CourseSummary[]> =>
  callApi('GET /api/courses/getAllCourses', { token: null, signal });
export const listNotes = (signal?: AbortSignal): Promise<NoteSummary[]> => callApi('GET /api/notes/getAllNotes', { token: null, signal });
