import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The catalogue lists' shared controls: the layout toggle and the failed state. */
export const catalogueCatalog = defineCatalog('catalogue', en, { hi: () => import('./locales/hi.json') });
