import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** Sign-up, login, Google and mobile-number sign-in and the profile completion form. */
export const accountsCatalog = defineCatalog('accounts', en, { hi: () => import('./locales/hi.json') });

export type AccountsId = Extract<keyof typeof en, string>;
