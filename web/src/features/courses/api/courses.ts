import type { Course } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { earlyOr } from '../../../lib/early-data';
export type { Course };

// Public reads go without a token so Hosting's CDN can answer them (ARCHITECTURE.md).
export function listCourses(signal?: AbortSignal): Promise<Course[]> {
  return earlyOr('/api/courses/getAllCourses', () => callApi('GET /api/courses/getAllCourses', { token: null, signal }));
}

export function getCourse(id: string, signal?: AbortSignal): Promise<Course> {
  return callApi('GET /api/courses/getCourseById/:id', { params: { id }, token: null, signal });
}
