import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/** The terms and conditions, in full in each language. */
export const termsCatalog = defineCatalog('terms', en, { hi: () => import('./locales/hi.json') });
