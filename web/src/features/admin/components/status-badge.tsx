import { Badge, type BadgeTone } from '../../../components/dashboard-shell';

const BADGES: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  paid: { label: 'Paid', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
  started: { label: 'Not completed', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  failed: { label: 'Failed', tone: 'danger' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  none: { label: 'None', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  disputed: { label: 'Disputed', tone: 'warning' },
  chargeback: { label: 'Chargeback', tone: 'danger' },
  // A student who deleted their account (issue 19): only the payment records the law keeps remain.
  deleted: { label: 'Account deleted', tone: 'neutral' },
};

/** A payment order's status as a badge: an order still `created` was opened in Checkout but not paid. */
export const PAYMENT_BADGE = {
  paid: 'paid',
  failed: 'failed',
  created: 'started',
  refunded: 'refunded',
  disputed: 'disputed',
  chargeback: 'chargeback',
} as const;

/** Subscription, plan and payment status, as text plus colour (the colour is never the only signal). */
export function StatusBadge({ status }: { status: string }) {
  const badge = BADGES[status.toLowerCase()] ?? BADGES.cancelled!;
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
