import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/** The admin's Announcements section: the form, the list with each one's reach, cancelling. */
export const adminAnnouncementsCatalog = defineCatalog('adminAnnouncements', en, { hi: () => import('./locales/hi.json') });
