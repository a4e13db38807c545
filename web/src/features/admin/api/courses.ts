import type { Course } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { uploadApi } from '../../../lib/api-transfer';

export type { Course };

export const listCourses = (signal?: AbortSignal) => callApi('GET /api/courses/getAllCourses', { signal });

/** Multipart: the form's fields as text plus the optional `coursesPhoto`. */
export function saveCourse(id: string | null, body: FormData, onProgress?: (fraction: number) => void): Promise<Course> {
  return id
    ? uploadApi('PUT /api/courses/updateCourse/:id', { params: { id }, body, onProgress })
    : uploadApi('POST /api/courses/createCourse', { body, status: 201, onProgress });
}

export const deleteCourse = (id: string) => callApi('DELETE /api/courses/deleteCourse/:id', { params: { id } });
