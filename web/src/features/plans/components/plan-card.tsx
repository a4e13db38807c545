import { formatRupees } from '../../../lib/format';
import { useT } from '../../../i18n/catalog';
import type { Plan } from '../api/plans';
import { plansCatalog } from '../i18n';

interface PlanCardProps {
  plan: Plan;
  highlighted: boolean;
  onChoose: (plan: Plan) => void;
}

export function PlanCard({ plan, highlighted, onChoose }: PlanCardProps) {
  const t = useT(plansCatalog);
  const nameId = `plan-${plan._id}-name`;
  return (
    <article className={`plan-card${highlighted ? ' is-highlighted' : ''}`} aria-labelledby={nameId}>
      {highlighted && <p className="plan-card-flag">{t('plans.card.popular')}</p>}
      <h2 id={nameId} className="plan-card-name">
        {plan.name}
      </h2>
      <p className="plan-card-price">
        <span className="plan-card-amount">{formatRupees(plan.price)}</span>
        {plan.period && <span className="plan-card-period"> / {plan.period}</span>}
      </p>
      {plan.description && <p className="plan-card-description">{plan.description}</p>}
      <ul className="plan-card-features">
        {(plan.features ?? []).map((feature) => (
          <li key={feature} className="is-included">
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden">{t('plans.card.included')}</span>
            {feature}
          </li>
        ))}
        {(plan.notIncluded ?? []).map((feature) => (
          <li key={feature} className="is-excluded">
            <span aria-hidden="true">✗</span>
            <span className="visually-hidden">{t('plans.card.notIncluded')}</span>
            {feature}
          </li>
        ))}
      </ul>
      <button
        className={`button ${highlighted ? 'button-primary' : 'button-outline'} plan-card-button`}
        type="button"
        aria-describedby={nameId}
        onClick={() => onChoose(plan)}
      >
        {t('plans.card.getStarted')}
      </button>
    </article>
  );
}
