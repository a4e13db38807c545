import { defineCatalog, type Translate } from '../../i18n/catalog';
import en from './locales/en.json';

/** The course player's texts: the outline, a lesson, its gates and its completion. */
export const learnCatalog = defineCatalog('learn', en, { hi: () => import('./locales/hi.json') });

type LearnId = Extract<keyof typeof en, string>;
export type LearnT = Translate<LearnId>;
