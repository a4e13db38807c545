import type { Coupon, CouponInput } from '@chem/contract';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../lib/dialogs';
import { failureText } from '../api/failure';
import { createCoupon, listCoupons, updateCoupon } from '../api/invoices';
import { COUPONS_TEXT } from './invoices-messages';
import { fail } from './notify';
import { EmptyState, LoadError, Loading } from './section-state';
import { useLoad } from './use-load';

interface CouponForm {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  planIds: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: CouponForm = { code: '', kind: 'percent', value: '', planIds: '', validFrom: today(), validUntil: '', maxUses: '' };
const day = (iso: string) => iso.slice(0, 10);

/** The form as the API takes it; dates are whole days in India time (from 00:00 to the end of the last day). */
function inputOf(form: CouponForm): CouponInput {
  return {
    code: form.code,
    kind: form.kind,
    value: Number(form.value),
    planIds: form.planIds
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    validFrom: form.validFrom ? `${form.validFrom}T00:00:00+05:30` : '',
    validUntil: form.validUntil ? `${form.validUntil}T23:59:59+05:30` : '',
    maxUses: form.maxUses.trim() === '' ? null : Number(form.maxUses),
    active: true,
  };
}

const inputFromCoupon = (coupon: Coupon, active: boolean): CouponInput => ({ ...coupon, active });

/** Coupons: create codes, see their uses, switch them on and off. */
export default function CouponsSection() {
  const coupons = useLoad(listCoupons, 'coupons');
  const [form, setForm] = useState<CouponForm>(EMPTY);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const field = (name: keyof CouponForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreating(true);
    try {
      const created = await createCoupon(inputOf(form));
      coupons.setData((list) => [created, ...(list ?? [])]);
      setForm(EMPTY);
      void showToast(COUPONS_TEXT.created);
    } catch (error) {
      void fail(failureText(error, COUPONS_TEXT.createFailed));
    } finally {
      setCreating(false);
    }
  }

  async function toggle(coupon: Coupon) {
    setBusy(coupon.code);
    try {
      const updated = await updateCoupon(coupon.code, inputFromCoupon(coupon, !coupon.active));
      coupons.setData((list) => (list ?? []).map((item) => (item.code === updated.code ? updated : item)));
      void showToast(COUPONS_TEXT.updated);
    } catch (error) {
      void fail(failureText(error, COUPONS_TEXT.updateFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <form className="admin-form" onSubmit={create} noValidate aria-label={COUPONS_TEXT.newCoupon}>
        <div className="admin-form-grid">
          <div className="admin-field">
            <label htmlFor="coupon-code">{COUPONS_TEXT.code}</label>
            <input id="coupon-code" maxLength={30} autoCapitalize="characters" {...field('code')} />
          </div>
          <div className="admin-field">
            <label htmlFor="coupon-kind">{COUPONS_TEXT.kind}</label>
            <select id="coupon-kind" {...field('kind')}>
              <option value="percent">{COUPONS_TEXT.percent}</option>
              <option value="fixed">{COUPONS_TEXT.fixed}</option>
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="coupon-value">{COUPONS_TEXT.value}</label>
            <input id="coupon-value" inputMode="decimal" {...field('value')} />
          </div>
          <div className="admin-field">
            <label htmlFor="coupon-max">{COUPONS_TEXT.maxUses}</label>
            <input id="coupon-max" inputMode="numeric" {...field('maxUses')} />
          </div>
          <div className="admin-field">
            <label htmlFor="coupon-from">{COUPONS_TEXT.validFrom}</label>
            <input id="coupon-from" type="date" {...field('validFrom')} />
          </div>
          <div className="admin-field">
            <label htmlFor="coupon-until">{COUPONS_TEXT.validUntil}</label>
            <input id="coupon-until" type="date" {...field('validUntil')} />
          </div>
          <div className="admin-field">
            <label htmlFor="coupon-plans">{COUPONS_TEXT.plans}</label>
            <input id="coupon-plans" {...field('planIds')} />
          </div>
        </div>
        <button type="submit" className="button button-primary" disabled={creating}>
          {creating ? COUPONS_TEXT.creating : COUPONS_TEXT.create}
        </button>
      </form>

      {coupons.error != null && <LoadError error={coupons.error} fallback={COUPONS_TEXT.loadFailed} onRetry={coupons.reload} />}
      {coupons.loading && !coupons.data && <Loading label={COUPONS_TEXT.loading} />}
      {coupons.data?.length === 0 && <EmptyState>{COUPONS_TEXT.empty}</EmptyState>}
      {coupons.data && coupons.data.length > 0 && (
        <ul className="admin-list" aria-label="Coupons">
          {coupons.data.map((coupon) => (
            <li key={coupon.code} className="admin-list-row">
              <div>
                <strong>{coupon.code}</strong> · {COUPONS_TEXT.off(coupon.kind, coupon.value)} ·{' '}
                {COUPONS_TEXT.uses(coupon.usedCount, coupon.maxUses)}
                <br />
                <small>
                  {COUPONS_TEXT.window(day(coupon.validFrom), day(coupon.validUntil))}
                  {coupon.planIds.length > 0 && <> · {coupon.planIds.join(', ')}</>}
                  {!coupon.active && <> · {COUPONS_TEXT.inactive}</>}
                </small>
              </div>
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => void toggle(coupon)}
                disabled={busy === coupon.code}
              >
                {coupon.active ? COUPONS_TEXT.switchOff : COUPONS_TEXT.switchOn}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
