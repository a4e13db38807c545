import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The plans page's texts: the plan cards, the invoice before paying, coupons and the payment outcomes. */
export const plansCatalog = defineCatalog('plans', en, { hi: () => import('./locales/hi.json') });

/** A translator of the plans page's messages, for helpers outside a component. */
export type PlansT = ReturnType<typeof plansCatalog.in>;
