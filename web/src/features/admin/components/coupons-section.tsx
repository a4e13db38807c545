import { FormActions } from '../../../components/form/form-actions';
import { AdminField } from '../../../components/form/admin-field';
import type { Coupon, CouponInput } from '@chem/contract';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { createCoupon, listCoupons, updateCoupon } from '../api/invoices';
import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';
import { fail } from './notify';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';

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
  const t = useT(adminCatalog);
  const coupons = useLoad('coupons', listCoupons);
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
      coupons.update((list) => [created, ...(list ?? [])]);
      setForm(EMPTY);
      void showToast(t('admin.coupons.created'));
    } catch (error) {
      void fail(errorText(error, t('admin.coupons.createFailed')));
    } finally {
      setCreating(false);
    }
  }

  async function toggle(coupon: Coupon) {
    setBusy(coupon.code);
    try {
      const updated = await updateCoupon(coupon.code, inputFromCoupon(coupon, !coupon.active));
      coupons.update((list) => (list ?? []).map((item) => (item.code === updated.code ? updated : item)));
      void showToast(t('admin.coupons.updated'));
    } catch (error) {
      void fail(errorText(error, t('admin.coupons.updateFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <form className="admin-form" onSubmit={create} noValidate aria-label={t('admin.coupons.newCoupon')}>
        <div className="admin-form-grid">
          <AdminField id="coupon-code" label={t('admin.coupons.code')}>
            {(control) => <input {...control} maxLength={30} autoCapitalize="characters" {...field('code')} />}
          </AdminField>
          <AdminField id="coupon-kind" label={t('admin.coupons.kind')}>
            {(control) => (
              <select {...control} {...field('kind')}>
                <option value="percent">{t('admin.coupons.percent')}</option>
                <option value="fixed">{t('admin.coupons.fixed')}</option>
              </select>
            )}
          </AdminField>
          <AdminField id="coupon-value" label={t('admin.coupons.value')}>
            {(control) => <input {...control} inputMode="decimal" {...field('value')} />}
          </AdminField>
          <AdminField id="coupon-max" label={t('admin.coupons.maxUses')}>
            {(control) => <input {...control} inputMode="numeric" {...field('maxUses')} />}
          </AdminField>
          <AdminField id="coupon-from" label={t('admin.coupons.validFrom')}>
            {(control) => <input {...control} type="date" {...field('validFrom')} />}
          </AdminField>
          <AdminField id="coupon-until" label={t('admin.coupons.validUntil')}>
            {(control) => <input {...control} type="date" {...field('validUntil')} />}
          </AdminField>
          <AdminField id="coupon-plans" label={t('admin.coupons.plans')}>
            {(control) => <input {...control} {...field('planIds')} />}
          </AdminField>
        </div>
        <FormActions bare busy={creating} submitLabel={t('admin.coupons.create')} busyLabel={t('admin.coupons.creating')} />
      </form>

      {coupons.error != null && <LoadError error={coupons.error} fallback={t('admin.coupons.loadFailed')} onRetry={coupons.reload} />}
      {coupons.status === 'loading' && !coupons.data && <Loading label={t('admin.coupons.loading')} />}
      {coupons.data?.length === 0 && <EmptyState>{t('admin.coupons.empty')}</EmptyState>}
      {coupons.data && coupons.data.length > 0 && (
        <ul className="admin-list" aria-label={t('admin.coupons.list')}>
          {coupons.data.map((coupon) => (
            <li key={coupon.code} className="admin-list-row">
              <div>
                <strong>{coupon.code}</strong> ·{' '}
                {t(coupon.kind === 'percent' ? 'admin.coupons.percentOff' : 'admin.coupons.rupeesOff', { value: coupon.value })} ·{' '}
                {coupon.maxUses === null
                  ? t('admin.coupons.used', { used: coupon.usedCount })
                  : t('admin.coupons.usedOf', { used: coupon.usedCount, max: coupon.maxUses })}
                <br />
                <small>
                  {day(coupon.validFrom)} – {day(coupon.validUntil)}
                  {coupon.planIds.length > 0 && <> · {coupon.planIds.join(', ')}</>}
                  {!coupon.active && <> · {t('admin.coupons.inactive')}</>}
                </small>
              </div>
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => void toggle(coupon)}
                disabled={busy === coupon.code}
              >
                {coupon.active ? t('admin.coupons.switchOff') : t('admin.coupons.switchOn')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
