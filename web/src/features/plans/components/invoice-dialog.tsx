import { useEffect, useState, type FormEvent } from 'react';
import { GST_STATES, toRupees, type CouponCheck } from '@chem/contract';
import { formatRupees } from '../../../lib/format';
import { LineItems } from '../../../components/line-items';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { checkCoupon, loadCheckout, type Plan, type PurchaseDetails } from '../api/plans';
import { CHECKOUT_TEXT } from '../messages';
// The server's own rule (31 Jan + 1 month = end of Feb), so the invoice shows the end date the
// subscription will really get.
import { addCalendarMonths } from '@chem/contract';

const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** 26910 -> "₹269.10", 29900 -> "₹299": paise shown only when there are some. */
const paiseText = (paise: number) => (paise % 100 === 0 ? formatRupees(toRupees(paise)) : withPaise.format(toRupees(paise)));

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

interface InvoiceDialogProps {
  plan: Plan | null;
  /** Set while Razorpay Checkout is open over the page. */
  hidden?: boolean;
  /** A calm line shown above the buttons, e.g. after the student closed Checkout. */
  notice?: string | null;
  onClose: () => void;
  /** Resolves when the payment step has finished, whatever its outcome. */
  onConfirm: (plan: Plan, details: PurchaseDetails) => Promise<void>;
}

/** The invoice before paying: plan, price, period and the dates the subscription will run. */
export function InvoiceDialog({ plan, hidden = false, notice = null, onClose, onConfirm }: InvoiceDialogProps) {
  const [paying, setPaying] = useState(false);
  const [state, setState] = useState('');
  const [stateError, setStateError] = useState('');
  const [checked, setChecked] = useState<{ planId: string; check: CouponCheck } | null>(null);
  // A coupon checked for one plan says nothing of another.
  const coupon = plan && checked?.planId === plan._id ? checked.check : null;
  const today = new Date();
  const paid = plan !== null && plan.price > 0;

  // Checkout's script starts loading as the invoice opens (never on other pages), so it is usually
  // ready by the time the student presses Confirm & Pay. A failure here is retried on confirm.
  useEffect(() => {
    if (paid) loadCheckout().catch(() => undefined);
  }, [paid]);

  const confirm = async (chosen: Plan) => {
    if (paid && !state) {
      setStateError(CHECKOUT_TEXT.stateRequired);
      return;
    }
    setPaying(true);
    try {
      await onConfirm(chosen, { state, ...(coupon ? { coupon: coupon.code } : {}) });
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
            total={{
              label: coupon ? CHECKOUT_TEXT.totalPayable : 'Total',
              value: coupon ? paiseText(coupon.payable) : formatRupees(plan.price),
            }}
          />
          {coupon && (
            <p className="invoice-coupon-line">
              {CHECKOUT_TEXT.discount(coupon.code)}: −{paiseText(coupon.discount)}
              {coupon.payable === 0 && <> · {CHECKOUT_TEXT.freeWithCoupon}</>}
            </p>
          )}
          {paid && (
            <div className="invoice-fields">
              <label className="invoice-field">
                <span>{CHECKOUT_TEXT.stateLabel}</span>
                <select
                  value={state}
                  onChange={(event) => {
                    setState(event.target.value);
                    setStateError('');
                  }}
                  aria-invalid={stateError !== ''}
                  disabled={paying}
                >
                  <option value="">{CHECKOUT_TEXT.statePlaceholder}</option>
                  {GST_STATES.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </label>
              {stateError && (
                <p className="invoice-error" role="alert">
                  {stateError}
                </p>
              )}
              <CouponField
                planId={plan._id}
                applied={coupon}
                onApplied={(check) => setChecked(check && { planId: plan._id, check })}
                disabled={paying}
              />
            </div>
          )}
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

/** "Have a coupon?": the code is checked by the server, which answers the price with it or why not. */
function CouponField({
  planId,
  applied,
  onApplied,
  disabled,
}: {
  planId: string;
  applied: CouponCheck | null;
  onApplied: (check: CouponCheck | null) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState('');

  if (applied) {
    return (
      <p className="invoice-coupon-applied" role="status">
        {CHECKOUT_TEXT.couponApplied(applied.code)}{' '}
        <button className="invoice-link" type="button" onClick={() => onApplied(null)} disabled={disabled}>
          {CHECKOUT_TEXT.couponRemove}
        </button>
      </p>
    );
  }
  if (!open) {
    return (
      <button className="invoice-link invoice-coupon-toggle" type="button" onClick={() => setOpen(true)}>
        {CHECKOUT_TEXT.couponToggle}
      </button>
    );
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setChecking(true);
    setError('');
    try {
      onApplied(await checkCoupon(planId, code));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="invoice-coupon" onSubmit={(event) => void apply(event)}>
      <label className="invoice-field">
        <span>{CHECKOUT_TEXT.couponLabel}</span>
        <input value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" maxLength={30} disabled={disabled} />
      </label>
      <button className="button button-outline button-small" type="submit" disabled={checking || disabled} aria-busy={checking}>
        {checking ? CHECKOUT_TEXT.couponChecking : CHECKOUT_TEXT.couponApply}
      </button>
      {error && (
        <p className="invoice-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
