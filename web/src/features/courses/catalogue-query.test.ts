import { describe, expect, it } from 'vitest';
import { COURSE_DEFAULTS } from '@chem/contract';
import type { Course } from './api/courses';
import Fuse from 'fuse.js';
import { courseSearchIndex, DEFAULT_COURSE_QUERY, queryCourses } from './catalogue-query';

/** A course as the API sends it, with only what a case cares about spelled out. */
const course = (fields: Partial<Course> & Pick<Course, '_id' | 'title'>): Course => ({
  ...COURSE_DEFAULTS,
  description: '',
  chapters: [],
  onlineLessons: 0,
  createdAt: null,
  updatedAt: null,
  ...fields,
});

const courses: Course[] = [
  course({
    _id: 'a',
    title: 'Organic Reaction Mechanisms',
    description: 'Curly arrows',
    category: 'Organic Chemistry',
    difficulty: 'Advanced',
    students: 10,
    rating: 4.1,
    price: 1499,
    createdAt: '2025-01-01T00:00:00Z',
  }),
  course({
    _id: 'b',
    title: 'Foundations of Chemistry',
    description: 'Atoms and moles',
    category: 'Inorganic Chemistry',
    difficulty: 'Beginner',
    students: 300,
    rating: 4.9,
    price: 999,
    isFree: true,
    createdAt: '2024-06-01T00:00:00Z',
  }),
  course({
    _id: 'c',
    title: 'Spectroscopy Fundamentals',
    description: 'IR and NMR',
    category: 'Analytical Chemistry',
    difficulty: 'Intermediate',
    students: 0,
    rating: 0,
    price: 499,
    createdAt: '2025-03-01T00:00:00Z',
  }),
];
const index = courseSearchIndex(Fuse, courses);
const ids = (list: Course[]) => list.map((course) => course._id);

describe('queryCourses', () => {
  it('orders by students, rating, effective price (free first) and creation date', () => {
    expect(ids(queryCourses(courses, index, DEFAULT_COURSE_QUERY))).toEqual(['b', 'a', 'c']);
    expect(ids(queryCourses(courses, index, { ...DEFAULT_COURSE_QUERY, sort: 'rating' }))).toEqual(['b', 'a', 'c']);
    expect(ids(queryCourses(courses, index, { ...DEFAULT_COURSE_QUERY, sort: 'price-low' }))).toEqual(['b', 'c', 'a']);
    expect(ids(queryCourses(courses, index, { ...DEFAULT_COURSE_QUERY, sort: 'newest' }))).toEqual(['c', 'a', 'b']);
  });

  it('finds a course by a misspelt title word and combines search with the filters', () => {
    expect(ids(queryCourses(courses, index, { ...DEFAULT_COURSE_QUERY, search: 'spectroscpy' }))).toEqual(['c']);
    expect(ids(queryCourses(courses, index, { ...DEFAULT_COURSE_QUERY, search: 'chemistry', difficulty: 'Beginner' }))).toEqual(['b']);
    expect(queryCourses(courses, index, { ...DEFAULT_COURSE_QUERY, category: 'Biochemistry' })).toEqual([]);
  });
});
