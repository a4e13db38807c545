import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ReadingEditor from './reading-editor';

const draw = (text: string, format: 'plain' | 'markdown' = 'markdown') =>
  renderToStaticMarkup(<ReadingEditor id="lesson-1" text={text} format={format} onChange={() => undefined} />);

describe('ReadingEditor', () => {
  it('offers the format, the Write and Preview tabs, the text and Insert picture for a Markdown reading', () => {
    const html = draw('# Acids');
    expect(html).toMatch(/<input type="radio" name="lesson-1-format" checked="" value="markdown"\/>Markdown/);
    expect(html).toContain('role="tab"');
    expect(html).toContain('>Write</button>');
    expect(html).toContain('>Preview</button>');
    expect(html).toMatch(/<label for="lesson-1-text">Text<\/label><textarea[^>]*id="lesson-1-text"/);
    expect(html).toContain('>Insert picture</button>');
  });

  it('lists the problems the save would meet, each with its line', () => {
    const html = draw('Intro\n\n![](/uploads/lesson-images/a-10x10.webp)\n\n[old](http://example.com)');
    expect(html).toContain('<ul class="reading-warnings" aria-label="To fix before saving">');
    expect(html).toContain('<li>Line 3: a picture without a description');
    expect(html).toContain('<li>Line 5: a link that does not start with https:// (http://example.com).</li>');
  });

  it('keeps a plain reading plain: no picture button, no warnings, drawn as paragraphs in the preview', () => {
    const html = draw('![](x)\n\nSecond paragraph', 'plain');
    expect(html).toMatch(/checked="" value="plain"/);
    expect(html).not.toContain('Insert picture');
    expect(html).not.toContain('reading-warnings');
    expect(html).toContain('Second paragraph</p>');
  });
});
