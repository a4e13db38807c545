/** The fixed lists of the course and note catalogues (product-spec §9), shared by the public pages and the admin forms. */

export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** The difficulty filter: "All" turns it off. */
export const DIFFICULTIES = ['All', ...DIFFICULTY_LEVELS] as const;

export const COURSE_CATEGORY_NAMES = [
  'Organic Chemistry',
  'Inorganic Chemistry',
  'Physical Chemistry',
  'Analytical Chemistry',
  'Biochemistry',
  'Exam Preparation',
] as const;
