import { describe, expect, it } from 'vitest';
import { renderNotation } from './katex-render';

describe('renderNotation', () => {
  it('draws mhchem and math with KaTeX', () => {
    const reaction = renderNotation('ce', '2H2 + O2 -> 2H2O');
    expect(reaction.ok).toBe(true);
    expect(reaction.ok && reaction.html).toContain('class="katex"');
    const ion = renderNotation('ce', 'Fe^3+');
    expect(ion.ok && ion.html).toContain('3+');
    const math = renderNotation('math', 'K_c = \\frac{[C]^c}{[A]^a}');
    expect(math.ok && math.html).toContain('mfrac');
  });

  it('returns the parse error instead of throwing', () => {
    const broken = renderNotation('math', '\\frac{1}{');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/KaTeX parse error/);
    expect(renderNotation('math', '\\nosuchcommand x').ok).toBe(false);
  });

  it('never lets typed HTML or links through', () => {
    const text = renderNotation('math', '\\text{<img src=x onerror=alert(1)>}');
    expect(text.ok && text.html).toContain('&lt;img');
    expect(text.ok && text.html).not.toContain('<img');
    const link = renderNotation('math', '\\href{javascript:alert(1)}{x}');
    // Refused: shown as the command's name in red, the address only in the (escaped) annotation.
    expect(link.ok ? link.html : '').not.toMatch(/<a\b|href=/);
    const raw = renderNotation('math', '\\htmlClass{x}{y}');
    expect(raw.ok ? raw.html : '').not.toContain('class="x"');
  });
});
