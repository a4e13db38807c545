import { INTL_LOCALE, getLocale, type Locale } from '../i18n/locale';

/**
 * Money, counts and dates for India in the interface language (en-IN / hi-IN): ₹1,23,456, Indian
 * digit grouping, and India's date style. Each reads the current language, so a screen that
 * renders again after a language switch formats in the new one.
 */

function perLocale<T>(make: (intl: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = getLocale();
    let value = made.get(locale);
    if (!value) {
      value = make(INTL_LOCALE[locale]);
      made.set(locale, value);
    }
    return value;
  };
}

const rupees = perLocale(
  (intl) => new Intl.NumberFormat(intl, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
);
const rupeesWithPaise = perLocale((intl) => new Intl.NumberFormat(intl, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }));
const count = perLocale((intl) => new Intl.NumberFormat(intl));
const longDate = perLocale((intl) => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric' }));
const shortDate = perLocale((intl) => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' }));
const dateTime = perLocale((intl) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }));

/** ₹1,499 / ₹1,00,000: the rupee sign with Indian digit grouping. */
export const formatRupees = (amount: number) => rupees().format(amount);

/** ₹1,499.50: always with paise (invoices, coupon prices). */
export const formatRupeesWithPaise = (amount: number) => rupeesWithPaise().format(amount);

/** 1,23,456: counts (students, downloads) in Indian digit grouping. */
export const formatCount = (value: number) => count().format(value);

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** 25 November 2026 / 25 नवंबर 2026. */
export const formatLongDate = (value: Date | string | number) => longDate().format(asDate(value));

/** 25 Nov 2026 / 25 नव॰ 2026. */
export const formatShortDate = (value: Date | string | number) => shortDate().format(asDate(value));

/** 25 Nov 2026, 6:30 pm: a moment (saved at, sent at). */
export const formatDateTime = (value: Date | string | number) => dateTime().format(asDate(value));

/** How a stored date reads: 'long' 25 November 2026, 'short' 25 Nov 2026, 'moment' 25 Nov 2026, 6:30 pm. */
type DateStyle = 'long' | 'short' | 'moment';

/**
 * A stored date (ISO text) in the interface language, or `missing` when there is none or it is not
 * a date: each screen says what stands in its place (nothing in the admin's lists, "Not available"
 * on the student's dashboard).
 */
export function formatDate(iso: string | null | undefined, style: DateStyle, missing: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return missing;
  return style === 'long' ? formatLongDate(date) : style === 'short' ? formatShortDate(date) : formatDateTime(date);
}
