import type { Nodes, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { calloutOf, hasNotation, isSafeLink, lessonImageSize, parseReading, readingProblems } from './index.js';

const types = (root: Root): string[] => {
  const found: string[] = [];
  const visit = (node: Nodes) => {
    found.push(node.type);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return found;
};

const IMAGE = '/uploads/lesson-images/mq1-ab12-640x480.webp';

describe('parseReading', () => {
  it('reads headings, lists, tables and notation', () => {
    const root = parseReading(
      [
        '# Acids',
        '',
        '- strong',
        '- weak',
        '',
        '| Acid | pKa |',
        '| --- | --- |',
        '| HCl | -7 |',
        '',
        '$$K_a = [H^+][A^-]$$',
        '',
        'See \\ce{2H2 + O2 -> 2H2O} and $x_1 * y_2$.',
      ].join('\n'),
    );
    const seen = types(root);
    for (const type of ['heading', 'list', 'table', 'tableCell', 'math', 'inlineMath']) expect(seen).toContain(type);
    const inline = JSON.stringify(root);
    expect(inline).toContain('\\\\ce{2H2 + O2 -> 2H2O}');
    expect(hasNotation(root)).toBe(true);
  });

  it('keeps raw HTML as text, never as an html node', () => {
    const root = parseReading('<img src=x onerror=alert(1)>\n\nand <b>bold</b> <script>alert(1)</script>');
    expect(types(root)).not.toContain('html');
    expect(JSON.stringify(root)).toContain('<img src=x onerror=alert(1)>');
  });

  it('does not take a star inside a formula for emphasis', () => {
    const root = parseReading('\\ce{CuSO4*5H2O} and \\ce{A*B}');
    expect(types(root)).not.toContain('emphasis');
  });

  it('leaves an unclosed \\ce as plain text', () => {
    expect(types(parseReading('\\ce{H2O'))).not.toContain('inlineMath');
    expect(hasNotation(parseReading('no formulas here'))).toBe(false);
  });
});

describe('readingProblems', () => {
  it('refuses pictures without alt text, from elsewhere, and links that are not https', () => {
    const root = parseReading(
      [
        `![](${IMAGE})`,
        '![tracker](https://evil.example/x.png)',
        '[run](javascript:alert(1))',
        '[ok](https://example.com)',
        `![Graph of pH](${IMAGE})`,
      ].join('\n\n'),
    );
    expect(readingProblems(root).map((problem) => problem.kind)).toEqual(['image-without-alt', 'image-not-uploaded', 'link-not-https']);
  });

  it('follows reference-style pictures to their definition', () => {
    const root = parseReading('![a cat][cat]\n\n[cat]: https://evil.example/cat.png');
    expect(readingProblems(root)).toEqual([{ kind: 'image-not-uploaded', url: 'https://evil.example/cat.png' }]);
  });
});

describe('links and pictures', () => {
  it('allows only https addresses with a host', () => {
    expect(isSafeLink('https://ncert.nic.in/textbook.php')).toBe(true);
    for (const url of [
      'http://x.com',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.com',
      'https://',
      'https://a@evil.com',
      '/uploads/x',
    ])
      expect(isSafeLink(url), url).toBe(false);
  });

  it('reads a picture’s size from its name', () => {
    expect(lessonImageSize(IMAGE)).toEqual({ width: 640, height: 480 });
    expect(lessonImageSize('/uploads/lesson-images/old.webp')).toBeNull();
  });
});

describe('calloutOf', () => {
  const quote = (source: string) => {
    const node = parseReading(source).children[0];
    if (node?.type !== 'blockquote') throw new Error('not a quote');
    return node;
  };

  it('makes a box of a quote whose first line is a bold label', () => {
    expect(calloutOf(quote('> **Remember**\n> Acids turn litmus red.'))?.callout).toBe('remember');
    expect(calloutOf(quote('> **Exam tip:** write the units.'))?.callout).toBe('exam-tip');
    expect(calloutOf(quote('> **याद रखें**\n> अम्ल'))?.callout).toBe('remember');
    const tip = calloutOf(quote('> **Exam tip:** write the units.'));
    expect(JSON.stringify(tip?.content)).toContain('"write the units."');
  });

  it('leaves other quotes alone', () => {
    expect(calloutOf(quote('> A quote by **Remember** someone'))).toBeNull();
    expect(calloutOf(quote('> **Note** this'))).toBeNull();
  });
});
