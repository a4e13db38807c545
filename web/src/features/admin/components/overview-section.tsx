import { getOverview, type AdminOverview } from '../api/overview';
import { StatTiles } from '../../../components/dashboard-shell';
import { useT } from '../../../i18n/catalog';
import { adminCatalog, type AdminMessage } from '../i18n';
import { formatCount, formatRupees, formatTime } from './format';
import { IntegrationsWarning } from './integrations-warning';
import { RefundsDue } from './refunds-due';
import { DoubtsOverviewCard } from './doubts-overview';
import { LoadError } from '../../../components/admin-ui';
import { SalesOverviewPanel } from './sales-overview';
import { useLoad } from '../../../lib/use-load';

const CARDS: ReadonlyArray<{
  key: keyof Omit<AdminOverview, 'generatedAt' | 'refundsDue'>;
  label: AdminMessage;
  format: (value: number) => string;
}> = [
  { key: 'students', label: 'admin.overview.students', format: formatCount },
  { key: 'notes', label: 'admin.overview.notes', format: formatCount },
  { key: 'activeSubscriptions', label: 'admin.overview.activeSubscriptions', format: formatCount },
  { key: 'contactQueries', label: 'admin.overview.contactQueries', format: formatCount },
  { key: 'revenue', label: 'admin.overview.revenue', format: formatRupees },
];

/** Real figures from GET /api/admin/overview, in place of the spec's placeholders. */
export default function OverviewSection() {
  const t = useT(adminCatalog);
  const overview = useLoad('overview', getOverview);

  if (overview.error) return <LoadError error={overview.error} fallback={t('admin.overview.loadFailed')} onRetry={overview.reload} />;

  const figures = overview.data;
  return (
    <>
      <IntegrationsWarning />
      {figures?.refundsDue && <RefundsDue refunds={figures.refundsDue} />}
      <StatTiles
        busy={overview.status === 'loading'}
        tiles={CARDS.map((card) => ({
          label: t(card.label),
          value: figures ? card.format(figures[card.key]) : <span className="admin-skeleton">{t('admin.overview.tileLoading')}</span>,
        }))}
      />
      <div className="admin-toolbar">
        {figures && <p className="admin-muted">{t('admin.overview.revenueNote', { time: formatTime(figures.generatedAt) })}</p>}
        <button
          type="button"
          className="button button-outline button-small"
          onClick={overview.reload}
          disabled={overview.status === 'loading'}
        >
          {t('admin.refresh')}
        </button>
      </div>
      <DoubtsOverviewCard />
      <SalesOverviewPanel />
    </>
  );
}
