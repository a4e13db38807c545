import { defineCatalog } from '../i18n/catalog';
import en from './locales/en.json';

/** The shell's texts: header, menus, footer, error page, offline and update notices. */
export const shellCatalog = defineCatalog('shell', en, { hi: () => import('./locales/hi.json') });
