import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameFrom } from './content-disposition.js';

describe('fileNameFrom', () => {
  it('turns a title into a file name with the extension', () => {
    expect(fileNameFrom('Polymers - Class 12', 'pdf')).toBe('Polymers - Class 12.pdf');
  });

  it('replaces characters file systems refuse and collapses the spaces they leave', () => {
    expect(fileNameFrom('Acids/Bases: "pH" <basics>?', 'pdf')).toBe('Acids Bases pH basics.pdf');
  });

  it('does not repeat an extension the title already ends with', () => {
    expect(fileNameFrom('Polymers.PDF', 'pdf')).toBe('Polymers.pdf');
  });

  it('falls back when nothing usable is left', () => {
    expect(fileNameFrom(' /// ', 'pptx', 'note')).toBe('note.pptx');
    expect(fileNameFrom('...', 'pdf', 'note')).toBe('note.pdf');
  });

  it('keeps long titles to 150 characters before the extension', () => {
    expect(fileNameFrom('a'.repeat(400), 'pdf')).toBe(`${'a'.repeat(150)}.pdf`);
  });
});

describe('contentDisposition', () => {
  it('quotes a plain ASCII name and adds nothing else', () => {
    expect(contentDisposition('attachment', 'Polymers - Class 12.pdf')).toBe('attachment; filename="Polymers - Class 12.pdf"');
    expect(contentDisposition('inline', 'Polymers.pdf')).toBe('inline; filename="Polymers.pdf"');
  });

  it('sends a non-ASCII name in filename* with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Réaction chimique.pdf')).toBe(
      `attachment; filename="Reaction chimique.pdf"; filename*=UTF-8''R%C3%A9action%20chimique.pdf`,
    );
  });

  it('falls back to a generic name when the title has no Latin letters', () => {
    expect(contentDisposition('attachment', 'रसायन.pdf')).toBe(
      `attachment; filename="file.pdf"; filename*=UTF-8''%E0%A4%B0%E0%A4%B8%E0%A4%BE%E0%A4%AF%E0%A4%A8.pdf`,
    );
  });

  it("percent-encodes the characters RFC 5987 does not allow bare, such as ' ( ) *", () => {
    expect(contentDisposition('inline', "Ester's (β) notes.pdf")).toBe(
      `inline; filename="Ester's (_) notes.pdf"; filename*=UTF-8''Ester%27s%20%28%CE%B2%29%20notes.pdf`,
    );
  });
});
