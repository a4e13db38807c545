/** The fixed lists of the course and note catalogues (the product's own), checked by the API and offered by the forms. */

export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTY_LEVELS)[number];

export const COURSE_CATEGORY_NAMES = [
  'Organic Chemistry',
  'Inorganic Chemistry',
  'Physical Chemistry',
  'Analytical Chemistry',
  'Biochemistry',
  'Exam Preparation',
] as const;
