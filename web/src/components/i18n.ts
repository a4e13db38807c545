import { defineCatalog } from '../i18n/catalog';
import en from './locales/en.json';

/** The shared components' own texts (the modal's close button, the video stand-in's play button). */
export const uiCatalog = defineCatalog('ui', en, { hi: () => import('./locales/hi.json') });
