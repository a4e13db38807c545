import type Fuse from 'fuse.js';
import type { FuseConstructor } from '../../lib/use-fuse';
import type { Course } from './api/courses';

export const COURSE_SORTS = [
  { value: 'popular', label: 'Most popular' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'price-low', label: 'Price: low to high' },
  { value: 'newest', label: 'Newest' },
] as const;
export type CourseSort = (typeof COURSE_SORTS)[number]['value'];

export interface CourseQuery {
  search: string;
  category: string;
  difficulty: string;
  sort: CourseSort;
}

export const DEFAULT_COURSE_QUERY: CourseQuery = { search: '', category: 'All', difficulty: 'All', sort: 'popular' };

/** Fuzzy search over the spec's four fields, threshold 0.3. */
export function courseSearchIndex(FuseIndex: FuseConstructor, courses: readonly Course[]): Fuse<Course> {
  return new FuseIndex(courses, { threshold: 0.3, keys: ['title', 'description', 'category', 'instructor'] });
}

/** What a free course costs, whatever its stored price says. */
const effectivePrice = (course: Course) => (course.isFree ? 0 : (course.price ?? 0));
const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

const comparators: Record<CourseSort, (a: Course, b: Course) => number> = {
  popular: (a, b) => (b.students ?? 0) - (a.students ?? 0),
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
  'price-low': (a, b) => effectivePrice(a) - effectivePrice(b),
  newest: (a, b) => time(b.createdAt) - time(a.createdAt),
};

/**
 * Search, then the category and difficulty filters, then the chosen order (a stable sort). Without
 * an index yet (fuse.js still loading) the search is not applied for that moment.
 */
export function queryCourses(courses: readonly Course[], index: Fuse<Course> | null, query: CourseQuery): Course[] {
  const search = query.search.trim();
  const found = search && index ? index.search(search).map((result) => result.item) : [...courses];
  return found
    .filter((course) => query.category === 'All' || course.category === query.category)
    .filter((course) => query.difficulty === 'All' || course.difficulty === query.difficulty)
    .sort(comparators[query.sort]);
}
