import { degrees, PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { COACHING_SAC, gstStateName, indiaDateTime, rupeesInWords, splitGst, type GstSplit } from '@chem/contract';
import { documentFonts, type DocumentFonts } from '../../lib/indic-fonts.js';
import type { StoredInvoice } from './issue.js';

/**
 * Draws an invoice, receipt or credit note as an A4 PDF: pdf-lib with the fonts that print ₹ and
 * Indian names in every script (lib/indic-fonts.ts). Loaded only when a document is first needed
 * (`await import()`), so pdf-lib and the fonts never weigh on other requests. The document's
 * dates are the issue date, so drawing the same document twice gives the same file.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

class Writer {
  private y = A4.height - MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: DocumentFonts,
  ) {}

  async line(text: string, options: { size?: number; grey?: boolean; right?: string; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.y -= size * 1.45;
    const style = { size, color: options.grey ? GREY : INK, opacity: 1, rotate: degrees(0) };
    this.fonts.draw(this.page, await this.fonts.shape(text), { x: MARGIN, y: this.y }, style);
    if (options.right !== undefined) {
      const right = await this.fonts.shape(options.right);
      this.fonts.draw(this.page, right, { x: A4.width - MARGIN - right.widthAt(size), y: this.y }, style);
    }
    this.y -= options.gap ?? 0;
  }

  rule() {
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.5, color: GREY });
    this.y -= 2;
  }
}

function taxLines(split: GstSplit, sign = ''): Array<[string, string]> {
  const amount = (paise: number) => `${sign}${rupees(paise)}`;
  const lines: Array<[string, string]> = [['Taxable value', amount(split.taxable)]];
  if (split.intraState) lines.push(['CGST @ 9%', amount(split.cgst)], ['SGST @ 9%', amount(split.sgst)]);
  else lines.push(['IGST @ 18%', amount(split.igst)]);
  return lines;
}

export async function renderInvoicePdf(invoice: StoredInvoice, which: 'invoice' | 'credit-note'): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = await documentFonts(document);
  const page = document.addPage([A4.width, A4.height]);
  const write = new Writer(page, fonts);
  const credit = which === 'credit-note' ? invoice.creditNote : null;
  const taxInvoice = invoice.kind === 'Tax Invoice';
  const title = credit ? 'Credit Note' : invoice.kind;
  const issuedAt = credit ? credit.issuedAt : invoice.issuedAt;
  document.setTitle(`${title} ${credit ? credit.number : invoice.number}`);
  document.setCreationDate(issuedAt);
  document.setModificationDate(issuedAt);
  document.setProducer('pdf-lib');

  await write.line(title, { size: 18, gap: 6 });
  await write.line(`Number: ${credit ? credit.number : invoice.number}`, { right: `Date: ${indiaDateTime(issuedAt)}` });
  if (credit) await write.line(`Against ${invoice.kind.toLowerCase()} ${invoice.number} of ${indiaDateTime(invoice.issuedAt)}`);
  write.rule();

  const seller = invoice.seller;
  await write.line('From', { grey: true });
  await write.line(seller?.legalName ?? 'The teacher');
  if (seller) {
    for (const part of seller.address.split('\n')) await write.line(part);
    await write.line(`State: ${gstStateName(seller.state) ?? seller.state} (code ${seller.state})`);
    if (seller.gstin) await write.line(`GSTIN: ${seller.gstin}`);
  }
  write.rule();

  await write.line('Bill to', { grey: true });
  await write.line(invoice.buyer.name || invoice.buyer.email);
  await write.line(invoice.buyer.email);
  if (invoice.buyer.state) {
    await write.line(`Place of supply: ${invoice.buyer.stateName ?? invoice.buyer.state} (code ${invoice.buyer.state})`);
  }
  write.rule();

  await write.line('Description', { grey: true, right: 'Amount' });
  await write.line(`${invoice.planName} plan: commercial training and coaching (SAC ${COACHING_SAC})`, {
    right: rupees(invoice.listPrice),
  });
  if (invoice.discount > 0) await write.line(`Coupon ${invoice.coupon ?? ''}`, { right: `-${rupees(invoice.discount)}` });
  write.rule();

  const paid = invoice.split.total;
  if (taxInvoice) {
    const shown = credit ? splitOfRefund(invoice.split, credit.amount) : invoice.split;
    for (const [label, value] of taxLines(shown)) await write.line(label, { right: value });
    await write.line(credit ? 'Total credited (GST included)' : 'Total (GST included)', { size: 12, right: rupees(shown.total) });
    await write.line(rupeesInWords(shown.total), { grey: true });
  } else {
    const total = credit ? credit.amount : paid;
    await write.line(credit ? 'Total refunded' : 'Total paid', { size: 12, right: rupees(total) });
    await write.line(rupeesInWords(total), { grey: true });
  }
  write.rule();
  await write.line(`Razorpay payment id: ${invoice.paymentId}`, { grey: true });
  if (!taxInvoice) await write.line('The seller is not registered for GST: no tax is charged separately.', { grey: true });

  return document.save({ useObjectStreams: true });
}

/** The tax lines of a refund: the credited amount split as the invoice was (same states). */
const splitOfRefund = (split: GstSplit, amount: number): GstSplit =>
  amount === split.total ? split : splitGst(amount, 'seller', split.intraState ? 'seller' : 'buyer');
