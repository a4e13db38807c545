import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** Certificates: the dashboard's "My certificates" card and the public verify page. */
export const certificatesCatalog = defineCatalog('certificates', en, { hi: () => import('./locales/hi.json') });
