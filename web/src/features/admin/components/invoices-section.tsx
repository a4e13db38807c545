import { GST_STATES, type SellerSettings } from '@chem/contract';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../lib/dialogs';
import { failureText } from '../api/failure';
import { getSeller, saveSeller } from '../api/invoices';
import { INVOICES_TEXT } from './invoices-messages';
import { fail } from './notify';
import { LoadError, Loading } from './section-state';
import { useLoad } from './use-load';

/** The card as typed: any text until the server has checked it. */
type SellerFields = Record<keyof SellerSettings, string>;

const EMPTY: SellerFields = { legalName: '', address: '', state: '', gstin: '' };

/** The seller card: what invoices print as the seller, and whether they are Tax Invoices (GSTIN) or Receipts. */
export default function InvoicesSection() {
  const seller = useLoad(getSeller, 'seller details');
  if (seller.error != null) return <LoadError error={seller.error} fallback={INVOICES_TEXT.loadFailed} onRetry={seller.reload} />;
  if (!seller.data) return <Loading label={INVOICES_TEXT.loading} />;
  return <SellerForm saved={seller.data.seller ?? EMPTY} />;
}

function SellerForm({ saved }: { saved: SellerFields }) {
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
      void showToast(INVOICES_TEXT.saved);
    } catch (error) {
      void fail(failureText(error, INVOICES_TEXT.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={save} noValidate>
      <p>{INVOICES_TEXT.intro}</p>
      <div className="admin-field">
        <label htmlFor="seller-name">{INVOICES_TEXT.legalName}</label>
        <input id="seller-name" maxLength={200} {...field('legalName')} />
      </div>
      <div className="admin-field">
        <label htmlFor="seller-address">{INVOICES_TEXT.address}</label>
        <textarea id="seller-address" rows={3} maxLength={500} {...field('address')} />
      </div>
      <div className="admin-field">
        <label htmlFor="seller-state">{INVOICES_TEXT.state}</label>
        <select id="seller-state" {...field('state')}>
          <option value="">{INVOICES_TEXT.statePlaceholder}</option>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="seller-gstin">{INVOICES_TEXT.gstin}</label>
        <input id="seller-gstin" maxLength={20} autoCapitalize="characters" {...field('gstin')} />
      </div>
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? INVOICES_TEXT.saving : INVOICES_TEXT.save}
      </button>
    </form>
  );
}
