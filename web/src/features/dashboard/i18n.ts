import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The student dashboard's texts: its sections, receipts, profile, and the "Your data" card. */
export const dashboardCatalog = defineCatalog('dashboard', en, { hi: () => import('./locales/hi.json') });

/** A translator of the dashboard's messages, for helpers that build texts outside a component. */
export type DashboardT = ReturnType<typeof dashboardCatalog.in>;
