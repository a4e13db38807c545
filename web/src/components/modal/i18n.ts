import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The modal dialog's close button (modal-dialog.tsx). */
export const modalCatalog = defineCatalog('modal', en, { hi: () => import('./locales/hi.json') });
