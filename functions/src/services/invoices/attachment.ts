/**
 * The invoice PDF attached to a payment's receipt email, made when the mail is sent (off the
 * payment's path). Null: no invoice for this payment (the receipt goes without an attachment).
 *
 * replaced by the invoices work (issue 20, invoices part)
 */
export async function invoiceAttachment(paymentId: string): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  void paymentId;
  return null;
}
