import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The Video Classes page's texts (the playlists and video titles come from the channel). */
export const videosCatalog = defineCatalog('videos', en, { hi: () => import('./locales/hi.json') });
