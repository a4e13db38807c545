import { translate } from '../../../i18n/catalog';
import { formatLongDate } from '../../../lib/format';
import { dashboardCatalog } from '../i18n';

/** Dates in the interface language (en-IN / hi-IN), as the student's device reads the moment. */

/** A stored day (YYYY-MM-DD) read as that calendar day, not as UTC midnight shifted by the time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return formatLongDate(new Date(year, month - 1, date));
}

export { formatRupees } from '../../../lib/format';

/** A subscription's status as its badge: active is Active (green), expired Expired (amber), anything else Cancelled (red). */
export function subscriptionStatusDisplay(status: string): { label: string; tone: 'active' | 'expired' | 'cancelled' } {
  switch (status.trim().toLowerCase()) {
    case 'active':
      return { label: translate(dashboardCatalog, 'dashboard.status.active'), tone: 'active' };
    case 'expired':
      return { label: translate(dashboardCatalog, 'dashboard.status.expired'), tone: 'expired' };
    default:
      return { label: translate(dashboardCatalog, 'dashboard.status.cancelled'), tone: 'cancelled' };
  }
}
