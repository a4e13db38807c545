import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { NOTES } from './data.js';
import { makeNotePdf } from './note-pdf.js';

describe('makeNotePdf', () => {
  it('makes a small PDF that pdf-lib loads back with the requested page count', async () => {
    const pdf = await makeNotePdf({
      title: 'Electrochemistry',
      subtitle: 'Cells and corrosion',
      pages: 3,
      sections: [
        {
          heading: 'Galvanic cells',
          lines: ['Zn → Zn²⁺ + 2e⁻ at the anode; Cu²⁺ + 2e⁻ → Cu at the cathode.', 'E°cell = 1.10 V; ΔG = −nFE.'],
        },
      ],
    });
    expect(pdf.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(20_000);
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getPageCount()).toBe(3);
    expect(loaded.getTitle()).toBe('Electrochemistry');
  });

  it('honours a one-page request and more sections than pages', async () => {
    const sections = Array.from({ length: 5 }, (_, index) => ({ heading: `Section ${index + 1}`, lines: ['Water is H2O.'] }));
    for (const pages of [1, 2, 4]) {
      const loaded = await PDFDocument.load(await makeNotePdf({ title: 'T', subtitle: 'S', pages, sections }));
      expect(loaded.getPageCount()).toBe(pages);
    }
  });

  it('rejects a page count below one', async () => {
    await expect(makeNotePdf({ title: 'T', subtitle: 'S', pages: 0, sections: [] })).rejects.toThrow(RangeError);
  });

  it('generates every seed note with its declared page count, deterministically', async () => {
    for (const note of NOTES) {
      const options = { title: note.title, subtitle: note.subtitle, pages: note.pages, sections: note.sections };
      const pdf = await makeNotePdf(options);
      expect((await PDFDocument.load(pdf)).getPageCount(), note.id).toBe(note.pages);
      expect(pdf.length, note.id).toBeLessThan(20_000);
      // The seeded `size` is computed from a fresh generation, so it must match the stored bytes.
      expect(Buffer.compare(pdf, await makeNotePdf(options)), note.id).toBe(0);
    }
  });
});
