import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { useLoad } from '../../../lib/use-load';
import { PRACTICE_PATH, REVISION_PATH, practiceChapterPath } from '../../../config/practice-paths';
import { getSummary } from '../api/practice';
import { chapterPracticeCatalog } from '../i18n';
import './practice-cards.css';

const loadSummary = (signal: AbortSignal) => getSummary(signal);

/**
 * The dashboard's practice cards: the weakest chapters (accuracy over practice and tests, once a
 * chapter has a handful of answers) with "Practise now", and the day's revision with the streak.
 * Loaded as a chunk of its own after the dashboard's overview.
 */
export function PracticeCards() {
  const t = useT(chapterPracticeCatalog);
  const summary = useLoad('practice-summary', loadSummary);
  if (summary.status === 'error')
    return (
      <div className="shell-card" role="alert">
        <p className="dash-empty">{t('cards.failed')}</p>
        <button className="button button-outline button-small" type="button" onClick={summary.reload}>
          {t('practice.tryAgain')}
        </button>
      </div>
    );
  // While loading, both cards with their titles, so what follows them on the dashboard stays put.
  if (summary.status !== 'ready')
    return (
      <>
        <PracticeCard id="practice-weakest" title={t('cards.weakest.title')} loading>
          <p className="dash-empty" role="status">
            {t('cards.loading')}
          </p>
        </PracticeCard>
        <PracticeCard id="practice-revision" title={t('cards.revision.title')} loading />
      </>
    );
  const { weakest, today, dueNow, started } = summary.data;
  return (
    <>
      <PracticeCard
        id="practice-weakest"
        title={t('cards.weakest.title')}
        actions={
          <Link className="button button-outline button-small" to={PRACTICE_PATH}>
            {t('cards.allChapters')}
          </Link>
        }
      >
        {weakest.length === 0 ? (
          <p className="dash-empty">{started ? t('cards.weakest.notYet') : t('cards.weakest.empty')}</p>
        ) : (
          <ul className="cp-weak-list" aria-label={t('cards.weakest.title')}>
            {weakest.map((chapter) => (
              <li key={chapter.chapter} className="cp-weak-row">
                <span>
                  <strong>{chapter.chapter}</strong>{' '}
                  <span className="dash-empty">
                    {t('cards.weakest.accuracy', { accuracy: chapter.accuracy, correct: chapter.correct, answered: chapter.answered })}
                  </span>
                </span>
                <Link className="button button-primary button-small" to={practiceChapterPath(chapter.chapter)}>
                  {t('cards.weakest.practise')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PracticeCard>
      <PracticeCard id="practice-revision" title={t('cards.revision.title')}>
        <p className="cp-streak">{t('revision.streak', { count: today.streak })}</p>
        <p className="dash-empty">
          {dueNow > 0 && !today.done
            ? t('cards.revision.due', { count: Math.min(dueNow, today.dailyCap - today.answeredToday) })
            : t('cards.revision.clear')}
        </p>
        <div className="button-row">
          <Link className="button button-outline button-small" to={REVISION_PATH}>
            {t('cards.revision.open')}
          </Link>
        </div>
      </PracticeCard>
    </>
  );
}

/** One practice card: its titled head (with `actions` beside the title), then its body; `loading` holds its space. */
function PracticeCard({
  id,
  title,
  actions,
  loading = false,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`shell-card${loading ? ' dash-card-placeholder' : ''}`} aria-labelledby={id}>
      <div className="dash-card-head">
        <h2 className="shell-card-title" id={id}>
          {title}
        </h2>
        {actions && <div className="button-row">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
