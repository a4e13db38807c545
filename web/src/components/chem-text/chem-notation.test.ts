import { describe, expect, it } from 'vitest';
import { hasNotation, splitChemText } from './chem-notation';

describe('splitChemText', () => {
  it('keeps text without notation as one plain part', () => {
    expect(splitChemText('Which gas turns lime water milky?')).toEqual({
      parts: [{ kind: 'text', text: 'Which gas turns lime water milky?' }],
      problems: [],
    });
    expect(splitChemText('')).toEqual({ parts: [], problems: [] });
  });

  it('cuts out \\ce{...} and $...$ between plain text', () => {
    const { parts, problems } = splitChemText('Balance \\ce{2H2 + O2 -> 2H2O} where $K_c = \\frac{[C]^c}{[A]^a}$ holds.');
    expect(problems).toEqual([]);
    expect(parts).toEqual([
      { kind: 'text', text: 'Balance ' },
      { kind: 'ce', source: '2H2 + O2 -> 2H2O', raw: '\\ce{2H2 + O2 -> 2H2O}' },
      { kind: 'text', text: ' where ' },
      { kind: 'math', source: 'K_c = \\frac{[C]^c}{[A]^a}', raw: '$K_c = \\frac{[C]^c}{[A]^a}$' },
      { kind: 'text', text: ' holds.' },
    ]);
  });

  it('lets braces nest inside \\ce{...} and skips escaped ones', () => {
    expect(splitChemText('\\ce{[Cu(NH3)4]^{2+}} and \\ce{\\{x\\}}').parts).toEqual([
      { kind: 'ce', source: '[Cu(NH3)4]^{2+}', raw: '\\ce{[Cu(NH3)4]^{2+}}' },
      { kind: 'text', text: ' and ' },
      { kind: 'ce', source: '\\{x\\}', raw: '\\ce{\\{x\\}}' },
    ]);
  });

  it('keeps math written inside \\ce{...} for mhchem', () => {
    expect(splitChemText('\\ce{$n$ H2O}').parts).toEqual([{ kind: 'ce', source: '$n$ H2O', raw: '\\ce{$n$ H2O}' }]);
  });

  it('reads \\$ as a dollar sign, outside and inside math', () => {
    expect(splitChemText('It costs \\$5 and \\$6.')).toEqual({ parts: [{ kind: 'text', text: 'It costs $5 and $6.' }], problems: [] });
    expect(splitChemText('$\\$x$').parts).toEqual([{ kind: 'math', source: '\\$x', raw: '$\\$x$' }]);
  });

  it('leaves an unclosed \\ce{ as plain text and names the problem', () => {
    const { parts, problems } = splitChemText('Fe \\ce{Fe^3+ is it $x$');
    expect(parts).toEqual([{ kind: 'text', text: 'Fe \\ce{Fe^3+ is it $x$' }]);
    expect(problems).toEqual([{ kind: 'unclosed-ce', raw: '\\ce{Fe^3+ is it $x$' }]);
  });

  it('leaves an unbalanced brace inside \\ce{ as plain text', () => {
    const { parts, problems } = splitChemText('\\ce{[Cu(NH3)4]^{2+}');
    expect(parts).toEqual([{ kind: 'text', text: '\\ce{[Cu(NH3)4]^{2+}' }]);
    expect(problems.map((problem) => problem.kind)).toEqual(['unclosed-ce']);
  });

  it('leaves an unclosed $ as plain text after what came before it', () => {
    const { parts, problems } = splitChemText('\\ce{H2O} costs $5');
    expect(parts).toEqual([
      { kind: 'ce', source: 'H2O', raw: '\\ce{H2O}' },
      { kind: 'text', text: ' costs $5' },
    ]);
    expect(problems).toEqual([{ kind: 'unclosed-math', raw: '$5' }]);
  });

  it('keeps empty notation as typed, with a problem', () => {
    const { parts, problems } = splitChemText('a $$ b \\ce{ } c');
    expect(parts).toEqual([{ kind: 'text', text: 'a $$ b \\ce{ } c' }]);
    expect(problems.map((problem) => problem.kind)).toEqual(['empty', 'empty']);
  });

  it('does not take \\cef{ or a lone backslash for notation', () => {
    expect(splitChemText('\\cef{x} \\').parts).toEqual([{ kind: 'text', text: '\\cef{x} \\' }]);
  });

  it('tells text that needs KaTeX from text that does not', () => {
    expect(hasNotation('plain \\$ text')).toBe(false);
    expect(hasNotation('\\ce{NaCl}')).toBe(true);
    expect(hasNotation('unclosed $x')).toBe(false);
  });
});
