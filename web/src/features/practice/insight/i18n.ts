import { defineCatalog } from '../../../i18n/catalog';
import en from './locales/en.json';

/**
 * The result's insights (option shares, times, chapter accuracy against the average): a catalogue
 * of its own, loaded with the result view, so the screens that share the practice catalogue without
 * showing a result (the tests list) do not carry these texts.
 */
export const insightCatalog = defineCatalog('practiceInsight', en, { hi: () => import('./locales/hi.json') });
