import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The course pages' texts: the catalogue, a course's page and its enrol box. */
export const coursesCatalog = defineCatalog('courses', en, { hi: () => import('./locales/hi.json') });
