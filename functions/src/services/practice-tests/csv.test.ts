import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvCell, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, and says where each row starts', () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere",z\n\nlast,');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere', 'z'] },
      { line: 5, cells: ['last', ''] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('a\nb,"open\nmore')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\nb,"open\nmore');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });

  it('writes back what it reads', () => {
    const cells = ['plain', 'a, b', 'say "hi"', 'two\nlines'];
    expect(parseCsv(cells.map(csvCell).join(','))[0]!.cells).toEqual(cells);
  });
});
