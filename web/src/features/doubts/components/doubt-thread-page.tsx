import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DoubtMessage, DoubtThread } from '@chem/contract';
import { ChemText } from '../../../components/chem-text/chem-text';
import { FormActions } from '../../../components/form/form-actions';
import { ApiError } from '../../../lib/api-client';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad, type Loaded } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { DOUBTS_PATH } from '../../../config/doubt-paths';
import { deleteDoubt, getThread, sendFollowUp } from '../api/doubts';
import { doubtForm, mayFollowUp } from '../doubt-model';
import { doubtsCatalog } from '../i18n';
import { DoubtPhotos } from './doubt-photos';
import { MessageFields } from './message-fields';
import { PlaceLink, StatusBadge } from './place-text';
import { hasSession, SignInCard } from './sign-in-card';
import { useMore } from './use-more';

/** /doubts/:doubtId: the doubt, the teacher's replies and the student's follow-ups in order, and a follow-up form. */
export function DoubtThreadPage({ doubtId }: { doubtId: string }) {
  const t = useT(doubtsCatalog);
  useDocumentTitle(t('doubts.thread.title'));
  const [signedIn] = useState(hasSession);
  const thread = useLoad(signedIn ? doubtId : null, (signal) => getThread(doubtId, undefined, signal));

  return (
    <div className="doubts-page doubt-thread-page">
      <p className="doubt-back">
        <Link to={DOUBTS_PATH}>{t('doubts.thread.back')}</Link>
      </p>
      {!signedIn ? (
        <SignInCard />
      ) : thread.status === 'loading' ? (
        <p className="doubt-state" role="status">
          {t('doubts.thread.loading')}
        </p>
      ) : thread.status === 'error' ? (
        <div className="doubt-card doubt-state" role="alert">
          <h1>
            {thread.error instanceof ApiError && thread.error.status === 404 ? t('doubts.thread.notFound') : t('doubts.thread.failed')}
          </h1>
          <p>{errorText(thread.error, t('doubts.thread.failed'))}</p>
          {!(thread.error instanceof ApiError && thread.error.status === 404) && (
            <button type="button" className="button button-outline" onClick={thread.reload}>
              {t('doubts.tryAgain')}
            </button>
          )}
        </div>
      ) : (
        <Thread thread={thread.data} list={thread} />
      )}
    </div>
  );
}

function Thread({ thread, list }: { thread: DoubtThread; list: Loaded<DoubtThread> }) {
  const t = useT(doubtsCatalog);
  const navigate = useNavigate();
  const { doubt, messages, nextCursor } = thread;
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState('');
  const more = useMore(
    list,
    (cursor) => getThread(doubt._id, cursor),
    (shown: DoubtThread, next) => ({
      ...shown,
      messages: [...shown.messages, ...next.messages],
      nextCursor: next.nextCursor,
    }),
  );

  async function remove() {
    const confirmed = await confirmDialog({
      title: t('doubts.thread.deleteTitle'),
      text: t('doubts.thread.deleteText'),
      confirmButtonText: t('doubts.thread.deleteConfirm'),
      cancelButtonText: t('doubts.cancel'),
    });
    if (!confirmed) return;
    setDeleting(true);
    setProblem('');
    try {
      const answer = await deleteDoubt(doubt._id);
      void showToast(answer.message);
      navigate(DOUBTS_PATH, { replace: true });
    } catch (error) {
      setProblem(errorText(error, t('doubts.thread.deleteFailed')));
      setDeleting(false);
    }
  }

  return (
    <article className="doubt-thread" aria-labelledby="doubt-title">
      <header className="doubt-card">
        <div className="doubt-row-head">
          <StatusBadge status={doubt.status} />
          <span className="doubt-muted">{t('doubts.thread.asked', { date: formatDate(doubt.createdAt, 'moment', '') })}</span>
        </div>
        <h1 id="doubt-title" className="doubt-thread-title">
          {t('doubts.thread.title')}
        </h1>
        <p className="doubt-row-place">
          <PlaceLink place={doubt.place} />
        </p>
        <ChemText as="div" className="doubt-text" text={doubt.text} />
        <DoubtPhotos doubtId={doubt._id} photos={doubt.photos} />
        {doubt.published && <p className="doubt-muted">{t('doubts.thread.published', { count: doubt.alsoAsked })}</p>}
        {doubt.canDelete && (
          <div className="button-row">
            <button
              type="button"
              className="button button-outline button-small doubt-danger"
              disabled={deleting}
              onClick={() => void remove()}
            >
              {deleting ? t('doubts.thread.deleting') : t('doubts.thread.delete')}
            </button>
          </div>
        )}
        {problem && (
          <p className="doubt-problem" role="alert">
            {problem}
          </p>
        )}
      </header>

      <section aria-labelledby="doubt-messages">
        <h2 id="doubt-messages" className="doubt-section-title">
          {t('doubts.thread.messages')}
        </h2>
        {messages.length === 0 ? (
          <p className="doubt-muted">{doubt.status === 'open' ? t('doubts.thread.waiting') : t('doubts.thread.noMessages')}</p>
        ) : (
          <ol className="doubt-messages">
            {messages.map((message) => (
              <Message key={message._id} doubtId={doubt._id} message={message} />
            ))}
          </ol>
        )}
        {nextCursor && (
          <div className="doubt-more">
            <button type="button" className="button button-outline button-small" disabled={more.busy} onClick={() => more.load(nextCursor)}>
              {more.busy ? t('doubts.loadingMore') : t('doubts.thread.moreMessages')}
            </button>
            {more.problem && <p role="alert">{more.problem}</p>}
          </div>
        )}
      </section>

      {mayFollowUp(doubt) ? (
        <FollowUp thread={thread} onChange={list.update} />
      ) : (
        <p className="doubt-card doubt-muted">{t('doubts.thread.tooLate')}</p>
      )}
    </article>
  );
}

function Message({ doubtId, message }: { doubtId: string; message: DoubtMessage }) {
  const t = useT(doubtsCatalog);
  return (
    <li className="doubt-message" data-author={message.author}>
      <p className="doubt-message-head">
        <strong>{message.author === 'teacher' ? t('doubts.thread.teacher') : t('doubts.thread.you')}</strong>{' '}
        <span className="doubt-muted">{formatDate(message.createdAt, 'moment', '')}</span>
      </p>
      {message.text && <ChemText as="div" className="doubt-text" text={message.text} />}
      <DoubtPhotos doubtId={doubtId} photos={message.photos} />
    </li>
  );
}

function FollowUp({ thread, onChange }: { thread: DoubtThread; onChange: (change: (thread: DoubtThread) => DoubtThread) => void }) {
  const t = useT(doubtsCatalog);
  const { doubt } = thread;
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' && photos.length === 0) {
      setProblem(t('doubts.followUp.empty'));
      return;
    }
    setBusy(true);
    setProblem('');
    setSent(false);
    setProgress(0);
    try {
      const answer = await sendFollowUp(doubt._id, doubtForm({ text }, photos), setProgress);
      // A later page of messages still to load brings the new one in its place.
      onChange((shown) => ({
        ...shown,
        doubt: answer.doubt,
        messages: shown.nextCursor ? shown.messages : [...shown.messages, answer.message],
      }));
      setText('');
      setPhotos([]);
      setSent(true);
    } catch (error) {
      setProblem(errorText(error, t('doubts.followUp.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="doubt-card doubt-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="doubt-follow-up">
      <h2 id="doubt-follow-up" className="doubt-section-title">
        {t('doubts.followUp.title')}
      </h2>
      {doubt.status === 'resolved' && doubt.reopenUntil && (
        <p className="doubt-hint">{t('doubts.followUp.reopens', { date: formatDate(doubt.reopenUntil, 'long', '') })}</p>
      )}
      <MessageFields label={t('doubts.followUp.text')} text={text} onText={setText} photos={photos} onPhotos={setPhotos} disabled={busy} />
      {problem && (
        <p className="doubt-problem" role="alert">
          {problem}
        </p>
      )}
      {sent && (
        <p className="doubt-sent-note" role="status">
          {t('doubts.followUp.sent')}
        </p>
      )}
      <FormActions
        submitLabel={t('doubts.followUp.send')}
        busyLabel={photos.length > 0 ? t('doubts.sendingPercent', { percent: Math.round(progress * 100) }) : t('doubts.sending')}
        busy={busy}
        announceBusy
      />
    </form>
  );
}
