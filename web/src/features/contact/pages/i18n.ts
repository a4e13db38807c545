import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/** The /Contact and /WhatsAppButton pages' own texts (the form has the contact catalogue). */
export const contactPagesCatalog = defineCatalog('contactPages', en, { hi: () => import('./locales/hi.json') });
