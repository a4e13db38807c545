import { FormActions } from '../../../components/form/form-actions';
import { AdminField } from '../../../components/form/admin-field';
import { GST_STATES, type SellerSettings } from '@chem/contract';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { getSeller, saveSeller } from '../api/invoices';
import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';
import { fail } from './notify';
import { LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';

/** The card as typed: any text until the server has checked it. */
type SellerFields = Record<keyof SellerSettings, string>;

const EMPTY: SellerFields = { legalName: '', address: '', state: '', gstin: '' };

/** The seller card: what invoices print as the seller, and whether they are Tax Invoices (GSTIN) or Receipts. */
export default function InvoicesSection() {
  const t = useT(adminCatalog);
  const seller = useLoad('seller', getSeller);
  if (seller.error != null) return <LoadError error={seller.error} fallback={t('admin.invoices.loadFailed')} onRetry={seller.reload} />;
  if (!seller.data) return <Loading label={t('admin.invoices.loading')} />;
  return <SellerForm saved={seller.data.seller ?? EMPTY} />;
}

function SellerForm({ saved }: { saved: SellerFields }) {
  const t = useT(adminCatalog);
  const [form, setForm] = useState<SellerFields>(saved);
  const [saving, setSaving] = useState(false);

  const field = (name: keyof SellerFields) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await saveSeller(form);
      if (answer.seller) setForm(answer.seller);
      void showToast(t('admin.invoices.saved'));
    } catch (error) {
      void fail(errorText(error, t('admin.invoices.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={save} noValidate>
      <p>{t('admin.invoices.intro')}</p>
      <AdminField id="seller-name" label={t('admin.invoices.legalName')}>
        {(control) => <input {...control} maxLength={200} {...field('legalName')} />}
      </AdminField>
      <AdminField id="seller-address" label={t('admin.invoices.address')}>
        {(control) => <textarea {...control} rows={3} maxLength={500} {...field('address')} />}
      </AdminField>
      <AdminField id="seller-state" label={t('admin.invoices.state')}>
        {(control) => (
          <select {...control} {...field('state')}>
            <option value="">{t('admin.invoices.statePlaceholder')}</option>
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField id="seller-gstin" label={t('admin.invoices.gstin')}>
        {(control) => <input {...control} maxLength={20} autoCapitalize="characters" {...field('gstin')} />}
      </AdminField>
      <FormActions bare busy={saving} submitLabel={t('admin.invoices.save')} busyLabel={t('admin.invoices.saving')} />
    </form>
  );
}
