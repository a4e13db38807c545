import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/** The admin's Doubts section: the queue, a doubt's context and thread, replying, saved replies. */
export const adminDoubtsCatalog = defineCatalog('adminDoubts', en, { hi: () => import('./locales/hi.json') });
