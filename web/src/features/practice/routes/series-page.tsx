import { Link } from 'react-router-dom';
import type { SeriesPage, TestSummary } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { ApiError } from '../../../lib/api-client';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { PageHero } from '../../../components/page-hero';
import { TESTS_LIST_PATH } from '../../../config/series-paths';
import { listTests } from '../api/practice';
import { TestCard } from '../components/test-card';
import '../components/practice.css';
import { getSeries, getSeriesTrend } from '../series/api/series';
import { seriesCatalog } from '../series/i18n';
import { Trend } from '../series/components/trend';
import { groupPapers } from '../series/components/paper-groups';
import '../series/components/series.css';

/**
 * /tests/series/:seriesId: a series' papers, open now, upcoming and past (grouped here from their
 * times, as the public answer may be a few minutes old), each with Start or Log In as /tests has;
 * for a signed-in student, their own state of each paper and their trend across the series.
 */
export default function SeriesPage({ seriesId }: { seriesId: string }) {
  const t = useT(seriesCatalog);
  const signedIn = !!getStoredUser() && !!getStoredUserToken();
  const state = useLoad(`series-${seriesId}-${signedIn ? 'mine' : 'public'}`, async (signal) => {
    const page = await getSeries(seriesId, signal);
    // Signed in: each paper as the student's own list has it (attempts, best, locked by their plan).
    const own = signedIn ? (await listTests(signal)).tests : [];
    return { page, papers: papersOf(page, own) };
  });
  useDocumentTitle(state.status === 'ready' ? state.data.page.title : t('series.loading'));

  return (
    <>
      <PageHero title={state.status === 'ready' ? state.data.page.title : ''}>
        {state.status === 'ready' && state.data.page.description && <p>{state.data.page.description}</p>}
      </PageHero>
      <div className="practice-page">
        <Link className="tseries-back" to={TESTS_LIST_PATH}>
          {t('series.allTests')}
        </Link>
        {state.status === 'loading' ? (
          <p className="practice-state" role="status">
            {t('series.loading')}
          </p>
        ) : state.status === 'error' ? (
          state.error instanceof ApiError && state.error.status === 404 ? (
            <p className="practice-card practice-state" role="alert">
              {t('series.notFound')}
            </p>
          ) : (
            <div className="practice-card practice-state" role="alert">
              <p>{t('series.loadFailed')}</p>
              <button type="button" className="button button-outline" onClick={state.reload}>
                {t('series.tryAgain')}
              </button>
            </div>
          )
        ) : (
          <>
            {signedIn && <MyTrend seriesId={seriesId} />}
            <Papers papers={state.data.papers} signedIn={signedIn} />
          </>
        )}
      </div>
    </>
  );
}

/** The series' papers, each replaced by the student's own summary of it when they have one. */
function papersOf(page: SeriesPage, own: readonly TestSummary[]): TestSummary[] {
  const byId = new Map(own.map((test) => [test._id, test]));
  return page.papers.map((paper) => byId.get(paper._id) ?? paper);
}

function Papers({ papers, signedIn }: { papers: TestSummary[]; signedIn: boolean }) {
  const t = useT(seriesCatalog);
  if (papers.length === 0) return <p className="practice-card practice-state">{t('series.noPapers')}</p>;
  const now = new Date();
  const groups = groupPapers(papers, now);
  const sections = [
    { id: 'open', heading: t('series.open'), papers: groups.open },
    { id: 'upcoming', heading: t('series.upcoming'), papers: groups.upcoming },
    { id: 'past', heading: t('series.past'), papers: groups.past },
  ].filter((section) => section.papers.length > 0);
  return sections.map((section) => (
    <section key={section.id} className="tseries-group" aria-labelledby={`tseries-${section.id}`}>
      <h2 id={`tseries-${section.id}`}>{section.heading}</h2>
      <ul className="test-cards">
        {section.papers.map((paper) => (
          <TestCard
            key={paper._id}
            test={paper}
            signedIn={signedIn}
            // A past paper whose results are out says so (the card says when they will be otherwise).
            {...(section.id === 'past' && paper.resultsAt && Date.parse(paper.resultsAt) <= now.getTime()
              ? { schedule: t('series.resultsOut') }
              : {})}
          />
        ))}
      </ul>
    </section>
  ));
}

function MyTrend({ seriesId }: { seriesId: string }) {
  const t = useT(seriesCatalog);
  const state = useLoad(`series-trend-${seriesId}`, (signal) => getSeriesTrend(seriesId, signal));
  return (
    <section className="tseries-trend" aria-labelledby="tseries-trend">
      <h2 id="tseries-trend">{t('series.trend')}</h2>
      {state.status === 'loading' ? (
        <p className="practice-state" role="status">
          {t('series.trendLoading')}
        </p>
      ) : state.status === 'error' ? (
        <div className="practice-card practice-state" role="alert">
          <p>{t('series.trendFailed')}</p>
          <button type="button" className="button button-outline" onClick={state.reload}>
            {t('series.tryAgain')}
          </button>
        </div>
      ) : (
        <Trend trend={state.data} />
      )}
    </section>
  );
}
