import type { Course } from '../api/courses';

/** The course's on/off options, shown as switches. */
export type Flag = 'isFree' | 'featured' | 'bestseller' | 'isLive';
export const FLAGS: readonly Flag[] = ['isFree', 'featured', 'bestseller', 'isLive'];

export type CourseTextKey =
  | 'title'
  | 'titleHi'
  | 'description'
  | 'descriptionHi'
  | 'fullDescription'
  | 'instructor'
  | 'category'
  | 'difficulty'
  | 'duration'
  | 'lessons'
  | 'price'
  | 'originalPrice'
  | 'rating'
  | 'students';

/** The course form's fields as typed (numbers too: the API reads the multipart strings). */
export type CourseValues = Record<CourseTextKey, string> & Record<Flag, boolean>;

/** What each part of the course form is given: the values, and how to change one. */
export interface CourseFieldsProps {
  values: CourseValues;
  onChange: <Key extends keyof CourseValues>(key: Key, value: CourseValues[Key]) => void;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function valuesFrom(course: Course | null): CourseValues {
  return {
    title: text(course?.title),
    titleHi: text(course?.titleHi),
    description: text(course?.description),
    descriptionHi: text(course?.descriptionHi),
    fullDescription: text(course?.fullDescription),
    instructor: text(course?.instructor),
    category: text(course?.category),
    difficulty: text(course?.difficulty) || 'Beginner',
    duration: text(course?.duration),
    lessons: text(course?.lessons),
    price: text(course?.price),
    originalPrice: text(course?.originalPrice),
    rating: text(course?.rating),
    students: text(course?.students),
    isFree: course?.isFree ?? false,
    featured: course?.featured ?? false,
    bestseller: course?.bestseller ?? false,
    isLive: course?.isLive ?? false,
  };
}
