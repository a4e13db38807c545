import { defineCatalog } from '../../../../i18n/catalog';
import en from './locales/en.json';

/** The admin's Test series section (a catalogue of its own: students never load it). */
export const seriesAdminCatalog = defineCatalog('seriesAdmin', en, { hi: () => import('./locales/hi.json') });
