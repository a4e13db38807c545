import { useEffect, useState } from 'react';
import { formatRupees } from '../../../lib/format';
import { LineItems } from '../../../components/line-items';
import { ModalDialog } from '../../../components/modal-dialog';
import { loadCheckout, type Plan } from '../api/plans';
// The server's own rule (31 Jan + 1 month = end of Feb), so the invoice shows the end date the
// subscription will really get.
import { addCalendarMonths } from '@chem/contract';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

interface InvoiceDialogProps {
  plan: Plan | null;
  /** Set while Razorpay Checkout is open over the page. */
  hidden?: boolean;
  /** A calm line shown above the buttons, e.g. after the student closed Checkout. */
  notice?: string | null;
  onClose: () => void;
  /** Resolves when the payment step has finished, whatever its outcome. */
  onConfirm: (plan: Plan) => Promise<void>;
}

/** The invoice before paying: plan, price, period and the dates the subscription will run. */
export function InvoiceDialog({ plan, hidden = false, notice = null, onClose, onConfirm }: InvoiceDialogProps) {
  const [paying, setPaying] = useState(false);
  const today = new Date();
  const paid = plan !== null && plan.price > 0;

  // Checkout's script starts loading as the invoice opens (never on other pages), so it is usually
  // ready by the time the student presses Confirm & Pay. A failure here is retried on confirm.
  useEffect(() => {
    if (paid) loadCheckout().catch(() => undefined);
  }, [paid]);

  const confirm = async (chosen: Plan) => {
    setPaying(true);
    try {
      await onConfirm(chosen);
    } finally {
      setPaying(false);
    }
  };

  return (
    <ModalDialog open={plan !== null && !hidden} title="Invoice" onClose={onClose} busy={paying} className="invoice-dialog">
      {plan && (
        <>
          <LineItems
            lines={[
              { label: 'Plan', value: plan.name },
              { label: 'Price', value: formatRupees(plan.price) },
              ...(plan.period ? [{ label: 'Period', value: plan.period }] : []),
              { label: 'Start date', value: dateFormat.format(today) },
              { label: 'End date', value: dateFormat.format(addCalendarMonths(today, plan.duration ?? 1)) },
            ]}
            total={{ label: 'Total', value: formatRupees(plan.price) }}
          />
          {notice && (
            <p className="invoice-notice" role="status">
              {notice}
            </p>
          )}
          {paid && <p className="invoice-methods">Pay securely with UPI, card or netbanking through Razorpay.</p>}
          <div className="invoice-actions">
            <button className="button button-outline" type="button" onClick={onClose} disabled={paying}>
              Cancel
            </button>
            <button className="button button-primary" type="button" onClick={() => void confirm(plan)} disabled={paying} aria-busy={paying}>
              {paying ? 'Processing...' : 'Confirm & Pay'}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
