import { Badge, type BadgeTone } from '../../../components/dashboard-shell';
import { useT } from '../../../i18n/catalog';
import { adminCatalog, type AdminMessage } from '../i18n';

const BADGES: Record<string, { label: AdminMessage; tone: BadgeTone }> = {
  active: { label: 'admin.status.active', tone: 'success' },
  paid: { label: 'admin.status.paid', tone: 'success' },
  expired: { label: 'admin.status.expired', tone: 'warning' },
  started: { label: 'admin.status.started', tone: 'warning' },
  cancelled: { label: 'admin.status.cancelled', tone: 'danger' },
  failed: { label: 'admin.status.failed', tone: 'danger' },
  inactive: { label: 'admin.status.inactive', tone: 'neutral' },
  none: { label: 'admin.status.none', tone: 'neutral' },
  refunded: { label: 'admin.status.refunded', tone: 'neutral' },
  disputed: { label: 'admin.status.disputed', tone: 'warning' },
  chargeback: { label: 'admin.status.chargeback', tone: 'danger' },
  'needs-refund': { label: 'admin.status.needsRefund', tone: 'danger' },
  // A student who deleted their account: only the payment records the law keeps remain.
  deleted: { label: 'admin.status.deleted', tone: 'neutral' },
};

/** A payment order's status as a badge: an order still `created` was opened in Checkout but not paid. */
export const PAYMENT_BADGE = {
  paid: 'paid',
  failed: 'failed',
  created: 'started',
  refunded: 'refunded',
  disputed: 'disputed',
  chargeback: 'chargeback',
  'needs-refund': 'needs-refund',
} as const;

/** Subscription, plan and payment status, as text plus colour (the colour is never the only signal). */
export function StatusBadge({ status }: { status: string }) {
  const t = useT(adminCatalog);
  const badge = BADGES[status.toLowerCase()] ?? BADGES.cancelled!;
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}
