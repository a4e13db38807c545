import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The form fields' own words (a password's Show/Hide). */
export const formCatalog = defineCatalog('form', en, { hi: () => import('./locales/hi.json') });
