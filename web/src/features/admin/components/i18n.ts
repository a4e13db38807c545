import { DIFFICULTY_LEVELS } from '@chem/contract';
import { defineCatalog, type Translate } from '../../../i18n/catalog';
import en from './locales/en.json';

/** The admin's content sections: courses (with chapters and lessons), categories, notes, banners, plans. */
export const adminContentCatalog = defineCatalog('adminContent', en, { hi: () => import('./locales/hi.json') });

/** A message id of the catalogue (e.g. to pass which message a helper shows). */
export type AdminContentId = Parameters<ReturnType<typeof adminContentCatalog.in>>[0];

/** A difficulty level in the interface language; a level the list does not know shows as stored. */
export function difficultyLabel(t: Translate<AdminContentId>, level: string): string {
  return (DIFFICULTY_LEVELS as readonly string[]).includes(level)
    ? t(`adminContent.difficulty.${level as (typeof DIFFICULTY_LEVELS)[number]}`)
    : level;
}
