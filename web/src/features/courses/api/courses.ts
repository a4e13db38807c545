import { apiGet } from '../../../lib/api-client';
import { earlyOr } from '../../../lib/early-data';

/** A course as GET /api/courses/* answers it (ARCHITECTURE.md, data model). */
export interface Course {
  _id: string;
  title: string;
  description: string;
  fullDescription?: string;
  instructor?: string;
  category?: string;
  duration?: string;
  lessons?: number;
  price?: number;
  originalPrice?: number | null;
  isFree?: boolean;
  /** `/courses/<file>`, served at `/uploads/courses/<file>`; '' without a photo. */
  coursesPhoto?: string;
  difficulty?: string;
  rating?: number;
  students?: number;
  featured?: boolean;
  bestseller?: boolean;
  isLive?: boolean;
  chapters?: string[];
  createdAt?: string;
}

// Public reads go without a token so Hosting's CDN can answer them (ARCHITECTURE.md).
export function listCourses(signal?: AbortSignal): Promise<Course[]> {
  const path = '/api/courses/getAllCourses';
  return earlyOr(path, () => apiGet<Course[]>(path, { token: null, signal }));
}

export function getCourse(id: string, signal?: AbortSignal): Promise<Course> {
  return apiGet<Course>(`/api/courses/getCourseById/${encodeURIComponent(id)}`, { token: null, signal });
}

/** The photo's URL (`/uploads{coursesPhoto}`, spec §7), or null when the course has none. */
export function coursePhotoUrl(course: Pick<Course, 'coursesPhoto'>): string | null {
  return course.coursesPhoto ? `/uploads${course.coursesPhoto}` : null;
}
