import { defineCatalog, type Translate } from '../../i18n/catalog';
import en from './locales/en.json';

/** Doubts: the ask form, the student's list and threads, and the solved doubts under a lesson. */
export const doubtsCatalog = defineCatalog('doubts', en, { hi: () => import('./locales/hi.json') });

type DoubtsId = Extract<keyof typeof en, string>;
export type DoubtsT = Translate<DoubtsId>;
