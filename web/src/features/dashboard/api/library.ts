import { apiGet } from '../../../lib/api-client';

/** The fields of a course the dashboard lists (the API sends more; see ARCHITECTURE.md). */
export interface CourseSummary {
  _id: string;
  title: string;
  description: string;
  category: string;
  isFree: boolean;
  price: number;
  /** `/courses/<file>`, served at `/uploads/courses/<file>`; '' without a photo. */
  coursesPhoto: string;
  lessons: number;
  duration: string;
}

export interface NoteSummary {
  _id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  pages: number;
}

// Public lists go without a token, so Hosting's CDN may answer them (see lib/api-client.ts).
export const listCourses = (signal?: AbortSignal) => apiGet<CourseSummary[]>('/api/courses/getAllCourses', { token: null, signal });
export const listNotes = (signal?: AbortSignal) => apiGet<NoteSummary[]>('/api/notes/getAllNotes', { token: null, signal });
