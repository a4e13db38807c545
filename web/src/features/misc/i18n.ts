import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The not-found page (the terms have their own catalogue: terms/). */
export const miscCatalog = defineCatalog('misc', en, { hi: () => import('./locales/hi.json') });
