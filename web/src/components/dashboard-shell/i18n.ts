import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The dashboards' shared frame: its one text of its own (the accessible names come from each dashboard). */
export const dashboardShellCatalog = defineCatalog('dashboardShell', en, { hi: () => import('./locales/hi.json') });
