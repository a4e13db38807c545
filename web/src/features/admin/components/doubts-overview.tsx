import { Link } from 'react-router-dom';
import { ADMIN_PATH } from '../../../config/paths';
import { useT } from '../../../i18n/catalog';
import { useLoad } from '../../../lib/use-load';
import { errorText } from '../../../lib/error-text';
import { getDoubtsOverview } from '../api/overview';
import { adminCatalog } from '../i18n';
import { formatCount, waitParts } from './format';

/**
 * The Overview's doubts card: how many wait for the teacher now, and how long students waited for
 * a first answer over the last 30 days (the median), or plainly that nothing was answered in them.
 */
export function DoubtsOverviewCard() {
  const t = useT(adminCatalog);
  const figures = useLoad('doubts-overview', getDoubtsOverview);
  const data = figures.data;

  function wait(seconds: number): string {
    const parts = waitParts(seconds);
    if (parts.unit === 'underMinute') return t('admin.overview.doubts.underMinute');
    if (parts.unit === 'minutes') return t('admin.overview.doubts.minutes', { minutes: parts.minutes });
    if (parts.unit === 'hours') return t('admin.overview.doubts.hours', { hours: parts.hours, minutes: parts.minutes });
    return t('admin.overview.doubts.days', { days: parts.days, hours: parts.hours });
  }

  return (
    <section
      className="admin-sales-card admin-doubts-card"
      aria-labelledby="overview-doubts-title"
      aria-busy={figures.status === 'loading'}
    >
      <h2 id="overview-doubts-title">{t('admin.overview.doubts.title')}</h2>
      {figures.error ? (
        <p className="admin-form-error">{errorText(figures.error, t('admin.overview.doubts.loadFailed'))}</p>
      ) : !data ? (
        <p className="admin-muted">{t('admin.overview.tileLoading')}</p>
      ) : (
        <>
          <p className="admin-doubts-waiting">
            <strong>{formatCount(data.waiting)}</strong> {t('admin.overview.doubts.waiting', { count: data.waiting })}
          </p>
          <p>
            {data.medianFirstAnswerSeconds === null
              ? t('admin.overview.doubts.noAnswers')
              : t('admin.overview.doubts.median', { wait: wait(data.medianFirstAnswerSeconds), count: data.answered })}
          </p>
        </>
      )}
      <Link className="button button-outline button-small" to={`${ADMIN_PATH}?section=doubts`}>
        {t('admin.overview.doubts.open')}
      </Link>
    </section>
  );
}
