/** Dates as the student's device writes them (product-spec §2: local date / local date and time). */

/** A stored day (YYYY-MM-DD) read as that calendar day, not as UTC midnight shifted by the time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(year, month - 1, date).toLocaleDateString();
}

export function formatDate(iso: string | undefined): string {
  const value = iso ? new Date(iso) : null;
  return value && !Number.isNaN(value.getTime()) ? value.toLocaleDateString() : 'Not Available';
}

export function formatDateTime(iso: string | undefined): string {
  const value = iso ? new Date(iso) : null;
  return value && !Number.isNaN(value.getTime()) ? value.toLocaleString() : 'Not Available';
}

export { formatRupees } from '../../../lib/format';

/** product-spec §4: active is Active (green), expired Expired (amber), anything else Cancelled (red). */
export function subscriptionStatusDisplay(status: string): { label: string; tone: 'active' | 'expired' | 'cancelled' } {
  switch (status.trim().toLowerCase()) {
    case 'active':
      return { label: 'Active', tone: 'active' };
    case 'expired':
      return { label: 'Expired', tone: 'expired' };
    default:
      return { label: 'Cancelled', tone: 'cancelled' };
  }
}
