import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The home page's texts: hero, sections, feature cards, testimonials, FAQ. */
export const homeCatalog = defineCatalog('home', en, { hi: () => import('./locales/hi.json') });

export type HomeId = keyof typeof en;
