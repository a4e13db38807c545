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
import { loadNotFoundPage } from '../../misc';
import '../components/practice.css';

const SeriesPage = lazy(() => import('./series-page'));
// The series above the list load on their own: the shell's route table names the list's files, so
// everything the list imports statically is on every page's first load.
const SeriesLinks = lazy(() => import('../series/components/series-links').then((module) => ({ default: module.SeriesLinks })));
const NotFound = lazy(() => loadNotFoundPage().then((module) => ({ default: module.Component })));

/** The series a path under /tests names (`series/<id>`), '' for the list itself, null for no such page. */
export function seriesIdIn(rest: string): string | null {
  if (rest === '') return '';
  const match = /^series\/([^/]+)\/?$/.exec(rest);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * /tests: the tests this student can take, each with their best score so far;
 * /tests/series/:seriesId: a series' page; anything else under /tests/.../...: not found.
 */
export function Component() {
  const seriesId = seriesIdIn(useParams()['*'] ?? '');
  if (seriesId === '') return <TestList />;
  return <Suspense fallback={null}>{seriesId === null ? <NotFound /> : <SeriesPage key={seriesId} seriesId={seriesId} />}</Suspense>;
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
        <Suspense fallback={null}>
          <SeriesLinks />
        </Suspense>
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
