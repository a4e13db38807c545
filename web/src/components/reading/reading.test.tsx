import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownReading } from './markdown-reading';
import { Reading } from './index';

const draw = (source: string) => renderToStaticMarkup(<MarkdownReading source={source} />);

describe('Reading (markdown)', () => {
  it('shows raw HTML as text: no img, script or event handler reaches the page', () => {
    const html = draw('Before <img src=x onerror=alert(1)> after\n\n<script>alert(1)</script>\n\n<b onclick="x()">bold?</b>');
    // Escaped text never holds a `<`: any tag here would be one the renderer made.
    expect(html).not.toMatch(/<(?:img|script|b)[\s>]|<[a-z][^>]*\son\w+=/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('draws no link for javascript:, data: or plain http, and opens https links in a new tab without an opener', () => {
    const html = draw('[x](javascript:alert(1)) [y](data:text/html,hi) [z](http://example.com) [NCERT](https://ncert.nic.in/textbook.php)');
    expect(html).not.toMatch(/javascript:|data:text|http:\/\//);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      '<a href="https://ncert.nic.in/textbook.php" target="_blank" rel="noopener noreferrer">NCERT<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    // The refused links keep their words.
    expect(html).toMatch(/<p>x y z <a /);
  });

  it('draws a table with a header row, its alignment, inside a box that scrolls on a phone', () => {
    const html = draw('| Gas | Test |\n| :-- | --: |\n| CO2 | Lime water milky |\n| H2 | Pop |');
    expect(html).toContain('<div class="reading-table" tabindex="0" role="region" aria-label="Table"><table>');
    expect(html).toContain(
      '<thead><tr><th scope="col" style="text-align:left">Gas</th><th scope="col" style="text-align:right">Test</th></tr></thead>',
    );
    expect(html).toContain('<tbody><tr><td style="text-align:left">CO2</td><td style="text-align:right">Lime water milky</td></tr>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('draws "Remember" and "Exam tip" quotes as labelled boxes, and other quotes as quotes', () => {
    const html = draw('> **Remember:** Noble gases are inert.\n\n> **Exam tip**\n> Write units.\n\n> Just a quote');
    expect(html).toContain(
      '<aside class="reading-callout" data-callout="remember" aria-label="Remember"><p class="reading-callout-label">Remember</p><p>Noble gases are inert.</p></aside>',
    );
    expect(html).toContain(
      '<aside class="reading-callout" data-callout="exam-tip" aria-label="Exam tip"><p class="reading-callout-label">Exam tip</p><p>Write units.</p></aside>',
    );
    expect(html).toContain('<blockquote><p>Just a quote</p></blockquote>');
  });

  it('draws an uploaded picture with its description, size and lazy loading; any other picture is not drawn', () => {
    const html = draw(
      '![Apparatus for electrolysis](/uploads/lesson-images/abc123-640x480.webp)\n\n![Tracker](https://evil.example/t.png)\n\n![](/uploads/lesson-images/def456-10x10.png)',
    );
    expect(html).toContain(
      '<img class="reading-image" src="/uploads/lesson-images/abc123-640x480.webp" alt="Apparatus for electrolysis" width="640" height="480" loading="lazy" decoding="async"/>',
    );
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<span class="reading-missing-image">Tracker</span>');
  });

  it('hands \\ce{} and $...$ to ChemText, and keeps * inside a formula out of emphasis', () => {
    const html = draw('Balance \\ce{2H2 + O2 -> 2H2O} where $K_c = [C]^c$ and \\ce{A*B*C}.\n\n$$\\Delta G = \\Delta H - T\\Delta S$$');
    expect(html).toContain('<span class="chem-text"><span class="chem-raw">\\ce{2H2 + O2 -&gt; 2H2O}</span></span>');
    expect(html).toContain('<span class="chem-text"><span class="chem-raw">$K_c = [C]^c$</span></span>');
    expect(html).toContain('<span class="chem-raw">\\ce{A*B*C}</span>');
    expect(html).not.toContain('<em>');
    expect(html).toContain('<div class="chem-text reading-math"><span class="chem-raw">$\\Delta G = \\Delta H - T\\Delta S$</span></div>');
  });

  it('puts the reading’s headings under the lesson’s title and draws lists, code and emphasis', () => {
    const html = draw('# Moles\n\n## Avogadro\n\n1. one *mole*\n2. **two**\n\n- a\n- `b`');
    expect(html).toContain('<h2>Moles</h2><h3>Avogadro</h3>');
    expect(html).toContain('<ol><li><span>one <em>mole</em></span></li><li><span><strong>two</strong></span></li></ol>');
    expect(html).toContain('<ul><li><span>a</span></li><li><span><code>b</code></span></li></ul>');
  });
});

describe('Reading (plain)', () => {
  it('keeps the plain format as paragraphs of text, Markdown and HTML included as typed', () => {
    const html = renderToStaticMarkup(<Reading format="plain" source={'# Not a heading\n\n<img src=x onerror=alert(1)>'} />);
    expect(html).toBe('<div class="reading reading-plain"><p># Not a heading</p><p>&lt;img src=x onerror=alert(1)&gt;</p></div>');
  });
});
