import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The notes library's texts: the list, a note's card, the preview and the subscription prompts. */
export const notesCatalog = defineCatalog('notes', en, { hi: () => import('./locales/hi.json') });
