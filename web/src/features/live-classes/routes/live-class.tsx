import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AUTH_PATH, DASHBOARD_PATH } from '../../../config/paths';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { getLiveClass, joinLiveClass, type LiveClassJoin, type LiveClassSummary } from '../api/live-classes';
import { CountdownText } from '../components/countdown-text';
import { countdownOf, indiaDateTime, useMinuteClock } from '../countdown';
import { liveClassesCatalog } from '../i18n';
import '../live-classes.css';

/**
 * /live/:liveClassId: a class's page for a student who may join it. Before the time: the
 * countdown, no link (the server gives none). From 10 minutes before the start to the end: Join,
 * which asks the server for the link (and so records the attendance); a YouTube stream then plays
 * here (the privacy-enhanced embed), a Meet or Zoom class opens in a new tab.
 */
export function Component() {
  const { id: liveClassId = '' } = useParams();
  const t = useT(liveClassesCatalog);
  const signedIn = !!getStoredUser() && !!getStoredUserToken();
  const loaded = useLoad(signedIn ? `live-class-${liveClassId}` : null, (signal) => getLiveClass(liveClassId, signal));
  useDocumentTitle(loaded.data ? t('liveClasses.page.documentTitle', { title: loaded.data.title }) : t('liveClasses.page.loadingTitle'));

  return (
    <main className="live-page container">
      {!signedIn ? (
        <div className="shell-card live-state">
          <p>{t('liveClasses.page.signIn')}</p>
          <Link className="button button-primary" to={AUTH_PATH}>
            {t('liveClasses.page.logIn')}
          </Link>
        </div>
      ) : loaded.status === 'error' ? (
        <div className="shell-card live-state" role="alert">
          <p>{errorText(loaded.error, t('liveClasses.page.failed'))}</p>
          <Link className="button button-outline button-small" to={DASHBOARD_PATH}>
            {t('liveClasses.page.back')}
          </Link>
        </div>
      ) : loaded.status !== 'ready' ? (
        <p className="live-state" role="status">
          {t('liveClasses.page.loading')}
        </p>
      ) : (
        <ClassPage item={loaded.data} />
      )}
    </main>
  );
}

function ClassPage({ item }: { item: LiveClassSummary }) {
  const t = useT(liveClassesCatalog);
  const now = useMinuteClock();
  const [joined, setJoined] = useState<LiveClassJoin | null>(null);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState('');
  const link = joined?.link;
  const phase = item.status === 'cancelled' ? 'cancelled' : countdownOf(item.startsAt, item.endsAt, now).phase;

  async function join() {
    setJoining(true);
    setError('');
    try {
      const answer = await joinLiveClass(item.id);
      setJoined(answer);
      if (answer.link.provider !== 'youtube') window.open(answer.link.url, '_blank', 'noopener,noreferrer');
    } catch (caught) {
      setError(errorText(caught, t('liveClasses.page.joinFailed')));
    } finally {
      setJoining(false);
    }
  }

  return (
    <article className="live-class" aria-labelledby="live-class-title">
      <h1 id="live-class-title">{item.title}</h1>
      <p className="live-row-meta">
        <span>{item.courseTitle ?? t('liveClasses.everyone')}</span>
        <span>{t('liveClasses.when', { date: indiaDateTime(item.startsAt), minutes: item.durationMinutes })}</span>
        <span>{t(`liveClasses.provider.${item.provider}`)}</span>
      </p>
      {phase === 'cancelled' ? (
        <p className="live-state">{t('liveClasses.page.cancelled')}</p>
      ) : phase === 'ended' ? (
        <p className="live-state">{t('liveClasses.page.ended')}</p>
      ) : (
        <>
          <p className="live-page-countdown">
            <CountdownText startsAt={item.startsAt} endsAt={item.endsAt} now={now} />
          </p>
          {phase === 'upcoming' ? (
            <p className="live-state">{t('liveClasses.page.notYet')}</p>
          ) : link?.provider === 'youtube' ? (
            <div className="live-player">
              <iframe
                src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(link.videoId)}?autoplay=1&rel=0`}
                title={t('liveClasses.page.playerTitle', { title: item.title })}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          ) : link ? (
            <div className="live-state">
              <a className="button button-primary" href={link.url} target="_blank" rel="noopener noreferrer">
                {t('liveClasses.page.openExternal', { provider: t(`liveClasses.provider.${link.provider}`) })}
              </a>
              <p>{t('liveClasses.page.externalHint')}</p>
            </div>
          ) : (
            <button className="button button-primary" type="button" onClick={() => void join()} disabled={joining} aria-busy={joining}>
              {joining ? t('liveClasses.page.joining') : t('liveClasses.page.join')}
            </button>
          )}
          {error && (
            <p className="live-row-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
      <p>
        <Link to={DASHBOARD_PATH}>{t('liveClasses.page.back')}</Link>
      </p>
    </article>
  );
}
