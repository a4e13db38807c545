import { defineCatalog, type Translate } from '../../i18n/catalog';
import en from './locales/en.json';

/** Live classes: the upcoming classes card, the class's page, and the teacher's section. */
export const liveClassesCatalog = defineCatalog('liveClasses', en, { hi: () => import('./locales/hi.json') });

type LiveClassesId = Extract<keyof typeof en, string>;
export type LiveClassesT = Translate<LiveClassesId>;
