import type { Course, CourseDetail, LearnCourse } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { earlyOr } from '../../../lib/early-data';
import { hasAnySession } from '../../../lib/session';
export type { Course, CourseDetail, LearnCourse };

// Public reads go without a token so Hosting's CDN can answer them (ARCHITECTURE.md).
export function listCourses(signal?: AbortSignal): Promise<Course[]> {
  return earlyOr('/api/courses/getAllCourses', () => callApi('GET /api/courses/getAllCourses', { token: null, signal }));
}

export function getCourse(id: string, signal?: AbortSignal): Promise<CourseDetail> {
  return callApi('GET /api/courses/getCourseById/:id', { params: { id }, token: null, signal });
}

/**
 * The signed-in student's standing in a course (progress, and whether they may open its lessons),
 * sent with their token, so never from the CDN. Null for a visitor: nothing to ask.
 */
export async function getMyCourseState(id: string, signal?: AbortSignal): Promise<LearnCourse | null> {
  if (!hasAnySession()) return null;
  return callApi('GET /api/learn/courses/:courseId', { params: { courseId: id }, signal });
}
