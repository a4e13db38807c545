import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CHAPTER_PRACTICE_LIMITS, type RevisionItem, type RevisionQueue } from '@chem/contract';
import { PageHero } from '../../../components/page-hero';
import { PRACTICE_PATH } from '../../../config/practice-paths';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { getQuestion, getRevision, saveSettings } from '../api/practice';
import { chapterPracticeCatalog } from '../i18n';
import { dayText } from './day-text';
import { QuestionCard, SourceChip } from './question-card';
import { SignInCard, hasSession } from './sign-in-card';

const loadRevision = (signal: AbortSignal) => getRevision(signal);

/** /practice/revision: the questions due today, one at a time, the day's count and streak, and the settings. */
export function RevisionPage() {
  const t = useT(chapterPracticeCatalog);
  useDocumentTitle(t('revision.title'));
  const [signedIn] = useState(hasSession);
  const queue = useLoad(signedIn ? 'revision' : null, loadRevision);
  /** The list being revised (kept while answering, so an answered question does not vanish under the student). */
  const [walk, setWalk] = useState<{ items: RevisionItem[]; index: number } | null>(null);

  return (
    <>
      <PageHero title={t('revision.title')}>
        <p>{t('revision.lead')}</p>
      </PageHero>
      <div className="cp-page">
        <nav className="cp-crumbs">
          <Link to={PRACTICE_PATH}>{t('practice.back.chapters')}</Link>
        </nav>
        {!signedIn ? (
          <SignInCard />
        ) : queue.status === 'error' ? (
          <div className="cp-card cp-state" role="alert">
            <p>{errorText(queue.error, t('revision.failed'))}</p>
            <button type="button" className="button button-outline" onClick={queue.reload}>
              {t('practice.tryAgain')}
            </button>
          </div>
        ) : !queue.data ? (
          <p className="cp-state" role="status">
            {t('practice.loading')}
          </p>
        ) : walk ? (
          <RevisionWalk
            walk={walk}
            onNext={() => setWalk({ ...walk, index: walk.index + 1 })}
            onDone={() => {
              setWalk(null);
              queue.reload();
            }}
          />
        ) : (
          <RevisionHome queue={queue.data} onStart={() => setWalk({ items: queue.data?.due ?? [], index: 0 })} onSaved={queue.reload} />
        )}
      </div>
    </>
  );
}

function RevisionHome({ queue, onStart, onSaved }: { queue: RevisionQueue; onStart: () => void; onSaved: () => void }) {
  const t = useT(chapterPracticeCatalog);
  const { today } = queue;
  return (
    <>
      <section className="cp-card cp-today" aria-labelledby="revision-today">
        <h2 id="revision-today">{t('revision.today')}</h2>
        <p className="cp-streak">{t('revision.streak', { count: today.streak })}</p>
        <p>
          {today.done && queue.due.length === 0
            ? today.answeredToday > 0
              ? t('revision.doneToday', { count: today.answeredToday })
              : t('revision.nothingDue')
            : t('revision.dueNow', { count: queue.due.length })}
        </p>
        {queue.due.length > 0 && (
          <button type="button" className="button button-primary" onClick={onStart}>
            {t('revision.start')}
          </button>
        )}
      </section>
      {queue.due.length > 0 && (
        <ol className="cp-question-list" aria-label={t('revision.listLabel')}>
          {queue.due.map((item) => (
            <li key={item.questionId} className="cp-question-row">
              <span className="cp-status">{item.chapter}</span>
              <SourceChip source={item.pastPaper} t={t} />
              <span className="cp-muted">{t('revision.dueOn', { day: dayText(item.dueOn) })}</span>
            </li>
          ))}
        </ol>
      )}
      <SettingsForm dailyCap={today.dailyCap} reminders={queue.reminders} onSaved={onSaved} />
    </>
  );
}

function RevisionWalk({
  walk,
  onNext,
  onDone,
}: {
  walk: { items: RevisionItem[]; index: number };
  onNext: () => void;
  onDone: () => void;
}) {
  const t = useT(chapterPracticeCatalog);
  const item = walk.items[walk.index];
  const question = useLoad(item?.questionId ?? null, (signal) => getQuestion(item?.questionId ?? '', signal));
  const [answered, setAnswered] = useState<string | null>(null);
  /** The day as the last answer left it (the streak), shown once the student finishes. */
  const [day, setDay] = useState<{ streak: number } | null>(null);
  const [finished, setFinished] = useState(false);
  if (!item || finished)
    return (
      <div className="cp-card cp-state">
        <h2>{t('revision.finishedTitle')}</h2>
        {day && <p className="cp-streak">{t('revision.streak', { count: day.streak })}</p>}
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('revision.backToQueue')}
        </button>
      </div>
    );
  const last = walk.index + 1 >= walk.items.length;
  return (
    <>
      {question.status === 'error' ? (
        <div className="cp-card cp-state" role="alert">
          <p>{errorText(question.error, t('practice.question.failed'))}</p>
        </div>
      ) : question.status !== 'ready' ? (
        <p className="cp-state" role="status">
          {t('practice.loading')}
        </p>
      ) : (
        <QuestionCard
          key={item.questionId}
          question={question.data}
          heading={t('revision.questionOf', { number: walk.index + 1, total: walk.items.length })}
          onAnswered={(verdict) => {
            setAnswered(item.questionId);
            if (verdict.today) setDay({ streak: verdict.today.streak });
          }}
        />
      )}
      <div className="button-row cp-step-nav">
        {!last ? (
          <button
            type="button"
            className={answered === item.questionId ? 'button button-primary' : 'button button-outline'}
            onClick={onNext}
          >
            {t('practice.question.next')}
          </button>
        ) : (
          <button
            type="button"
            className={answered === item.questionId ? 'button button-primary' : 'button button-outline'}
            onClick={() => setFinished(true)}
          >
            {t('revision.finish')}
          </button>
        )}
      </div>
    </>
  );
}

function SettingsForm({ dailyCap, reminders, onSaved }: { dailyCap: number; reminders: boolean; onSaved: () => void }) {
  const t = useT(chapterPracticeCatalog);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    try {
      await saveSettings({ dailyCap: Number(form.get('dailyCap')), reminders: form.get('reminders') === 'on' });
      setMessage({ text: t('revision.settings.saved'), problem: false });
      onSaved();
    } catch (error) {
      setMessage({ text: errorText(error, t('revision.settings.failed')), problem: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="cp-card cp-settings">
      <summary>{t('revision.settings.title')}</summary>
      <form onSubmit={(event) => void save(event)}>
        <label>
          {t('revision.settings.dailyCap')}
          <input
            name="dailyCap"
            type="number"
            inputMode="numeric"
            min={CHAPTER_PRACTICE_LIMITS.minDailyCap}
            max={CHAPTER_PRACTICE_LIMITS.maxDailyCap}
            defaultValue={dailyCap}
            required
          />
        </label>
        <label className="cp-check">
          <input name="reminders" type="checkbox" defaultChecked={reminders} />
          {t('revision.settings.reminders')}
        </label>
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {busy ? t('revision.settings.saving') : t('revision.settings.save')}
        </button>
        {message && (
          <p className={message.problem ? 'cp-problem' : 'cp-muted'} role={message.problem ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
      </form>
    </details>
  );
}
