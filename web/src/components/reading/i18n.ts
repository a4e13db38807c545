import { defineCatalog, type Translate } from '../../i18n/catalog';
import en from './locales/en.json';

/** The reading's own words: the callout boxes' labels and the note on links that open a new tab. */
export const readingCatalog = defineCatalog('reading', en, { hi: () => import('./locales/hi.json') });

export type ReadingT = Translate<Extract<keyof typeof en, string>>;
