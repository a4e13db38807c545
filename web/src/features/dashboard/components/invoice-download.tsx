import { useState } from 'react';
import type { InvoiceSummary } from '@chem/contract';
import { errorText } from '../../../lib/error-text';
import { fetchApiFile, saveFile } from '../../../lib/api-transfer';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';

/** The payment's Tax Invoice or Receipt (and credit note, once refunded) as a PDF, made by the server. */
export function InvoiceDownload({ paymentId, invoice }: { paymentId: string; invoice: InvoiceSummary }) {
  const t = useT(dashboardCatalog);
  const [busy, setBusy] = useState<'invoice' | 'credit-note' | null>(null);
  const [error, setError] = useState('');

  const download = async (which: 'invoice' | 'credit-note', number: string) => {
    setBusy(which);
    setError('');
    try {
      const name = which === 'invoice' ? 'GET /api/invoices/:paymentId/invoice' : 'GET /api/invoices/:paymentId/credit-note';
      const file = await fetchApiFile(name, { params: { paymentId } });
      saveFile(file, file.fileName || `${number.replace(/\//g, '-')}.pdf`);
    } catch (caught) {
      setError(errorText(caught, t('dashboard.invoice.failed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="dash-invoice">
      <button
        className="button button-outline button-small"
        type="button"
        onClick={() => void download('invoice', invoice.number)}
        disabled={busy !== null}
        aria-busy={busy === 'invoice'}
      >
        {busy === 'invoice'
          ? t('dashboard.invoice.downloading')
          : t(invoice.kind === 'Tax Invoice' ? 'dashboard.invoice.downloadTaxInvoice' : 'dashboard.invoice.downloadReceipt')}
      </button>
      {invoice.creditNoteNumber && (
        <button
          className="button button-outline button-small"
          type="button"
          onClick={() => void download('credit-note', invoice.creditNoteNumber!)}
          disabled={busy !== null}
        >
          {t('dashboard.invoice.creditNote')}
        </button>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
