import { Suspense, lazy, useMemo, useState } from 'react';
import { saveFile } from '../../../lib/api-transfer';
import { getSales, downloadSalesExport, type MonthRevenue, type SalesExport, type WeekSignups } from '../api/sales';
import { useT } from '../../../i18n/catalog';
import { INTL_LOCALE, useLocale, type Locale } from '../../../i18n/locale';
import { adminCatalog } from '../i18n';
import { formatCount, formatRupees } from './format';
import { fail } from './notify';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';

// uPlot is its own chunk, fetched only when the Overview has something to draw.
const BarChart = lazy(() => import('./bar-chart'));

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month's short name in the interface language: English as always (Sep, not Intl's Sept), Hindi from Intl. */
function monthName(locale: Locale, month: number): string {
  if (locale === 'en') return MONTH_NAMES[month - 1] ?? '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

/** "2026-11" -> "Nov 26" (the chart) or "Nov 2026" (the table); "नव॰ 26" in Hindi. */
function monthLabel(locale: Locale, month: string, long = false): string {
  const [year = '', number = '1'] = month.split('-');
  const name = monthName(locale, Number(number)) || month;
  return `${name} ${long ? year : year.slice(2)}`;
}

/** "2026-11-23" -> "23 Nov". */
function dayLabel(locale: Locale, day: string): string {
  const [, month = '1', date = '1'] = day.split('-');
  return `${Number(date)} ${monthName(locale, Number(month))}`;
}

const shortRupees = (value: number) =>
  value >= 100_000
    ? `₹${formatCount(Math.round(value / 1000) / 100)}L`
    : value >= 1000
      ? `₹${formatCount(Math.round(value / 100) / 10)}k`
      : `₹${formatCount(value)}`;

function Chart(props: Parameters<typeof BarChart>[0]) {
  const t = useT(adminCatalog);
  return (
    <Suspense fallback={<p className="admin-muted admin-chart-placeholder">{t('admin.sales.chartLoading')}</p>}>
      <BarChart {...props} />
    </Suspense>
  );
}

function RevenueChart({ months }: { months: MonthRevenue[] }) {
  const t = useT(adminCatalog);
  const locale = useLocale();
  const labels = useMemo(() => months.map((entry) => monthLabel(locale, entry.month)), [locale, months]);
  const values = useMemo(() => months.map((entry) => entry.net), [months]);
  const total = months.reduce((sum, entry) => sum + entry.net, 0);
  const hasSales = months.some((entry) => entry.gross > 0);
  return (
    <section className="admin-sales-card" aria-labelledby="sales-revenue-title">
      <h3 id="sales-revenue-title">{t('admin.sales.revenueTitle')}</h3>
      {hasSales ? (
        <>
          <p className="admin-muted">{t('admin.sales.revenueSummary', { total: formatRupees(total) })}</p>
          <Chart labels={labels} values={values} format={shortRupees} colorVariable="--color-primary-700" />
          <details className="admin-sales-figures">
            <summary>{t('admin.sales.showFigures')}</summary>
            <table>
              <caption className="visually-hidden">{t('admin.sales.revenueTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.sales.monthColumn')}</th>
                  <th scope="col">{t('admin.sales.grossColumn')}</th>
                  <th scope="col">{t('admin.sales.refundsColumn')}</th>
                  <th scope="col">{t('admin.sales.netColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((entry) => (
                  <tr key={entry.month}>
                    <th scope="row">{monthLabel(locale, entry.month, true)}</th>
                    <td>{formatRupees(entry.gross)}</td>
                    <td>{formatRupees(entry.refunds)}</td>
                    <td>{formatRupees(entry.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <EmptyState>{t('admin.sales.revenueEmpty')}</EmptyState>
      )}
    </section>
  );
}

function StudentsChart({ weeks }: { weeks: WeekSignups[] }) {
  const t = useT(adminCatalog);
  const locale = useLocale();
  const labels = useMemo(() => weeks.map((entry) => dayLabel(locale, entry.startsOn)), [locale, weeks]);
  const values = useMemo(() => weeks.map((entry) => entry.students), [weeks]);
  const total = weeks.reduce((sum, entry) => sum + entry.students, 0);
  return (
    <section className="admin-sales-card" aria-labelledby="sales-students-title">
      <h3 id="sales-students-title">{t('admin.sales.studentsTitle')}</h3>
      {total > 0 ? (
        <>
          <p className="admin-muted">{t('admin.sales.studentsSummary', { total: formatCount(total) })}</p>
          <Chart labels={labels} values={values} format={formatCount} colorVariable="--color-accent-700" wholeNumbers />
          <details className="admin-sales-figures">
            <summary>{t('admin.sales.showFigures')}</summary>
            <table>
              <caption className="visually-hidden">{t('admin.sales.studentsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.sales.weekColumn')}</th>
                  <th scope="col">{t('admin.sales.studentsColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((entry) => (
                  <tr key={entry.week}>
                    <th scope="row">{dayLabel(locale, entry.startsOn)}</th>
                    <td>{formatCount(entry.students)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <EmptyState>{t('admin.sales.studentsEmpty')}</EmptyState>
      )}
    </section>
  );
}

function RankedList({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: { key: string; name: string; figure: string }[];
}) {
  return (
    <section className="admin-sales-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {items.length > 0 ? (
        <ol className="admin-sales-ranking">
          {items.map((item) => (
            <li key={item.key}>
              <span>{item.name}</span> <span className="admin-muted">{item.figure}</span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </section>
  );
}

function ExportButtons() {
  const t = useT(adminCatalog);
  const [busy, setBusy] = useState<SalesExport | null>(null);
  const download = async (kind: SalesExport) => {
    setBusy(kind);
    try {
      const file = await downloadSalesExport(kind);
      saveFile(file, file.fileName ?? `${kind}.csv`);
    } catch (error) {
      await fail(t('admin.sales.exportFailed'), error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="admin-sales-card" aria-labelledby="sales-exports-title">
      <h3 id="sales-exports-title">{t('admin.sales.exportsTitle')}</h3>
      <p className="admin-muted">{t('admin.sales.exportsHint')}</p>
      <div className="admin-sales-exports">
        {(['students', 'payments'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button-outline button-small"
            disabled={busy !== null}
            onClick={() => void download(kind)}
          >
            {busy === kind
              ? t('admin.sales.exporting')
              : kind === 'students'
                ? t('admin.sales.exportStudents')
                : t('admin.sales.exportPayments')}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The Overview's sales at a glance: GET /api/admin/sales (a fixed handful of reads), charts, lists, exports. */
export function SalesOverviewPanel() {
  const t = useT(adminCatalog);
  const sales = useLoad('sales', getSales);
  const data = sales.data;
  return (
    <section className="admin-sales" aria-labelledby="sales-heading">
      <h2 id="sales-heading">{t('admin.sales.heading')}</h2>
      {sales.error ? (
        <LoadError error={sales.error} fallback={t('admin.sales.loadFailed')} onRetry={sales.reload} />
      ) : !data ? (
        <Loading label={t('admin.sales.loading')} />
      ) : (
        <div className="admin-sales-grid">
          <RevenueChart months={data.months} />
          <StudentsChart weeks={data.weeks} />
          <RankedList
            id="sales-top-plans"
            title={t('admin.sales.topPlansTitle')}
            empty={t('admin.sales.topPlansEmpty')}
            items={data.topPlans.map((plan) => ({
              key: plan.planId,
              name: plan.name,
              figure: t('admin.sales.planSales', { count: formatCount(plan.sales) }),
            }))}
          />
          <RankedList
            id="sales-coupon-uses"
            title={t('admin.sales.couponsTitle')}
            empty={t('admin.sales.couponsEmpty')}
            items={data.topCoupons.map((coupon) => ({
              key: coupon.code,
              name: coupon.code,
              figure: t('admin.sales.couponUses', { count: formatCount(coupon.usedCount) }),
            }))}
          />
        </div>
      )}
      <ExportButtons />
    </section>
  );
}
