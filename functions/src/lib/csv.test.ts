import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvRow } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Asha Verma')).toBe('Asha Verma');
    expect(csvCell('आशा वर्मा')).toBe('आशा वर्मा');
    expect(csvCell(299)).toBe('299');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
  });

  it('writes nothing for missing values and for numbers that are not numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Infinity)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes inside', () => {
    expect(csvCell('Sharma, Ravi')).toBe('"Sharma, Ravi"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+91 98765 43210', '-2+3', '@SUM(A1:A2)', '\t=cmd', '\r=cmd', '=HYPERLINK("http://x","y")'])(
    'neutralises %j so no spreadsheet runs it as a formula',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('name@example.com')).toBe('name@example.com');
  });
});

describe('csvRow and csvDocument', () => {
  it('ends every row with CRLF and starts the file with the UTF-8 byte-order mark', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
    const file = csvDocument(
      ['Name', 'Amount (₹)'],
      [
        ['Asha', 299],
        ['=evil', 10],
      ],
    );
    expect(file).toBe(`${CSV_BOM}Name,Amount (₹)\r\nAsha,299\r\n"'=evil",10\r\n`);
    expect(Buffer.from(file, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
