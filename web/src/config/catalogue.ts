/** The fixed lists of the course and note catalogues, shared by the public pages and the admin forms. */

import { DIFFICULTY_LEVELS } from '@chem/contract';
export { COURSE_CATEGORY_NAMES, DIFFICULTY_LEVELS } from '@chem/contract';

/** The difficulty filter: "All" turns it off. */
export const DIFFICULTIES = ['All', ...DIFFICULTY_LEVELS] as const;
