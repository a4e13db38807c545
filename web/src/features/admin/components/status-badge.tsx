const LABELS: Record<string, string> = { active: 'Active', expired: 'Expired', cancelled: 'Cancelled', inactive: 'Inactive', none: 'None' };

/** Subscription and plan status, as text plus colour (the colour is never the only signal). */
export function StatusBadge({ status }: { status: string }) {
  const key = status.toLowerCase();
  const tone = key in LABELS ? key : 'cancelled';
  return (
    <span className="admin-badge" data-tone={tone}>
      {LABELS[key] ?? 'Cancelled'}
    </span>
  );
}
