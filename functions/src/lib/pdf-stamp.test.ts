import { decodePDFRawStream, degrees, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf-text.js';
import { AppError } from './errors.js';
import { DAMAGED_PDF, stampPdf, type PdfStamp } from './pdf-stamp.js';

const PAGE_TEXT = ['Alkanes burn in oxygen', 'Benzene resists addition', 'Esters smell of fruit'];
const stamp: PdfStamp = {
  mark: ['Asha Verma', 'asha@example.com'],
  footer: 'Chemistry Classes · asha@example.com · downloaded 22 Nov 2026, 14:05 IST',
};

/** Three pages with known text; the last one landscape and shown turned by /Rotate 90. */
async function threePagePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  PAGE_TEXT.forEach((text, index) => {
    const page = document.addPage(index === 2 ? [842, 595] : [595, 842]);
    if (index === 2) page.setRotation(degrees(90));
    page.drawText(text, { x: 60, y: 500, size: 18, font });
  });
  return document.save();
}

/** The /ActualText of every marked-content span in the file's content streams, decoded. */
async function actualTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/gi)) {
      found.push(Buffer.from(match[1]!, 'hex').swap16().toString('utf16le'));
    }
  }
  return found;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('stampPdf', () => {
  let original: Uint8Array;
  let stamped: Uint8Array;
  beforeAll(async () => {
    original = await threePagePdf();
    stamped = await stampPdf(original, stamp);
  });

  it("puts the student's email and name on every page, in the mark and in the footer", async () => {
    const texts = await pdfPageTexts(stamped);
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      expect(text.split('\n')).toContain('asha@example.com');
      expect(text).toContain('Asha Verma');
      expect(text).toContain('Chemistry Classes · asha@example.com · downloaded 22 Nov 2026, 14:05 IST');
    }
  });

  it('keeps the page count, the page sizes, /Rotate and the original text', async () => {
    const [before, after] = await Promise.all([PDFDocument.load(original), PDFDocument.load(stamped)]);
    expect(after.getPageCount()).toBe(before.getPageCount());
    after.getPages().forEach((page, index) => {
      const source = before.getPage(index);
      expect(page.getSize()).toEqual(source.getSize());
      expect(page.getRotation()).toEqual(source.getRotation());
    });
    const texts = await pdfPageTexts(stamped);
    PAGE_TEXT.forEach((text, index) => expect(texts[index]).toContain(text));
  });

  it('puts the footer along the bottom and the mark across the middle of each page as shown, /Rotate included', async () => {
    const pdf = await getDocument({ data: new Uint8Array(stamped), verbosity: 0 }).promise;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const items = (await page.getTextContent()).items.filter((item) => 'str' in item);
      // Where a text run starts on screen (y grows downwards) and which way it reads.
      const onScreen = (text: string) => {
        const item = items.find((candidate) => candidate.str.startsWith(text));
        if (!item) throw new Error(`no "${text}" on page ${number}`);
        const [a, b, , , e, f] = item.transform as number[];
        const [x, y] = viewport.convertToViewportPoint(e!, f!);
        const [dx, dy] = viewport.convertToViewportPoint(e! + a!, f! + b!);
        return { x: x!, y: y!, angle: (Math.atan2(-(dy! - y!), dx! - x!) * 180) / Math.PI };
      };
      const footer = onScreen('Chemistry Classes');
      expect(footer.angle).toBeCloseTo(0, 3);
      expect(footer.x).toBeLessThan(20);
      expect(viewport.height - footer.y).toBeLessThan(15);
      const mark = onScreen('asha@example.com');
      expect(mark.angle).toBeCloseTo((Math.atan2(viewport.height, viewport.width) * 180) / Math.PI, 1);
      expect(mark.x).toBeGreaterThan(viewport.width * 0.1);
      expect(mark.x).toBeLessThan(viewport.width / 2);
      expect(mark.y).toBeGreaterThan(viewport.height / 2);
    }
    await pdf.destroy();
  });

  it('leaves the input bytes as they were', async () => {
    const copy = Uint8Array.from(original);
    await stampPdf(original, stamp);
    expect(Buffer.from(original).equals(Buffer.from(copy))).toBe(true);
  });

  it('draws text, not pictures: the stamped copy has no image the original did not have', async () => {
    const text = Buffer.from(stamped).toString('latin1');
    expect(text).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('stamps an admin copy', async () => {
    const admin = await stampPdf(original, { mark: ['Admin copy'], footer: 'Chemistry Classes · teacher@example.com · downloaded x' });
    for (const text of await pdfPageTexts(admin)) {
      expect(text).toContain('Admin copy');
      expect(text).toContain('teacher@example.com');
    }
  });

  describe('names in Indian scripts', () => {
    const NAMES = {
      devanagari: 'क्षितिज शर्मा',
      tamil: 'கார்த்திக் சுப்ரமணியன்',
      bengali: 'আশা বর্মা',
      gurmukhi: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ',
      gujarati: 'ગીતા પટેલ',
      oriya: 'ସୁଦୀପ୍ତା ମହାନ୍ତି',
      telugu: 'శ్రీనివాస్ రెడ్డి',
      kannada: 'ಅನನ್ಯಾ ಹೆಗ್ಡೆ',
      malayalam: 'അനഘ നായർ',
    };
    let copy: Uint8Array;
    let text: string;
    beforeAll(async () => {
      copy = await stampPdf(original, {
        mark: Object.values(NAMES),
        footer: `Chemistry Classes · ${NAMES.tamil} · ID Xk3hQ9mL · downloaded 22 Nov 2026, 14:05 IST`,
      });
      [text] = (await pdfPageTexts(copy)) as [string];
    });

    it('prints every one of them, never a question mark', () => {
      expect(text).not.toContain('?');
    });

    it('gives pdf.js the Tamil name as typed, and the account code', () => {
      expect(text).toContain(NAMES.tamil);
      expect(text).toContain('ID Xk3hQ9mL · downloaded 22 Nov 2026, 14:05 IST');
    });

    it('shapes a Devanagari conjunct: pdf.js reads its glyphs in drawn order, the span carries the name as typed', async () => {
      // क्ष is one conjunct glyph (its text stays क्ष); the vowel sign ि is drawn before the
      // consonant it follows, and pdf.js, which reads glyphs, reports it there.
      expect(text).toContain('िक्षितज');
      expect(await actualTexts(copy)).toEqual(expect.arrayContaining(Object.values(NAMES)));
    });

    it('embeds only the glyphs used: the copy grows by kilobytes, not by the fonts', () => {
      expect(copy.length - original.length).toBeLessThan(80 * 1024);
    });
  });

  it('still draws a name of another script (Chinese) as a question mark rather than failing', async () => {
    const copy = await stampPdf(original, { mark: ['Zoë 李 asha@example.com'], footer: 'Chemistry Classes · ✓ 9876543210\nnext line' });
    const [first] = await pdfPageTexts(copy);
    expect(first).toContain('Zoë ?');
    expect(first).toContain('asha@example.com');
    expect(first).toContain('9876543210 next line');
  });

  it.each([
    ['bytes that are not a PDF', () => Buffer.from('plain text pretending to be a PDF')],
    ['a PDF cut off after its header', () => Buffer.from(original.subarray(0, 40))],
    ['an empty file', () => Buffer.alloc(0)],
  ])('422 with a clear message for %s', async (_case, bytes) => {
    const error = await refusal(stampPdf(bytes(), stamp));
    expect(error.status).toBe(422);
    expect(error.message).toBe(DAMAGED_PDF);
  });

  it('422 for an encrypted PDF, which it cannot draw on', async () => {
    const document = await PDFDocument.load(original);
    // pdf-lib cannot encrypt; an /Encrypt entry in the trailer is what marks a file as encrypted.
    document.context.trailerInfo.Encrypt = document.context.obj({ Filter: 'Standard', V: 2, R: 3 });
    const encrypted = await document.save();
    const error = await refusal(stampPdf(encrypted, stamp));
    expect(error.status).toBe(422);
  });
});
