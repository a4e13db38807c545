import { Link } from 'react-router-dom';
import { receiptPath } from '../../../config/paths';
import { listMyPayments, paymentMethodLabel } from '../api/payments';
import { useLoad } from '../../../lib/use-load';
import { formatDate } from '../../../lib/format';
import { formatRupees } from './format';
import { InvoiceDownload } from './invoice-download';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';

/**
 * Every plan the student paid for, each with its printable receipt. A payment that could not start
 * its plan (the teacher is to refund it) says so instead. Nothing shows until one exists.
 */
export function PaymentHistory() {
  const t = useT(dashboardCatalog);
  const payments = useLoad('payments', listMyPayments);

  if (payments.status === 'error') {
    return (
      <div className="shell-card dash-state" role="alert">
        <p>{t('dashboard.payments.failed')}</p>
        <button className="button button-outline button-small" type="button" onClick={payments.reload}>
          {t('dashboard.tryAgain')}
        </button>
      </div>
    );
  }
  if (payments.status !== 'ready' || payments.data.length === 0) return null;

  return (
    <div className="shell-card dash-payments">
      <h2>{t('dashboard.payments.title')}</h2>
      <ul className="dash-payment-list">
        {payments.data.map((payment) => (
          <li key={payment._id} className="dash-payment">
            <div>
              <p className="dash-payment-title">
                {payment.planName} · {formatRupees(payment.amount)}
              </p>
              <p className="dash-payment-meta">
                {formatDate(payment.paidAt, 'moment', t('dashboard.notAvailable'))} · {paymentMethodLabel(payment.method, t)}
              </p>
              <p className="dash-payment-meta">
                {t('dashboard.payments.paymentId')} <span className="dash-payment-id">{payment._id}</span>
                {payment.endDate && (
                  <> · {t('dashboard.payments.validUntil', { date: formatDate(payment.endDate, 'long', t('dashboard.notAvailable')) })}</>
                )}
              </p>
              {payment.refundDue && <p className="dash-payment-refund">{t('dashboard.payments.refundDue')}</p>}
            </div>
            {!payment.refundDue && (
              <div className="dash-payment-actions">
                <Link className="button button-outline button-small" to={receiptPath(payment._id)}>
                  {t('dashboard.payments.receipt')}
                </Link>
                {payment.invoice && <InvoiceDownload paymentId={payment._id} invoice={payment.invoice} />}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
