import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/**
 * The account-recovery screens: forgot password, the reset page, the dashboard's Security card.
 * The answers the server words itself (the link-sent and expired-link sentences) come from it.
 */
export const recoveryCatalog = defineCatalog('recovery', en, { hi: () => import('./locales/hi.json') });

export type RecoveryId = Extract<keyof typeof en, string>;
