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

/** A wait in the largest units that say it plainly: under a minute, minutes, hours and minutes, or days and hours. */
export type WaitParts =
  | { unit: 'underMinute' }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

export function waitParts(seconds: number): WaitParts {
  const minutesTotal = Math.round(Math.max(0, seconds) / 60);
  if (seconds < 60) return { unit: 'underMinute' };
  if (minutesTotal < 60) return { unit: 'minutes', minutes: minutesTotal };
  const hoursTotal = Math.floor(minutesTotal / 60);
  if (hoursTotal < 24) return { unit: 'hours', hours: hoursTotal, minutes: minutesTotal % 60 };
  return { unit: 'days', days: Math.floor(hoursTotal / 24), hours: hoursTotal % 24 };
}
