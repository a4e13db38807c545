import { CREDIT_NOTE_NOT_FOUND, INVOICE_NOT_FOUND } from '@chem/contract';
import { notFound } from '../../lib/errors.js';
import { bucket, runTransaction } from '../../lib/firebase.js';
import { saveObject } from '../../lib/storage.js';
import { paymentsRef } from '../payment-store.js';
import { invoicesRef, issueInvoice, readInvoice, type StoredInvoice } from './issue.js';

/**
 * The PDF of an issued document: drawn the first time someone needs it (a download, the receipt
 * email), stored under the private `invoices/` prefix, and served from there ever after.
 */

export type InvoiceDocument = 'invoice' | 'credit-note';

export interface InvoiceFile {
  filename: string;
  content: Buffer;
}

const pathField = (which: InvoiceDocument) => (which === 'invoice' ? 'pdfPath' : 'creditNotePdfPath');

/** "INV/2026-27/0001" -> "INV-2026-27-0001.pdf". */
const fileNameOf = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** The stored invoice of `paymentId`, issuing it first if the capture did not (it failed then). */
export async function invoiceOf(paymentId: string): Promise<StoredInvoice | undefined> {
  const ref = invoicesRef().doc(paymentId);
  const stored = readInvoice(await ref.get());
  if (stored) return stored;
  await issueInvoice(paymentId);
  return readInvoice(await ref.get());
}

/** Who asks for a document: only the payment's own student or an admin may see it. */
export interface InvoiceReader {
  uid: string;
  isAdmin: boolean;
}

/**
 * invoiceOf for a person: undefined unless the payment is theirs (or they are an admin), checked
 * before anything is issued, since issuing takes the series' next number, which nobody else's
 * request may cause.
 */
export async function invoiceFor(paymentId: string, reader: InvoiceReader): Promise<StoredInvoice | undefined> {
  const mayRead = (userId: unknown) => reader.isAdmin || userId === reader.uid;
  const stored = readInvoice(await invoicesRef().doc(paymentId).get());
  if (stored) return mayRead(stored.userId) ? stored : undefined;
  const payment = await paymentsRef().doc(paymentId).get();
  return mayRead(payment.get('userId')) ? invoiceOf(paymentId) : undefined;
}

export async function invoiceFile(invoice: StoredInvoice, which: InvoiceDocument): Promise<InvoiceFile> {
  const number = which === 'invoice' ? invoice.number : invoice.creditNote?.number;
  if (!number) throw notFound(which === 'invoice' ? INVOICE_NOT_FOUND : CREDIT_NOTE_NOT_FOUND);
  const filename = fileNameOf(number);
  const storedPath = which === 'invoice' ? invoice.pdfPath : invoice.creditNotePdfPath;
  if (storedPath) {
    const [content] = await bucket().file(storedPath).download();
    return { filename, content };
  }

  const { renderInvoicePdf } = await import('./pdf.js');
  const content = Buffer.from(await renderInvoicePdf(invoice, which));
  const path = `invoices/${invoice.paymentId}/${filename}`;
  await saveObject(path, content, 'application/pdf', 'private, no-store');
  // The first drawing stored wins; a second one drawn at the same moment is the same document.
  const field = pathField(which);
  await runTransaction(async (transaction) => {
    const ref = invoicesRef().doc(invoice.paymentId);
    if (!(await transaction.get(ref)).get(field)) transaction.update(ref, { [field]: path });
  });
  return { filename, content };
}
