import { getOverview, type AdminOverview } from '../api/overview';
import { StatTiles } from '../../../components/dashboard-shell';
import { formatCount, formatRupees } from './format';
import { IntegrationsWarning } from './integrations-warning';
import { LoadError } from './section-state';
import { SalesOverviewPanel } from './sales-overview';
import { useLoad } from './use-load';

const CARDS: ReadonlyArray<{ key: keyof Omit<AdminOverview, 'generatedAt'>; label: string; format: (value: number) => string }> = [
  { key: 'students', label: 'Students', format: formatCount },
  { key: 'notes', label: 'Notes', format: formatCount },
  { key: 'activeSubscriptions', label: 'Active subscriptions', format: formatCount },
  { key: 'contactQueries', label: 'Contact queries', format: formatCount },
  { key: 'revenue', label: 'Revenue (captured payments)', format: formatRupees },
];

/** Real figures from GET /api/admin/overview, in place of the spec's placeholders. */
export default function OverviewSection() {
  const overview = useLoad(getOverview, 'the overview');

  if (overview.error) return <LoadError error={overview.error} fallback="Could not load the overview." onRetry={overview.reload} />;

  const figures = overview.data;
  return (
    <>
      <IntegrationsWarning />
      <StatTiles
        busy={overview.loading}
        tiles={CARDS.map((card) => ({
          label: card.label,
          value: figures ? card.format(figures[card.key]) : <span className="admin-skeleton">Loading</span>,
        }))}
      />
      <div className="admin-toolbar">
        {figures && (
          <p className="admin-muted">
            Revenue is the total of payments captured through Razorpay, less refunds. Updated{' '}
            {new Date(figures.generatedAt).toLocaleTimeString()}.
          </p>
        )}
        <button type="button" className="button button-outline button-small" onClick={overview.reload} disabled={overview.loading}>
          Refresh
        </button>
      </div>
      <SalesOverviewPanel />
    </>
  );
}
