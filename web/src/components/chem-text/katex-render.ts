/**
 * KaTeX with its mhchem extension, and its stylesheet (which brings the fonts): loaded only by
 * `chem-text.tsx` through a dynamic import, so it is a chunk of its own that only the test and
 * authoring screens ask for, never the home page.
 */
import katex from 'katex';
import 'katex/contrib/mhchem';
import 'katex/dist/katex.min.css';

export type RenderedNotation = { ok: true; html: string } | { ok: false; message: string };

/**
 * KaTeX's markup for one `\ce{...}` or `$...$` part. KaTeX builds that markup itself and escapes
 * every character of the source; `trust: false` refuses \href, \url, \includegraphics and raw
 * HTML commands, and the size and expansion limits keep a pasted monster from freezing a phone.
 * A parse error is returned, not thrown, so the caller shows the raw text instead.
 */
export function renderNotation(kind: 'ce' | 'math', source: string): RenderedNotation {
  try {
    const html = katex.renderToString(kind === 'ce' ? `\\ce{${source}}` : source, {
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 300,
      output: 'htmlAndMathml',
    });
    return { ok: true, html };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
