import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The share buttons' texts (a course page, the notes' cards). */
export const shareCatalog = defineCatalog('share', en, { hi: () => import('./locales/hi.json') });
