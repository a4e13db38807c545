import { defineCatalog, type Translate } from '../../i18n/catalog';
import en from './locales/en.json';

/** Notifications: the header's bell, the inbox page and the choices in the dashboard's Profile. */
export const notificationsCatalog = defineCatalog('notifications', en, { hi: () => import('./locales/hi.json') });

type NotificationsId = Extract<keyof typeof en, string>;
export type NotificationsT = Translate<NotificationsId>;
