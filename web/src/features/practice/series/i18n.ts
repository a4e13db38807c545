import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/** A test series' page and the series on /tests (the student's screens). */
export const seriesCatalog = defineCatalog('series', en, { hi: () => import('./locales/hi.json') });
