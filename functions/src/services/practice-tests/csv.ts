/**
 * A small RFC 4180 CSV reader: commas, double-quoted fields (with "" for a quote, and commas or
 * line breaks inside), CRLF or LF line ends, a UTF-8 BOM. Each row says the line it starts on, so
 * the import can name the line a teacher should fix in their spreadsheet.
 */

export interface CsvRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export function parseCsv(text: string): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteOpenedOn = 0;
  let cellStarted = false;

  const endRow = () => {
    cells.push(cell);
    // A blank line is not a row.
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    cellStarted = false;
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
      quoteOpenedOn = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      cellStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
      cellStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteOpenedOn, 'A quoted field is never closed (a " is missing).');
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** One cell as CSV writes it: quoted when it holds a comma, quote or line break. */
export const csvCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
