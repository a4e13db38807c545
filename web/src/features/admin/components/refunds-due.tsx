import type { RefundDue, RefundDueReason } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { adminCatalog, type AdminMessage } from '../i18n';
import { formatDate } from '../../../lib/format';
import { formatRupees } from './format';

/** Why a payment is owed back, as the teacher reads it. */
export const REFUND_REASON: Record<RefundDueReason, AdminMessage> = {
  'coupon-already-used': 'admin.refunds.reason.coupon-already-used',
  'coupon-used-up': 'admin.refunds.reason.coupon-used-up',
};

/**
 * The Overview's list of payments the teacher owes back: money taken that started no plan. Each
 * leaves the list once Razorpay reports its refund. Nothing shows while there are none.
 */
export function RefundsDue({ refunds }: { refunds: RefundDue[] }) {
  const t = useT(adminCatalog);
  if (refunds.length === 0) return null;
  return (
    <section className="admin-refunds" aria-labelledby="refunds-due-title">
      <h2 id="refunds-due-title">{t('admin.refunds.title', { count: refunds.length })}</h2>
      <p>{t('admin.refunds.intro')}</p>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.paymentId}>
            <p>
              <strong>{refund.name || t('admin.refunds.unknownStudent')}</strong>
              {refund.email && <> ({refund.email})</>} · {refund.planName} · {formatRupees(refund.amount)}
              {refund.refunded > 0 && <> · {t('admin.refunds.partlyRefunded', { amount: formatRupees(refund.refunded) })}</>}
            </p>
            <p>
              {t(REFUND_REASON[refund.reason])} {t('admin.refunds.paymentId')} <code>{refund.paymentId}</code>
              {refund.at && <>, {formatDate(refund.at, 'moment', '')}</>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
