/** The catalogue filters' options, built on the contract's lists (the admin's forms use those lists themselves). */

import { COURSE_CATEGORY_NAMES, DIFFICULTY_LEVELS } from '@chem/contract';

/** The difficulty filter's options (courses and notes): the contract's levels, and "All" to turn it off. */
export const DIFFICULTY_FILTERS = ['All', ...DIFFICULTY_LEVELS] as const;

/** The course catalogue's category filter's options: the contract's categories, and "All" to turn it off. */
export const CATEGORY_FILTERS = ['All', ...COURSE_CATEGORY_NAMES] as const;
