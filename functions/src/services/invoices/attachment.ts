import { invoiceFile, invoiceOf } from './files.js';

/**
 * The invoice PDF for the receipt email (the email sender calls this): drawn and stored if not yet
 * made; null when the payment has no invoice (unknown, a duplicate payment, not captured).
 */
export async function invoiceAttachment(paymentId: string): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const invoice = await invoiceOf(paymentId);
  if (!invoice) return null;
  const { filename, content } = await invoiceFile(invoice, 'invoice');
  return { filename, content, contentType: 'application/pdf' };
}
