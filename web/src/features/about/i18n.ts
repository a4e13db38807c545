import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The About page's texts. */
export const aboutCatalog = defineCatalog('about', en, { hi: () => import('./locales/hi.json') });
