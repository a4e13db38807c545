import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LineItems } from '../../../components/line-items';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listMyPayments, paymentMethodLabel } from '../api/payments';
import { useResource } from '../api/use-resource';
import { formatDate, formatDateTime, formatRupees } from '../components/format';
import '../components/receipt.css';

/**
 * /UserDashboard/receipt/:paymentId: one payment as a receipt the student can print or save as a
 * PDF (the browser's print dialog offers "Save as PDF"). Read from the student's own payments, so
 * nobody can open another student's receipt.
 */
export function Component() {
  useDocumentTitle('Payment receipt');
  const site = useSiteSettings();
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const user = getStoredUser();
  const signedIn = !!user && !!getStoredUserToken();
  const payments = useResource(signedIn ? 'payments' : null, listMyPayments);

  useEffect(() => {
    if (!signedIn) navigate('/AuthPage', { replace: true });
  }, [signedIn, navigate]);

  const back = (
    <Link className="button button-outline" to="/UserDashboard?section=subscription">
      Back to dashboard
    </Link>
  );

  if (payments.status === 'error') {
    return (
      <main className="receipt-page">
        <div className="receipt-state" role="alert">
          <h1>Receipt unavailable</h1>
          <p>Your payments could not be loaded. Check your connection and try again.</p>
          <div className="receipt-actions">
            <button className="button button-primary" type="button" onClick={payments.reload}>
              Try again
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
          Loading receipt...
        </p>
      </main>
    );
  }

  const payment = payments.data.find((entry) => entry._id === paymentId);
  if (!payment) {
    return (
      <main className="receipt-page">
        <div className="receipt-state">
          <h1>Receipt not found</h1>
          <p>There is no payment with this id on your account.</p>
          <div className="receipt-actions">{back}</div>
        </div>
      </main>
    );
  }

  const lines: { label: string; value: string }[] = [
    { label: 'Plan', value: payment.planName },
    {
      label: 'Period',
      value: payment.startDate && payment.endDate ? `${formatDate(payment.startDate)} to ${formatDate(payment.endDate)}` : 'Not Available',
    },
    { label: 'Paid on', value: formatDateTime(payment.paidAt ?? undefined) },
    { label: 'Payment method', value: paymentMethodLabel(payment.method) },
    { label: 'Payment ID', value: payment._id },
    { label: 'Order ID', value: payment.orderId },
  ];

  return (
    <main className="receipt-page">
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt-head">
          <p className="receipt-site">{site.siteName}</p>
          <h1 id="receipt-title">Payment receipt</h1>
          <p className="receipt-contact">{[site.location, site.email, site.phone].filter(Boolean).join(' · ')}</p>
        </header>

        <section className="receipt-party" aria-label="Paid by">
          <p className="receipt-label">Paid by</p>
          <p>{user?.name}</p>
          <p>{user?.email}</p>
        </section>

        <LineItems lines={lines} total={{ label: 'Amount paid', value: formatRupees(payment.amount) }} />

        <p className="receipt-note">Paid online through Razorpay. Keep this receipt for your records.</p>
      </article>

      <div className="receipt-actions receipt-no-print">
        <button className="button button-primary" type="button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        {back}
      </div>
    </main>
  );
}
