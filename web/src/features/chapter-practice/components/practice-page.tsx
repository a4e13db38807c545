import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PRACTICE_DIFFICULTIES, PRACTICE_ONLY, type PracticeChapters, type PracticeQuestionList } from '@chem/contract';
import { PageHero } from '../../../components/page-hero';
import { PRACTICE_PATH, REVISION_PATH, practiceChapterPath } from '../../../config/practice-paths';
import { useT } from '../../../i18n/catalog';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { getChapterQuestions, getChapters, getQuestion, type PracticeFilters } from '../api/practice';
import { chapterPracticeCatalog } from '../i18n';
import { LockedQuestion, QuestionCard, SourceChip } from './question-card';
import { SignInCard, hasSession } from './sign-in-card';

const FILTERS = ['exam', 'yearFrom', 'yearTo', 'difficulty', 'only'] as const;

function filtersOf(params: URLSearchParams): PracticeFilters {
  const filters: PracticeFilters = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

/** /practice: the chapters; `?chapter=` a chapter's questions; `&q=` one question to answer. */
export function PracticePage() {
  const t = useT(chapterPracticeCatalog);
  useDocumentTitle(t('practice.title'));
  const [signedIn] = useState(hasSession);
  const [params] = useSearchParams();
  const chapter = params.get('chapter');
  return (
    <>
      <PageHero title={chapter ?? t('practice.title')}>
        <p>{chapter ? t('practice.chapter.lead') : t('practice.lead')}</p>
      </PageHero>
      <div className="cp-page">
        {!signedIn ? <SignInCard /> : chapter ? <ChapterPractice chapter={chapter} params={params} /> : <ChapterList />}
      </div>
    </>
  );
}

function Failed({ loaded, fallback }: { loaded: { error: unknown; reload: () => void }; fallback: string }) {
  const t = useT(chapterPracticeCatalog);
  return (
    <div className="cp-card cp-state" role="alert">
      <p>{errorText(loaded.error, fallback)}</p>
      <button type="button" className="button button-outline" onClick={loaded.reload}>
        {t('practice.tryAgain')}
      </button>
    </div>
  );
}

const loadChapters = (signal: AbortSignal) => getChapters(signal);

function ChapterList() {
  const t = useT(chapterPracticeCatalog);
  const chapters = useLoad('chapters', loadChapters);
  if (chapters.status === 'loading')
    return (
      <p className="cp-state" role="status">
        {t('practice.loading')}
      </p>
    );
  if (chapters.status === 'error') return <Failed loaded={chapters} fallback={t('practice.chapters.failed')} />;
  const { data } = chapters;
  return (
    <>
      <Link className="cp-card cp-revision-link" to={REVISION_PATH}>
        <strong>{t('practice.revision.title')}</strong>
        <span>{data.dueNow > 0 ? t('practice.revision.due', { count: data.dueNow }) : t('practice.revision.none')}</span>
      </Link>
      {data.chapters.length === 0 ? (
        <div className="cp-card cp-state">
          <h2>{t('practice.chapters.emptyTitle')}</h2>
          <p>{t('practice.chapters.emptyBody')}</p>
        </div>
      ) : (
        <ul className="cp-chapters" aria-label={t('practice.chapters.label')}>
          {data.chapters.map((chapter) => (
            <ChapterRow key={chapter.chapter} chapter={chapter} subscriber={data.subscriber} />
          ))}
        </ul>
      )}
    </>
  );
}

function ChapterRow({ chapter, subscriber }: { chapter: PracticeChapters['chapters'][number]; subscriber: boolean }) {
  const t = useT(chapterPracticeCatalog);
  return (
    <li className="cp-card cp-chapter">
      <h2>{chapter.chapter}</h2>
      <dl className="cp-figures">
        <div>
          <dt>{t('practice.chapter.tried')}</dt>
          <dd>{t('practice.chapter.triedOf', { tried: formatCount(chapter.tried), total: formatCount(chapter.questions) })}</dd>
        </div>
        <div>
          <dt>{t('practice.chapter.accuracy')}</dt>
          <dd>{chapter.accuracy === null ? t('practice.chapter.noAnswers') : `${chapter.accuracy}%`}</dd>
        </div>
        <div>
          <dt>{t('practice.chapter.pyqsLeft')}</dt>
          <dd>{formatCount(chapter.pastPapersLeft)}</dd>
        </div>
      </dl>
      {!subscriber && chapter.free < chapter.questions && <p className="cp-muted">{t('practice.chapter.free', { count: chapter.free })}</p>}
      <Link className="button button-primary button-small" to={practiceChapterPath(chapter.chapter)}>
        {t('practice.chapter.open')}
      </Link>
    </li>
  );
}

function ChapterPractice({ chapter, params }: { chapter: string; params: URLSearchParams }) {
  const t = useT(chapterPracticeCatalog);
  const filters = filtersOf(params);
  const key = JSON.stringify([chapter, filters]);
  const list = useLoad(key, (signal) => getChapterQuestions(chapter, filters, signal));
  const questionId = params.get('q');
  return (
    <>
      <nav className="cp-crumbs">
        <Link to={PRACTICE_PATH}>{t('practice.back.chapters')}</Link>
        {questionId && <Link to={withParams(params, { q: null })}>{t('practice.back.chapter')}</Link>}
      </nav>
      {!questionId && <FilterForm params={params} />}
      {list.status === 'error' ? (
        <NoQuestions error={list.error} params={params} reload={list.reload} />
      ) : !list.data ? (
        <p className="cp-state" role="status">
          {t('practice.loading')}
        </p>
      ) : questionId ? (
        <QuestionStep key={questionId} questionId={questionId} list={list.data} params={params} onAnswered={list.reload} />
      ) : (
        <QuestionList list={list.data} params={params} />
      )}
    </>
  );
}

/** The search params with some changed (null removes one). */
function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return `${PRACTICE_PATH}?${next}`;
}

function NoQuestions({ error, params, reload }: { error: unknown; params: URLSearchParams; reload: () => void }) {
  const t = useT(chapterPracticeCatalog);
  const filtered = FILTERS.some((name) => params.get(name));
  const noMatch = error instanceof ApiError && error.status === 404;
  return (
    <div className="cp-card cp-state" role="alert">
      <p>{errorText(error, t('practice.questions.failed'))}</p>
      {noMatch && filtered ? (
        <Link className="button button-outline" to={practiceChapterPath(params.get('chapter') ?? '')}>
          {t('practice.filters.clear')}
        </Link>
      ) : !noMatch ? (
        <button type="button" className="button button-outline" onClick={reload}>
          {t('practice.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}

function FilterForm({ params }: { params: URLSearchParams }) {
  const t = useT(chapterPracticeCatalog);
  const [, setParams] = useSearchParams();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({ chapter: params.get('chapter') ?? '' });
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value && value !== 'all') next.set(name, value);
    }
    setParams(next);
  };
  return (
    <details className="cp-card cp-filters" open={FILTERS.some((name) => params.get(name)) || undefined}>
      <summary>{t('practice.filters.title')}</summary>
      <form onSubmit={apply}>
        <label>
          {t('practice.filters.only')}
          <select name="only" defaultValue={params.get('only') ?? 'all'}>
            {PRACTICE_ONLY.map((only) => (
              <option key={only} value={only}>
                {t(`practice.only.${only}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('practice.filters.exam')}
          <input name="exam" defaultValue={params.get('exam') ?? ''} placeholder={t('practice.filters.examHint')} autoComplete="off" />
        </label>
        <div className="cp-years">
          <label>
            {t('practice.filters.yearFrom')}
            <input name="yearFrom" inputMode="numeric" defaultValue={params.get('yearFrom') ?? ''} autoComplete="off" />
          </label>
          <label>
            {t('practice.filters.yearTo')}
            <input name="yearTo" inputMode="numeric" defaultValue={params.get('yearTo') ?? ''} autoComplete="off" />
          </label>
        </div>
        <label>
          {t('practice.filters.difficulty')}
          <select name="difficulty" defaultValue={params.get('difficulty') ?? ''}>
            <option value="">{t('practice.filters.any')}</option>
            {PRACTICE_DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(`practice.difficulty.${difficulty}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary button-small">
          {t('practice.filters.apply')}
        </button>
      </form>
    </details>
  );
}

function QuestionList({ list, params }: { list: PracticeQuestionList; params: URLSearchParams }) {
  const t = useT(chapterPracticeCatalog);
  const next =
    list.questions.find((question) => !question.locked && question.state.attempts === 0) ??
    list.questions.find((question) => !question.locked);
  return (
    <>
      <div className="button-row cp-start">
        {next && (
          <Link className="button button-primary" to={withParams(params, { q: next.id })}>
            {t('practice.questions.start')}
          </Link>
        )}
        <span className="cp-muted">{t('practice.questions.count', { count: list.questions.length, total: list.inChapter })}</span>
      </div>
      <ol className="cp-question-list">
        {list.questions.map((question, index) => (
          <li key={question.id}>
            <Link to={withParams(params, { q: question.id })} className="cp-question-row" data-locked={question.locked || undefined}>
              <span className="cp-number-badge">{index + 1}</span>
              <SourceChip source={question.pastPaper} t={t} />
              <span className="cp-status">
                {question.locked
                  ? t('practice.status.locked')
                  : question.state.inRevision
                    ? t('practice.status.inRevision')
                    : question.state.lastOutcome === 'correct'
                      ? t('practice.status.right')
                      : question.state.lastOutcome === 'wrong'
                        ? t('practice.status.wrong')
                        : t('practice.status.new')}
                {question.state.bookmarked && ` · ${t('practice.status.bookmarked')}`}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}

function QuestionStep({
  questionId,
  list,
  params,
  onAnswered,
}: {
  questionId: string;
  list: PracticeQuestionList;
  params: URLSearchParams;
  onAnswered: () => void;
}) {
  const t = useT(chapterPracticeCatalog);
  const question = useLoad(questionId, (signal) => getQuestion(questionId, signal));
  const index = list.questions.findIndex((item) => item.id === questionId);
  const following = list.questions.slice(index + 1).find((item) => !item.locked);
  const [answered, setAnswered] = useState(false);
  return (
    <>
      {question.status === 'loading' ? (
        <p className="cp-state" role="status">
          {t('practice.loading')}
        </p>
      ) : question.status === 'error' ? (
        question.error instanceof ApiError && question.error.status === 403 ? (
          <LockedQuestion message={errorText(question.error, t('practice.question.failed'))} />
        ) : (
          <Failed loaded={question} fallback={t('practice.question.failed')} />
        )
      ) : (
        <QuestionCard
          question={question.data}
          heading={index >= 0 ? t('practice.question.of', { number: index + 1, total: list.questions.length }) : t('practice.question.one')}
          onAnswered={() => setAnswered(true)}
        />
      )}
      <div className="button-row cp-step-nav">
        {following ? (
          <Link
            className={answered ? 'button button-primary' : 'button button-outline'}
            to={withParams(params, { q: following.id })}
            onClick={() => answered && onAnswered()}
          >
            {t('practice.question.next')}
          </Link>
        ) : (
          <Link className="button button-outline" to={withParams(params, { q: null })} onClick={() => answered && onAnswered()}>
            {t('practice.question.finish')}
          </Link>
        )}
      </div>
    </>
  );
}
