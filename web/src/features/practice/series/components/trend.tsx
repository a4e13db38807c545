import { Link } from 'react-router-dom';
import type { SeriesTrend } from '@chem/contract';
import { useT } from '../../../../i18n/catalog';
import { testPath } from '../../../../config/paths';
import { seriesCatalog } from '../i18n';
import { shortPercentile, trendChart } from './trend-model';

const BOX = { width: 320, height: 150, left: 28, pad: 10 };

/**
 * The student's trend across the series' released papers: a line of their percentile per paper
 * (a picture for the eye; its figures are in the table below it, which screen readers get) and the
 * table of score, rank and percentile. An honest empty state when there is nothing yet.
 */
export function Trend({ trend }: { trend: SeriesTrend }) {
  const t = useT(seriesCatalog);
  const taken = trend.papers.filter((paper) => paper.result !== null);
  if (trend.papers.length === 0) return <p className="practice-card practice-state">{t('series.trendWaiting')}</p>;
  if (taken.length === 0) return <p className="practice-card practice-state">{t('series.trendEmpty')}</p>;
  const chart = trendChart(trend.papers, BOX);
  return (
    <>
      <svg className="tseries-chart" viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={t('series.chartLabel')}>
        {chart.grid.map((line) => (
          <g key={line.value}>
            <line className="grid" x1={BOX.left} x2={BOX.width - BOX.pad} y1={line.y} y2={line.y} />
            <text className="axis" x={BOX.left - 4} y={line.y + 3} textAnchor="end">
              {line.value}
            </text>
          </g>
        ))}
        <path className="line" d={chart.path} />
        {chart.points.map((point) => (
          <circle key={point.testId} className="dot" cx={point.x} cy={point.y} r={4}>
            <title>{t('series.chartPoint', { title: point.title, percentile: shortPercentile(point.percentile) })}</title>
          </circle>
        ))}
      </svg>
      <div className="tseries-table-wrap">
        <table className="tseries-table">
          <thead>
            <tr>
              <th scope="col">{t('series.paper')}</th>
              <th scope="col">{t('series.score')}</th>
              <th scope="col">{t('series.rank')}</th>
              <th scope="col">{t('series.percentile')}</th>
            </tr>
          </thead>
          <tbody>
            {trend.papers.map((paper) => (
              <tr key={paper.testId}>
                <th scope="row">
                  {paper.result ? <Link to={testPath(paper.testId, paper.result.attemptId)}>{paper.title}</Link> : paper.title}
                </th>
                {paper.result ? (
                  <>
                    <td>{t('series.scoreOf', { score: paper.result.score, max: paper.result.maxScore })}</td>
                    <td>{t('series.rankOf', { rank: paper.result.rank, takers: paper.result.takers })}</td>
                    <td>{paper.result.percentile}</td>
                  </>
                ) : (
                  <td colSpan={3} data-none>
                    {t('series.notTaken')}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
