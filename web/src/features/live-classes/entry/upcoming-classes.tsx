import { useState } from 'react';
import { Link } from 'react-router-dom';
import { liveClassPath } from '../../../config/live-class-paths';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';

import { useLoad } from '../../../lib/use-load';
import { downloadCalendar, getMyLiveClasses, type LiveClassSummary } from '../api/live-classes';
import { CountdownText } from '../components/countdown-text';
import { indiaDateTime, useMinuteClock } from '../countdown';
import { liveClassesCatalog } from '../i18n';
import '../live-classes.css';

/**
 * The live classes a signed-in student may join, soonest first, each with its countdown, "Add to
 * calendar" and its page (where the Join button appears at the time): on the dashboard (every
 * class of theirs) and on a course's page (that course's, shown only when there is one).
 */
export default function UpcomingLiveClasses({ courseId }: { courseId?: string }) {
  const t = useT(liveClassesCatalog);
  const classes = useLoad(`live-classes-${courseId ?? 'all'}`, (signal) => getMyLiveClasses(courseId, signal));
  const now = useMinuteClock();
  // A course page shows the card only when the course has a class coming.
  if (courseId && (classes.status !== 'ready' || classes.data.length === 0)) return null;
  return (
    <section
      className={`shell-card live-card${classes.status === 'loading' ? ' dash-card-placeholder' : ''}`}
      aria-labelledby={`live-card-title-${courseId ?? 'all'}`}
    >
      <h2 className="shell-card-title" id={`live-card-title-${courseId ?? 'all'}`}>
        {t('liveClasses.card.title')}
      </h2>
      {classes.status === 'error' ? (
        <div role="alert">
          <p className="dash-empty">{t('liveClasses.card.failed')}</p>
          <button className="button button-outline button-small" type="button" onClick={classes.reload}>
            {t('liveClasses.card.tryAgain')}
          </button>
        </div>
      ) : classes.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          {t('liveClasses.card.loading')}
        </p>
      ) : classes.data.length === 0 ? (
        <p className="dash-empty">{t('liveClasses.card.empty')}</p>
      ) : (
        <ul className="live-list" aria-label={t('liveClasses.card.list')}>
          {classes.data.map((item) => (
            <ClassRow key={item.id} item={item} now={now} showCourse={!courseId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ClassRow({ item, now, showCourse }: { item: LiveClassSummary; now: number; showCourse: boolean }) {
  const t = useT(liveClassesCatalog);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function addToCalendar() {
    setBusy(true);
    setError('');
    try {
      await downloadCalendar(item.id);
    } catch (caught) {
      setError(errorText(caught, t('liveClasses.calendarFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="live-row">
      <div className="live-row-facts">
        <h3 className="live-row-title">{item.title}</h3>
        <p className="live-row-meta">
          {showCourse && <span>{item.courseTitle ?? t('liveClasses.everyone')}</span>}
          <span>{t('liveClasses.when', { date: indiaDateTime(item.startsAt), minutes: item.durationMinutes })}</span>
          <span>{t(`liveClasses.provider.${item.provider}`)}</span>
        </p>
        <CountdownText startsAt={item.startsAt} endsAt={item.endsAt} now={now} />
      </div>
      <div className="button-row live-row-actions">
        <Link
          className="button button-primary button-small"
          to={liveClassPath(item.id)}
          title={t('liveClasses.openTitle', { title: item.title })}
        >
          {t('liveClasses.open')}
        </Link>
        <button
          className="button button-outline button-small"
          type="button"
          onClick={() => void addToCalendar()}
          disabled={busy}
          aria-busy={busy}
          title={t('liveClasses.addToCalendarTitle', { title: item.title })}
        >
          {t('liveClasses.addToCalendar')}
        </button>
      </div>
      {error && (
        <p className="live-row-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
