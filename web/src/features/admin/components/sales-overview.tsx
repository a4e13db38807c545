import { Suspense, lazy, useMemo, useState } from 'react';
import { saveFile } from '../../../lib/api-transfer';
import { getSales, downloadSalesExport, type MonthRevenue, type SalesExport, type WeekSignups } from '../api/sales';
import { ADMIN_SALES_TEXT as TEXT } from '../messages';
import { formatCount, formatRupees } from './format';
import { fail } from './notify';
import { EmptyState, LoadError, Loading } from './section-state';
import { useLoad } from './use-load';

// uPlot is its own chunk, fetched only when the Overview has something to draw.
const BarChart = lazy(() => import('./bar-chart'));

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" -> "Nov 26" (the chart) or "Nov 2026" (the table). */
function monthLabel(month: string, long = false): string {
  const [year = '', number = '1'] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1] ?? month;
  return `${name} ${long ? year : year.slice(2)}`;
}

/** "2026-11-23" -> "23 Nov". */
function dayLabel(day: string): string {
  const [, month = '1', date = '1'] = day.split('-');
  return `${Number(date)} ${MONTH_NAMES[Number(month) - 1] ?? ''}`;
}

const shortRupees = (value: number) =>
  value >= 100_000
    ? `₹${formatCount(Math.round(value / 1000) / 100)}L`
    : value >= 1000
      ? `₹${formatCount(Math.round(value / 100) / 10)}k`
      : `₹${formatCount(value)}`;

function Chart(props: Parameters<typeof BarChart>[0]) {
  return (
    <Suspense fallback={<p className="admin-muted admin-chart-placeholder">{TEXT.chartLoading}</p>}>
      <BarChart {...props} />
    </Suspense>
  );
}

function RevenueChart({ months }: { months: MonthRevenue[] }) {
  const labels = useMemo(() => months.map((entry) => monthLabel(entry.month)), [months]);
  const values = useMemo(() => months.map((entry) => entry.net), [months]);
  const total = months.reduce((sum, entry) => sum + entry.net, 0);
  const hasSales = months.some((entry) => entry.gross > 0);
  return (
    <section className="admin-sales-card" aria-labelledby="sales-revenue-title">
      <h3 id="sales-revenue-title">{TEXT.revenueTitle}</h3>
      {hasSales ? (
        <>
          <p className="admin-muted">{TEXT.revenueSummary(formatRupees(total))}</p>
          <Chart labels={labels} values={values} format={shortRupees} colorVariable="--color-primary-700" />
          <details className="admin-sales-figures">
            <summary>{TEXT.showFigures}</summary>
            <table>
              <caption className="visually-hidden">{TEXT.revenueTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.monthColumn}</th>
                  <th scope="col">{TEXT.grossColumn}</th>
                  <th scope="col">{TEXT.refundsColumn}</th>
                  <th scope="col">{TEXT.netColumn}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((entry) => (
                  <tr key={entry.month}>
                    <th scope="row">{monthLabel(entry.month, true)}</th>
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
        <EmptyState>{TEXT.revenueEmpty}</EmptyState>
      )}
    </section>
  );
}

function StudentsChart({ weeks }: { weeks: WeekSignups[] }) {
  const labels = useMemo(() => weeks.map((entry) => dayLabel(entry.startsOn)), [weeks]);
  const values = useMemo(() => weeks.map((entry) => entry.students), [weeks]);
  const total = weeks.reduce((sum, entry) => sum + entry.students, 0);
  return (
    <section className="admin-sales-card" aria-labelledby="sales-students-title">
      <h3 id="sales-students-title">{TEXT.studentsTitle}</h3>
      {total > 0 ? (
        <>
          <p className="admin-muted">{TEXT.studentsSummary(formatCount(total))}</p>
          <Chart labels={labels} values={values} format={formatCount} colorVariable="--color-accent-700" wholeNumbers />
          <details className="admin-sales-figures">
            <summary>{TEXT.showFigures}</summary>
            <table>
              <caption className="visually-hidden">{TEXT.studentsTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.weekColumn}</th>
                  <th scope="col">{TEXT.studentsColumn}</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((entry) => (
                  <tr key={entry.week}>
                    <th scope="row">{dayLabel(entry.startsOn)}</th>
                    <td>{formatCount(entry.students)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <EmptyState>{TEXT.studentsEmpty}</EmptyState>
      )}
    </section>
  );
}

function RankedList({ title, empty, items }: { title: string; empty: string; items: { key: string; name: string; figure: string }[] }) {
  const id = `sales-${title.toLowerCase().replace(/\W+/g, '-')}`;
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
  const [busy, setBusy] = useState<SalesExport | null>(null);
  const download = async (kind: SalesExport) => {
    setBusy(kind);
    try {
      const file = await downloadSalesExport(kind);
      saveFile(file, file.fileName ?? `${kind}.csv`);
    } catch (error) {
      await fail(TEXT.exportFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="admin-sales-card" aria-labelledby="sales-exports-title">
      <h3 id="sales-exports-title">{TEXT.exportsTitle}</h3>
      <p className="admin-muted">{TEXT.exportsHint}</p>
      <div className="admin-sales-exports">
        {(['students', 'payments'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button-outline button-small"
            disabled={busy !== null}
            onClick={() => void download(kind)}
          >
            {busy === kind ? TEXT.exporting : kind === 'students' ? TEXT.exportStudents : TEXT.exportPayments}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The Overview's sales at a glance: GET /api/admin/sales (a fixed handful of reads), charts, lists, exports. */
export function SalesOverviewPanel() {
  const sales = useLoad(getSales, 'the sales figures');
  const data = sales.data;
  return (
    <section className="admin-sales" aria-labelledby="sales-heading">
      <h2 id="sales-heading">{TEXT.heading}</h2>
      {sales.error ? (
        <LoadError error={sales.error} fallback={TEXT.loadFailed} onRetry={sales.reload} />
      ) : !data ? (
        <Loading label={TEXT.loading} />
      ) : (
        <div className="admin-sales-grid">
          <RevenueChart months={data.months} />
          <StudentsChart weeks={data.weeks} />
          <RankedList
            title={TEXT.topPlansTitle}
            empty={TEXT.topPlansEmpty}
            items={data.topPlans.map((plan) => ({ key: plan.planId, name: plan.name, figure: TEXT.planSales(formatCount(plan.sales)) }))}
          />
          <RankedList
            title={TEXT.couponsTitle}
            empty={TEXT.couponsEmpty}
            items={data.topCoupons.map((coupon) => ({
              key: coupon.code,
              name: coupon.code,
              figure: TEXT.couponUses(formatCount(coupon.usedCount)),
            }))}
          />
        </div>
      )}
      <ExportButtons />
    </section>
  );
}
