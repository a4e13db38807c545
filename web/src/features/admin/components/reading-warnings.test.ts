import { describe, expect, it } from 'vitest';
import { insertAt, pictureMarkdown, scanReading } from './reading-warnings';

describe('scanReading', () => {
  it('places each problem on its line, in order, even when an address repeats', () => {
    const source = [
      '# Acids',
      '',
      'See [the table](http://example.com/pka).',
      '',
      '![](/uploads/lesson-images/a-10x10.webp)',
      '',
      '![Table](https://elsewhere.example/pic.png) and again [it](http://example.com/pka)',
    ].join('\n');
    expect(scanReading(source).problems.map(({ line, problem }) => [line, problem.kind])).toEqual([
      [3, 'link-not-https'],
      [5, 'image-without-alt'],
      [7, 'image-not-uploaded'],
      [7, 'link-not-https'],
    ]);
  });

  it('finds every formula with its line: \\ce, inline and displayed maths', () => {
    const source = 'Water: \\ce{2H2 + O2 -> 2H2O}\n\nEnergy $E = h\\nu$\n\n$$\n\\frac{1}{2\n$$';
    expect(scanReading(source).formulas).toEqual([
      { line: 1, source: '\\ce{2H2 + O2 -> 2H2O}' },
      { line: 3, source: 'E = h\\nu' },
      { line: 5, source: '\\frac{1}{2' },
    ]);
  });

  it('has nothing to say of a clean reading', () => {
    expect(scanReading('**Bold** and a [link](https://example.com).')).toEqual({ problems: [], formulas: [] });
  });
});

describe('pictures', () => {
  it('keeps brackets and line breaks out of the description', () => {
    expect(pictureMarkdown(' pKa [table]\nof acids ', '/uploads/lesson-images/x-1x1.webp')).toBe(
      '![pKa table of acids](/uploads/lesson-images/x-1x1.webp)',
    );
  });

  it('goes on a line of its own at the cursor, the cursor after it', () => {
    expect(insertAt('Before\nafter', 7, 7, '![a](u)')).toEqual({ text: 'Before\n\n![a](u)\n\nafter', cursor: 15 });
    expect(insertAt('', 0, 0, '![a](u)')).toEqual({ text: '![a](u)', cursor: 7 });
    expect(insertAt('Line\n\n', 6, 6, '![a](u)')).toEqual({ text: 'Line\n\n![a](u)', cursor: 13 });
  });
});
