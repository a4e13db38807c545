import { certificatePath, indiaDateTime } from '@chem/contract';
import { PDFDocument, degrees, rgb, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { siteOrigin } from '../config/mail.js';
import { bucket } from '../lib/firebase.js';
import { documentFonts, type DocumentFonts, type ShapedLine } from '../lib/indic-fonts.js';
import { logger } from '../lib/logger.js';
import { Turns } from '../lib/turns.js';
import type { certificateForPdf } from './certificates.js';

/**
 * A certificate as an A4 landscape PDF: pdf-lib with the fonts the note stamp uses
 * (lib/indic-fonts.ts), so a name in Devanagari or any Indian script is shaped and copies as typed;
 * the teacher's signature picture from Settings; a QR code of its verify page, drawn as squares
 * (crisp at any zoom, nothing to decode). Loaded only when a certificate is first downloaded.
 * The dates printed are the issue date, so the same certificate draws the same every time.
 */

type CertificateFacts = Awaited<ReturnType<typeof certificateForPdf>>;

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const INK = rgb(0.12, 0.12, 0.16);
const GREY = rgb(0.42, 0.42, 0.46);
const ACCENT = rgb(0.09, 0.36, 0.55);
const REVOKED = rgb(0.75, 0.1, 0.1);

/** Two drawings at a time per instance, as for stamps: each holds the fonts' glyphs and the page. */
const drawings = new Turns(2);

/** The date in India, without the time: "12 Dec 2026". */
const issueDay = (iso: string | null) => (iso ? indiaDateTime(new Date(iso)).split(',')[0]! : '');

interface Drawer {
  page: PDFPage;
  fonts: DocumentFonts;
}

/** The largest size up to `size` at which the line fits `width`. */
const fitted = (line: ShapedLine, size: number, width: number, smallest: number) =>
  Math.max(smallest, Math.min(size, (width / Math.max(line.widthAt(1), 1)) * 0.98));

async function centred({ page, fonts }: Drawer, text: string, y: number, size: number, color: RGB, smallest = 10): Promise<void> {
  const line = await fonts.shape(text);
  const drawnSize = fitted(line, size, PAGE.width - 4 * MARGIN, smallest);
  fonts.draw(page, line, { x: (PAGE.width - line.widthAt(drawnSize)) / 2, y }, { size: drawnSize, color, opacity: 1, rotate: degrees(0) });
}

async function at({ page, fonts }: Drawer, text: string, x: number, y: number, size: number, color: RGB, maxWidth = 260): Promise<void> {
  const line = await fonts.shape(text);
  const drawnSize = fitted(line, size, maxWidth, 6);
  fonts.draw(page, line, { x, y }, { size: drawnSize, color, opacity: 1, rotate: degrees(0) });
}

/** The QR code of `url`, its modules drawn as filled squares in a `side`-point square at (x, y). */
function drawQr(page: PDFPage, url: string, x: number, y: number, side: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = side / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        y: y + side - (row + quiet + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
}

async function signature(document: PDFDocument, path: string | null) {
  if (!path) return undefined;
  try {
    const [bytes] = await bucket().file(path).download();
    return await document.embedPng(bytes);
  } catch (error) {
    // A missing picture must not cost the student their certificate: the name is printed alone.
    logger.error(`Could not draw the signature ${path}`, error);
    return undefined;
  }
}

async function draw(facts: CertificateFacts): Promise<Uint8Array> {
  const { certificate } = facts;
  const document = await PDFDocument.create();
  const fonts = await documentFonts(document);
  const page = document.addPage([PAGE.width, PAGE.height]);
  const drawer = { page, fonts };
  const issuedAt = certificate.issuedAt ? new Date(certificate.issuedAt) : new Date(0);
  document.setTitle(`Certificate ${certificate.id}`);
  document.setAuthor(facts.siteName);
  document.setCreationDate(issuedAt);
  document.setModificationDate(issuedAt);
  document.setProducer('pdf-lib');

  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: PAGE.width - MARGIN,
    height: PAGE.height - MARGIN,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width: PAGE.width - 2 * MARGIN,
    height: PAGE.height - 2 * MARGIN,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });

  await centred(drawer, facts.siteName, PAGE.height - 92, 16, GREY);
  await centred(drawer, 'Certificate of Completion', PAGE.height - 142, 34, ACCENT);
  await centred(drawer, 'This certifies that', PAGE.height - 190, 13, GREY);
  await centred(drawer, certificate.studentName || ' ', PAGE.height - 238, 34, INK, 14);
  page.drawLine({
    start: { x: PAGE.width / 2 - 200, y: PAGE.height - 250 },
    end: { x: PAGE.width / 2 + 200, y: PAGE.height - 250 },
    thickness: 0.5,
    color: GREY,
  });
  await centred(drawer, 'has completed the course', PAGE.height - 280, 13, GREY);
  await centred(drawer, certificate.courseTitle, PAGE.height - 318, 22, INK, 11);
  await centred(drawer, `on ${issueDay(certificate.issuedAt)}`, PAGE.height - 350, 13, GREY);
  if (certificate.status === 'revoked') await centred(drawer, 'REVOKED', PAGE.height - 384, 18, REVOKED);

  // The teacher's signature, over a line with their name.
  const signed = await signature(document, facts.signaturePath);
  const signatureX = MARGIN + 40;
  const lineY = MARGIN + 72;
  if (signed) {
    const scale = Math.min(180 / signed.width, 56 / signed.height, 1);
    page.drawImage(signed, { x: signatureX, y: lineY + 4, width: signed.width * scale, height: signed.height * scale });
  }
  page.drawLine({ start: { x: signatureX, y: lineY }, end: { x: signatureX + 200, y: lineY }, thickness: 0.5, color: GREY });
  await at(drawer, facts.teacherName, signatureX, lineY - 18, 12, INK, 200);
  await at(drawer, 'Teacher', signatureX, lineY - 32, 9, GREY, 200);

  // The verify page: its QR code, address and the certificate's number.
  const url = `${siteOrigin()}${certificatePath(certificate.id)}`;
  const qrSide = 92;
  const qrX = PAGE.width - MARGIN - 40 - qrSide;
  drawQr(page, url, qrX, MARGIN + 40, qrSide);
  await at(drawer, `Certificate no. ${certificate.id}`, qrX - 190, MARGIN + 74, 9, INK, 180);
  await at(drawer, 'Check it at', qrX - 190, MARGIN + 60, 8, GREY, 180);
  await at(drawer, url, qrX - 190, MARGIN + 48, 7, ACCENT, 180);

  return document.save({ useObjectStreams: true });
}

export function renderCertificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  return drawings.run(() => draw(facts));
}
