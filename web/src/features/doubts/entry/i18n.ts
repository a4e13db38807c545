import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/**
 * The few words the screens that mount doubts carry in their own chunk (the buttons that open the
 * form and the solved doubts); everything else is in the feature's catalogue, loaded with the form.
 */
export const doubtsEntryCatalog = defineCatalog('doubtsEntry', en, { hi: () => import('./locales/hi.json') });
