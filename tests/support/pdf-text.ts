/** What a reader of a PDF would select or search on each page, as pdf.js (Firefox's viewer) extracts it. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text runs of each page, one per line. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return texts;
  } finally {
    await pdf.destroy();
  }
}
