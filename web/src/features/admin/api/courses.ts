import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';
import type { Course } from '../../../lib/api-types';
export type { Course };

export { COURSE_CATEGORY_NAMES as COURSE_CATEGORIES, DIFFICULTY_LEVELS as DIFFICULTIES } from '../../../config/catalogue';

/** The API refuses larger photos (functions/src/services/courses.ts); checked here before uploading. */
export const COURSE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const base = '/api/courses';
const id = (courseId: string) => encodeURIComponent(courseId);

export const listCourses = (signal?: AbortSignal) => apiGet<Course[]>(`${base}/getAllCourses`, { signal });

/** Multipart: the form's fields as text plus the optional `coursesPhoto`. */
export function saveCourse(courseId: string | null, form: FormData, onProgress?: (fraction: number) => void): Promise<Course> {
  return courseId
    ? apiUpload<Course>(`${base}/updateCourse/${id(courseId)}`, form, onProgress, { method: 'PUT' })
    : apiUpload<Course>(`${base}/createCourse`, form, onProgress);
}

export const deleteCourse = (courseId: string) => apiSend<unknown>('DELETE', `${base}/deleteCourse/${id(courseId)}`);
