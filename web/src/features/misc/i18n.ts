import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The not-found page and the terms and conditions. */
export const miscCatalog = defineCatalog('misc', en, { hi: () => import('./locales/hi.json') });
