/**
 * The admin's sales at a glance (GET /api/admin/sales) and the India-time buckets its counters use.
 * Months and ISO weeks are India's (Asia/Kolkata, UTC+05:30 all year): a payment at 23:00 UTC on
 * 31 March is April's, as the teacher's bank statement says.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

const inIndia = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "2026-11": the calendar month in India. */
export function indiaMonth(at: Date): string {
  const india = inIndia(at);
  return `${india.getUTCFullYear()}-${twoDigits(india.getUTCMonth() + 1)}`;
}

/** The Monday (India calendar day, "2026-11-23") of the ISO week `at` falls in. */
export function indiaWeekStart(at: Date): string {
  const india = inIndia(at);
  const day = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-W48": the ISO 8601 week (Monday to Sunday, week 1 holds the year's first Thursday) in India. */
export function indiaIsoWeek(at: Date): string {
  const monday = Date.parse(`${indiaWeekStart(at)}T00:00:00Z`);
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${twoDigits(week)}`;
}

/** The last `count` India months up to and including `now`'s, oldest first. */
export function lastIndiaMonths(now: Date, count: number): string[] {
  const india = inIndia(now);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const first = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - back, 1));
    months.push(`${first.getUTCFullYear()}-${twoDigits(first.getUTCMonth() + 1)}`);
  }
  return months;
}

/** The last `count` ISO weeks up to and including `now`'s, oldest first, each with its Monday. */
export function lastIndiaWeeks(now: Date, count: number): { week: string; startsOn: string }[] {
  const monday = Date.parse(`${indiaWeekStart(now)}T00:00:00Z`);
  const weeks: { week: string; startsOn: string }[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    // Noon UTC of that Monday is 17:30 the same Monday in India.
    const noon = new Date(monday - back * 7 * DAY_MS + DAY_MS / 2);
    weeks.push({ week: indiaIsoWeek(noon), startsOn: indiaWeekStart(noon) });
  }
  return weeks;
}

export const SALES_MONTHS = 12;
export const SALES_WEEKS = 12;
export const TOP_PLANS = 5;
export const TOP_COUPONS = 5;

/** One India month's takings, in rupees: `net` is what was paid less what went back (refunds, chargebacks). */
export interface MonthRevenue {
  month: string;
  gross: number;
  refunds: number;
  net: number;
}

export interface WeekSignups {
  week: string;
  /** The week's Monday, "2026-11-23". */
  startsOn: string;
  students: number;
}

export interface PlanSales {
  planId: string;
  name: string;
  /** Paid purchases that still stand (a purchase refunded in full or charged back is taken off). */
  sales: number;
}

export interface CouponUses {
  code: string;
  usedCount: number;
}

/** GET /api/admin/sales */
export interface SalesOverview {
  months: MonthRevenue[];
  weeks: WeekSignups[];
  topPlans: PlanSales[];
  topCoupons: CouponUses[];
  generatedAt: string;
}

/** POST /api/admin/sales/rebuild: what the counters were rebuilt from. */
export interface SalesRebuildAnswer {
  payments: number;
  students: number;
  months: number;
  weeks: number;
  plans: number;
}
