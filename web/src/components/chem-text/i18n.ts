import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The notation's warnings (the editors' previews) and the message when KaTeX could not load. */
export const chemTextCatalog = defineCatalog('chem', en, { hi: () => import('./locales/hi.json') });
