import { DashboardSection } from '../../../components/dashboard-shell';
import { Link } from 'react-router-dom';
import type { SubscriptionCheck } from '../api/subscription';
import type { Loaded } from '../../../lib/use-load';
import { formatDate } from '../../../lib/format';
import { formatRupees, subscriptionStatusDisplay } from './format';
import { PaymentHistory } from './payment-history';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';
import { PLANS_PATH } from '../../../config/paths';

export function SubscribeNowLink() {
  const t = useT(dashboardCatalog);
  return (
    <Link className="button button-primary" to={PLANS_PATH}>
      {t('dashboard.subscription.subscribeNow')}
    </Link>
  );
}

/** The states every subscription-dependent section shares: loading and failed. */
export function SubscriptionPending({ subscription }: { subscription: Loaded<SubscriptionCheck> }) {
  const t = useT(dashboardCatalog);
  if (subscription.status === 'error') {
    return (
      <div className="shell-card dash-state" role="alert">
        <h2>{t('dashboard.subscription.errorTitle')}</h2>
        <p>{t('dashboard.subscription.errorText')}</p>
        <button className="button button-outline button-small" type="button" onClick={subscription.reload}>
          {t('dashboard.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="shell-card dash-state" role="status">
      <div className="dash-spinner" aria-hidden="true" />
      <h2>{t('dashboard.subscription.loadingTitle')}</h2>
      <p>{t('dashboard.subscription.loadingText')}</p>
    </div>
  );
}

export function SubscriptionSection({ subscription }: { subscription: Loaded<SubscriptionCheck> }) {
  const t = useT(dashboardCatalog);
  const current = subscription.status === 'ready' ? subscription.data.subscription : null;

  return (
    <DashboardSection title={t('dashboard.section.subscription')} lead={t('dashboard.subscription.lead')}>
      {subscription.status !== 'ready' ? (
        <SubscriptionPending subscription={subscription} />
      ) : !current ? (
        <div className="shell-card dash-state">
          <h2>{t('dashboard.subscription.noneTitle')}</h2>
          <p>{t('dashboard.subscription.noneText')}</p>
          <SubscribeNowLink />
        </div>
      ) : (
        <SubscriptionDetails subscription={current} />
      )}
      {subscription.status === 'ready' && <PaymentHistory />}
    </DashboardSection>
  );
}

function SubscriptionDetails({ subscription }: { subscription: NonNullable<SubscriptionCheck['subscription']> }) {
  const t = useT(dashboardCatalog);
  const status = subscriptionStatusDisplay(subscription.status);
  const notAvailable = t('dashboard.notAvailable');
  const rows: { label: string; value: string }[] = [
    { label: t('dashboard.subscription.plan'), value: subscription.planName ?? subscription.planId },
    { label: t('dashboard.subscription.planId'), value: subscription.planId },
    { label: t('dashboard.subscription.startDate'), value: formatDate(subscription.startDate, 'long', notAvailable) },
    { label: t('dashboard.subscription.endDate'), value: formatDate(subscription.endDate, 'long', notAvailable) },
    { label: t('dashboard.subscription.paymentId'), value: subscription.paymentId || notAvailable },
    {
      label: t('dashboard.subscription.amountPaid'),
      value: typeof subscription.price === 'number' ? formatRupees(subscription.price) : notAvailable,
    },
    { label: t('dashboard.subscription.created'), value: formatDate(subscription.createdAt, 'moment', notAvailable) },
    { label: t('dashboard.subscription.updated'), value: formatDate(subscription.updatedAt, 'moment', notAvailable) },
  ];

  return (
    <>
      <div className="shell-card dash-sub-status" data-tone={status.tone}>
        <div>
          <p className="dash-sub-status-label">{t('dashboard.subscription.status')}</p>
          <p className="dash-sub-status-value">{status.label}</p>
        </div>
        <p className="dash-sub-plan">
          {subscription.planName ?? t('dashboard.subscription.plan')}
          {status.tone === 'active' && (
            <span> · {t('dashboard.subscription.until', { date: formatDate(subscription.endDate, 'long', notAvailable) })}</span>
          )}
        </p>
      </div>

      <div className="shell-card">
        <dl className="dash-details">
          {rows.map((row) => (
            <div key={row.label} className="dash-detail">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {status.tone !== 'active' && (
        <div className="shell-card dash-state">
          <p>{t('dashboard.subscription.noLonger')}</p>
          <SubscribeNowLink />
        </div>
      )}
    </>
  );
}
