import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The Send a Message form and the info cards beside it (the home page and /Contact). */
export const contactCatalog = defineCatalog('contact', en, { hi: () => import('./locales/hi.json') });
