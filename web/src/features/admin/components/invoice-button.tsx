import { useState } from 'react';
import { fetchApiFile, saveFile } from '../../../lib/api-transfer';
import { failureText } from '../api/failure';
import { ADMIN_INVOICE_TEXT } from './invoices-messages';
import { fail } from './notify';

/** The invoice (or receipt) of a student's payment, as the student downloads it. */
export function InvoiceButton({ paymentId, studentName }: { paymentId: string; studentName: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await fetchApiFile('GET /api/invoices/:paymentId/invoice', { params: { paymentId } });
      saveFile(file, file.fileName ?? `${paymentId}.pdf`);
    } catch (error) {
      void fail(failureText(error, ADMIN_INVOICE_TEXT.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button-outline button-small"
      onClick={() => void download()}
      disabled={busy}
      aria-label={ADMIN_INVOICE_TEXT.label(studentName)}
    >
      {ADMIN_INVOICE_TEXT.download}
    </button>
  );
}
