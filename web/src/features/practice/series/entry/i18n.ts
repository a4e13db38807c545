import { defineCatalog } from '../../../../i18n/catalog';
import en from './locales/en.json';

/** The series on /tests: a few words kept apart, so the tests list does not carry the series page's. */
export const seriesEntryCatalog = defineCatalog('seriesEntry', en, { hi: () => import('./locales/hi.json') });
