import { useState } from 'react';
import { fetchApiFile, saveFile } from '../../../lib/api-transfer';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { adminCatalog } from '../i18n';
import { fail } from './notify';

/** The invoice (or receipt) of a student's payment, as the student downloads it. */
export function InvoiceButton({ paymentId, studentName }: { paymentId: string; studentName: string }) {
  const t = useT(adminCatalog);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await fetchApiFile('GET /api/invoices/:paymentId/invoice', { params: { paymentId } });
      saveFile(file, file.fileName ?? `${paymentId}.pdf`);
    } catch (error) {
      void fail(errorText(error, t('admin.invoice.failed')));
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
      aria-label={t('admin.invoice.label', { name: studentName })}
    >
      {t('admin.invoice.download')}
    </button>
  );
}
