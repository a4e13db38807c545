import { newPlanSchema, planChangesSchema } from '@chem/contract';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { focusFirstInvalid } from '../../../lib/use-validated-form';
import { schemaMessages } from './field-messages';
import { AdminField } from '../../../components/form/admin-field';
import { fail } from './notify';
import { errorText } from '../../../lib/error-text';
import { createPlan, deletePlan, listPlans, PLAN_NAMES, updatePlan, type Plan, type PlanInput, type PlanStatus } from '../api/plans';
import { formatRupees } from './format';
import { EmptyState, LoadError, Loading, RowActions } from '../../../components/admin-ui';
import { StatusBadge } from './status-badge';
import { useLoad } from '../../../lib/use-load';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';

interface PlanForm {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string;
  notIncluded: string;
  status: PlanStatus;
  duration: string;
}

const EMPTY_FORM: PlanForm = {
  name: PLAN_NAMES[0],
  price: '',
  period: '',
  description: '',
  features: '',
  notIncluded: '',
  status: 'active',
  duration: '1',
};

const formFrom = (plan: Plan): PlanForm => ({
  name: plan.name,
  price: String(plan.price ?? ''),
  period: plan.period ?? '',
  description: plan.description ?? '',
  features: (plan.features ?? []).join(', '),
  notIncluded: (plan.notIncluded ?? []).join(', '),
  status: plan.status === 'inactive' ? 'inactive' : 'active',
  duration: String(plan.duration ?? 1),
});

/** The form as typed: the contract's plan schema reads "299" as a number and splits the comma lists. */
const inputFrom = (form: PlanForm): PlanInput => ({ ...form });

/** Subscription Plans: the plan form in add or edit mode, and every plan (inactive ones too). */
export default function PlansSection() {
  const t = useT(adminContentCatalog);
  const commaHint = t('adminContent.plans.commaHint');
  const plans = useLoad('plans', listPlans);
  const [form, setForm] = useState<PlanForm>(EMPTY_FORM);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <K extends keyof PlanForm>(key: K) =>
    (value: PlanForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  function startEdit(plan: Plan) {
    setEditingId(plan._id);
    setForm(formFrom(plan));
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  }

  function cancelEdit() {
    setEditingId(null);
    setForm(EMPTY_FORM);
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = schemaMessages(editingId ? planChangesSchema : newPlanSchema, inputFrom(form));
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    setSubmitting(true);
    try {
      if (editingId) {
        const updated = await updatePlan(editingId, inputFrom(form));
        plans.update((list) => (list ?? []).map((plan) => (plan._id === updated._id ? updated : plan)));
        void showToast(t('adminContent.plans.updated'));
      } else {
        const created = await createPlan(inputFrom(form));
        plans.update((list) => [...(list ?? []), created]);
        void showToast(t('adminContent.plans.added'));
      }
      cancelEdit();
    } catch (error) {
      void fail(t('adminContent.plans.submitFailed'), errorText(error, undefined));
    } finally {
      setSubmitting(false);
    }
  }

  async function remove(plan: Plan) {
    const confirmed = await confirmDialog({
      title: t('adminContent.plans.deleteTitle', { name: plan.name }),
      text: t('adminContent.plans.deleteText'),
      confirmButtonText: t('adminContent.common.delete'),
    });
    if (!confirmed) return;
    try {
      await deletePlan(plan._id);
      plans.update((list) => (list ?? []).filter((item) => item._id !== plan._id));
      if (editingId === plan._id) cancelEdit();
      void showToast(t('adminContent.plans.deleted'));
    } catch (error) {
      void fail(t('adminContent.plans.deleteFailed'), errorText(error, undefined));
    }
  }

  return (
    <div className="admin-split">
      <form ref={formRef} className="admin-form shell-card" onSubmit={submit} aria-labelledby="plan-form-title" noValidate>
        <h2 id="plan-form-title" className="shell-card-title">
          {editingId ? t('adminContent.plans.editHeading') : t('adminContent.plans.newHeading')}
        </h2>
        <div className="admin-form-grid">
          <AdminField id="plan-name" label={t('adminContent.plans.name')} error={errors.name}>
            {(control) => (
              <select {...control} value={form.name} onChange={(event) => set('name')(event.target.value)}>
                {PLAN_NAMES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id="plan-price" label={t('adminContent.plans.price')} error={errors.price}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={form.price}
                onChange={(event) => set('price')(event.target.value)}
              />
            )}
          </AdminField>
          <AdminField id="plan-period" label={t('adminContent.plans.period')} error={errors.period}>
            {(control) => (
              <input
                {...control}
                placeholder={t('adminContent.plans.periodPlaceholder')}
                value={form.period}
                onChange={(event) => set('period')(event.target.value)}
              />
            )}
          </AdminField>
          <AdminField id="plan-duration" label={t('adminContent.plans.duration')} error={errors.duration}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min="1"
                max="120"
                step="1"
                value={form.duration}
                onChange={(event) => set('duration')(event.target.value)}
              />
            )}
          </AdminField>
          <AdminField id="plan-status" label={t('adminContent.plans.status')}>
            {(control) => (
              <select {...control} value={form.status} onChange={(event) => set('status')(event.target.value as PlanStatus)}>
                <option value="active">{t('adminContent.plans.status.active')}</option>
                <option value="inactive">{t('adminContent.plans.status.inactive')}</option>
              </select>
            )}
          </AdminField>
        </div>
        <AdminField id="plan-description" label={t('adminContent.common.description')} error={errors.description}>
          {(control) => (
            <textarea {...control} rows={3} value={form.description} onChange={(event) => set('description')(event.target.value)} />
          )}
        </AdminField>
        <AdminField id="plan-features" label={t('adminContent.plans.features')} hint={commaHint} error={errors.features}>
          {(control) => <textarea {...control} rows={2} value={form.features} onChange={(event) => set('features')(event.target.value)} />}
        </AdminField>
        <AdminField id="plan-not-included" label={t('adminContent.plans.notIncluded')} hint={commaHint} error={errors.notIncluded}>
          {(control) => (
            <textarea {...control} rows={2} value={form.notIncluded} onChange={(event) => set('notIncluded')(event.target.value)} />
          )}
        </AdminField>
        <FormActions
          busy={submitting}
          submitLabel={editingId ? t('adminContent.plans.update') : t('adminContent.plans.add')}
          busyLabel={t('adminContent.common.saving')}
          onCancel={editingId ? cancelEdit : undefined}
          cancelLabel={t('adminContent.common.cancelEdit')}
        />
      </form>

      <section aria-labelledby="plan-list-title">
        <h2 id="plan-list-title" className="shell-card-title">
          {t('adminContent.plans.allPlans')}
        </h2>
        {plans.error != null && <LoadError error={plans.error} fallback={t('adminContent.plans.loadFailed')} onRetry={plans.reload} />}
        {plans.status === 'loading' && !plans.data && <Loading label={t('adminContent.plans.loading')} />}
        {plans.data?.length === 0 && <EmptyState>{t('adminContent.plans.empty')}</EmptyState>}
        <ul className="admin-cards" aria-label={t('adminContent.plans.listLabel')}>
          {plans.data?.map((plan) => (
            <li key={plan._id} className="shell-card admin-plan" data-editing={plan._id === editingId || undefined}>
              <div className="admin-plan-head">
                <h3>{plan.name}</h3>
                <StatusBadge status={plan.status} />
              </div>
              <p className="admin-plan-price">
                {formatRupees(plan.price)}
                {plan.period && <span> / {plan.period}</span>}
                <span className="admin-muted"> · {t('adminContent.plans.months', { count: plan.duration })}</span>
              </p>
              <p>{plan.description}</p>
              {plan.features?.length > 0 && (
                <ul className="admin-plan-features">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              {plan.notIncluded?.length > 0 && (
                <p className="admin-muted">{t('adminContent.plans.notIncludedList', { list: plan.notIncluded.join(', ') })}</p>
              )}
              <RowActions
                name={t('adminContent.plans.rowName', { name: plan.name })}
                onEdit={() => startEdit(plan)}
                onDelete={() => void remove(plan)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
