import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/**
 * The admin dashboard's business side: login, the shell and its sections' names, Overview and
 * sales, Users, Contact Query, Emails, Invoices, Coupons, Settings, Profile, and the shared states
 * (loading, try again, status badges, dialogs' OK).
 */
export const adminCatalog = defineCatalog('admin', en, { hi: () => import('./locales/hi.json') });

export type AdminMessage = keyof typeof en;
