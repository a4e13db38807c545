import { INTL_LOCALE, getLocale } from '../../../i18n/locale';

export { formatCount, formatRupees } from '../../../lib/format';

/** A time of today (6:30:15 pm), in the interface language: when figures were fetched. */
export const formatTime = (value: Date | string | number) =>
  new Date(value).toLocaleTimeString(INTL_LOCALE[getLocale()], { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "1.4 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
