/**
 * Calendar months, clamped to the last day of a shorter month (31 Jan + 1 month = 28/29 Feb): the
 * same rule as the server's functions/src/lib/dates.ts, so the invoice shows the end date the
 * subscription will really get. Kept in step by calendar-months.test.ts (same cases).
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}
