/**
 * CSV that Excel opens as the teacher expects: UTF-8 with a byte-order mark (without it Excel reads
 * Devanagari names and ₹ as mojibake), CRLF between rows, RFC 4180 quoting. Cells are written by a
 * spreadsheet, not just read by one: a cell starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before looking) would be run as a formula, so a student named
 * `=HYPERLINK(...)` could put a link or a DDE call into the teacher's sheet. Such text is
 * prefixed with an apostrophe, which spreadsheets show as text, and quoted (OWASP's advice).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are data (a negative amount is not a formula); NaN and Infinity are not.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const neutralised = FORMULA_START.test(value);
  const text = neutralised ? `'${value}` : value;
  return neutralised || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[]): string => values.map(csvCell).join(',') + CSV_LINE_END;

/** A whole file from its header and rows, BOM first; the exports stream the same pieces page by page. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  CSV_BOM + csvRow(header) + rows.map(csvRow).join('');
