import type { Translate } from '../../i18n/catalog';
import type en from './locales/en.json';

type CoursesId = Extract<keyof typeof en, string>;
type T = Translate<CoursesId>;

const categoryIds: Record<string, CoursesId> = {
  'Organic Chemistry': 'courses.category.organic',
  'Inorganic Chemistry': 'courses.category.inorganic',
  'Physical Chemistry': 'courses.category.physical',
  'Analytical Chemistry': 'courses.category.analytical',
  Biochemistry: 'courses.category.biochemistry',
  'Exam Preparation': 'courses.category.exam',
};

const difficultyIds: Record<string, CoursesId> = {
  Beginner: 'courses.difficulty.Beginner',
  Intermediate: 'courses.difficulty.Intermediate',
  Advanced: 'courses.difficulty.Advanced',
};

/**
 * The fixed lists' names in the interface language: the stored value stays English (the
 * filters compare it), only its label is translated. A name outside the lists shows as stored.
 */
export function categoryLabel(t: T, value: string): string {
  if (value === 'All') return t('courses.option.all');
  const id = categoryIds[value];
  return id ? t(id) : value;
}

export function difficultyLabel(t: T, value: string): string {
  if (value === 'All') return t('courses.option.all');
  const id = difficultyIds[value];
  return id ? t(id) : value;
}
