/**
 * Dates as the teacher and students read them: India Standard Time (Asia/Kolkata), UTC+05:30 all
 * year (India has no daylight saving). Computed by hand rather than with Intl, whose short month
 * names differ between ICU versions ("Sep" or "Sept"), so stamped copies read the same everywhere.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const inIndia = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "22 Nov 2026, 14:05 IST" */
export function indiaDateTime(at: Date): string {
  const india = inIndia(at);
  const date = `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
  return `${date}, ${twoDigits(india.getUTCHours())}:${twoDigits(india.getUTCMinutes())} IST`;
}

/** "2026-11-22": the calendar day in India, for counters that start afresh each day. */
export function indiaDay(at: Date): string {
  return inIndia(at).toISOString().slice(0, 10);
}
