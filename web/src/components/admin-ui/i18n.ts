import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The few words of the admin's shared pieces (Try again, Edit, Delete), in their own small catalogue. */
export const adminUiCatalog = defineCatalog('adminUi', en, { hi: () => import('./locales/hi.json') });
