import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';
import type { Course } from '@chem/contract';
export type { Course };

export { COURSE_CATEGORY_NAMES as COURSE_CATEGORIES, DIFFICULTY_LEVELS as DIFFICULTIES } from '../../../config/catalogue';

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
