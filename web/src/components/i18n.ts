import { defineCatalog } from '../i18n/catalog';
import en from './locales/en.json';

/**
 * The video stand-in's play button (youtube-facade.tsx). Only that component imports it, so it
 * travels in the stand-in's own chunk (on the home page's first load), not in a file of its own;
 * the modal's text has its own catalogue (modal/).
 */
export const uiCatalog = defineCatalog('ui', en, { hi: () => import('./locales/hi.json') });
