import { defineCatalog } from '../i18n/catalog';
import en from './locales/en.json';

/** Texts the shared code shows on any screen: dialog buttons, the API client's own error messages. */
export const commonCatalog = defineCatalog('common', en, { hi: () => import('./locales/hi.json') });
