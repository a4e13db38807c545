import { DashboardSection } from '../../../components/dashboard-shell';
import { Link } from 'react-router-dom';
import type { SubscriptionCheck } from '../api/subscription';
import type { Resource } from '../api/use-resource';
import { formatDate, formatDateTime, formatRupees, subscriptionStatusDisplay } from './format';
import { PaymentHistory } from './payment-history';

export function SubscribeNowLink() {
  return (
    <Link className="button button-primary" to="/SubscriptioinPage">
      Subscribe Now
    </Link>
  );
}

/** The states every subscription-dependent section shares: loading and failed. */
export function SubscriptionPending({ subscription }: { subscription: Resource<SubscriptionCheck> }) {
  if (subscription.status === 'error') {
    return (
      <div className="shell-card dash-state" role="alert">
        <h2>Error Loading Data</h2>
        <p>Failed to load subscription data.</p>
        <button className="button button-outline button-small" type="button" onClick={subscription.reload}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="shell-card dash-state" role="status">
      <div className="dash-spinner" aria-hidden="true" />
      <h2>Loading subscription details...</h2>
      <p>Please wait while we fetch your data</p>
    </div>
  );
}

export function SubscriptionSection({ subscription }: { subscription: Resource<SubscriptionCheck> }) {
  const current = subscription.status === 'ready' ? subscription.data.subscription : null;

  return (
    <DashboardSection title="Subscription Details" lead="Manage your subscription information">
      {subscription.status !== 'ready' ? (
        <SubscriptionPending subscription={subscription} />
      ) : !current ? (
        <div className="shell-card dash-state">
          <h2>No Active Subscription</h2>
          <p>You don&apos;t have an active subscription. To unlock features, please subscribe to a plan.</p>
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
  const status = subscriptionStatusDisplay(subscription.status);
  const rows: { label: string; value: string }[] = [
    { label: 'Plan', value: subscription.planName ?? subscription.planId },
    { label: 'Plan ID', value: subscription.planId },
    { label: 'Start date', value: formatDate(subscription.startDate) },
    { label: 'End date', value: formatDate(subscription.endDate) },
    { label: 'Payment ID', value: subscription.paymentId || 'Not Available' },
    { label: 'Amount paid', value: typeof subscription.price === 'number' ? formatRupees(subscription.price) : 'Not Available' },
    { label: 'Created', value: formatDateTime(subscription.createdAt) },
    { label: 'Last Updated', value: formatDateTime(subscription.updatedAt) },
  ];

  return (
    <>
      <div className="shell-card dash-sub-status" data-tone={status.tone}>
        <div>
          <p className="dash-sub-status-label">Status</p>
          <p className="dash-sub-status-value">{status.label}</p>
        </div>
        <p className="dash-sub-plan">
          {subscription.planName ?? 'Plan'}
          {status.tone === 'active' && <span> · until {formatDate(subscription.endDate)}</span>}
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
          <p>This subscription no longer unlocks notes. Choose a plan to continue.</p>
          <SubscribeNowLink />
        </div>
      )}
    </>
  );
}
