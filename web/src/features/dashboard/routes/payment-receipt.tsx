import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LineItems } from '../../../components/line-items';
import { useT } from '../../../i18n/catalog';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listMyPayments, paymentMethodLabel } from '../api/payments';
import { useLoad } from '../../../lib/use-load';
import { formatDate } from '../../../lib/format';
import { formatRupees } from '../components/format';
import { dashboardCatalog } from '../i18n';
import '../components/receipt.css';
import { AUTH_PATH, dashboardPath } from '../../../config/paths';

/**
 * /UserDashboard/receipt/:paymentId: one payment as a receipt the student can print or save as a
 * PDF (the browser's print dialog offers "Save as PDF"). Read from the student's own payments, so
 * nobody can open another student's receipt.
 */
export function Component() {
  const t = useT(dashboardCatalog);
  useDocumentTitle(t('dashboard.receipt.title'));
  const site = useSiteSettings();
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const user = getStoredUser();
  const signedIn = !!user && !!getStoredUserToken();
  const payments = useLoad(signedIn ? 'payments' : null, listMyPayments);

  useEffect(() => {
    if (!signedIn) navigate(AUTH_PATH, { replace: true });
  }, [signedIn, navigate]);

  const back = (
    <Link className="button button-outline" to={dashboardPath('subscription')}>
      {t('dashboard.receipt.back')}
    </Link>
  );

  if (payments.status === 'error') {
    return (
      <main className="receipt-page">
        <div className="receipt-state" role="alert">
          <h1>{t('dashboard.receipt.unavailable')}</h1>
          <p>{t('dashboard.receipt.unavailableText')}</p>
          <div className="receipt-actions">
            <button className="button button-primary" type="button" onClick={payments.reload}>
              {t('dashboard.tryAgain')}
            </button>
            {back}
          </div>
        </div>
      </main>
    );
  }
  if (payments.status !== 'ready') {
    return (
      <main className="receipt-page">
        <p className="receipt-state" role="status">
          {t('dashboard.receipt.loading')}
        </p>
      </main>
    );
  }

  const payment = payments.data.find((entry) => entry._id === paymentId);
  if (!payment) {
    return (
      <main className="receipt-page">
        <div className="receipt-state">
          <h1>{t('dashboard.receipt.notFound')}</h1>
          <p>{t('dashboard.receipt.notFoundText')}</p>
          <div className="receipt-actions">{back}</div>
        </div>
      </main>
    );
  }

  const notAvailable = t('dashboard.notAvailable');
  const lines: { label: string; value: string }[] = [
    { label: t('dashboard.receipt.plan'), value: payment.planName },
    {
      label: t('dashboard.receipt.period'),
      value:
        payment.startDate && payment.endDate
          ? t('dashboard.receipt.periodRange', {
              start: formatDate(payment.startDate, 'long', notAvailable),
              end: formatDate(payment.endDate, 'long', notAvailable),
            })
          : notAvailable,
    },
    { label: t('dashboard.receipt.paidOn'), value: formatDate(payment.paidAt, 'moment', notAvailable) },
    { label: t('dashboard.receipt.method'), value: paymentMethodLabel(payment.method, t) },
    { label: t('dashboard.receipt.paymentId'), value: payment._id },
    { label: t('dashboard.receipt.orderId'), value: payment.orderId },
  ];

  return (
    <main className="receipt-page">
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt-head">
          <p className="receipt-site">{site.siteName}</p>
          <h1 id="receipt-title">{t('dashboard.receipt.title')}</h1>
          <p className="receipt-contact">{[site.location, site.email, site.phone].filter(Boolean).join(' · ')}</p>
        </header>

        <section className="receipt-party" aria-label={t('dashboard.receipt.paidBy')}>
          <p className="receipt-label">{t('dashboard.receipt.paidBy')}</p>
          <p>{user?.name}</p>
          <p>{user?.email}</p>
        </section>

        <LineItems lines={lines} total={{ label: t('dashboard.receipt.amountPaid'), value: formatRupees(payment.amount) }} />

        <p className="receipt-note">{t('dashboard.receipt.note')}</p>
      </article>

      <div className="receipt-actions receipt-no-print">
        <button className="button button-primary" type="button" onClick={() => window.print()}>
          {t('dashboard.receipt.print')}
        </button>
        {back}
      </div>
    </main>
  );
}
