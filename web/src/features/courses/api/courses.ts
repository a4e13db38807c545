import { apiGet } from '../../../lib/api-client';
import { earlyOr } from '../../../lib/early-data';
import type { Course } from '@chem/contract';
export type { Course };

// Public reads go without a token so Hosting's CDN can answer them (ARCHITECTURE.md).
export function listCourses(signal?: AbortSignal): Promise<Course[]> {
  const path = '/api/courses/getAllCourses';
  return earlyOr(path, () => apiGet<Course[]>(path, { token: null, signal }));
}

export function getCourse(id: string, signal?: AbortSignal): Promise<Course> {
  return apiGet<Course>(`/api/courses/getCourseById/${encodeURIComponent(id)}`, { token: null, signal });
}
