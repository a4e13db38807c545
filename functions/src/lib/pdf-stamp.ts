import { degrees, PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { unprocessable } from './errors.js';
import { documentFonts, type DocumentFonts, type ShapedLine } from './indic-fonts.js';
import { Turns } from './turns.js';

/**
 * Stamps a PDF for the person receiving it: a light diagonal mark across every page and a small
 * footer line. The marks are drawn as text on top of each page's existing content (pdf-lib wraps
 * that content in its own graphics state first), so the original text stays selectable and
 * nothing is rasterised; the input bytes are never modified. Names in any Indian script (or
 * Latin) are drawn in Noto Sans fonts embedded as subsets (lib/indic-fonts.ts).
 */
export interface PdfStamp {
  /** The diagonal mark, one entry per line, e.g. the student's name and email. */
  mark: string[];
  /** One small line at the bottom of every page. */
  footer: string;
}

export const DAMAGED_PDF = "This note's file is damaged and cannot be opened. Please tell the teacher.";

const MARK_COLOUR = rgb(0.5, 0.5, 0.5);
const MARK_OPACITY = 0.18;
const MARK_MAX_SIZE = 44;
const MARK_MIN_SIZE = 12;
/** The longest mark line spans at most this share of the page's diagonal. */
const MARK_DIAGONAL_SHARE = 0.7;
const MARK_LINE_GAP = 1.25;

const FOOTER_COLOUR = rgb(0.35, 0.35, 0.35);
const FOOTER_OPACITY = 0.85;
const FOOTER_SIZE = 7.5;
const FOOTER_MIN_SIZE = 4;
const FOOTER_MARGIN = 14;

/**
 * Where a point of the page as the reader sees it (after the page's /Rotate, origin at the visible
 * bottom-left corner) lies in the page's own coordinates, and the visible width and height.
 */
interface PageView {
  width: number;
  height: number;
  /** Page angle in degrees for text that should read along the visible x axis. */
  angle: number;
  at(u: number, v: number): { x: number; y: number };
}

function viewOf(page: PDFPage): PageView {
  const { x, y, width: w, height: h } = page.getCropBox();
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
  switch (rotation) {
    case 90:
      return { width: h, height: w, angle: 90, at: (u, v) => ({ x: x + w - v, y: y + u }) };
    case 180:
      return { width: w, height: h, angle: 180, at: (u, v) => ({ x: x + w - u, y: y + h - v }) };
    case 270:
      return { width: h, height: w, angle: 270, at: (u, v) => ({ x: x + v, y: y + h - u }) };
    default:
      return { width: w, height: h, angle: 0, at: (u, v) => ({ x: x + u, y: y + v }) };
  }
}

function drawMark(page: PDFPage, view: PageView, fonts: DocumentFonts, lines: ShapedLine[]) {
  if (lines.length === 0) return;
  const diagonal = Math.hypot(view.width, view.height);
  const widestAtOne = Math.max(...lines.map((line) => line.widthAt(1)), 1);
  const heightShare = diagonal / 3 / (lines.length * MARK_LINE_GAP);
  const size = Math.max(MARK_MIN_SIZE, Math.min(MARK_MAX_SIZE, (diagonal * MARK_DIAGONAL_SHARE) / widestAtOne, heightShare));
  const slope = Math.atan2(view.height, view.width);
  const along = { u: Math.cos(slope), v: Math.sin(slope) };
  const across = { u: -Math.sin(slope), v: Math.cos(slope) };
  const centre = { u: view.width / 2, v: view.height / 2 };

  lines.forEach((line, index) => {
    const halfWidth = line.widthAt(size) / 2;
    // Lines stacked about the centre, first on top; -0.35 em puts the glyphs' middle on the line.
    const offset = ((lines.length - 1) / 2 - index) * size * MARK_LINE_GAP - size * 0.35;
    const origin = view.at(centre.u - halfWidth * along.u + offset * across.u, centre.v - halfWidth * along.v + offset * across.v);
    fonts.draw(page, line, origin, {
      size,
      color: MARK_COLOUR,
      opacity: MARK_OPACITY,
      rotate: degrees(view.angle + (slope * 180) / Math.PI),
    });
  });
}

function drawFooter(page: PDFPage, view: PageView, fonts: DocumentFonts, footer: ShapedLine) {
  if (footer.runs.length === 0) return;
  const room = view.width - 2 * FOOTER_MARGIN;
  const size = Math.max(FOOTER_MIN_SIZE, Math.min(FOOTER_SIZE, (room / Math.max(footer.widthAt(1), 1)) * 0.98));
  fonts.draw(page, footer, view.at(FOOTER_MARGIN, FOOTER_MARGIN * 0.6), {
    size,
    color: FOOTER_COLOUR,
    opacity: FOOTER_OPACITY,
    rotate: degrees(view.angle),
  });
}

async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    // ignoreEncryption false: pdf-lib cannot decrypt, and drawing on an encrypted file would make it unreadable.
    const document = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
    if (document.getPageCount() === 0) throw new Error('no pages');
    return document;
  } catch {
    throw unprocessable(DAMAGED_PDF);
  }
}

/** A stamped copy of `bytes`; throws AppError 422 when the file is encrypted or cannot be parsed. */
export async function stampPdf(bytes: Uint8Array, stamp: PdfStamp): Promise<Uint8Array> {
  const document = await loadPdf(bytes);
  // Outside the try below: a font that fails is the server's fault, never the note's.
  const fonts = await documentFonts(document);
  const mark = (await Promise.all(stamp.mark.map((line) => fonts.shape(line)))).filter((line) => line.runs.length > 0);
  const footer = await fonts.shape(stamp.footer);
  try {
    // A file that parsed but whose page tree is broken fails here rather than in load.
    for (const page of document.getPages()) {
      const view = viewOf(page);
      drawMark(page, view, fonts, mark);
      drawFooter(page, view, fonts, footer);
    }
  } catch {
    throw unprocessable(DAMAGED_PDF);
  }
  // Object streams keep the copy close to the original's size (pdf-lib rewrites the whole file).
  // Writing in one go (pdf-lib otherwise yields every 50 objects) keeps stamps of concurrent
  // requests from interleaving, so an instance holds one stamp's working memory at a time.
  return document.save({ useObjectStreams: true, objectsPerTick: Infinity }).catch(() => {
    throw unprocessable(DAMAGED_PDF);
  });
}

/**
 * Stampings at once per function instance. One stamping of a 2 MB note holds the file, pdf-lib's
 * parsed document and the new copy: tens of MB for a moment. Two at a time keep both of an
 * instance's CPU shares busy, and the others wait their turn holding nothing (their file is
 * downloaded in their turn), so 40 previews asked for at once stay well within 512 MiB
 * (`npm run bench:stamp -- --concurrent 40`).
 */
export const STAMPING_SLOTS = 2;
const stampings = new Turns(STAMPING_SLOTS);

/** Waits for a free stamping slot, then reads the file (`load`, e.g. from the bucket) and stamps it. */
export function stampInTurn(load: () => Promise<Uint8Array>, stamp: PdfStamp): Promise<Uint8Array> {
  return stampings.run(async () => stampPdf(await load(), stamp));
}
