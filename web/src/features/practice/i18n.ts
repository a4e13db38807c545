import { defineCatalog, type Translate } from '../../i18n/catalog';
import en from './locales/en.json';

/** The student's practice-test screens: the list, instructions, the exam, the result and review. */
export const practiceCatalog = defineCatalog('practice', en, { hi: () => import('./locales/hi.json') });

export type PracticeTranslate = Translate<Extract<keyof typeof en, string>>;
