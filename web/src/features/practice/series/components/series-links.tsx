import { Link } from 'react-router-dom';
import { useT } from '../../../../i18n/catalog';
import { useLoad } from '../../../../lib/use-load';
import { seriesPath } from '../../../../config/series-paths';
import { listSeries } from '../api/series';
import { seriesEntryCatalog } from '../entry/i18n';
import './series.css';

/**
 * On /tests: the published series that have papers, each linking to its page. Nothing while
 * loading or when the list cannot be had: the tests below are the page's point.
 */
export function SeriesLinks() {
  const t = useT(seriesEntryCatalog);
  const state = useLoad('series', listSeries);
  if (state.status !== 'ready') return null;
  const shown = state.data.series.filter((series) => series.paperCount > 0);
  if (shown.length === 0) return null;
  return (
    <section className="tseries-links" aria-labelledby="tseries-links-heading">
      <h2 id="tseries-links-heading">{t('seriesEntry.heading')}</h2>
      <ul>
        {shown.map((series) => (
          <li key={series._id}>
            <Link to={seriesPath(series._id)} aria-label={t('seriesEntry.open', { title: series.title })}>
              <strong>{series.title}</strong>
              <span>{t('seriesEntry.papers', { count: series.paperCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
