import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { PageHero } from '../../../components/page-hero';
import { listPublicTests, listTests } from '../api/practice';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { TestCard } from '../components/test-card';
import { SeriesLinks } from '../series/components/series-links';
import '../components/practice.css';

const SeriesPage = lazy(() => import('./series-page'));

/** /tests: the tests this student can take, each with their best score so far; /tests/series/:seriesId: a series' page. */
export function Component() {
  const { seriesId } = useParams();
  return seriesId ? (
    <Suspense fallback={null}>
      <SeriesPage key={seriesId} />
    </Suspense>
  ) : (
    <TestList />
  );
}

function TestList() {
  const t = useT(practiceCatalog);
  useDocumentTitle(t('practice.list.title'));
  const signedIn = !!getStoredUser() && !!getStoredUserToken();
  // Visitors see what is offered (the public, cached list); signing in is asked only to start.
  const state = useLoad(signedIn ? 'tests' : 'catalogue', signedIn ? listTests : listPublicTests);
  const retry = state.reload;

  return (
    <>
      <PageHero title={t('practice.list.title')}>
        <p>{t('practice.list.lead')}</p>
      </PageHero>
      <div className="practice-page">
        <SeriesLinks />
        {state.status === 'loading' ? (
          <p className="practice-state" role="status">
            {t('practice.list.loading')}
          </p>
        ) : state.status === 'error' ? (
          <div className="practice-card practice-state" role="alert">
            <p>{t('practice.list.loadFailed')}</p>
            <button type="button" className="button button-outline" onClick={retry}>
              {t('practice.tryAgain')}
            </button>
          </div>
        ) : state.data.tests.length === 0 ? (
          <p className="practice-card practice-state">{t('practice.list.empty')}</p>
        ) : (
          <ul className="test-cards">
            {state.data.tests.map((test) => (
              <TestCard key={test._id} test={test} signedIn={signedIn} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
