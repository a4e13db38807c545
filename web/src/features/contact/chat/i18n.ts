import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/**
 * The floating chat button's one text, in a catalogue of its own: the button is in the shell's
 * entry chunk, which every visitor loads, so nothing else may ride along with it.
 */
export const chatCatalog = defineCatalog('chat', en, { hi: () => import('./locales/hi.json') });
