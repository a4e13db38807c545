import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DoubtSummary, MyDoubts } from '@chem/contract';
import { PageHero } from '../../../components/page-hero';
import { ChemText } from '../../../components/chem-text/chem-text';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { DASHBOARD_PATH } from '../../../config/paths';
import { doubtPath } from '../../../config/doubt-paths';
import { getMyDoubts } from '../api/doubts';
import { textStart } from '../doubt-model';
import { doubtsCatalog } from '../i18n';
import { PlaceLink, StatusBadge } from './place-text';
import { hasSession, SignInCard } from './sign-in-card';
import { useMore } from './use-more';

/** /doubts: the student's doubts, the latest activity first, each with its status and where it was asked. */
export function MyDoubtsPage() {
  const t = useT(doubtsCatalog);
  useDocumentTitle(t('doubts.mine.title'));
  const [signedIn] = useState(hasSession);
  const list = useLoad(signedIn ? 'mine' : null, (signal) => getMyDoubts(undefined, signal));
  const more = useMore(
    list,
    (cursor) => getMyDoubts(cursor),
    (shown: MyDoubts, next) => ({
      doubts: [...shown.doubts, ...next.doubts],
      nextCursor: next.nextCursor,
    }),
  );

  return (
    <>
      <PageHero title={t('doubts.mine.title')}>
        <p>{t('doubts.mine.lead')}</p>
      </PageHero>
      <div className="doubts-page">
        {!signedIn ? (
          <SignInCard />
        ) : list.status === 'loading' ? (
          <p className="doubt-state" role="status">
            {t('doubts.mine.loading')}
          </p>
        ) : list.status === 'error' ? (
          <div className="doubt-card doubt-state" role="alert">
            <p>{errorText(list.error, t('doubts.mine.failed'))}</p>
            <button type="button" className="button button-outline" onClick={list.reload}>
              {t('doubts.tryAgain')}
            </button>
          </div>
        ) : list.data.doubts.length === 0 ? (
          <div className="doubt-card doubt-state">
            <h2>{t('doubts.mine.emptyTitle')}</h2>
            <p>{t('doubts.mine.emptyBody')}</p>
            <Link className="button button-primary" to={DASHBOARD_PATH}>
              {t('doubts.mine.toDashboard')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="doubt-list">
              {list.data.doubts.map((doubt) => (
                <DoubtRow key={doubt._id} doubt={doubt} />
              ))}
            </ul>
            {list.data.nextCursor && (
              <div className="doubt-more">
                <button
                  type="button"
                  className="button button-outline"
                  disabled={more.busy}
                  onClick={() => list.data.nextCursor && more.load(list.data.nextCursor)}
                >
                  {more.busy ? t('doubts.loadingMore') : t('doubts.showMore')}
                </button>
                {more.problem && <p role="alert">{more.problem}</p>}
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}

function DoubtRow({ doubt }: { doubt: DoubtSummary }) {
  const t = useT(doubtsCatalog);
  const headingId = `doubt-${doubt._id}`;
  const start = textStart(doubt.text);
  return (
    <li className="doubt-card doubt-row" aria-labelledby={headingId}>
      <div className="doubt-row-head">
        <StatusBadge status={doubt.status} />
        <span className="doubt-muted">{formatDate(doubt.updatedAt, 'short', '')}</span>
      </div>
      <h2 id={headingId} className="doubt-row-title">
        <Link to={doubtPath(doubt._id)}>{start ? <ChemText text={start} /> : t('doubts.mine.photoOnly', { count: doubt.photoCount })}</Link>
      </h2>
      <p className="doubt-row-place">
        <PlaceLink place={doubt.place} />
      </p>
      <p className="doubt-muted">
        {doubt.messageCount > 0 ? t('doubts.mine.messages', { count: doubt.messageCount }) : t('doubts.mine.noReplies')}
        {doubt.photoCount > 0 && ` · ${t('doubts.mine.photos', { count: doubt.photoCount })}`}
      </p>
    </li>
  );
}
