import { FormActions } from '../../../components/form/form-actions';
import { useEffect, useState, type FormEvent } from 'react';
import { GST_STATES, toRupees, type CouponCheck } from '@chem/contract';
import { formatLongDate, formatRupees, formatRupeesWithPaise } from '../../../lib/format';
import { useT } from '../../../i18n/catalog';
import { LineItems } from '../../../components/line-items';
import { ModalDialog } from '../../../components/modal-dialog';
import { genericErrorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { checkCoupon, loadCheckout, type Plan, type PurchaseDetails } from '../api/plans';
import { plansCatalog } from '../i18n';
// The server's own rule (31 Jan + 1 month = end of Feb), so the invoice shows the end date the
// subscription will really get.
import { addCalendarMonths } from '@chem/contract';

/** 26910 -> "₹269.10", 29900 -> "₹299": paise shown only when there are some. */
const paiseText = (paise: number) => (paise % 100 === 0 ? formatRupees(toRupees(paise)) : formatRupeesWithPaise(toRupees(paise)));

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
  const t = useT(plansCatalog);
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
      setStateError(t('plans.invoice.stateRequired'));
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
    <ModalDialog
      open={plan !== null && !hidden}
      title={t('plans.invoice.title')}
      onClose={onClose}
      busy={paying}
      className="invoice-dialog"
    >
      {plan && (
        <>
          <LineItems
            lines={[
              { label: t('plans.invoice.plan'), value: plan.name },
              { label: t('plans.invoice.price'), value: formatRupees(plan.price) },
              ...(plan.period ? [{ label: t('plans.invoice.period'), value: plan.period }] : []),
              { label: t('plans.invoice.startDate'), value: formatLongDate(today) },
              { label: t('plans.invoice.endDate'), value: formatLongDate(addCalendarMonths(today, plan.duration ?? 1)) },
            ]}
            total={{
              label: coupon ? t('plans.invoice.totalPayable') : t('plans.invoice.total'),
              value: coupon ? paiseText(coupon.payable) : formatRupees(plan.price),
            }}
          />
          {coupon && (
            <p className="invoice-coupon-line">
              {t('plans.invoice.discount', { code: coupon.code, amount: paiseText(coupon.discount) })}
              {coupon.payable === 0 && <> · {t('plans.invoice.freeWithCoupon')}</>}
            </p>
          )}
          {paid && (
            <div className="invoice-fields">
              <label className="invoice-field">
                <span>{t('plans.invoice.stateLabel')}</span>
                <select
                  value={state}
                  onChange={(event) => {
                    setState(event.target.value);
                    setStateError('');
                  }}
                  aria-invalid={stateError !== ''}
                  disabled={paying}
                >
                  <option value="">{t('plans.invoice.statePlaceholder')}</option>
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
          {paid && <p className="invoice-methods">{t('plans.invoice.methods')}</p>}
          <FormActions
            className="invoice-actions"
            cancelFirst
            announceBusy
            busy={paying}
            submitLabel={t('plans.invoice.pay')}
            busyLabel={t('plans.invoice.processing')}
            onConfirm={() => void confirm(plan)}
            onCancel={onClose}
            cancelLabel={t('plans.invoice.cancel')}
          />
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
  const t = useT(plansCatalog);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState('');

  if (applied) {
    return (
      <p className="invoice-coupon-applied" role="status">
        {t('plans.coupon.applied', { code: applied.code })}{' '}
        <button className="invoice-link" type="button" onClick={() => onApplied(null)} disabled={disabled}>
          {t('plans.coupon.remove')}
        </button>
      </p>
    );
  }
  if (!open) {
    return (
      <button className="invoice-link invoice-coupon-toggle" type="button" onClick={() => setOpen(true)}>
        {t('plans.coupon.toggle')}
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
      setError(errorText(caught, genericErrorMessage()));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="invoice-coupon" onSubmit={(event) => void apply(event)}>
      <label className="invoice-field">
        <span>{t('plans.coupon.label')}</span>
        <input value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" maxLength={30} disabled={disabled} />
      </label>
      <FormActions
        bare
        announceBusy
        submitClassName="button button-outline button-small"
        busy={checking}
        submitDisabled={disabled}
        submitLabel={t('plans.coupon.apply')}
        busyLabel={t('plans.coupon.checking')}
      />
      {error && (
        <p className="invoice-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
