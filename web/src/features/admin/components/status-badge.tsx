const LABELS: Record<string, string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  inactive: 'Inactive',
  none: 'None',
  paid: 'Paid',
  failed: 'Failed',
  started: 'Not completed',
  refunded: 'Refunded',
  disputed: 'Disputed',
  chargeback: 'Chargeback',
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
  const key = status.toLowerCase();
  const tone = key in LABELS ? key : 'cancelled';
  return (
    <span className="admin-badge" data-tone={tone}>
      {LABELS[key] ?? 'Cancelled'}
    </span>
  );
}
