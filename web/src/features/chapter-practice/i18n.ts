import { defineCatalog, type Translate } from '../../i18n/catalog';
import en from './locales/en.json';

/** Chapter practice: /practice, the revision queue and the dashboard's practice cards. */
export const chapterPracticeCatalog = defineCatalog('chapterPractice', en, { hi: () => import('./locales/hi.json') });

type ChapterPracticeId = Extract<keyof typeof en, string>;
export type ChapterPracticeT = Translate<ChapterPracticeId>;
