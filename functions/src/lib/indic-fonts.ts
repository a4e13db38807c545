import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type Rotation,
} from 'pdf-lib';
import type { Font, Fontkit } from 'pdf-lib/cjs/types/fontkit.js';

/**
 * Fonts that print every Indian name in a PDF: Helvetica for Latin-1, Noto Sans for the rest of
 * Latin (and Greek, Cyrillic, Vietnamese) and the Noto Sans families of the nine scripts of India's official languages
 * (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam).
 *
 * - The fonts come from npm packages (@fontsource/noto-sans-*, installed with the functions), read
 *   from disk the first time a PDF needs them, never fetched at run time, never loaded at cold start.
 * - Text is shaped by fontkit (@foliojs-fork/fontkit, pdfkit's maintained fork of fontkit, whose
 *   Indic shaper forms conjuncts, reph and pre-base vowel signs as the fonts' OpenType tables say).
 * - Each font is embedded subset to the glyphs the document uses, so a stamped copy grows by a
 *   few kilobytes per script, not by the fonts' sizes; only the scripts a text uses are embedded.
 * - A text mixing scripts ("Asha वर्मा · asha@example.com") is drawn as runs, each in its font.
 * - Indic runs are wrapped in a marked-content span whose /ActualText is the text as typed, so
 *   copying from viewers that read it (Acrobat, pdfium, poppler) gives the name in its logical
 *   order; pdf.js reads the glyphs' own mappings, which follow the visual order of reordered
 *   vowel signs (कि is drawn ि + क), as with any PDF of Indic text.
 *
 * Used by the note stamp (lib/pdf-stamp.ts); meant for any PDF the API draws names into.
 */

interface FontFile {
  /** A package and file under it, resolved through Node (the fontsource packages export `files/*`). */
  path: string;
  /** The Unicode blocks this font is chosen for without looking into it (the Indic scripts). */
  blocks?: ReadonlyArray<readonly [number, number]>;
}

const notoSans = (subset: string): FontFile => ({ path: `@fontsource/noto-sans/files/noto-sans-${subset}-400-normal.woff` });
const indic = (script: string, ...blocks: Array<readonly [number, number]>): FontFile => ({
  path: `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-400-normal.woff`,
  blocks,
});

/** In order of preference after Helvetica: the first font that has a character draws it. */
export const FONT_FILES: readonly FontFile[] = [
  notoSans('latin'),
  notoSans('latin-ext'),
  indic('devanagari', [0x0900, 0x097f], [0xa8e0, 0xa8ff], [0x1cd0, 0x1cff]),
  indic('bengali', [0x0980, 0x09ff]),
  indic('gurmukhi', [0x0a00, 0x0a7f]),
  indic('gujarati', [0x0a80, 0x0aff]),
  indic('oriya', [0x0b00, 0x0b7f]),
  indic('tamil', [0x0b80, 0x0bff]),
  indic('telugu', [0x0c00, 0x0c7f]),
  indic('kannada', [0x0c80, 0x0cff]),
  indic('malayalam', [0x0d00, 0x0d7f]),
  notoSans('vietnamese'),
  notoSans('greek'),
  notoSans('greek-ext'),
  notoSans('cyrillic'),
  notoSans('cyrillic-ext'),
];

/**
 * Latin-1 text (most emails, the footer, many names) is drawn in Helvetica, one of the PDF's
 * standard fonts: nothing to embed or subset, so a stamp costs what it cost before these fonts.
 * Any other character is drawn in a Noto font.
 */
export const HELVETICA = -1;
const WIN_ANSI = /^[\x20-\x7e\u00a0-\u00ff]$/u;
/**
 * pdf-lib draws each glyph at its advance and ignores OpenType positioning (GPOS), so it is not
 * computed: fontkit's GPOS code also fails on the null anchors of the Gurmukhi and Malayalam fonts.
 * Substitution (GSUB: conjuncts, reph, vowel-sign forms) still applies in full; marks sit where the
 * fonts draw them by default, which is where these fonts design them to be read.
 */
const NO_POSITIONING = { kern: false, mark: false, mkmk: false, abvm: false, blwm: false, dist: false, curs: false } as const;
/** Drawn for a character no font has (a Chinese name, an emoji). */
const MISSING = '?';
/** Joiners and other format characters belong to the run around them, whatever its font. */
const JOINS_NEIGHBOURS = /^(?:\u200c|\u200d|\u25cc)$/u;

// ---------------------------------------------------------------------------------------------
// Loading: once per instance, on first use
// ---------------------------------------------------------------------------------------------

interface Fonts {
  fontkit: Fontkit;
  /** Each font file's bytes, read when first needed (index as in FONT_FILES). */
  bytes(index: number): Promise<Uint8Array>;
  /** The parsed font, for coverage checks; parsed once and shared by every document. */
  parsed(index: number): Promise<Font>;
}

let loading: Promise<Fonts> | undefined;

function loadFonts(): Promise<Fonts> {
  loading ??= (async () => {
    // require, not import(): functions run as CommonJS, and tsx evaluates the seed from a data:
    // URL against which a dynamic import cannot resolve packages (see lib/images.ts).
    const require = createRequire(__filename);
    const rawFontkit = require('@foliojs-fork/fontkit') as Fontkit;
    const files = new Map<number, Promise<Uint8Array>>();
    const fonts = new Map<Uint8Array, Font>();
    // pdf-lib parses a font's bytes on every embed; this hands it the font parsed once instead.
    const fontkit: Fontkit = {
      create(buffer, postscriptName) {
        const known = fonts.get(buffer);
        if (known) return known;
        const font = rawFontkit.create(buffer, postscriptName);
        fonts.set(buffer, font);
        return font;
      },
    };
    const bytes = (index: number) => {
      let file = files.get(index);
      if (!file) {
        file = readFile(require.resolve(FONT_FILES[index]!.path)).then(sfntFromWoff);
        files.set(index, file);
      }
      return file;
    };
    return { fontkit, bytes, parsed: async (index) => fontkit.create(await bytes(index)) };
  })();
  return loading;
}

/**
 * The fonts ship as WOFF (zlib-compressed tables). fontkit inflates a WOFF table again every time
 * it reads it, which made shaping and subsetting a stamp take hundreds of milliseconds; so each
 * font is inflated once, when loaded, into the plain TrueType file it wraps (same tables, same
 * order), and fontkit reads that. Returns a Buffer: fontkit reads fonts with Buffer methods.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, original] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const header = 12 + 16 * count;
  const sfnt = Buffer.alloc(header + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

// ---------------------------------------------------------------------------------------------
// Splitting text into runs, one font each
// ---------------------------------------------------------------------------------------------

export interface TextRun {
  /** Index in FONT_FILES. */
  font: number;
  text: string;
}

const inBlocks = (codePoint: number, file: FontFile) => file.blocks?.some(([from, to]) => codePoint >= from && codePoint <= to) ?? false;

async function fontFor(char: string, fonts: Fonts): Promise<number | undefined> {
  if (WIN_ANSI.test(char)) return HELVETICA;
  const codePoint = char.codePointAt(0)!;
  const byBlock = FONT_FILES.findIndex((file) => inBlocks(codePoint, file));
  if (byBlock >= 0) return byBlock;
  for (let index = 0; index < FONT_FILES.length; index += 1) {
    if (FONT_FILES[index]!.blocks) continue;
    if ((await fonts.parsed(index)).hasGlyphForCodePoint(codePoint)) return index;
  }
  return undefined;
}

/** The runs of `text`; spaces go with the text before them, characters no font has become '?'. */
export async function textRuns(text: string): Promise<TextRun[]> {
  const fonts = await loadFonts();
  const runs: TextRun[] = [];
  for (const char of text.normalize('NFC')) {
    const previous = runs.at(-1);
    const font =
      previous && (char === ' ' || JOINS_NEIGHBOURS.test(char) || /\p{M}/u.test(char)) ? previous.font : await fontFor(char, fonts);
    const drawn = font === undefined ? MISSING : char;
    const chosen = font ?? HELVETICA;
    if (previous?.font === chosen) previous.text += drawn;
    else runs.push({ font: chosen, text: drawn });
  }
  // "李明 Verma" -> "? Verma" rather than one question mark per character.
  return runs.map((run) => (run.font === HELVETICA ? { ...run, text: run.text.replace(/\?{2,}/g, MISSING) } : run));
}

// ---------------------------------------------------------------------------------------------
// Drawing into one document
// ---------------------------------------------------------------------------------------------

export interface LineStyle {
  size: number;
  color: Color;
  opacity: number;
  rotate: Rotation;
}

/** A line of text laid out in runs, ready to measure and draw. */
export interface ShapedLine {
  runs: Array<{ font: PDFFont; text: string; actualText: boolean }>;
  widthAt(size: number): number;
}

export interface DocumentFonts {
  /** Lays out a line (whitespace collapsed), embedding the fonts it needs into the document. */
  shape(text: string): Promise<ShapedLine>;
  /** Draws a shaped line starting at x, y and running along `rotate`. */
  draw(page: PDFPage, line: ShapedLine, at: { x: number; y: number }, style: LineStyle): void;
}

/**
 * pdf-lib shapes a text again on every drawText and every width asked for; a stamp draws the
 * same few lines on every page, and shaping Indic text is the costly part. So each font of a
 * document keeps what it has shaped: the glyphs of a text (the same on every page) and its width
 * at size 1 (widths scale with the size).
 */
function laidOutOnce(font: PDFFont): PDFFont {
  const encodeText = font.encodeText.bind(font);
  const widthOfTextAtSize = font.widthOfTextAtSize.bind(font);
  const encoded = new Map<string, ReturnType<PDFFont['encodeText']>>();
  const widths = new Map<string, number>();
  font.encodeText = (text) => {
    let glyphs = encoded.get(text);
    if (!glyphs) encoded.set(text, (glyphs = encodeText(text)));
    return glyphs;
  };
  font.widthOfTextAtSize = (text, size) => {
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = widthOfTextAtSize(text, 1)));
    return width * size;
  };
  return font;
}

/**
 * The fonts for one document: each embedded (subset) the first time a line uses it. The glyphs a
 * subset holds are those drawn with it, so shape every line before the document is saved.
 */
export async function documentFonts(document: PDFDocument): Promise<DocumentFonts> {
  const fonts = await loadFonts();
  document.registerFontkit(fonts.fontkit);
  const embedded = new Map<number, Promise<PDFFont>>();
  const fontAt = (index: number) => {
    let font = embedded.get(index);
    if (!font) {
      font =
        index === HELVETICA
          ? document.embedFont(StandardFonts.Helvetica)
          : fonts
              .bytes(index)
              .then(async (bytes) => laidOutOnce(await document.embedFont(bytes, { subset: true, features: NO_POSITIONING })));
      embedded.set(index, font);
    }
    return font;
  };

  return {
    async shape(text) {
      const runs = await textRuns(text.replace(/\s+/g, ' ').trim());
      const shaped = await Promise.all(
        runs.map(async (run) => ({ font: await fontAt(run.font), text: run.text, actualText: !!FONT_FILES[run.font]?.blocks })),
      );
      return {
        runs: shaped,
        widthAt: (size) => shaped.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0),
      };
    },
    draw(page, line, at, style) {
      const angle = (style.rotate.angle * Math.PI) / 180;
      let advance = 0;
      for (const run of line.runs) {
        const origin = { x: at.x + advance * Math.cos(angle), y: at.y + advance * Math.sin(angle) };
        if (run.actualText) {
          // An inline property list: /Span << /ActualText <FEFF...> >> BDC ... EMC.
          const span = `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`;
          page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), span]));
        }
        page.drawText(run.text, {
          ...origin,
          font: run.font,
          size: style.size,
          color: style.color,
          opacity: style.opacity,
          rotate: style.rotate,
        });
        if (run.actualText) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
        advance += run.font.widthOfTextAtSize(run.text, style.size);
      }
    },
  };
}
